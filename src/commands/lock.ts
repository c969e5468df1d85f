// catalog-lock lock: record the live contracts in the lock (the proposal a
// human reviews), and add newly seen tools to the catalog as undeclared.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { declaredFor } from '../analysis/declarations.js';
import { MAX_PLACES, redactedPlaces } from '../analysis/redacted-places.js';
import { duplicateLabels } from '../analysis/drift.js';
import { discoverCatalog } from '../discovery/discover-all.js';
import { type LoadedCatalog } from '../lock/catalog-file.js';
import { compileToolDecls, volatileOfCatalog } from '../lock/tool-decls.js';
import { addToolEntries, type Lookalike } from '../lock/catalog-entries.js';
import { WriteError, writeFilesAtomic, type FileWrite } from '../lock/atomic-write.js';
import { buildLock, loadLock, lockPathFor, serializeLock } from '../lock/lock-file.js';
import { lockChanges } from '../lock/lock-changes.js';
import { logInline } from '../report/escape.js';
import type { Finding, LockedEntry, LockedServer, LockFile, ServerSnapshot, Snapshot } from '../types.js';
import { displayPath, InputError, loadCatalogs, heldValuesLine, progressLine, secretsFor, type Io } from './context.js';
import { readSnapshots } from './snapshot-file.js';
import { connectionMismatch } from '../analysis/snapshot-binding.js';
import { scrubSnapshot } from '../discovery/scrub-snapshot.js';
import { definitionSecrets, interpolateConnect, secretVariables, variableName } from '../discovery/interpolate.js';
import { isSecretName } from '../util/secrets.js';
import { jsonStrings } from '../util/json-strings.js';
import { holdsSecret, redact, redactHidden } from '../util/redact.js';

/** Where a scrubbed server's definitions were redacted, for a refusal (`: get_x at /description`), or how to find it. */
function placesOf(server: ServerSnapshot): string {
  const places = redactedPlaces(server);
  return places.length > 0 ? `: ${places.join('; ')}${places.length >= MAX_PLACES ? '; perhaps more' : ''}` : '; find which with `discover` (it shows ***)';
}

