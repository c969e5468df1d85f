// The lock: what was approved, per server and per tool, with the approved
// definitions themselves. Built from a snapshot, written deterministically.
import type { VolatilePlaces } from '../contract/volatile.js';
import { readFileBounded } from '../util/read-bounded.js';
import { readErrorReason } from '../util/read-error.js';
import { digestOfEntries, fingerprint } from '../contract/fingerprint.js';
import { PROJECTED_FIELDS, TOOL_PROJECTION } from '../contract/projection.js';
import { entriesOf } from '../analysis/entries.js';
import { duplicateLabels } from '../analysis/drift.js';
import { capabilityNames, instructionsHashOf, toolsCapability } from '../analysis/snapshot-evidence.js';
import type { Declared, Finding, LockedServer, LockFile, ServerSnapshot, Snapshot } from '../types.js';
import { stableStringify } from '../util/stable-json.js';
import { decodeUtf8Strict, jsonTextLocator, notUtf8Message, validateLock } from './validate.js';
import { append } from '../util/append.js';
import { DuplicateKeyError, JsonSyntaxError, parseJsonStrict } from '../util/json-strict.js';

export class LockError extends Error {}

export function lockedServer(server: ServerSnapshot): LockedServer {
  const capabilities = capabilityNames(server);
  return {
    serverInfo: server.serverInfo ?? null,
    protocolVersion: server.protocolVersion ?? null,
    listChanged: server.listChanged === true,
    // Recorded only when absent, so the locks of servers that announce it (nearly all) stay as they were.
    ...(toolsCapability(server) === false ? { toolsCapability: false as const } : {}),
    ...(capabilities !== undefined ? { capabilities } : {}),
    instructionsHash: server.instructionsHash ?? null,
    // The text itself, so that the pull request approving it shows it (never a text secrets were scrubbed from).
    ...(typeof server.instructions === 'string' && server.instructions.length > 0 && server.instructionsRedacted !== true ? { instructions: server.instructions } : {}),
    toolCount: server.toolCount,
  };
}


/**
 * Builds a lock from a complete snapshot. Malformed definitions are left out
 * and returned as findings. With `declaredOf`, each tool also records what
 * people declared about it (the allowlist entry).
 */
export function buildLock(
  snapshot: Snapshot,
  declaredOf?: (runtimeId: string) => Declared,
  volatile?: VolatilePlaces,
): { lock: LockFile; findings: Finding[] } {
  const lock: LockFile = {
    lockVersion: 1,
    projection: TOOL_PROJECTION,
    agent: snapshot.agent,
    catalogDigest: '',
    servers: {},
    tools: {},
    prompts: {},
    resourceTemplates: {},
  };
  const findings: Finding[] = [];
  const duplicates = duplicateLabels(snapshot);
  for (const server of snapshot.servers) {
    // A partial list would approve part of a server; a label listed twice, whichever entry came last.
    if (server.status !== 'ok' || !server.complete) throw new LockError(`server ${server.label} was not discovered completely: ${server.error ?? (server.status === 'ok' ? 'list incomplete' : server.status)}`);
    if (duplicates.has(server.label)) throw new LockError(`server ${server.label} is listed ${duplicates.get(server.label)} times in the snapshot`);
    if (server.definitionsRedacted === true) throw new LockError(`server ${server.label}'s definitions had secrets scrubbed in the snapshot: they are not what the server sent`);
    const entries = entriesOf(server, volatile);
    // toolCount is what the lock approves of the server: its tool entries (a malformed definition is left out, a
    // name listed twice is one entry), so loading can check it against them.
    lock.servers[server.label] = { ...lockedServer(server), toolCount: Object.keys(entries.tools).length };
    Object.assign(lock.tools, entries.tools);
    Object.assign(lock.prompts, entries.prompts);
    Object.assign(lock.resourceTemplates, entries.resourceTemplates);
    append(findings, entries.findings);
  }
  if (declaredOf) for (const [id, entry] of Object.entries(lock.tools)) entry.declared = declaredOf(id);
  lock.catalogDigest = digestOfEntries(lock.tools);
  return { lock, findings };
}

export function serializeLock(lock: LockFile): string {
  return stableStringify(lock);
}

