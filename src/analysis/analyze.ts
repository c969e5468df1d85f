// The whole analysis as one pure function: (catalog, lock, snapshot,
// runtime snapshot, now) → findings. No I/O: the CLI, the Action and the
// gateway call the same function.
import type { Catalog, Declared, Finding, JsonObject, LockedEntry, LockFile, Snapshot } from '../types.js';
import { exactNameCollisions, lookalikeNameCollisions, targetScopeOverlaps, type CollisionTool } from './collisions.js';
import { compileToolDecls } from '../lock/tool-decls.js';
import { unlistedReferences } from './unlisted-references.js';
import { packagePinFindings } from './package-pins.js';
import { declarationChanges, declarationChangeSeverity, declarationFindings, declaredFor, movedScope, showDeclared, weakened } from './declarations.js';
import { drift } from './drift.js';
import type { SnapshotAgeLimit } from './snapshot-age.js';
import { movedTools } from './lock-diff.js';
import type { EntryMap } from './entries.js';
import { append } from '../util/append.js';
import { runtimeId } from './entries.js';
import { runtimeFindings, type RuntimeSnapshot } from './runtime.js';

export interface AnalysisInput {
  catalog: Catalog;
  lock?: LockFile;
  /** The live catalog (or a snapshot file); undefined in offline mode. */
  snapshot?: Snapshot;
  runtime?: RuntimeSnapshot;
  /** The clock of the run (ms since the epoch): which dates at a catalog's volatile places are masked. Now by default. */
  nowMs?: number;
  /** How old the snapshot's servers may be (a snapshot file, `--snapshot-max-age`); undefined: any age. */
  snapshotAge?: SnapshotAgeLimit;
}

export interface Analysis {
  findings: Finding[];
  /** Digest of the live tools when every server was read completely. */
  liveDigest: string | null;
  /** The tools the analysis looked at (live ones, else the locked ones). */
  tools: EntryMap;
  declaredOf: (id: string) => Declared;
}

/** Extension points filled by the content analyses (schema classes, overlap, lint). */
export interface Analyzers {
  explainToolChange?: (id: string, approved: LockedEntry, live: LockedEntry, nowMs?: number) => Finding[];
  aggregate?: (tools: CollisionTool[], context: { catalog: Catalog; snapshot?: Snapshot; lock?: LockFile }) => Finding[];
}

export function declarationDrift(
  lock: LockFile,
  declaredOf: (id: string) => Declared,
  gone: (id: string) => boolean = () => false,
  serverDeclared: (label: string) => boolean = () => true,
): Finding[] {
  const findings: Finding[] = [];
  for (const [id, entry] of Object.entries(lock.tools).sort(([a], [b]) => (a < b ? -1 : 1))) {
    // A tool that left the surface (its server left the catalog, or a server read completely no longer lists it):
    // its declaration going with it is the removal (server_removed / tool_removed say so), not a weakened write path.
    if (!entry.declared || gone(id)) continue;
    const now = declaredOf(id);
    if (JSON.stringify(sortDeclared(entry.declared)) === JSON.stringify(sortDeclared(now))) continue;
    const worse = weakened(entry.declared, now);
    // Where the tool acts (identity, target) moved: for a tool that writes, a mutated write path.
    const moved = movedScope(entry.declared, now);
    const first = entry.declared.effect === 'undeclared' && !worse && !moved;
    const label = id.slice(0, id.indexOf('/'));
    // Its server left the catalog while the runtime still loads the tool (not gone): what changed is the removal.
    const removed = !serverDeclared(label);
    findings.push({
      rule: 'declaration_changed',
      severity: declarationChangeSeverity(entry.declared, now),
      tools: [id],
      servers: [label],
      message: removed
        ? `${id}: the catalog no longer declares its server ${label}, but the agent runtime still loads the tool (the lock approved ${showDeclared(entry.declared)}): remove it from the runtime, or keep the server in the catalog`
        : `${id}: ${changesText(entry.declared, now)}${worse ? ' (weakened)' : moved ? ' (identity or target moved)' : ''}; run \`catalog-lock lock\` to record it${first ? ' (a first declaration)' : ''} and review it in the pull request`,
      details: { locked: entry.declared as unknown as JsonObject, catalog: now as unknown as JsonObject, weakened: worse, moved },
    });
  }
  return findings;
}

/**
 * declaration_changed for moved tools whose declaration is weaker now, or acts as another identity or on another
 * target, than the one approved under their old id; a move with a declaration as strong is what tool_added and
 * tool_removed say already.
 */
export function movedDeclarationDrift(lock: LockFile, live: Record<string, LockedEntry>, moves: [string, string][], declaredOf: (id: string) => Declared): Finding[] {
  const findings: Finding[] = [];
  for (const [from, to] of moves) {
    const approved = lock.tools[from]?.declared;
    if (!approved || !live[to]) continue;
    const now = declaredOf(to);
    const worse = weakened(approved, now);
    const moved = movedScope(approved, now);
    if (!worse && !moved) continue;
    findings.push({
      rule: 'declaration_changed',
      severity: declarationChangeSeverity(approved, now),
      tools: [to],
      servers: [to.slice(0, to.indexOf('/'))],
      message: `${to}: the same contract the lock approved as ${from} is declared otherwise here, ${changesText(approved, now)}${worse ? ' (weakened)' : ' (identity or target moved)'}; a moved tool keeps its gates: declare it as approved, or review the weaker declaration in the pull request that records it`,
      details: { locked: approved as unknown as JsonObject, catalog: now as unknown as JsonObject, weakened: worse, moved, movedFrom: from },
    });
  }
  return findings;
}

