// What a relock changed in the lock, counted from the lock before and the lock written: the line `lock` prints says
// it. The catalog digest covers the tools' contracts only, so a relock that records declarations alone keeps the
// digest; an outside tester read the unchanged digest as "nothing was written" and thought the 707 declarations
// they had made were not recorded.
import type { LockedEntry, LockFile } from '../types.js';
import { stableStringify } from '../util/stable-json.js';

const same = (a: unknown, b: unknown) => stableStringify(a ?? null) === stableStringify(b ?? null);

/** Entries added, removed, and (kept) whose `differs` holds, between two records keyed alike. */
function counts<T>(before: Record<string, T>, after: Record<string, T>, differs: (a: T, b: T) => boolean): { added: number; removed: number; changed: number } {
  let added = 0;
  let changed = 0;
  for (const [key, entry] of Object.entries(after)) {
    if (!Object.hasOwn(before, key)) added++;
    else if (differs(before[key], entry)) changed++;
  }
  const removed = Object.keys(before).filter((key) => !Object.hasOwn(after, key)).length;
  return { added, removed, changed };
}

/** `3 tool(s) added, 1 tool(s) removed, 2 tool contract(s) changed`: the counts that are not zero. */
function said(noun: string, changedNoun: string, c: { added: number; removed: number; changed: number }): string[] {
  return [
    ...(c.added > 0 ? [`${c.added} ${noun}(s) added`] : []),
    ...(c.removed > 0 ? [`${c.removed} ${noun}(s) removed`] : []),
    ...(c.changed > 0 ? [`${c.changed} ${changedNoun}(s) changed`] : []),
  ];
}

/**
 * What `next` changes of `previous`, as short phrases in the order a reviewer reads the diff: tools added, removed,
 * whose contract changed; declarations recorded (tools in both whose `declared` differs: effect, approval, identity,
 * target); servers; prompts and resource templates. Empty when the two hold the same entries (a lock rewritten for
 * its format or agent alone says so instead).
 */
export function lockChanges(previous: LockFile, next: LockFile): string[] {
  const contract = (a: LockedEntry, b: LockedEntry) => a.contractHash !== b.contractHash;
  const declarations = Object.entries(next.tools).filter(([id, entry]) => Object.hasOwn(previous.tools, id) && !same(previous.tools[id].declared, entry.declared)).length;
  const parts = [
    ...said('tool', 'tool contract', counts(previous.tools, next.tools, contract)),
    ...(declarations > 0 ? [`${declarations} declaration(s) recorded`] : []),
    ...said('server', 'server', counts(previous.servers, next.servers, (a, b) => !same(a, b))),
    ...said('prompt', 'prompt', counts(previous.prompts, next.prompts, contract)),
    ...said('resource template', 'resource template', counts(previous.resourceTemplates, next.resourceTemplates, contract)),
  ];
  if (parts.length === 0 && (previous.lockVersion !== next.lockVersion || previous.projection !== next.projection)) parts.push('lock format updated');
  if (parts.length === 0 && previous.agent !== next.agent) parts.push('agent renamed');
  return parts;
}
