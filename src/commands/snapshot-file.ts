// Snapshot files: what `discover --format json` prints and `--snapshot` reads.
import { readFile } from 'node:fs/promises';
import type { Snapshot } from '../types.js';
import { UsageError } from './context.js';

function isSnapshot(value: unknown): value is Snapshot {
  if (!value || typeof value !== 'object') return false;
  const s = value as Snapshot;
  return s.snapshotVersion === 1 && typeof s.agent === 'string' && Array.isArray(s.servers) &&
    s.servers.every((server) => server && typeof server.label === 'string' && typeof server.status === 'string' && Array.isArray(server.tools));
}

/** Reads a snapshot file: one snapshot, or an array of them (one per agent). */
export async function readSnapshots(path: string): Promise<Snapshot[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`${path}: cannot read snapshot: ${(error as Error).message}`);
  }
  const list = Array.isArray(data) ? data : [data];
  list.forEach((item, i) => {
    if (!isSnapshot(item)) throw new UsageError(`${path}: entry ${i} is not a catalog-lock snapshot (snapshotVersion 1 with agent and servers[])`);
  });
  return list as Snapshot[];
}