/** The fields a declaration change changed, old (the lock's) → new (the catalog's); both whole when none differs field by field. */
function changesText(before: Declared, now: Declared): string {
  const changes = declarationChanges(before, now);
  return changes.length > 0 ? changes.join(', ') : `the catalog declares ${showDeclared(now)}; the lock approved ${showDeclared(before)}`;
}

/** A declaration in a comparable form: [effect, approval, identity, target entries by key]. */
function sortDeclared(d: Declared): unknown[] {
  return [d.effect, d.approval ?? null, d.identity ?? null, d.target ? Object.entries(d.target).sort() : null];
}

export function analyze(input: AnalysisInput, analyzers: Analyzers = {}): Analysis {
  const { catalog, lock, snapshot, runtime } = input;
  // Resolved once per id, through one resolver compiled for this analysis: every part below asks again.
  const resolve = compileToolDecls(catalog.tools ?? {});
  const declaredCache = new Map<string, Declared>();
  const declaredOf = (id: string): Declared => {
    let declared = declaredCache.get(id);
    if (declared === undefined) {
      declared = declaredFor(catalog, id, resolve);
      declaredCache.set(id, declared);
    }
    return declared;
  };
  const findings: Finding[] = [];
  let tools: EntryMap = lock?.tools ?? {};
  let liveDigest: string | null = null;
  let readLabels = new Set<string>();
  let malformedTools = new Set<string>();

  if (snapshot) {
    const result = drift(catalog, lock, snapshot, { explainToolChange: analyzers.explainToolChange, nowMs: input.nowMs, resolve, age: input.snapshotAge });
    append(findings, result.findings);
    liveDigest = result.liveDigest;
    readLabels = result.read;
    malformedTools = result.malformedTools;
    // Live tools, plus locked tools of servers that were not read completely (their last approved contract
    // still counts for collisions and lint): the servers drift read, no other test.
    tools = { ...result.liveTools };
    for (const [id, entry] of Object.entries(lock?.tools ?? {})) {
      const label = id.slice(0, id.indexOf('/'));
      if (!result.read.has(label) && Object.hasOwn(catalog.servers, label)) tools[id] = entry;
    }
  }
  if (lock) {
    // A tool left the surface only when nothing shows it is still there: its server left the catalog, or a server read
    // completely no longer lists it (not even malformed), the catalog no longer declares it (no entry, no pattern), and
    // the runtime photograph does not load it. Otherwise a weakened declaration is compared as ever.
    const loaded = new Set((runtime?.tools ?? []).map((t) => runtimeId(t.serverLabel, t.toolName.normalize('NFC'))));
    const gone = (id: string) => {
      if (loaded.has(id)) return false;
      const label = id.slice(0, id.indexOf('/'));
      if (!Object.hasOwn(catalog.servers, label)) return true;
      return readLabels.has(label) && !Object.hasOwn(tools, id) && !malformedTools.has(id) && resolve(id) === undefined;
    };
    append(findings, declarationDrift(lock, declaredOf, gone, (label) => Object.hasOwn(catalog.servers, label)));
    // A tool that left one server for another (or its server relabelled), with the same contract: its approved
    // declaration is compared with the one it has now, as in place. Gone from the surface here: its server left the
    // catalog, or was read completely without it, whatever the catalog still declares for it (a stale entry does not
    // keep a moved tool where it was).
    const goneIds = Object.keys(lock.tools).filter((id) => {
      if (Object.hasOwn(tools, id) || loaded.has(id) || malformedTools.has(id)) return false;
      const label = id.slice(0, id.indexOf('/'));
      return !Object.hasOwn(catalog.servers, label) || readLabels.has(label);
    });
    const addedIds = Object.keys(tools).filter((id) => !Object.hasOwn(lock.tools, id));
    append(findings, movedDeclarationDrift(lock, tools, movedTools(lock.tools, goneIds, tools, addedIds), declaredOf));
  }
  append(findings, declarationFindings(Object.keys(tools), catalog, readLabels, malformedTools));
  // Names of no listed tool in descriptions (drift said already those of a tool the server dropped).
  const saidDangling = new Map<string, Set<string>>();
  for (const f of findings) {
    if (f.rule !== 'dangling_reference' || !Array.isArray(f.details?.names)) continue;
    saidDangling.set(f.tools[0], new Set((f.details.names as unknown[]).filter((n): n is string => typeof n === 'string')));
  }
  append(findings, unlistedReferences(tools, saidDangling, malformedTools));
  append(findings, packagePinFindings(catalog));

  const collisionTools: CollisionTool[] = Object.keys(tools)
    .sort()
    .map((id) => ({ id, entry: tools[id], declared: declaredOf(id) }));
  append(findings, exactNameCollisions(collisionTools));
  append(findings, lookalikeNameCollisions(collisionTools));
  append(findings, targetScopeOverlaps(collisionTools));
  if (analyzers.aggregate) append(findings, analyzers.aggregate(collisionTools, { catalog, snapshot, lock }));
  if (runtime) append(findings, runtimeFindings(runtime, lock, declaredOf));
  return { findings, liveDigest, tools, declaredOf };
}