export function lockPathFor(catalogPath: string): string {
  return catalogPath.replace(/\.ya?ml$/i, '') + '.lock.json';
}

/**
 * Catalogs that would share one lock file (`a.yaml` and `a.yml` both lock to `a.lock.json`): one lock would
 * overwrite the other's. Returns one `[lock path, catalog paths]` entry per clash, in the order given. On
 * platforms whose file names ignore case (macOS, Windows) `A.yml` and `a.yaml` share `a.lock.json` too.
 */
export function sharedLockPaths(catalogPaths: readonly string[], ignoreCase = process.platform === 'darwin' || process.platform === 'win32'): [string, string[]][] {
  const byLock = new Map<string, [string, string[]]>();
  for (const path of catalogPaths) {
    const lock = lockPathFor(path);
    const key = ignoreCase ? lock.toLowerCase() : lock;
    const entry = byLock.get(key) ?? [lock, []];
    entry[1].push(path);
    byLock.set(key, entry);
  }
  return [...byLock.values()].filter(([, paths]) => paths.length > 1);
}

/** Reads and validates a lock. Returns undefined when the file does not exist. */
export async function loadLock(path: string): Promise<LockFile | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFileBounded(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new LockError(`${path}: cannot read: ${readErrorReason(error)}`);
  }
  const decoded = decodeUtf8Strict(bytes);
  if (!('text' in decoded)) throw new LockError(`${path}: ${notUtf8Message(decoded)}`);
  return parseLock(decoded.text, path);
}

/** What a lock that fails its integrity checks says, and what to do. */
const HAND_EDITED = 'the lock was edited by hand or is corrupt (restore it from git, or run `catalog-lock lock` and review the diff)';

/** A lock from its text (a file's, or a git revision's), validated and integrity-checked as loadLock does; `path` names it in errors. */
export function parseLock(text: string, path: string): LockFile {
  let data: unknown;
  try {
    data = parseJsonStrict(text);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new LockError(`${path}:${error.message}; ${HAND_EDITED}`);
    // At its line and column, as the lock's other errors are (path:line:column: …).
    if (error instanceof JsonSyntaxError && error.line !== undefined) throw new LockError(`${path}:${error.line}:${error.column}: not valid JSON: ${error.what}`);
    throw new LockError(`${path}: not valid JSON: ${(error as Error).message}`);
  }
  // A lock hashed with another projection would fail the integrity check below as if edited by hand: say what it is.
  const projection = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as { projection?: unknown }).projection : undefined;
  if (typeof projection === 'string' && projection !== TOOL_PROJECTION) {
    throw new LockError(`${path}: written with projection ${JSON.stringify(projection)}; this version of catalog-lock computes ${TOOL_PROJECTION} only (upgrade catalog-lock to read it)`);
  }
  const issues = validateLock(data, text);
  if (issues.length > 0) {
    throw new LockError(issues.map((issue) => `${path}:${issue.line}:${issue.column}: ${issue.message}`).join('\n'));
  }
  const lock = data as LockFile;
  // Every approved definition must still hash to its recorded contract and field hashes: a hand edit is caught here
  // (the runtime snapshot check and drift trust the field hashes).
  for (const kind of ['tools', 'prompts', 'resourceTemplates'] as const) {
    for (const [id, entry] of Object.entries(lock[kind])) {
      // A definition holds the projected fields only (what lock writes): a key added and rehashed by hand would be
      // approved text no server sends, compared as a change of form.
      const extra = Object.keys(entry.definition ?? {}).filter((key) => !PROJECTED_FIELDS[kind].includes(key));
      if (extra.length > 0) {
        throw new LockError(`${path}: ${kind} entry ${JSON.stringify(id)}: its definition holds ${extra.slice(0, 3).map((k) => JSON.stringify(k.length > 60 ? `${k.slice(0, 60)}…` : k)).join(', ')}${extra.length > 3 ? ` and ${extra.length - 3} more` : ''}, which no approved definition holds (only ${PROJECTED_FIELDS[kind].join(', ')}); ${HAND_EDITED}`);
      }
      const print = fingerprint(entry.definition);
      if (print.contractHash !== entry.contractHash) {
        throw new LockError(`${path}: ${kind} entry ${JSON.stringify(id)} does not hash to its contractHash; ${HAND_EDITED}`);
      }
      const recorded = entry.fields ?? {};
      const fields = [...new Set([...Object.keys(print.fields), ...Object.keys(recorded)])].sort();
      const wrong = fields.filter((field) => !Object.hasOwn(print.fields, field) || !Object.hasOwn(recorded, field) || print.fields[field] !== recorded[field]);
      if (wrong.length > 0) {
        throw new LockError(`${path}: ${kind} entry ${JSON.stringify(id)}: fields ${wrong.map((f) => JSON.stringify(f)).join(', ')} do not match the hashes of its definition; ${HAND_EDITED}`);
      }
    }
  }
  const digest = digestOfEntries(lock.tools);
  if (digest !== lock.catalogDigest) {
    throw new LockError(`${path}: catalogDigest ${lock.catalogDigest} does not match the locked tools (${digest}); ${HAND_EDITED}`);
  }
  checkServersAndDeclarations(lock, path, text);
  return lock;
}

