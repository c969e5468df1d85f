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