export interface LockOptions {
  catalog?: string;
  snapshot?: string;
  concurrency?: number;
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Why the servers in `broken` and `missing` keep a lock from being written, in a few words for the last line: the
 * server that answered completely but sent a secret back is not "discovered incompletely" (an eighth survey).
 */
function refusalReason(
  broken: readonly Snapshot['servers'][number][],
  missing: readonly string[],
  duplicates: ReadonlyMap<string, number>,
  mismatchOf: (s: Snapshot['servers'][number]) => string | undefined,
): string {
  const reasons = new Set<string>();
  if (missing.length > 0) reasons.add('every server must be discovered completely');
  for (const s of broken) {
    if (duplicates.has(s.label) || s.status !== 'ok' || !s.complete) reasons.add('every server must be discovered completely');
    else if (mismatchOf(s) !== undefined) reasons.add('the snapshot must be taken with this catalog\'s connections');
    else reasons.add('no server may send back a secret in its definitions, name, version or capabilities');
  }
  return [...reasons].join('; ');
}

export type Relock =
  | { ok: false; reason: string; problems: string[] }
  | { ok: true; lock: LockFile; lockText: string; catalogText: string; added: string[]; lookalikes: Lookalike[]; findings: Finding[] };

/**
 * The values of an object but its `own` fields (all of it when it is no object): what of a lock's level is data.
 * A lock's own words — its format's, a declared effect or approval, digests, counts — are no leak of a value the
 * catalog passes through ${VAR} (`"effect": "read"` with a mode `read`, `toolCount` with a value `tool`): a lock
 * searched as text was refused for them.
 */
function dataOf(value: unknown, own: readonly string[]): unknown[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [value];
  return Object.entries(value).filter(([key]) => !own.includes(key)).map(([, item]) => item);
}

/** A locked entry's data: its definition, the identity and target declared for it (and any field not named here). */
const entryData = (entry: LockedEntry): unknown[] => [...dataOf(entry, ['contractHash', 'fields', 'declared']), ...dataOf(entry.declared, ['effect', 'approval'])];
/** A locked server's data: what it says of itself (name, version, protocol, capabilities, instructions). */
const serverData = (server: LockedServer): unknown[] => dataOf(server, ['listChanged', 'toolsCapability', 'instructionsHash', 'toolCount']);

/** Every datum of a lock: its ids and labels with their entries' data (see entryData, serverData), and any field not its own. */
function lockData(lock: LockFile): unknown[] {
  const own = ['lockVersion', 'projection', 'agent', 'catalogDigest', 'servers', 'tools', 'prompts', 'resourceTemplates'];
  const entries = <T>(record: Record<string, T>, data: (item: T) => unknown[]) => Object.entries(record).flatMap(([key, item]) => [key, ...data(item)]);
  return [...dataOf(lock, own), ...entries(lock.servers, serverData), ...[lock.tools, lock.prompts, lock.resourceTemplates].flatMap((record) => entries(record, entryData))];
}

/**
 * The lock and catalog texts a complete snapshot gives (no I/O): what `lock`
 * writes and what the drift job proposes. Refuses incomplete evidence, and a
 * catalog that would carry a secret from the environment.
 */
export function relock(loaded: LoadedCatalog, snapshot: Snapshot, secrets: readonly string[], env: NodeJS.ProcessEnv, previous?: LockFile | null): Relock {
  const duplicates = duplicateLabels(snapshot);
  const mismatchOf = (s: Snapshot['servers'][number]) => connectionMismatch(loaded.catalog.servers[s.label].connect, s);
  const broken = snapshot.servers.filter(
    (s) =>
      Object.hasOwn(loaded.catalog.servers, s.label) &&
      (s.status !== 'ok' || !s.complete || duplicates.has(s.label) || s.definitionsRedacted === true || s.serverInfoRedacted === true || mismatchOf(s) !== undefined),
  );
  const missing = Object.keys(loaded.catalog.servers).filter((label) => !snapshot.servers.some((s) => s.label === label));
  if (broken.length > 0 || missing.length > 0) {
    return {
      ok: false,
      reason: refusalReason(broken, missing, duplicates, mismatchOf),
      problems: [
        ...new Set(
          broken.map((s) =>
            duplicates.has(s.label)
              ? `${s.label}: listed ${duplicates.get(s.label)} times in the snapshot`
              : s.definitionsRedacted === true
                ? `${s.label}: its definitions carry a secret (a value the catalog gives it through \${VAR} or under a secret name, a credential written in its arguments, env, headers or url, or a secret environment variable's value; scrubbed, so not what the server sent)${placesOf(s)}; stop the server from echoing it, or, if the value is no secret (an id, a region, a mode), write it in the catalog as it is instead of through \${VAR} and discover again`
                : mismatchOf(s) !== undefined
                  ? `${s.label}: ${mismatchOf(s)}`
                : s.serverInfoRedacted === true
                  ? `${s.label}: it reports a value the catalog gives it through \${VAR} (a secret) as its name, version or capabilities; the lock cannot record it, nor a check compare it. Pin a version onto its package (\`pkg@\${VERSION}\`) or write it in the catalog as it is (see the README on \${VAR})`
                : `${s.label}: ${s.status}${s.complete || s.status === 'incomplete' ? '' : ', incomplete'}: ${s.error ?? ''}`,
          ),
        ),
        ...missing.map((label) => `${label}: not in the snapshot`),
      ],
    };
  }
  // Declarations resolved against the catalog compiled once (patterns included), not per tool.
  const resolve = compileToolDecls(loaded.catalog.tools ?? {});
  const { lock, findings } = buildLock(
    { ...snapshot, servers: snapshot.servers.filter((s) => Object.hasOwn(loaded.catalog.servers, s.label)) },
    (id) => declaredFor(loaded.catalog, id, resolve),
    { of: volatileOfCatalog(loaded.catalog.tools ?? {}, resolve), nowMs: Date.now() },
  );
  // Instructions are locked as text only where every secret the catalog passes the server is known here: with a
  // variable unset (a snapshot file locked on another machine), one it echoes could not be scrubbed. The hash stays,
  // and so does the text the previous lock approved under that hash (the same text, read where the secrets were known):
  // a relock without them changes nothing (a newcomer saw the text vanish from an unchanged lock).
  for (const [label, decl] of Object.entries(loaded.catalog.servers)) {
    const server = lock.servers[label];
    if (server?.instructions === undefined) continue;
    try {
      interpolateConnect(decl.connect, env);
    } catch {
      const approved = previous?.servers[label];
      if (approved?.instructions !== undefined && approved.instructionsHash === server.instructionsHash) server.instructions = approved.instructions;
      else delete server.instructions;
    }
  }
  // A malformed definition is missing evidence (what the server serves there cannot be told): a lock that left it
  // out would be a clean proposal for a surface nobody could read. Nothing is written.
  const malformed = findings.filter((f) => f.rule === 'malformed_definition');
  if (malformed.length > 0) {
    return { ok: false, reason: 'every definition must be well-formed (a malformed one is missing evidence: fix it on the server)', problems: malformed.map((f) => f.message) };
  }
  // A name listed twice with two definitions: which one a client keeps is undefined, so neither can be approved as
  // the tool's contract (the lock would keep the first, and check would call the second a mutation of it).
  const ambiguous = findings.filter((f) => f.rule === 'duplicate_name' && f.details?.sameDefinition === false);
  if (ambiguous.length > 0) {
    return { ok: false, reason: 'every name must stand for one definition (make the server list each name once)', problems: ambiguous.map((f) => f.message) };
  }
  const lockText = serializeLock(lock);
  // Every string and number of the lock's data (see lockData), as it is and in its hidden readings (NFKC, tag
  // characters spelled out: a server can write a secret with look-alike letters or invisible tag characters, and the
  // lock would publish it), or a secret's start before a cut mark.
  const holds = (value: unknown) => jsonStrings(value).some((text) => holdsSecret(text, secrets) || redact(text, secrets) !== text);
  if (holds(lockData(lock))) {
    // Where, so that people can find it (never what: the value is a secret, or configuration the catalog passes).
    // Which variables, by name (a name is no secret; the value never shows): an outside tester's region read through
    // ${VAR} for one server and named in another server's parameter description could not be found from `***`.
    // Only variables whose value is one of this run's secrets (a `true` or a short number is none, and named every text
    // that holds the word: an outside survey's refusal blamed a flag set to true).
    const variables = secretVariables(loaded.catalog, env, secrets);
    /** The variables an offending entry holds the value of (read once per entry). */
    const heldBy = (value: unknown) => {
      const texts = jsonStrings(value);
      return variables.filter((v) => texts.some((text) => holdsSecret(text, v.forms)));
    };
    const said = (held: typeof variables) =>
      held.length === 0 ? 'it' : `the value of ${held.map(variableName).join(', ')}`;
    const where = Object.entries(lock.tools).map(([id, entry]) => [id, ...entryData(entry)]).filter(holds).map((data) => ({ key: data[0] as string, held: heldBy(data) }));
    const servers = Object.entries(lock.servers).map(([label, entry]) => [label, ...serverData(entry)]).filter(holds).map((data) => ({ key: data[0] as string, held: heldBy(data) }));
    // The hint to write a value as it is only when every variable named reads as configuration, never for a token.
    const held = [...new Set([...where, ...servers].flatMap((w) => w.held))];
    const configurationOnly = held.length > 0 && held.every((v) => !isSecretName(v.variable));
    return {
      ok: false,
      reason:
        'a server returned a value the catalog gives it (read from the environment as ${VAR}, a credential under a secret name in env or headers, or one written in its arguments, env, headers or url) inside its definitions: the lock would publish it' +
        (configurationOnly ? '; if such a value is no secret (a region, a mode, a path), write it in the catalog as it is instead of through ${VAR}' : ''),
      problems: [
        ...where.slice(0, 5).map((w) => `${redactHidden(w.key, secrets)}: its definition holds ${said(w.held)}`),
        ...(where.length > 5 ? [`and ${where.length - 5} more tool(s)`] : []),
        ...servers.map((w) => `${redactHidden(w.key, secrets)}: its server entry holds ${said(w.held)}`),
        ...(where.length === 0 && servers.length === 0 ? ['a field of the lock outside its tools and servers holds it'] : []),
      ],
    };
  }
  const { text: catalogText, added, lookalikes } = addToolEntries(loaded, Object.keys(lock.tools));
  return { ok: true, lock, lockText, catalogText, added, lookalikes, findings };
}

export async function lockOne(io: Io, loaded: LoadedCatalog, snapshot: Snapshot, secrets: string[]): Promise<number> {
  const where = displayPath(io, loaded.path);
  // The lock as it is (an unreadable or hand-edited one is replaced, as before: nothing of it is kept).
  const previous = await loadLock(lockPathFor(loaded.path)).catch(() => undefined);
  const result = relock(loaded, snapshot, secrets, io.env, previous);
  if (!result.ok) {
    for (const problem of result.problems) io.stderr(`${where}: ${logInline(redactHidden(problem, secrets))}\n`);
    io.stderr(`${where}: not locked: ${result.reason} (nothing was written)\n`);
    return 2;
  }
  const { lock, lockText, catalogText, added, lookalikes, findings } = result;
  for (const f of findings) io.stderr(`${where}: warning: ${f.rule}: ${logInline(f.message)}\n`);
  for (const l of lookalikes) io.stderr(`${where}: warning: ${logInline(l.message)}\n`);
  const lockPath = lockPathFor(loaded.path);
  const before = await readIfExists(lockPath);
  // Discovery can take minutes: a catalog saved meanwhile would be overwritten by text built from the one read before.
  if ((await readIfExists(loaded.path)) !== loaded.text) {
    io.stderr(`${where}: not locked: the catalog changed while its servers were discovered (nothing was written); run lock again\n`);
    return 2;
  }
  // Both files or neither: each is written beside its target first, then the catalog is renamed into place and the
  // lock last (a lock on disk never approves entries its catalog does not have yet); if the lock cannot be renamed,
  // the catalog gets its previous text back.
  const writes: FileWrite[] = [];
  if (catalogText !== loaded.text) writes.push({ path: loaded.path, content: catalogText });
  if (before !== lockText) writes.push({ path: lockPath, content: lockText });
  try {
    await writeFilesAtomic(writes);
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    io.stderr(`${where}: not locked: ${logInline(error.describe((path) => displayPath(io, path)))}\n`);
    return 2;
  }
  io.stderr(`${where}: ${lockedLine(displayPath(io, lockPath), lock, before, lockText, previous)}${added.length > 0 ? `; ${addedAdvice(added.length)}` : ''}\n`);
  return 0;
}

/**
 * What `lock` did to the lock, for its last line: `lock unchanged (N tools, digest D)`, or `wrote PATH (N tools,
 * digest D…)` with what the new text changes of the lock before it (see lockChanges). The digest covers the tools'
 * contracts, not their declarations: a relock that records declarations alone says `digest D unchanged; N
 * declaration(s) recorded` (an outside tester read the same digest twice as nothing written). `previous` is the lock
 * as loaded, undefined when there was none or it could not be read (`before`, its text, tells the two apart).
 */
export function lockedLine(path: string, lock: LockFile, before: string | undefined, lockText: string, previous: LockFile | undefined): string {
  const tools = `${Object.keys(lock.tools).length} tools`;
  if (before === lockText) return `lock unchanged (${tools}, digest ${lock.catalogDigest})`;
  if (before === undefined) return `wrote ${path} (${tools}, digest ${lock.catalogDigest})`;
  if (previous === undefined) return `wrote ${path} (${tools}, digest ${lock.catalogDigest}; the lock before could not be read and was replaced)`;
  const digest = `digest ${lock.catalogDigest}${previous.catalogDigest === lock.catalogDigest ? ' unchanged' : ''}`;
  const changes = lockChanges(previous, lock);
  return `wrote ${path} (${tools}, ${digest}${changes.length > 0 ? `; ${changes.join(', ')}` : ''})`;
}

/**
 * The next step after tools were added to the catalog as undeclared: declaring them in the catalog alone is not
 * approving them. The lock records the declarations only when `lock` runs again, and until then `check` reports each
 * edited entry as declaration_changed (an outside tester declared 707 tools, then met 707 blocking findings).
 */
export function addedAdvice(count: number): string {
  return (
    `added ${count} tool(s) to the catalog as effect: undeclared — next: declare their effect in the catalog (edit each entry: an entry of its own wins over a pattern, so delete the entries a pattern such as label/* should cover), ` +
    'then run lock again to record the declarations in the lock (check reports declaration_changed until then) and commit both files: merging that lock update approves them'
  );
}

export async function lockCommand(io: Io, options: LockOptions): Promise<number> {
  const catalogs = await loadCatalogs(io, options.catalog);
  const secrets = secretsFor(catalogs.map((c) => c.catalog), io.env);
  // Secrets a snapshot file holds are scrubbed before anything reads it (warnings included), as discovery scrubs them.
  const snapshots = options.snapshot ? (await readSnapshots(resolve(io.cwd, options.snapshot), secrets)).map((s) => scrubSnapshot(s, { all: secrets, named: definitionSecrets(catalogs.map((c) => c.catalog), io.env) })) : undefined;
  let code = 0;
  for (const loaded of catalogs) {
    let snapshot: Snapshot | undefined;
    if (snapshots) {
      snapshot = snapshots.find((s) => s.agent === loaded.catalog.agent);
      if (!snapshot) throw new InputError(`the snapshot file has no snapshot for agent ${loaded.catalog.agent}`);
    } else {
      snapshot = await discoverCatalog(loaded.catalog, {
        env: io.env,
        baseDir: loaded.dir,
        secrets,
        concurrency: options.concurrency,
        onServer: (server, done, total) => progressLine(io, server, done, total),
        onHeldValues: (label, held) => heldValuesLine(io, label, held),
      });
    }
    code = Math.max(code, await lockOne(io, loaded, snapshot, secrets));
  }
  return code;
}
