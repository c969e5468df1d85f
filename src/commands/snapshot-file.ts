// Snapshot files: what `discover --format json` prints and `--snapshot` reads.
import { readFileBounded } from '../util/read-bounded.js';
import { logInline } from '../report/escape.js';
import { validateRuntimeSnapshotDocument, validateSnapshotDocument } from '../report/validate-json.js';
import { duplicateLabels } from '../analysis/drift.js';
import { reconcileServer } from '../analysis/snapshot-evidence.js';
import type { RuntimeSnapshot } from '../analysis/runtime.js';
import { dateTimeInstant } from '../util/rfc3339.js';
import type { Snapshot } from '../types.js';
import { parseJsonStrict } from '../util/json-strict.js';
import { InputError } from './context.js';
import { TOOL_PROJECTION } from '../contract/projection.js';
import { decodeUtf8Strict, notUtf8Message, quoteForMessage } from '../lock/validate.js';
import { readErrorReason } from '../util/read-error.js';
import { redactDeep, redactHidden } from '../util/redact.js';

/** How many problems an error about a file lists before summarising the rest. */
const MAX_ERRORS = 10;

/** Problems as indented lines, one each (text from the file must not forge lines of its own), at most MAX_ERRORS. */
function problemLines(problems: string[]): string {
  const shown = problems.slice(0, MAX_ERRORS).map((p) => `  ${logInline(p)}`);
  if (problems.length > MAX_ERRORS) shown.push(`  ... and ${problems.length - MAX_ERRORS} more`);
  return shown.join('\n');
}

/**
 * The JSON of a snapshot file, decoded strictly as UTF-8 like catalogs and locks: a byte that is not UTF-8 is refused
 * with its offset and line (never read as U+FFFD, which would make the evidence say something the file does not).
 */
async function readJson(path: string, what: string): Promise<unknown> {
  let bytes: Buffer;
  try {
    bytes = await readFileBounded(path);
  } catch (error) {
    throw new InputError(`${path}: cannot read ${what}: ${readErrorReason(error)}`);
  }
  const decoded = decodeUtf8Strict(bytes);
  if (!('text' in decoded)) throw new InputError(`${path}: cannot read ${what}: ${notUtf8Message(decoded)}`);
  try {
    // A byte order mark (an editor on Windows writes one) is read as nothing, as RFC 8259 allows a reader to.
    return parseJsonStrict(decoded.text.startsWith('\ufeff') ? decoded.text.slice(1) : decoded.text);
  } catch (error) {
    throw new InputError(`${path}: cannot read ${what}: ${(error as Error).message}`);
  }
}

/**
 * Reads a snapshot file: one snapshot, or an array of them (one per agent), validated against
 * schemas/snapshot.schema.json. A refusal quotes the file: its problems are told from the file with the run's
 * `secrets` redacted (a snapshot holds what servers sent, which may echo a value the catalog passes them).
 */
export async function readSnapshots(path: string, secrets: readonly string[] = []): Promise<Snapshot[]> {
  const data = await readJson(path, 'snapshot');
  if (validateSnapshotDocument(data).length > 0) {
    const errors = validateSnapshotDocument(redactDeep(data, secrets));
    throw new InputError(`${path}: not a catalog-lock snapshot (see schemas/snapshot.schema.json):\n${problemLines(errors)}`);
  }
  const snapshots = (Array.isArray(data) ? data : [data]) as Snapshot[];
  // Evidence that says two things is no evidence: a label listed twice (which entry is the server?) or an
  // agent photographed twice (which snapshot is its catalog?) is refused, never resolved by order.
  const problems: string[] = [];
  const agents = new Set<string>();
  for (const snapshot of snapshots) {
    // A snapshot written by a version that projects definitions otherwise says so: its hashes are not ours to compare.
    if (snapshot.projection !== TOOL_PROJECTION) problems.push(`agent ${JSON.stringify(snapshot.agent)}: written with projection ${JSON.stringify(snapshot.projection)}; this version of catalog-lock computes ${TOOL_PROJECTION} only`);
    if (agents.has(snapshot.agent)) problems.push(`agent ${JSON.stringify(snapshot.agent)} has more than one snapshot`);
    agents.add(snapshot.agent);
    for (const [label, times] of duplicateLabels(snapshot)) problems.push(`agent ${JSON.stringify(snapshot.agent)}: server ${JSON.stringify(label)} is listed ${times} times`);
    // Fields derived from the evidence are recomputed from it: a summary that contradicts what it summarises is refused.
    snapshot.servers = snapshot.servers.map((server) => {
      const reconciled = reconcileServer(server);
      for (const problem of reconciled.problems) problems.push(`agent ${JSON.stringify(snapshot.agent)}: server ${JSON.stringify(server.label)}: ${problem}`);
      return reconciled.server;
    });
  }
  if (problems.length > 0) {
    throw new InputError(`${path}: snapshot contradicts itself:\n${problemLines(problems.map((p) => redactHidden(p, secrets)))}`);
  }
  return snapshots;
}

/** Reads the catalog an agent runtime loaded (schemas/runtime-snapshot.schema.json). */
export async function readRuntimeSnapshot(path: string, secrets: readonly string[] = []): Promise<RuntimeSnapshot> {
  const data = await readJson(path, 'runtime snapshot');
  if (validateRuntimeSnapshotDocument(data).length > 0) {
    // (Told from the file with the run's secrets redacted, as a snapshot's problems are.)
    const errors = validateRuntimeSnapshotDocument(redactDeep(data, secrets));
    throw new InputError(`${path}: not a runtime snapshot (see schemas/runtime-snapshot.schema.json):\n${problemLines(errors)}`);
  }
  const runtime = data as RuntimeSnapshot;
  // The shape passed the schema; a day or a time that does not exist (2026-02-30, 24:00) is no time either.
  if (runtime.capturedAtUtc !== undefined && dateTimeInstant(runtime.capturedAtUtc) === undefined) {
    throw new InputError(`${path}: capturedAtUtc ${quoteForMessage(redactHidden(runtime.capturedAtUtc, secrets))} is not a date and time that exists`);
  }
  return runtime;
}
