// The files a range of commits changes, read with git (renames found), and the
// locked catalogs it takes away: a pull request or a push that deletes an
// agent's catalog and lock, or moves them where the `catalog` input does not
// look, withdraws every approval of that agent (check-mode.ts compares each
// changed catalog with the lock the base approved for its agent).
import * as core from '@actions/core';
import { Git } from '../github/git.js';
import { lockPathFor, parseLock } from '../lock/lock-file.js';
import { logInline, markdownCode } from '../report/escape.js';
import { truncate } from '../util/truncate.js';
import type { ActionContext } from './context.js';

/** A catalog of the base branch, with a lock there, that the head no longer has at its path (deleted or renamed). */
export interface GoneCatalog {
  /** Its repository path on the base branch. */
  path: string;
  /** Where git says it went (a rename), if anywhere. */
  renamedTo?: string;
  /** The agent its base lock names (undefined: the lock could not be read). */
  agent?: string;
  /** The agent the catalog at that path names now, when another (the file kept, its agent changed). */
  renamedAgent?: string;
}

/** What a range of commits changes: the paths it touches (either side of a rename), and the locked catalogs it takes away. */
export interface ChangedFiles {
  names: Set<string>;
  gone: GoneCatalog[];
}

/** `git diff --name-status -z -M`: [status, path, new path of a rename or copy]. */
function nameStatus(out: string): { status: string; path: string; to?: string }[] {
  const fields = out.split('\0');
  const entries: { status: string; path: string; to?: string }[] = [];
  for (let i = 0; i + 1 < fields.length; ) {
    const status = fields[i];
    if (status === '') break;
    if (/^[RC]/.test(status)) {
      entries.push({ status: status[0], path: fields[i + 1], to: fields[i + 2] });
      i += 3;
    } else {
      entries.push({ status: status[0], path: fields[i + 1] });
      i += 2;
    }
  }
  return entries;
}

/**
 * The files `base...head` changes (a pull request, a push), and the catalogs it takes away: a YAML file deleted or
 * renamed whose lock `base` has (an agent removed, or moved out of what the `catalog` input matches, or renamed: found
 * again by its agent). Undefined, with a warning, when the diff cannot be read.
 */
export async function changedFiles(ctx: ActionContext, base: string, head: string, what: string): Promise<ChangedFiles | undefined> {
  // Shas from the event: never an option. A push that created its branch has no `before` (all zeros): nothing to compare.
  if (!/^[0-9a-f]{7,64}$/i.test(base) || !/^[0-9a-f]{7,64}$/i.test(head) || /^0+$/.test(base)) return undefined;
  const git = new Git(ctx.workspace);
  const args = ['diff', '--name-status', '-z', '-M', `${base}...${head}`];
  let out: string;
  try {
    out = await git.run(args);
  } catch {
    try {
      // Both ends: a shallow checkout (fetch-depth: 1) has neither the base nor the head of the pull request.
      await git.run(['fetch', '--no-tags', '--quiet', '--depth=100', 'origin', base, head]);
      out = await git.run(args);
    } catch (error) {
      core.warning(`could not tell which files ${what} changes (${logInline((error as Error).message)}); use actions/checkout with fetch-depth: 0`);
      return undefined;
    }
  }
  const names = new Set<string>();
  const gone: GoneCatalog[] = [];
  for (const entry of nameStatus(out)) {
    names.add(entry.path);
    if (entry.to !== undefined) names.add(entry.to);
    if ((entry.status !== 'D' && entry.status !== 'R') || !/\.ya?ml$/i.test(entry.path)) continue;
    const lockText = await git.show(base, lockPathFor(entry.path)).catch(() => undefined);
    if (lockText === undefined) continue;
    let agent: string | undefined;
    try {
      agent = parseLock(lockText, lockPathFor(entry.path)).agent;
    } catch {
      agent = undefined;
    }
    gone.push({ path: entry.path, ...(entry.to !== undefined ? { renamedTo: entry.to } : {}), ...(agent !== undefined ? { agent } : {}) });
  }
  return { names, gone };
}

/** Catalogs taken away named in the statement, at most (a comment must keep room for the reports). */
const REMOVED_SHOWN = 20;

/**
 * Agents whose locked catalog a pull request or a push takes away (deleted, moved where the `catalog` input does not
 * look, or made to name another agent): every approval of theirs is withdrawn and nothing checks them any more. Said
 * before everything else.
 */
export function removedAgentsStatement(removed: GoneCatalog[], subject: string): string {
  if (removed.length === 0) return '';
  const lines = removed.slice(0, REMOVED_SHOWN).map((g) => {
    const who = g.agent !== undefined ? `agent ${markdownCode(truncate(g.agent, 200))}` : 'an agent whose lock could not be read';
    const where =
      g.renamedAgent !== undefined
        ? `${markdownCode(truncate(g.path, 300))} now names agent ${markdownCode(truncate(g.renamedAgent, 200))}`
        : g.renamedTo !== undefined
        ? `moved from ${markdownCode(truncate(g.path, 300))} to ${markdownCode(truncate(g.renamedTo, 300))}, which the \`catalog\` input does not match, or with another agent`
        : `${markdownCode(truncate(g.path, 300))} and its lock deleted`;
    return `- ${who}: ${where}`;
  });
  return [
    `**${subject} removes ${removed.length === 1 ? 'a locked catalog' : `${removed.length} locked catalogs`}.** Every approval of ${removed.length === 1 ? 'its agent' : 'their agents'} is withdrawn: this check, drift and promote no longer cover ${removed.length === 1 ? 'it' : 'them'}, and the allowlist promote writes will not name ${removed.length === 1 ? 'it' : 'them'}.`,
    ...lines,
    ...(removed.length > REMOVED_SHOWN ? [`- and ${removed.length - REMOVED_SHOWN} more (the log names them all)`] : []),
    '',
  ].join('\n');
}
