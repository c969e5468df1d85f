// What changes between two locks (a rollback shows what it takes away). Pure.
import type { LockFile } from '../types.js';
import { changedFields } from './drift.js';

export interface LockDiff {
  /** In `from` only: the rollback takes them away. */
  removed: string[];
  /** In `to` only: the rollback brings them back. */
  restored: string[];
  /** In both with another contract: [id, fields]. */
  changed: [string, string[]][];
  serversRemoved: string[];
  serversRestored: string[];
}

export function diffLocks(from: LockFile, to: LockFile): LockDiff {
  const ids = (l: LockFile) => new Set(Object.keys(l.tools));
  const a = ids(from);
  const b = ids(to);
  return {
    removed: [...a].filter((id) => !b.has(id)).sort(),
    restored: [...b].filter((id) => !a.has(id)).sort(),
    changed: [...a]
      .filter((id) => b.has(id) && from.tools[id].contractHash !== to.tools[id].contractHash)
      .sort()
      .map((id) => [id, changedFields('tools', from.tools[id], to.tools[id])]),
    serversRemoved: Object.keys(from.servers).filter((s) => !to.servers[s]).sort(),
    serversRestored: Object.keys(to.servers).filter((s) => !from.servers[s]).sort(),
  };
}

/**
 * Tools that moved: an id gone from `before` and an id new in `after` with the same contract (its hash covers the
 * name, so a move keeps the tool's name: another server, or the server renamed). One to one, in id order, a gone id
 * of the same name first. A declaration compared across the move is what a relabelled or moved tool would
 * otherwise escape: a write approved with a gate, declared read on its new server.
 */
export function movedTools(before: Record<string, { contractHash: string }>, gone: Iterable<string>, after: Record<string, { contractHash: string }>, added: Iterable<string>): [from: string, to: string][] {
  const byHash = new Map<string, string[]>();
  for (const id of [...gone].sort()) {
    const hash = before[id]?.contractHash;
    if (hash === undefined) continue;
    const list = byHash.get(hash);
    if (list) list.push(id);
    else byHash.set(hash, [id]);
  }
  const out: [string, string][] = [];
  if (byHash.size === 0) return out;
  const nameOf = (id: string) => id.slice(id.indexOf('/') + 1);
  for (const id of [...added].sort()) {
    const list = byHash.get(after[id]?.contractHash ?? '');
    if (!list || list.length === 0) continue;
    const at = Math.max(0, list.findIndex((from) => nameOf(from) === nameOf(id)));
    out.push([list[at], id]);
    list.splice(at, 1);
  }
  return out;
}
