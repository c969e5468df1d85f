// Snapshot files: what `discover --format json` prints and `--snapshot` reads.
import { readFile } from 'node:fs/promises';
import { logInline } from '../report/escape.js';
import { validateRuntimeSnapshotDocument, validateSnapshotDocument } from '../report/validate-json.js';
import type { RuntimeSnapshot } from '../analysis/runtime.js';
import type { Snapshot } from '../types.js';
import { UsageError } from './context.js';

/** How many schema errors a UsageError lists before summarising the rest. */
const MAX_ERRORS = 10;

/** Reads a snapshot file: one snapshot, or an array of them (one per agent), validated against schemas/snapshot.schema.json. */
export async function readSnapshots(path: string): Promise<Snapshot[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`${path}: cannot read snapshot: ${(error as Error).message}`);
  }
  const errors = validateSnapshotDocument(data);
  if (errors.length > 0) {
    // One line per error: keys from the file must not forge lines of their own.
    const shown = errors.slice(0, MAX_ERRORS).map((e) => `  ${logInline(e)}`);
    if (errors.length > MAX_ERRORS) shown.push(`  ... and ${errors.length - MAX_ERRORS} more`);
    throw new UsageError(`${path}: not a catalog-lock snapshot (see schemas/snapshot.schema.json):\n${shown.join('\n')}`);
  }
  return (Array.isArray(data) ? data : [data]) as Snapshot[];
}

/** Reads the catalog an agent runtime loaded (schemas/runtime-snapshot.schema.json). */
export async function readRuntimeSnapshot(path: string): Promise<RuntimeSnapshot> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`${path}: cannot read runtime snapshot: ${(error as Error).message}`);
  }
  const errors = validateRuntimeSnapshotDocument(data);
  if (errors.length > 0) {
    const shown = errors.slice(0, 10).map((e) => `  ${logInline(e)}`);
    throw new UsageError(`${path}: not a runtime snapshot (see schemas/runtime-snapshot.schema.json):\n${shown.join('\n')}`);
  }
  return data as RuntimeSnapshot;
}
