// Turns the raw definitions of a snapshot into fingerprinted entries keyed by
// runtime id (`<server-label>/<name>`). Malformed definitions become
// findings, never a crash and never a silent drop.
import { CanonicalizationError } from '../contract/hash.js';
import { fingerprint } from '../contract/fingerprint.js';
import { project } from '../contract/projection.js';
import { maskVolatile, valueAt, volatileWindowDays, type VolatilePlaces } from '../contract/volatile.js';
import { truncate } from '../util/truncate.js';
import type { Finding, JsonObject, ListKind, LockedEntry, ServerSnapshot } from '../types.js';

export type EntryMap = Record<string, LockedEntry>;

export interface ServerEntries {
  tools: EntryMap;
  prompts: EntryMap;
  resourceTemplates: EntryMap;
  findings: Finding[];
  /**
   * Definitions listed again under a name already taken, fingerprinted, in
   * list order: a client may keep any of them, so each is compared with the
   * lock too (the first one alone is the entry above).
   */
  repeated: { kind: ListKind; id: string; entry: LockedEntry; nth: number }[];
  /** Ids (by kind) of entries the server lists under a readable name whose definition is malformed. */
  malformed: Record<ListKind, Set<string>>;
}

export function runtimeId(label: string, name: string): string {
  return `${label}/${name}`;
}

const KIND_WORD: Record<ListKind, string> = { tools: 'tool', prompts: 'prompt', resourceTemplates: 'resource template' };

function describeName(raw: unknown): string | undefined {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && typeof (raw as JsonObject).name === 'string') {
    return (raw as JsonObject).name as string;
  }
  return undefined;
}

/**
 * `volatile`: the catalog's `volatile` places of each tool and the clock of the run (see ../contract/volatile.ts): the
 * dates the server computes from its clock there are masked before the fingerprint; a place that holds no such date
 * is a volatile_unused finding.
 */
export function entriesOf(server: ServerSnapshot, volatile?: VolatilePlaces): ServerEntries {
  const out: ServerEntries = { tools: {}, prompts: {}, resourceTemplates: {}, findings: [], repeated: [], malformed: { tools: new Set(), prompts: new Set(), resourceTemplates: new Set() } };
  for (const kind of ['tools', 'prompts', 'resourceTemplates'] as const) {
    const raws = server[kind] ?? [];
    /** How many times each name has been listed so far (for "its definition listed #n"). */
    const listings = new Map<string, number>();
    raws.forEach((raw, index) => {
      const name = describeName(raw);
      const id = name === undefined ? undefined : runtimeId(server.label, name.normalize('NFC'));
      const malformed = (reason: string) => {
        if (id !== undefined) out.malformed[kind].add(id);
        out.findings.push({
          rule: 'malformed_definition',
          severity: 'high',
          tools: id && kind === 'tools' ? [id] : [],
          servers: [server.label],
          message: `${server.label}: ${KIND_WORD[kind]} #${index + 1}${name !== undefined ? ` "${name}"` : ''} is malformed: ${reason}`,
          details: { kind, index, reason },
        });
      };
      const projected = project(kind, raw);
      if ('problem' in projected) return malformed(projected.problem.reason);
      if (kind === 'tools' && volatile && id !== undefined) {
        const pointers = volatile.of(id);
        const masked = maskVolatile(projected.projection, pointers, volatile.nowMs);
        for (const pointer of masked.unmasked) {
          const found = valueAt(projected.projection, pointer);
          out.findings.push({
            rule: 'volatile_unused',
            severity: 'low',
            tools: [id],
            servers: [server.label],
            message: `${id}: the catalog declares ${pointer} volatile, but it holds no date within ${volatileWindowDays(pointer)} days of now (${found === undefined ? 'nothing is there' : `found ${truncate(JSON.stringify(found), 80)}`}): it is compared as it is`,
            // (What the server put there, bounded: its text is the server's.)
            details: { pointer, found: found === undefined ? null : typeof found === 'string' ? truncate(found, 200) : truncate(JSON.stringify(found), 200) },
          });
        }
        projected.projection = masked.projection;
      }
      let print;
      try {
        print = fingerprint(projected.projection);
      } catch (error) {
        if (error instanceof CanonicalizationError) return malformed(error.message);
        throw error;
      }
      const key = runtimeId(server.label, projected.projection.name as string);
      const entry: LockedEntry = { contractHash: print.contractHash, fields: print.fields, definition: projected.projection };
      const nth = (listings.get(key) ?? 0) + 1;
      listings.set(key, nth);
      if (out[kind][key]) {
        const same = out[kind][key].contractHash === entry.contractHash;
        out.findings.push({
          rule: 'duplicate_name',
          severity: 'high',
          tools: kind === 'tools' ? [key] : [],
          servers: [server.label],
          message: `${server.label} lists the ${KIND_WORD[kind]} name "${projected.projection.name}" more than once${same ? '' : ', with different definitions: which one a client keeps is undefined, and each is compared with the lock (three at most)'}`,
          details: { kind, index, sameDefinition: same },
        });
        if (!same) out.repeated.push({ kind, id: key, entry, nth });
        return;
      }
      out[kind][key] = entry;
    });
  }
  return out;
}