/**
 * What the hashes do not cover, checked so that a hand edit fails closed:
 * - every tool entry belongs to a locked server, and no server has more tool entries than its toolCount (which
 *   `lock` writes as the number of its entries; locks written before counted malformed or repeated definitions too);
 * - `declared` (the allowlist entry approved with a tool) is on every tool entry or on none. `lock` writes it on
 *   every one; a lock written without a catalog (the library's buildLock) has none, and then each tool counts as
 *   approved `undeclared` with an `always` approval — the strictest declaration — so a missing `declared`
 *   never compares as "nothing changed" against what the catalog declares now. One entry without it among entries
 *   with it is a deleted declaration: refused.
 */
function checkServersAndDeclarations(lock: LockFile, path: string, text: string): void {
  const locate = jsonTextLocator(text);
  const at = (segments: string[]) => {
    const pos = locate(segments, 'key');
    return pos ? `${path}:${pos.line}:${pos.column}` : path;
  };
  const counts = new Map<string, number>();
  for (const kind of ['tools', 'prompts', 'resourceTemplates'] as const) {
    for (const id of Object.keys(lock[kind])) {
      const label = id.slice(0, id.indexOf('/'));
      if (!Object.hasOwn(lock.servers, label)) {
        throw new LockError(`${at([kind, id])}: ${kind} entry ${JSON.stringify(id)} names no server under servers; ${HAND_EDITED}`);
      }
      if (kind === 'tools') counts.set(label, (counts.get(label) ?? 0) + 1);
    }
  }
  for (const [label, server] of Object.entries(lock.servers)) {
    if (server.instructions !== undefined && instructionsHashOf(server.instructions) !== server.instructionsHash) {
      throw new LockError(
        `${at(['servers', label, 'instructions'])}: servers.${label}.instructions does not match its instructionsHash; ${HAND_EDITED}`,
      );
    }
    const entries = counts.get(label) ?? 0;
    // Fewer entries than toolCount: a lock written before toolCount counted only the entries (a malformed or repeated
    // definition counted too). More entries than it says: entries added by hand.
    if (server.toolCount < entries) {
      throw new LockError(
        `${at(['servers', label, 'toolCount'])}: servers.${label}.toolCount is ${server.toolCount} but the lock has ${entries} tool entr${entries === 1 ? 'y' : 'ies'} for server ${JSON.stringify(label)}; ${HAND_EDITED}`,
      );
    }
  }
  const tools = Object.entries(lock.tools);
  const without = tools.filter(([, entry]) => entry.declared === undefined);
  if (without.length > 0 && without.length < tools.length) {
    const [id] = without[0];
    throw new LockError(
      `${at(['tools', id])}: tools entry ${JSON.stringify(id)} has no "declared" (the declarations approved with it) while other entries have one${without.length > 1 ? ` (${without.length} entries lack it)` : ''}; ${HAND_EDITED}`,
    );
  }
  // The strictest declaration on every count: undeclared (a write) under an `always` approval, so a catalog that
  // declares less than that now reads as weakened, whatever the lock lost.
  for (const [, entry] of without) entry.declared = { effect: 'undeclared', approval: 'always' };
}
