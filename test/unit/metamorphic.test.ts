// Metamorphic / property tests of the pure pipeline: each property is a relation
// between two runs of
//   catalog YAML ─ parseCatalog ─┐
//   lock (buildLock ─ serializeLock ─ parseLock) ─┼─ analyze(ANALYZERS) ─ applyPolicy ─ decide
//   snapshot JSON ────────────────┘
// on realistic (not hostile: pipeline-properties.test.ts covers that) worlds of a
// few servers and tools, built so that promote, contain and rollback all happen.
// decide() gets the options src/commands/check.ts gives it (lockedEffectOf, severityOverrides).
// Fixed seeds; METAMORPHIC_RUNS=1000 (and METAMORPHIC_SEED) for a longer hunt; META_COVERAGE=1 prints the rules reached.
// Found: one bug, since fixed: the input/output polarity mirror of a bound beside an enum (6a, 6c, 6d, 6e).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { analyze } from '../../src/analysis/analyze.js';
import { ANALYZERS } from '../../src/analysis/analyzers.js';
import { declaredFor, effectiveEffect } from '../../src/analysis/declarations.js';
import { classifySchemaChanges } from '../../src/analysis/schema-changes/index.js';
import { relock } from '../../src/commands/lock.js';
import { parseCatalog } from '../../src/lock/catalog-file.js';
import { buildLock, parseLock, serializeLock } from '../../src/lock/lock-file.js';
import { keyForId } from '../../src/lock/tool-pattern.js';
import { DECISION_RANK, decide, type Verdict } from '../../src/policy/decide.js';
import { applyPolicy } from '../../src/policy/waivers.js';
import { RULES, SEVERITY_ORDER } from '../../src/rules/rules.js';
import type { Catalog, Effect, Finding, JsonObject, JsonValue, LockFile, ServerDecl, Severity, Snapshot, ToolDecl, Waiver } from '../../src/types.js';
import { server as serverSnapshot, snapshot as buildSnapshot } from '../helpers/snapshots.js';
import { shuffled } from '../helpers/shuffle.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const CATALOG_FILE = '/nonexistent/metamorphic/catalog-locks/agent.yaml';
const RUNS = Number(process.env.METAMORPHIC_RUNS ?? 60);
const SEED = Number(process.env.METAMORPHIC_SEED ?? 20260601);
const params = (numRuns = RUNS) => ({ numRuns, seed: SEED });

// ---------------------------------------------------------------- the world

/** Tools that real servers have: some promise the same thing (semantic_overlap), some fold alike (exact_name). */
const TOOL_POOL: [string, string][] = [
  ['get_file', 'Read a file from the workspace and return its text.'],
  ['read_file', 'Reads a file.'],
  ['list_issues', 'List open issues of a repository, newest first.'],
  ['create_issue', 'Create a new issue in a repository with a title and a body.'],
  ['delete_branch', 'Delete a branch from a repository.'],
  ['search_code', 'Search source code across repositories by keyword.'],
  ['send_email', 'Send an email message to one recipient.'],
  ['get_weather', 'Return the weather forecast for a city.'],
  ['query_metrics', 'Return the request count of a service over the last hour.'],
  ['list_users', 'List the users of the organisation.'],
  ['preview_change', 'Preview a change before applying it.'],
  ['show_change', 'Shows what a change would do before it is applied.'],
  ['deploy_service', 'Deploy a service to the cluster.'],
  ['get_status', 'Get the status of a deployment.'],
  ['convert_units', 'Convert a length between metric and imperial units.'],
];
const OTHER_DESCRIPTIONS = ['Return the current time.', 'Look up a country by its ISO code.', 'Count the words of a text.', 'Translate a short phrase into French.'];

const LABELS = ['alpha', 'beta', 'gamma'] as const;

interface ToolPlan {
  name: string;
  description: string;
  inputSchema: JsonObject;
  outputSchema?: JsonObject;
  annotations?: JsonObject;
  /** The exact catalog entry, or none (undeclared). */
  decl?: ToolDecl;
}
interface ServerPlan {
  label: string;
  identity?: string;
  target?: { environment?: string; tenant?: string };
  tools: ToolPlan[];
}
interface World {
  servers: ServerPlan[];
  owner?: string;
  policy?: Catalog['policy'];
  waivers: Waiver[];
}

const dropUndefined = <T>(o: T): T => JSON.parse(JSON.stringify(o)) as T;
/** An object with its undefined members left out, as JSON (what a file holds). */
const json = (o: object): JsonObject => JSON.parse(JSON.stringify(o)) as JsonObject;

/** Property schemas of small, real-looking inputs. */
const PROPS: Record<string, fc.Arbitrary<JsonObject>> = {
  id: fc.constant({ type: 'string', description: 'The identifier.' }),
  query: fc.record({ type: fc.constant('string'), maxLength: fc.option(fc.integer({ min: 8, max: 256 }), { nil: undefined }) }).map(json),
  limit: fc.record({ type: fc.constant('integer'), minimum: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }), maximum: fc.option(fc.constantFrom(50, 100), { nil: undefined }) }).map(json),
  mode: fc.record({ type: fc.constant('string'), enum: fc.subarray(['fast', 'full', 'dry'], { minLength: 1 }) }),
  tags: fc.constant({ type: 'array', items: { type: 'string', maxLength: 32 }, maxItems: 10 }),
  dry_run: fc.record({ type: fc.constant('boolean'), default: fc.option(fc.boolean(), { nil: undefined }) }).map(json),
};

const objectSchema: fc.Arbitrary<JsonObject> = fc
  .record({
    props: fc.subarray(Object.keys(PROPS), { minLength: 1, maxLength: 3 }).chain((names) => fc.tuple(fc.constant(names), fc.tuple(...names.map((n) => PROPS[n])), fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length }))),
    additionalProperties: fc.option(fc.constant(false), { nil: undefined }),
  })
  .map(({ props: [names, schemas, req], additionalProperties }) => {
    const out: JsonObject = { type: 'object', properties: Object.fromEntries(names.map((n, i) => [n, schemas[i]])) };
    const required = names.filter((_, i) => req[i]);
    if (required.length > 0) out.required = required;
    if (additionalProperties !== undefined) out.additionalProperties = additionalProperties;
    return out;
  });

const outputSchema: fc.Arbitrary<JsonObject> = fc.record({
  type: fc.constant('object'),
  properties: fc.constant({ status: { type: 'string', enum: ['ok', 'failed'] }, count: { type: 'integer', minimum: 0 } }),
  required: fc.constant(['status']),
  additionalProperties: fc.constant(false),
});

const annotations: fc.Arbitrary<JsonObject> = fc
  .record({ readOnlyHint: fc.boolean(), destructiveHint: fc.boolean(), idempotentHint: fc.boolean(), openWorldHint: fc.boolean() }, { requiredKeys: [] })
  .map(dropUndefined);

const EFFECTS: Effect[] = ['read', 'read', 'read', 'propose', 'write', 'undeclared'];
const declArb: fc.Arbitrary<ToolDecl | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ effect: 'read', approval: 'never' } as ToolDecl) },
  {
    weight: 3,
    arbitrary: fc
      .record(
        { effect: fc.constantFrom(...EFFECTS), approval: fc.constantFrom('never' as const, 'always' as const, 'on-write' as const), identity: fc.constantFrom('mi-read', 'mi-write'), owner: fc.constantFrom('team-a', 'team-b') },
        { requiredKeys: ['effect'] },
      )
      .map((d) => dropUndefined(d) as ToolDecl),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const toolPlan: fc.Arbitrary<ToolPlan> = fc
  .record({
    pick: fc.nat(TOOL_POOL.length - 1),
    otherDescription: fc.option(fc.constantFrom(...OTHER_DESCRIPTIONS), { nil: undefined, freq: 6 }),
    inputSchema: objectSchema,
    outputSchema: fc.option(outputSchema, { nil: undefined }),
    annotations: fc.option(annotations, { nil: undefined }),
    decl: declArb,
  })
  .map(({ pick, otherDescription, ...rest }) => dropUndefined({ name: TOOL_POOL[pick][0], description: otherDescription ?? TOOL_POOL[pick][1], ...rest }));

const serverPlan = (label: string): fc.Arbitrary<ServerPlan> =>
  fc
    .record(
      {
        label: fc.constant(label),
        identity: fc.constantFrom('mi-agent', 'mi-ops'),
        target: fc.oneof({ weight: 4, arbitrary: fc.constant({ environment: 'production' }) }, { weight: 1, arbitrary: fc.constant({ environment: 'staging', tenant: 'contoso' }) }),
        tools: fc.uniqueArray(toolPlan, { selector: (t) => t.name, minLength: 1, maxLength: 4 }),
      },
      { requiredKeys: ['label', 'tools'] },
    )
    .map(dropUndefined);

const worldArb: fc.Arbitrary<World> = fc
  .record({
    count: fc.integer({ min: 1, max: 3 }),
    owner: fc.option(fc.constant('platform-ai'), { nil: undefined, freq: 8 }),
    failOn: fc.option(fc.constantFrom<Severity>('high', 'low'), { nil: undefined, freq: 3 }),
  })
  .chain(({ count, owner, failOn }) =>
    fc.tuple(...LABELS.slice(0, count).map(serverPlan)).map((servers) => dropUndefined({ servers, owner, waivers: [], ...(failOn ? { policy: { failOn } } : {}) }) as World),
  );

/**
 * A tidy world: what a team that followed the README has (an owner, a target per server, each tool described as
 * its name says, hints that agree with its declaration): promotes far more often, so waivers and additions are tested
 * where they decide something.
 */
function tidy(world: World): World {
  const described = new Map(TOOL_POOL);
  return {
    ...world,
    owner: 'platform-ai',
    servers: world.servers.map((s) => ({
      ...s,
      target: s.target ?? { environment: 'production' },
      tools: s.tools.map((t) => {
        const effect = t.decl?.effect ?? 'undeclared';
        const hints: JsonObject | undefined = effect === 'read' ? { readOnlyHint: true } : effect === 'write' ? { readOnlyHint: false } : undefined;
        return dropUndefined({ ...t, description: described.get(t.name) ?? t.description, annotations: hints });
      }),
    })),
  };
}
const anyWorldArb: fc.Arbitrary<World> = fc.oneof(worldArb, worldArb.map(tidy));

// ---------------------------------------------------------------- files from a world

const idOf = (label: string, name: string) => `${label}/${name}`;

function catalogOf(world: World): Catalog {
  const servers: Record<string, ServerDecl> = {};
  const tools: Record<string, ToolDecl> = {};
  for (const s of world.servers) {
    servers[s.label] = dropUndefined({ connect: { transport: 'stdio', command: 'node', args: [`${s.label}.js@1.0.0`] }, identity: s.identity, target: s.target }) as ServerDecl;
    for (const t of s.tools) if (t.decl) tools[keyForId(idOf(s.label, t.name))] = t.decl;
  }
  const catalog: Catalog = { version: 1, agent: 'agent', servers, tools };
  if (world.owner !== undefined) catalog.owner = world.owner;
  if (world.policy !== undefined) catalog.policy = world.policy;
  if (world.waivers.length > 0) catalog.waivers = world.waivers;
  return catalog;
}

function definitionOf(t: ToolPlan): JsonObject {
  return json({ name: t.name, description: t.description, inputSchema: t.inputSchema, outputSchema: t.outputSchema, annotations: t.annotations });
}

/** The snapshot discovery would write of the world's servers (as JSON: what a file holds). */
function snapshotOf(world: World, version = '1.0.0'): Snapshot {
  return JSON.parse(JSON.stringify(buildSnapshot(world.servers.map((s) => serverSnapshot(s.label, s.tools.map(definitionOf), { serverInfo: { name: 'mcp-server', version } }))))) as Snapshot;
}

interface Inputs {
  catalogText: string;
  lockText: string;
  snapshotText: string;
}

/** The lock `lock` writes for this catalog text and snapshot (buildLock with the catalog's declarations). */
function lockTextOf(catalogText: string, snapshot: Snapshot): string {
  const { catalog } = parseCatalog(catalogText, CATALOG_FILE);
  return serializeLock(buildLock(structuredClone(snapshot), (id) => declaredFor(catalog, id)).lock);
}

/** The three files of a check where the lock was taken of `locked` and the live servers are `live` (both worlds share the catalog of `live`). */
function filesOf(live: World, locked: World = live, liveSnapshot: Snapshot = snapshotOf(live)): Inputs {
  const catalogText = YAML.stringify(catalogOf(live));
  const lockCatalogText = YAML.stringify(catalogOf(locked));
  return { catalogText, lockText: lockTextOf(lockCatalogText, snapshotOf(locked)), snapshotText: JSON.stringify(liveSnapshot) };
}

// ---------------------------------------------------------------- the pipeline

interface Run {
  catalog: Catalog;
  lock: LockFile;
  findings: Finding[];
  judged: Finding[];
  verdict: Verdict;
}

/** What `check --snapshot` does once the files are read (src/commands/check.ts checkOne). */
function check(inputs: Inputs, failOnOverride?: Severity): Run {
  const { catalog } = parseCatalog(inputs.catalogText, CATALOG_FILE);
  const lock = parseLock(inputs.lockText, 'agent.lock.json');
  const snapshot = JSON.parse(inputs.snapshotText) as Snapshot;
  const analysis = analyze({ catalog, lock, snapshot }, ANALYZERS);
  const judged = applyPolicy(analysis.findings, catalog.policy, catalog.waivers, NOW);
  const failOn = failOnOverride ?? catalog.policy?.failOn ?? 'medium';
  const verdict = decide(judged, {
    mode: 'snapshot',
    failOn,
    effectOf: (id) => effectiveEffect(analysis.declaredOf(id)),
    lockedEffectOf: (id) => (Object.hasOwn(lock.tools, id) ? (lock.tools[id].declared?.effect ?? 'undeclared') : undefined),
    severityOverrides: catalog.policy?.severity,
  });
  return { catalog, lock, findings: analysis.findings, judged, verdict };
}

/** One finding as comparable text: everything a report shows of it. */
const shown = (f: Finding, rename: (s: string) => string = (s) => s): string =>
  rename(JSON.stringify([f.rule, f.severity, [...f.tools].sort(), [...(f.servers ?? [])].sort(), f.message, f.waived ?? null, f.details ?? null]));
const digestOf = (findings: Finding[], rename?: (s: string) => string): string[] => findings.map((f) => shown(f, rename)).sort();
const brief = (findings: Finding[]) => findings.map((f) => `${f.rule}/${f.severity}[${f.tools.join(',')}]${f.waived ? ' (waived)' : ''}`).sort();

/** Rules that say the live catalog or its declarations differ from the lock. */
const DRIFT = new Set([
  'tool_added', 'tool_removed', 'contract_changed', 'mutable_contract', 'schema_breaking', 'schema_change', 'annotation_flip', 'declaration_changed',
  'server_changed', 'prompt_changed', 'resource_template_changed', 'server_not_locked', 'server_removed', 'malformed_definition', 'duplicate_name',
  'server_unreachable', 'incomplete_discovery', 'lock_missing', 'lock_agent_mismatch', 'runtime_unknown_tool', 'runtime_hash_mismatch',
]);

/** The same JSON with the keys of every object in another order (arrays kept as they are). */
function keysShuffled(value: JsonValue, seed: number): JsonValue {
  if (Array.isArray(value)) return value.map((v, i) => keysShuffled(v, seed + i + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(shuffled(Object.entries(value), seed).map(([k, v], i) => [k, keysShuffled(v, seed * 31 + i + 7)]));
  }
  return value;
}

const worse = (a: Verdict, b: Verdict) => DECISION_RANK[b.decision] > DECISION_RANK[a.decision];

// ---------------------------------------------------------------- properties

describe('coverage', () => {
  it.skipIf(!process.env.META_COVERAGE)('rules the generator reaches', () => {
    const counts = new Map<string, number>();
    const dec = new Map<string, number>();
    fc.assert(fc.property(driftedArb, ({ live, lockWorld }) => {
      const r = check(filesOf(live, lockWorld));
      for (const f of r.judged) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
      dec.set(r.verdict.decision, (dec.get(r.verdict.decision) ?? 0) + 1);
    }), { numRuns: 300, seed: SEED });
    console.log([...counts].sort((a, b) => b[1] - a[1]), [...dec]);
  });
});

describe('metamorphic properties of the pure pipeline', () => {
  it('0. the generator reaches every decision (promote, contain, rollback) on drifted worlds', () => {
    // Not a property of the code: without it, properties below could hold vacuously.
    const seen = new Set<string>();
    fc.assert(
      fc.property(worldArb, worldArb, (live, locked) => {
        seen.add(check(filesOf(live)).verdict.decision);
        // Same labels, other tools: drift.
        const relabelled: World = { ...locked, servers: locked.servers.map((s, i) => ({ ...s, label: live.servers[i % live.servers.length].label })) };
        const uniq = new Map(relabelled.servers.map((s) => [s.label, s]));
        seen.add(check(filesOf(live, { ...relabelled, servers: [...uniq.values()] })).verdict.decision);
      }),
      params(),
    );
    expect([...seen].sort()).toEqual(['contain', 'promote', 'rollback']);
  });
});

describe('1. relock idempotence', () => {
  it('1a. a lock built from snapshot S, checked against the same S, gives no drift finding', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const run = check(filesOf(world));
        expect(brief(run.findings.filter((f) => DRIFT.has(f.rule)))).toEqual([]);
        expect(run.verdict.decision).not.toBe('rollback');
      }),
      params(),
    );
  });

  it('1b. building the lock twice, or from the snapshot with servers and tools in another order, gives byte-identical text', () => {
    fc.assert(
      fc.property(worldArb, fc.integer(), (world, seed) => {
        const catalogText = YAML.stringify(catalogOf(world));
        const s = snapshotOf(world);
        const a = lockTextOf(catalogText, s);
        expect(lockTextOf(catalogText, s)).toBe(a);
        const mixed: Snapshot = { ...s, servers: shuffled(s.servers, seed).map((srv, i) => ({ ...srv, tools: shuffled(srv.tools, seed + i) })) };
        expect(lockTextOf(catalogText, mixed)).toBe(a);
        const keyed = keysShuffled(s as unknown as JsonValue, seed) as unknown as Snapshot;
        expect(lockTextOf(catalogText, keyed)).toBe(a);
      }),
      params(),
    );
  });

  it('1c. relock (the `lock` command, pure part): a second relock with the lock and catalog the first wrote changes no byte, and the check after it finds no drift', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const catalogText = YAML.stringify(catalogOf(world));
        const s = snapshotOf(world);
        const first = relock(parseCatalog(catalogText, CATALOG_FILE), structuredClone(s), [], {}, null);
        if (!first.ok) throw new Error(`relock refused: ${first.reason}: ${first.problems.join('; ')}`);
        expect(first.lockText).toBe(lockTextOf(catalogText, s));
        const second = relock(parseCatalog(first.catalogText, CATALOG_FILE), structuredClone(s), [], {}, parseLock(first.lockText, 'agent.lock.json'));
        if (!second.ok) throw new Error(`relock refused: ${second.reason}`);
        expect(second.lockText).toBe(first.lockText);
        expect(second.catalogText).toBe(first.catalogText);
        const run = check({ catalogText: second.catalogText, lockText: second.lockText, snapshotText: JSON.stringify(s) });
        expect(brief(run.findings.filter((f) => DRIFT.has(f.rule)))).toEqual([]);
      }),
      params(),
    );
  });

  it('1d. after any live change, relocking from the live snapshot resolves every drift finding', () => {
    // The remediation every drift rule gives: "run catalog-lock lock"; merging it is the approval.
    fc.assert(
      fc.property(worldArb, worldArb, (live, locked) => {
        const labels = new Set(live.servers.map((s) => s.label));
        const lockedSame: World = { ...locked, servers: locked.servers.filter((s) => labels.has(s.label)) };
        fc.pre(lockedSame.servers.length > 0);
        const before = check(filesOf(live, lockedSame));
        const r = relock(parseCatalog(YAML.stringify(catalogOf(live)), CATALOG_FILE), snapshotOf(live), [], {}, before.lock);
        if (!r.ok) throw new Error(r.reason);
        const after = check({ catalogText: r.catalogText, lockText: r.lockText, snapshotText: JSON.stringify(snapshotOf(live)) });
        expect(brief(after.findings.filter((f) => DRIFT.has(f.rule)))).toEqual([]);
      }),
      params(),
    );
  });
});

describe('2. order invariance', () => {
  it('2a. the order of tools in a live server list, and the key order inside inputSchema / outputSchema / annotations, change no finding and no decision', () => {
    fc.assert(
      fc.property(worldArb, worldArb, fc.integer(), fc.boolean(), (live, locked, seed, drifted) => {
        const labels = new Set(live.servers.map((s) => s.label));
        const lockWorld: World = drifted ? { ...locked, servers: locked.servers.filter((s) => labels.has(s.label)) } : live;
        fc.pre(lockWorld.servers.length > 0);
        const s = snapshotOf(live);
        const a = check(filesOf(live, lockWorld, s));
        const mixed: Snapshot = {
          ...s,
          servers: s.servers.map((srv, i) => ({
            ...srv,
            tools: shuffled(srv.tools, seed + i).map((t, j) => {
              const out = { ...t };
              for (const k of ['inputSchema', 'outputSchema', 'annotations']) if (out[k] !== undefined) out[k] = keysShuffled(out[k], seed * 7 + i * 13 + j);
              return out;
            }),
          })),
        };
        const b = check(filesOf(live, lockWorld, mixed));
        expect(digestOf(b.judged)).toEqual(digestOf(a.judged));
        expect(b.verdict.decision).toBe(a.verdict.decision);
        expect(b.verdict.exitCode).toBe(a.verdict.exitCode);
      }),
      params(),
    );
  });

  it('2b. the order of tools and of catalog entries in the catalog file changes no finding and no decision', () => {
    fc.assert(
      fc.property(worldArb, worldArb, fc.integer(), (live, locked, seed) => {
        const labels = new Set(live.servers.map((s) => s.label));
        const lockWorld: World = { ...locked, servers: locked.servers.filter((s) => labels.has(s.label)) };
        fc.pre(lockWorld.servers.length > 0);
        const inputs = filesOf(live, lockWorld);
        const catalog = catalogOf(live);
        const mixedCatalog: Catalog = { ...catalog, servers: Object.fromEntries(shuffled(Object.entries(catalog.servers), seed)), tools: Object.fromEntries(shuffled(Object.entries(catalog.tools), seed + 1)) };
        const a = check(inputs);
        const b = check({ ...inputs, catalogText: YAML.stringify(mixedCatalog) });
        expect(digestOf(b.judged)).toEqual(digestOf(a.judged));
        expect(b.verdict.decision).toBe(a.verdict.decision);
      }),
      params(),
    );
  });
});

/** A world and the world its lock was taken of (same labels: drift, not new servers), and the files of their check. */
const driftedArb: fc.Arbitrary<{ live: World; lockWorld: World }> = fc.tuple(anyWorldArb, worldArb, fc.nat(3)).map(([live, locked, k]) => {
  if (k === 0) return { live, lockWorld: live };
  const labels = new Set(live.servers.map((s) => s.label));
  const kept = locked.servers.filter((s) => labels.has(s.label));
  // Mostly the live world with a few tools of the other one: small drift.
  const lockWorld: World = { ...live, servers: live.servers.map((s) => (k === 1 ? (kept.find((o) => o.label === s.label) ?? s) : { ...s, tools: s.tools.slice(0, Math.max(1, s.tools.length - 1)) })) };
  return { live, lockWorld };
});

/** Rules a waiver may cover (neither evidence nor fix-only). */
const waivable = (rule: string) => RULES.has(rule) && !RULES.get(rule)!.evidence && !RULES.get(rule)!.fixOnly;

/** The entries a waiver lists to cover exactly this finding (README: tools by id; a prompt by its id; a server-level finding by its label). */
function keysToList(f: Finding): string[] {
  if (f.tools.length > 0) return [...f.tools];
  const d = f.details;
  if (d && (d.kind === 'prompts' || d.kind === 'resourceTemplates') && typeof d.id === 'string') return [d.id];
  return [...(f.servers ?? [])];
}

const withCatalog = (inputs: Inputs, world: World): Inputs => ({ ...inputs, catalogText: YAML.stringify(catalogOf(world)) });

describe('3. waiver monotonicity', () => {
  it('3. a valid, unexpired waiver covering an unwaived finding never makes the decision worse nor the exit code higher', () => {
    let used = 0;
    fc.assert(
      fc.property(driftedArb, fc.nat(), fc.constantFrom('2099-12-31', '2026-06-01'), fc.boolean(), ({ live, lockWorld }, pick, expires, byPattern) => {
        const inputs = filesOf(live, lockWorld);
        const a = check(inputs);
        const candidates = a.judged.filter((f) => !f.waived && waivable(f.rule));
        fc.pre(candidates.length > 0);
        const f = candidates[pick % candidates.length];
        let tools = keysToList(f);
        // A pattern covering the finding's servers' tools (not for rules whose waivers list tools one by one).
        if (byPattern && !RULES.get(f.rule)!.waiverListsTools && f.tools.length > 0) tools = [...new Set(f.tools.map((id) => `${id.slice(0, id.indexOf('/'))}/*`))];
        const waiver: Waiver = { rule: f.rule, tools, reason: 'accepted after review', owner: 'platform-ai', expires };
        const b = check(withCatalog(inputs, { ...live, waivers: [...live.waivers, waiver] }));
        used++;
        const context = { waiver, before: brief(a.judged), after: brief(b.judged), decisions: [a.verdict.decision, b.verdict.decision], exit: [a.verdict.exitCode, b.verdict.exitCode] };
        expect(DECISION_RANK[b.verdict.decision], JSON.stringify(context)).toBeLessThanOrEqual(DECISION_RANK[a.verdict.decision]);
        expect(b.verdict.exitCode === 2 ? 1.5 : b.verdict.exitCode, JSON.stringify(context)).toBeLessThanOrEqual(a.verdict.exitCode === 2 ? 1.5 : a.verdict.exitCode);
        // The finding it was written for is waived now.
        expect(b.judged.some((g) => shown({ ...g, waived: undefined }) === shown({ ...f, waived: undefined }) && g.waived !== undefined), JSON.stringify(context)).toBe(true);
      }),
      params(RUNS * 2),
    );
    expect(used).toBeGreaterThan(10);
  });
});

describe('4. severity and threshold monotonicity', () => {
  it('4a. lowering a rule\'s severity (policy.severity) never makes the exit code higher nor the decision worse; raising it never the reverse', () => {
    fc.assert(
      fc.property(driftedArb, fc.nat(), fc.nat(4), ({ live, lockWorld }, pick, to) => {
        const inputs = filesOf(live, lockWorld);
        const a = check(inputs);
        const rules = [...new Set(a.judged.map((f) => f.rule))].filter(waivable);
        fc.pre(rules.length > 0);
        const rule = rules[pick % rules.length];
        const severity = SEVERITY_ORDER[to];
        const b = check(withCatalog(inputs, { ...live, policy: { ...live.policy, severity: { ...live.policy?.severity, [rule]: severity } } }));
        // Findings of one rule may start at several severities (declaration_changed: medium, high when weakened).
        const before = a.judged.filter((f) => f.rule === rule).map((f) => SEVERITY_ORDER.indexOf(f.severity));
        const lowered = before.every((i) => to >= i);
        const raised = before.every((i) => to <= i);
        const rank = (v: Verdict) => [DECISION_RANK[v.decision], v.exitCode === 2 ? 1.5 : v.exitCode];
        const context = JSON.stringify({ rule, severity, before: brief(a.judged), after: brief(b.judged), a: rank(a.verdict), b: rank(b.verdict) });
        if (lowered) {
          expect(rank(b.verdict)[0], context).toBeLessThanOrEqual(rank(a.verdict)[0]);
          expect(rank(b.verdict)[1], context).toBeLessThanOrEqual(rank(a.verdict)[1]);
        }
        if (raised) {
          expect(rank(b.verdict)[0], context).toBeGreaterThanOrEqual(rank(a.verdict)[0]);
          expect(rank(b.verdict)[1], context).toBeGreaterThanOrEqual(rank(a.verdict)[1]);
        }
      }),
      params(RUNS * 2),
    );
  });

  it('4b. raising the fail-on threshold (info → low → medium → high → critical) never makes the exit code higher nor the decision worse', () => {
    fc.assert(
      fc.property(driftedArb, ({ live, lockWorld }) => {
        const inputs = filesOf(live, lockWorld);
        const runs = [...SEVERITY_ORDER].reverse().map((s) => check(inputs, s).verdict);
        for (let i = 1; i < runs.length; i++) {
          expect(DECISION_RANK[runs[i].decision]).toBeLessThanOrEqual(DECISION_RANK[runs[i - 1].decision]);
          expect(runs[i].exitCode === 2 ? 1.5 : runs[i].exitCode).toBeLessThanOrEqual(runs[i - 1].exitCode === 2 ? 1.5 : runs[i - 1].exitCode);
        }
      }),
      params(),
    );
  });
});

describe('5. locality', () => {
  it('5. a description changed on one tool (live only) gives drift on that tool only, and changes no finding that does not involve it (but overlap groups it linked)', () => {
    fc.assert(
      fc.property(worldArb, fc.nat(), fc.nat(), fc.constantFrom(...OTHER_DESCRIPTIONS, ...TOOL_POOL.map(([, d]) => d)), (world, si, ti, description) => {
        const s = world.servers[si % world.servers.length];
        const t = s.tools[ti % s.tools.length];
        fc.pre(t.description !== description);
        const id = idOf(s.label, t.name);
        const liveWorld: World = { ...world, servers: world.servers.map((x) => (x !== s ? x : { ...x, tools: x.tools.map((y) => (y !== t ? y : { ...y, description })) })) };
        const a = check(filesOf(world));
        const b = check(filesOf(world, world, snapshotOf(liveWorld)));
        const drift = b.findings.filter((f) => DRIFT.has(f.rule));
        expect(drift.length).toBeGreaterThan(0);
        for (const f of drift) expect(f.tools, f.message).toEqual([id]);
        // Overlap groups are connected components: one that held the tool may split into groups without it.
        const grouped = (f: Finding) => f.rule === 'semantic_overlap';
        const heldIt = a.judged.some((f) => grouped(f) && f.tools.includes(id)) || b.judged.some((f) => grouped(f) && f.tools.includes(id));
        // Overlap scores use IDF over the whole catalog (docs/semantic-overlap.md: "IDF over the given catalog"): any
        // description moves every pair's score a little, so an unrelated group is compared by its members and severity.
        const unrelated = (run: Run) => run.judged.filter((f) => !f.tools.includes(id) && !DRIFT.has(f.rule) && !(heldIt && grouped(f)));
        const same = (f: Finding) => (grouped(f) ? JSON.stringify([f.rule, f.severity, [...f.tools].sort(), f.waived ?? null]) : shown(f));
        expect(unrelated(b).map(same).sort()).toEqual(unrelated(a).map(same).sort());
      }),
      params(),
    );
  });
});

/** Small JSON Schemas of one object over the same three properties: type, required, enum, bounds, additionalProperties. */
const leaf: fc.Arbitrary<JsonObject> = fc.oneof(
  fc.record({ type: fc.constantFrom<JsonValue>('string', ['string', 'null']), maxLength: fc.integer({ min: 1, max: 5 }), minLength: fc.integer({ min: 1, max: 3 }), enum: fc.subarray(['a', 'b', 'c'], { minLength: 1 }) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constantFrom<JsonValue>('integer', 'number', ['integer', 'null']), minimum: fc.integer({ min: 0, max: 3 }), maximum: fc.integer({ min: 5, max: 9 }), enum: fc.subarray([1, 2, 3], { minLength: 1 }) }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant('boolean') }),
  fc.record({ type: fc.constant('array'), items: fc.record({ type: fc.constantFrom('string', 'integer') }), maxItems: fc.integer({ min: 1, max: 4 }) }, { requiredKeys: ['type', 'items'] }),
);
const NAMES = ['a', 'b', 'c'];
const schemaOver = (names: fc.Arbitrary<string[]>): fc.Arbitrary<JsonObject> =>
  names.chain((ns) =>
    fc
      .record({
        props: fc.tuple(...ns.map(() => leaf)),
        required: fc.subarray(ns),
        additionalProperties: fc.option(fc.constant(false), { nil: undefined }),
      })
      .map(({ props, required, additionalProperties }) => json({ type: 'object', properties: Object.fromEntries(ns.map((n, i) => [n, props[i]])), required: required.length > 0 ? required : undefined, additionalProperties })),
  );

const breaks = (role: 'input' | 'output', x: unknown, y: unknown) => classifySchemaChanges(role, x, y).filter((c) => c.breaking);
const showChanges = (role: 'input' | 'output', x: unknown, y: unknown) => classifySchemaChanges(role, x, y).map((c) => `${c.pointer} ${c.change}${c.breaking ? ' BREAKING' : ''}`);

const leafWithoutValues: fc.Arbitrary<JsonObject> = leaf.map(({ enum: _, ...rest }) => rest);
const schemaWithout = (names: string[]): fc.Arbitrary<JsonObject> =>
  fc
    .record({ props: fc.tuple(...names.map(() => leafWithoutValues)), required: fc.subarray(names), additionalProperties: fc.option(fc.constant(false), { nil: undefined }) })
    .map(({ props, required, additionalProperties }) => json({ type: 'object', properties: Object.fromEntries(names.map((n, i) => [n, props[i]])), required: required.length > 0 ? required : undefined, additionalProperties }));

/**
 * The polarity mirror of a bound beside an `enum` (or `const`): a bound added or tightened that every old listed value
 * meets is `constraint_within_old_values`, and its mirror — the bound removed or loosened where every new listed value
 * meets the old bound — `constraint_within_new_values`; both compatible in either role, for numeric bounds and for
 * lengths (minLength, maxItems…). Found by 6a: output {type: integer, enum: [3], minimum: 3} → {type: integer, enum:
 * [3]} was schema_breaking (a write tool rolled back: 6d), and an output narrowed from a bound to an enum inside it,
 * {type: integer, maximum: 5} → {type: integer, enum: [3]}, too (6e).
 */
describe('6. input/output polarity mirror', () => {
  it('6a. over the same properties, input A→B is breaking iff output B→A is', () => {
    fc.assert(
      fc.property(schemaOver(fc.constant(NAMES)), schemaOver(fc.constant(NAMES)), (a, b) => {
        const context = JSON.stringify({ a, b, inputAB: showChanges('input', a, b), outputBA: showChanges('output', b, a) });
        expect(breaks('input', a, b).length > 0, context).toBe(breaks('output', b, a).length > 0);
      }),
      params(RUNS * 10),
    );
  });

  it('6b. without enum beside the bounds (type, required, bounds, lengths, items, additionalProperties), input A→B is breaking iff output B→A is', () => {
    fc.assert(
      fc.property(schemaWithout(NAMES), schemaWithout(NAMES), (a, b) => {
        const context = JSON.stringify({ a, b, inputAB: showChanges('input', a, b), outputBA: showChanges('output', b, a) });
        expect(breaks('input', a, b).length > 0, context).toBe(breaks('output', b, a).length > 0);
        // And change by change: each input change has its mirror with the same breaking-ness.
        const mirror = (c: { pointer: string; breaking: boolean }) => `${c.pointer} ${c.breaking}`;
        expect(classifySchemaChanges('output', b, a).map(mirror).sort(), context).toEqual(classifySchemaChanges('input', a, b).map(mirror).sort());
      }),
      params(RUNS * 10),
    );
  });

  it('6c. minimal counterexample: a bound every enum value meets, removed from an output, breaks nothing', () => {
    const withBound = { type: 'integer', enum: [3], minimum: 3 };
    const without = { type: 'integer', enum: [3] };
    expect(showChanges('input', without, withBound)).toEqual(['/minimum constraint_within_old_values']);
    expect(showChanges('output', withBound, without)).toEqual(['/minimum constraint_within_new_values']); // was ['/minimum constraint_removed BREAKING']
    expect(breaks('output', withBound, without)).toEqual([]);
  });

  it('6e. an output narrowed from a bound to an enum inside it breaks nothing', () => {
    // Output {type: integer, maximum: 5} → {type: integer, enum: [3]} returns only 3 (≤ 5): a narrower output, yet
    // "/maximum constraint_removed" is breaking. Its mirror, input {enum: [3]} → {maximum: 5}, is compatible.
    expect(showChanges('input', { type: 'integer', enum: [3] }, { type: 'integer', maximum: 5 }).filter((c) => c.endsWith('BREAKING'))).toEqual([]);
    expect(showChanges('output', { type: 'integer', maximum: 5 }, { type: 'integer', enum: [3] }).filter((c) => c.endsWith('BREAKING'))).toEqual([]);
  });

  it('6d. end to end: a write tool whose output drops a bound its enum already meets is not rolled back', () => {
    const output = (status: JsonObject): JsonObject => ({ type: 'object', properties: { status }, required: ['status'], additionalProperties: false });
    const tool = (status: JsonObject): ToolPlan => ({
      name: 'restart_service', description: 'Restart a service of the cluster.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      outputSchema: output(status), decl: { effect: 'write', approval: 'always', identity: 'mi-ops', owner: 'platform-ai' },
    });
    const world = (status: JsonObject): World => ({ servers: [{ label: 'alpha', target: { environment: 'production' }, tools: [tool(status)] }], waivers: [] });
    const locked = world({ type: 'integer', enum: [3], minimum: 3 });
    const live = world({ type: 'integer', enum: [3] });
    const run = check(filesOf(live, locked));
    expect(brief(run.judged)).not.toContain('schema_breaking/high[alpha/restart_service]');
    expect(run.verdict.decision).not.toBe('rollback');
  });
});

describe('6f. a bound every listed value meets, on a write tool', () => {
  it('6f. added to an input beside the same enum: the same schema in other bytes (medium, form only), never a rollback', () => {
    const tool = (mode: JsonObject): ToolPlan => ({
      name: 'restart_service', description: 'Restart a service of the cluster.', inputSchema: { type: 'object', properties: { mode: mode }, required: ['mode'] },
      decl: { effect: 'write', approval: 'always', identity: 'mi-ops', owner: 'platform-ai' },
    });
    const world = (mode: JsonObject): World => ({ servers: [{ label: 'alpha', target: { environment: 'production' }, tools: [tool(mode)] }], waivers: [] });
    const run = check(filesOf(world({ type: 'integer', enum: [1, 2], maximum: 2 }), world({ type: 'integer', enum: [1, 2] })));
    const changed = run.judged.filter((f) => f.rule === 'mutable_contract');
    expect(changed.map((f) => [f.severity, (f.details as { formOnly?: boolean }).formOnly])).toEqual([['medium', true]]);
    expect(brief(run.judged).filter((b) => b.startsWith('schema_breaking'))).toEqual([]);
    expect(run.verdict.decision).not.toBe('rollback');
  });
});

describe('7. label renaming', () => {
  it('7. renaming a server label everywhere (catalog, lock, snapshot) maps findings one to one and keeps the decision', () => {
    fc.assert(
      fc.property(driftedArb, fc.constantFrom('zeta', 'aaa', 'delta'), ({ live, lockWorld }, to) => {
        const from = live.servers[0].label;
        fc.pre(!live.servers.some((s) => s.label === to));
        const rename = (w: World): World => ({ ...w, servers: w.servers.map((s) => (s.label === from ? { ...s, label: to } : s)) });
        const a = check(filesOf(live, lockWorld));
        const b = check(filesOf(rename(live), rename(lockWorld)));
        const mapped = (f: Finding) => JSON.stringify([f.rule, f.severity, f.tools.map((id) => (id.startsWith(`${from}/`) ? to + id.slice(from.length) : id)).sort(), !!f.waived]);
        const show = (f: Finding) => JSON.stringify([f.rule, f.severity, [...f.tools].sort(), !!f.waived]);
        expect(b.judged.map(show).sort()).toEqual(a.judged.map(mapped).sort());
        expect(b.verdict.decision).toBe(a.verdict.decision);
        expect(b.verdict.exitCode).toBe(a.verdict.exitCode);
      }),
      params(),
    );
  });
});

/** A read-only tool no other tool resembles, clean in isolation (no finding at all on its own server). */
const LONE_TOOL: ToolPlan = {
  name: 'build_agent_version',
  description: 'Return the version string of the build agent.',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  outputSchema: { type: 'object', properties: { version: { type: 'string', maxLength: 64 } }, required: ['version'], additionalProperties: false },
  annotations: { readOnlyHint: true, openWorldHint: false },
  decl: { effect: 'read', approval: 'never', owner: 'platform-ai', target: { environment: 'production' } },
};

describe('8. adding an unrelated read-only tool', () => {
  it('8. a new declared read-only tool with a unique name, added to both lock and snapshot, never turns a promote into contain or rollback', () => {
    let promoted = 0;
    fc.assert(
      fc.property(anyWorldArb, fc.nat(), (world, si) => {
        const a = check(filesOf(world));
        fc.pre(a.verdict.decision === 'promote');
        promoted++;
        const k = si % world.servers.length;
        const more: World = { ...world, servers: world.servers.map((s, i) => (i === k ? { ...s, tools: [...s.tools, LONE_TOOL] } : s)) };
        const b = check(filesOf(more));
        const id = idOf(world.servers[k].label, LONE_TOOL.name);
        const context = JSON.stringify({ before: brief(a.judged), after: brief(b.judged) });
        expect(b.verdict.decision, context).toBe('promote');
        expect(b.verdict.exitCode, context).toBe(0);
        expect(b.judged.filter((f) => f.tools.includes(id)).map((f) => f.rule), context).toEqual([]);
      }),
      params(RUNS * 3),
    );
    expect(promoted).toBeGreaterThan(5);
  });
});

// ---------------------------------------------------------------- properties of our own

/** The world with every tool declared a write with an approval and an identity: any mutated contract of one is a rollback. */
const writeWorld = (world: World): World => ({
  ...world,
  servers: world.servers.map((s) => ({ ...s, tools: s.tools.map((t) => ({ ...t, decl: { effect: 'write', approval: 'always', identity: 'mi-ops', owner: 'platform-ai' } as ToolDecl })) })),
});

/** Rewrites of one JSON Schema that the README lists as the same schema in other bytes (order_changed, rewritten, dialect_changed, ref_changed). */
type Rewrite = 'requiredOrder' | 'enumOrder' | 'typeListAsAnyOf' | 'behindRef' | 'dialect' | 'minLengthZero' | 'multipleOfOne' | 'exclusiveMinimum' | 'allOfSplit' | 'anyOfToOneOf';
const REWRITES: Rewrite[] = ['requiredOrder', 'enumOrder', 'typeListAsAnyOf', 'behindRef', 'dialect', 'minLengthZero', 'multipleOfOne', 'exclusiveMinimum', 'allOfSplit', 'anyOfToOneOf'];

function rewrite(schema: JsonObject, how: Rewrite, seed: number): JsonObject {
  const s = structuredClone(schema) as JsonObject & { properties?: Record<string, JsonObject>; required?: string[] };
  const props = s.properties ?? {};
  const names = Object.keys(props);
  switch (how) {
    case 'requiredOrder':
      if (s.required) s.required = [...s.required].reverse();
      return s;
    case 'enumOrder':
      for (const p of Object.values(props)) if (Array.isArray(p.enum)) p.enum = [...p.enum].reverse();
      return s;
    case 'typeListAsAnyOf':
      for (const [n, p] of Object.entries(props)) {
        // Only without enum / const: those apply to null too (type [string, null] with enum [a] refuses null).
        if (Array.isArray(p.type) && p.type.length === 2 && p.type[1] === 'null' && p.enum === undefined && p.const === undefined) {
          // {type: [string, null], …} is anyOf [{type: string, …}, {type: null}] (the approved side has the type list: approvedFor).
          const { type, description, ...rest } = p;
          props[n] = dropUndefined({ description, anyOf: [{ type: type[0], ...rest }, { type: 'null' }] });
        }
      }
      return s;
    case 'behindRef': {
      const n = names[seed % Math.max(1, names.length)];
      if (n === undefined) return s;
      s.$defs = { [`${n}_def`]: props[n] };
      props[n] = { $ref: `#/$defs/${n}_def` };
      return s;
    }
    case 'dialect':
      return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...s };
    case 'minLengthZero':
      for (const p of Object.values(props)) if (p.type === 'string' && p.enum === undefined && p.minLength === undefined) p.minLength = 0;
      return s;
    case 'multipleOfOne':
      for (const p of Object.values(props)) if (p.type === 'integer') p.multipleOf = 1;
      return s;
    case 'exclusiveMinimum':
      for (const p of Object.values(props)) {
        if (p.type === 'integer' && typeof p.minimum === 'number') {
          p.exclusiveMinimum = p.minimum - 1;
          delete p.minimum;
        }
      }
      return s;
    case 'allOfSplit': {
      if (s.additionalProperties !== undefined || names.length < 2) return s;
      const [first, ...others] = names;
      const req = new Set(s.required ?? []);
      const member = (ns: string[]) => json({ properties: Object.fromEntries(ns.map((n) => [n, props[n]])), required: ns.filter((n) => req.has(n)).length > 0 ? ns.filter((n) => req.has(n)) : undefined });
      // MCP: an inputSchema is an object schema at its root.
      const { type: _t, properties: _p, required: _r, ...kept } = s;
      return { type: 'object', ...kept, allOf: [member([first]), member(others)] };
    }
    case 'anyOfToOneOf':
      for (const p of Object.values(props)) {
        if (Array.isArray(p.anyOf)) {
          p.oneOf = p.anyOf;
          delete p.anyOf;
        }
      }
      return s;
  }
}

/** Approved schemas with type lists where the rewrite splits them (so that the pair is one schema written two ways). */
function approvedFor(schema: JsonObject, how: Rewrite): JsonObject {
  if (how !== 'typeListAsAnyOf' && how !== 'anyOfToOneOf') return schema;
  const s = structuredClone(schema) as JsonObject & { properties?: Record<string, JsonObject> };
  for (const [n, p] of Object.entries(s.properties ?? {})) {
    if (how === 'typeListAsAnyOf' && (p.type === 'string' || p.type === 'integer') && p.enum === undefined) s.properties![n] = { ...p, type: [p.type, 'null'] };
    if (how === 'anyOfToOneOf' && (p.type === 'string' || p.type === 'integer')) {
      const { type, description, ...rest } = p;
      s.properties![n] = dropUndefined({ description, anyOf: [{ type, ...rest }, { type: 'null' }] });
    }
  }
  return s;
}

describe('9. (own) the same schema in other bytes', () => {
  it('9. a write tool whose input or output schema is rewritten in a form the README lists as the same schema gets no schema_breaking, and the release is never rolled back', () => {
    const rewritten = new Set<string>();
    fc.assert(
      fc.property(worldArb, fc.constantFrom(...REWRITES), fc.nat(), fc.constantFrom('inputSchema' as const, 'outputSchema' as const), (world0, how, seed, field) => {
        const base = writeWorld(world0);
        const approved: World = { ...base, servers: base.servers.map((s) => ({ ...s, tools: s.tools.map((t) => (t[field] ? { ...t, [field]: approvedFor(t[field]!, how) } : t)) })) };
        const live: World = { ...approved, servers: approved.servers.map((s) => ({ ...s, tools: s.tools.map((t) => (t[field] ? { ...t, [field]: rewrite(t[field]!, how, seed) } : t)) })) };
        const a = check(filesOf(approved));
        const b = check(filesOf(live, approved));
        const context = JSON.stringify({ how, field, before: brief(a.judged), after: brief(b.judged), changes: b.findings.filter((f) => f.rule.startsWith('schema_')).map((f) => f.message) });
        expect(b.findings.filter((f) => f.rule === 'schema_breaking').map((f) => f.message), context).toEqual([]);
        expect(b.verdict.decision, context).not.toBe('rollback');
        for (const f of b.findings.filter((g) => g.rule === 'mutable_contract' || g.rule === 'contract_changed')) {
          expect(f.details?.formOnly, `${f.message} ${context}`).toBe(true);
          rewritten.add(how);
        }
      }),
      params(RUNS * 2),
    );
    // Every rewrite changed some contract's bytes (else it tested nothing).
    expect([...rewritten].sort()).toEqual([...REWRITES].sort());
  });
});

describe('10. (own) documented no-ops of the projection', () => {
  it('10a. names and descriptions respelled in NFD, optional fields sent as null, icons / _meta / unknown keys: no finding changes', () => {
    // README (Fingerprints): NFC text; "an optional field sent as null counts as absent"; icons, _meta and unknown keys are left out.
    fc.assert(
      fc.property(driftedArb, fc.nat(3), ({ live, lockWorld }, variant) => {
        const s = snapshotOf(live);
        const edited: Snapshot = {
          ...s,
          servers: s.servers.map((srv) => ({
            ...srv,
            tools: srv.tools.map((t) => {
              const out: JsonObject = { ...t };
              if (variant === 0) for (const k of ['name', 'description']) if (typeof out[k] === 'string') out[k] = (out[k] as string).normalize('NFD');
              if (variant === 1) for (const k of ['title', 'outputSchema', 'annotations', 'execution']) if (out[k] === undefined) out[k] = null;
              if (variant === 2) Object.assign(out, { icons: [{ src: 'https://example.com/i.png' }], _meta: { 'x/y': 1 }, somethingNew: true });
              if (variant === 3) out.description = `${out.description as string}`.normalize('NFKC');
              return out;
            }),
          })),
        };
        const a = check(filesOf(live, lockWorld, s));
        const b = check(filesOf(live, lockWorld, edited));
        expect(digestOf(b.judged)).toEqual(digestOf(a.judged));
      }),
      params(),
    );
  });

  it('10b. writing out MCP default hints (readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true) on a write tool is drift in form only, never a rollback', () => {
    fc.assert(
      fc.property(worldArb, fc.subarray(['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'], { minLength: 1 }), (world0, hints) => {
        const DEFAULTS: JsonObject = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
        const approved = writeWorld(world0);
        const live: World = {
          ...approved,
          servers: approved.servers.map((s) => ({ ...s, tools: s.tools.map((t) => ({ ...t, annotations: { ...Object.fromEntries(hints.map((h) => [h, DEFAULTS[h]])), ...(t.annotations ?? {}) } })) })),
        };
        const b = check(filesOf(live, approved));
        const context = JSON.stringify(brief(b.judged));
        expect(b.verdict.decision, context).not.toBe('rollback');
        for (const f of b.findings.filter((g) => DRIFT.has(g.rule))) expect([f.rule, f.details?.formOnly], context).toEqual(['mutable_contract', true]);
      }),
      params(),
    );
  });
});

describe('11. (own) declarations', () => {
  it('11a. raising an approval in the catalog (not relocked yet) never rolls back a release that was not rolled back', () => {
    // README (Decision): "a raised approval alone is not one" (a weakened declaration).
    fc.assert(
      fc.property(driftedArb, fc.nat(), ({ live, lockWorld }, pick) => {
        const tools = live.servers.flatMap((s) => s.tools.map((t) => [s, t] as const)).filter(([, t]) => t.decl && t.decl.effect !== 'undeclared' && t.decl.approval !== 'always');
        fc.pre(tools.length > 0);
        const [s0, t0] = tools[pick % tools.length];
        const a = check(filesOf(live, lockWorld));
        fc.pre(a.verdict.decision !== 'rollback');
        const raised: World = { ...live, servers: live.servers.map((s) => (s !== s0 ? s : { ...s, tools: s.tools.map((t) => (t !== t0 ? t : { ...t, decl: { ...t.decl!, approval: 'always' as const } })) })) };
        const inputs = filesOf(live, lockWorld);
        const b = check({ ...inputs, catalogText: YAML.stringify(catalogOf(raised)) });
        expect(b.verdict.decision, JSON.stringify({ before: brief(a.judged), after: brief(b.judged) })).not.toBe('rollback');
      }),
      params(),
    );
  });

  it('11b. exact entries replaced by one pattern per server that declares every tool the same: the same findings (rule, severity, tools)', () => {
    fc.assert(
      fc.property(worldArb, fc.constantFrom<ToolDecl>({ effect: 'read', approval: 'never' }, { effect: 'write', approval: 'on-write', identity: 'mi-ops' }, { effect: 'propose', approval: 'always' }), (world0, decl) => {
        const world: World = { ...world0, servers: world0.servers.map((s) => ({ ...s, tools: s.tools.map((t) => ({ ...t, decl })) })) };
        const exact = filesOf(world);
        const catalog = catalogOf({ ...world, servers: world.servers.map((s) => ({ ...s, tools: s.tools.map(({ decl: _, ...t }) => t) })) });
        for (const s of world.servers) catalog.tools[`${s.label}/*`] = decl;
        const byPattern = { ...exact, catalogText: YAML.stringify(catalog) };
        const key = (f: Finding) => JSON.stringify([f.rule, f.severity, [...f.tools].sort(), !!f.waived]);
        const a = check(exact);
        const b = check(byPattern);
        expect(b.judged.map(key).sort()).toEqual(a.judged.map(key).sort());
        expect(b.verdict.decision).toBe(a.verdict.decision);
      }),
      params(),
    );
  });

  it('11c. a server relabelled in the catalog and the live snapshot (not relocked), declarations kept, is never a rollback', () => {
    // README (Decision): a tool of a server the lock has no entry for is a surface nobody approved, contained; a moved
    // tool whose declaration is as strong is what tool_added and tool_removed say.
    fc.assert(
      fc.property(worldArb, (world) => {
        const from = world.servers[0].label;
        const moved: World = { ...world, servers: world.servers.map((s) => (s.label === from ? { ...s, label: 'moved' } : s)) };
        const b = check(filesOf(moved, world));
        expect(b.verdict.decision, JSON.stringify(brief(b.judged))).not.toBe('rollback');
      }),
      params(),
    );
  });

  it('11d. a tool leaving the surface (gone from the server and from the catalog) is contained, never a rollback', () => {
    fc.assert(
      fc.property(worldArb, fc.nat(), fc.nat(), (world, si, ti) => {
        const s0 = world.servers[si % world.servers.length];
        fc.pre(s0.tools.length > 1);
        const t0 = s0.tools[ti % s0.tools.length];
        const a = check(filesOf(world));
        fc.pre(a.verdict.decision !== 'rollback');
        const less: World = { ...world, servers: world.servers.map((s) => (s !== s0 ? s : { ...s, tools: s.tools.filter((t) => t !== t0) })) };
        const b = check(filesOf(less, world));
        expect(b.verdict.decision, JSON.stringify(brief(b.judged))).toBe('contain');
      }),
      params(),
    );
  });
});

describe('12. (own) more relations', () => {
  it('12a. two or three same-schema rewrites composed: still no schema_breaking, never a rollback', () => {
    fc.assert(
      fc.property(worldArb, fc.array(fc.constantFrom(...REWRITES.filter((r) => r !== 'typeListAsAnyOf' && r !== 'anyOfToOneOf')), { minLength: 2, maxLength: 3 }), fc.nat(), fc.constantFrom('inputSchema' as const, 'outputSchema' as const), (world0, hows, seed, field) => {
        const approved = writeWorld(world0);
        const live: World = { ...approved, servers: approved.servers.map((s) => ({ ...s, tools: s.tools.map((t) => (t[field] ? { ...t, [field]: hows.reduce((x, how) => rewrite(x, how, seed), t[field]!) } : t)) })) };
        const b = check(filesOf(live, approved));
        const context = JSON.stringify({ hows, field, after: brief(b.judged), changes: b.findings.filter((f) => f.rule.startsWith('schema_')).map((f) => f.message) });
        expect(b.findings.filter((f) => f.rule === 'schema_breaking').map((f) => f.message), context).toEqual([]);
        expect(b.verdict.decision, context).not.toBe('rollback');
      }),
      params(RUNS * 2),
    );
  });

  it('12b. --fail-on X on the command line and policy.failOn: X in the catalog give the same verdict', () => {
    fc.assert(
      fc.property(driftedArb, fc.constantFrom(...SEVERITY_ORDER), ({ live, lockWorld }, failOn) => {
        const inputs = filesOf(live, lockWorld);
        const a = check(inputs, failOn);
        const b = check(withCatalog(inputs, { ...live, policy: { ...live.policy, failOn } }));
        expect(b.verdict).toEqual(a.verdict);
      }),
      params(),
    );
  });

  it('12c. when a contract changed, the same change with a server version bump never makes the decision worse', () => {
    // README: the same change with a version bump is contract_changed (medium) instead of mutable_contract (high).
    fc.assert(
      fc.property(driftedArb, ({ live, lockWorld }) => {
        const a = check(filesOf(live, lockWorld));
        fc.pre(a.findings.some((f) => f.rule === 'mutable_contract'));
        const b = check(filesOf(live, lockWorld, snapshotOf(live, '1.1.0')));
        expect(DECISION_RANK[b.verdict.decision], JSON.stringify({ before: brief(a.judged), after: brief(b.judged) })).toBeLessThanOrEqual(DECISION_RANK[a.verdict.decision]);
        expect(b.findings.filter((f) => f.rule === 'mutable_contract')).toEqual([]);
      }),
      params(),
    );
  });

  it('12d. a new server of one clean read-only tool, locked and declared, never turns a promote into contain or rollback', () => {
    fc.assert(
      fc.property(anyWorldArb, (world) => {
        const a = check(filesOf(world));
        fc.pre(a.verdict.decision === 'promote');
        const more: World = { ...world, servers: [...world.servers, { label: 'extra', target: { environment: 'production' }, tools: [LONE_TOOL] }] };
        const b = check(filesOf(more));
        expect(b.verdict.decision, JSON.stringify({ after: brief(b.judged) })).toBe('promote');
      }),
      params(RUNS * 3),
    );
  }, 120_000); // (Its worlds are analysed twice each: up to 36 s under a full suite on a 2-core machine, against the suite's 60 s.)

  it('12e. waiving by exact ids or by the pattern <label>/* covers the same findings of a rule that allows patterns', () => {
    fc.assert(
      fc.property(driftedArb, fc.nat(), ({ live, lockWorld }, pick) => {
        const inputs = filesOf(live, lockWorld);
        const a = check(inputs);
        const candidates = a.judged.filter((f) => !f.waived && waivable(f.rule) && !RULES.get(f.rule)!.waiverListsTools && f.tools.length > 0);
        fc.pre(candidates.length > 0);
        const rule = candidates[pick % candidates.length].rule;
        const ofRule = a.judged.filter((f) => f.rule === rule && f.tools.length > 0);
        const ids = [...new Set(ofRule.flatMap((f) => f.tools))].sort();
        const labels = [...new Set(ids.map((id) => `${id.slice(0, id.indexOf('/'))}/*`))];
        const waiver = (tools: string[]): World => ({ ...live, waivers: [{ rule, tools, reason: 'reviewed', owner: 'platform-ai', expires: '2099-12-31' }] });
        const byIds = check(withCatalog(inputs, waiver(ids)));
        const byPattern = check(withCatalog(inputs, waiver(labels)));
        const waived = (r: Run) => r.judged.filter((f) => f.rule === rule && f.waived).map((f) => shown({ ...f, waived: undefined })).sort();
        expect(waived(byPattern)).toEqual(waived(byIds));
        expect(byPattern.verdict.decision).toBe(byIds.verdict.decision);
      }),
      params(),
    );
  });
});


describe('13. (own) declaring less never pays', () => {
  it('13a. weakening one declaration in the catalog only (write → read or propose, or a lower approval) never makes the decision better nor the exit code lower', () => {
    fc.assert(
      fc.property(driftedArb, fc.nat(), fc.constantFrom<ToolDecl>({ effect: 'read', approval: 'never' }, { effect: 'propose', approval: 'never' }, { effect: 'write', approval: 'never', identity: 'mi-ops' }), ({ live, lockWorld }, pick, weaker) => {
        const lockedAsWrite = lockWorld.servers.flatMap((s) => s.tools.filter((t) => t.decl?.effect === 'write' && live.servers.some((l) => l.label === s.label && l.tools.some((u) => u.name === t.name))).map((t) => [s.label, t.name] as const));
        fc.pre(lockedAsWrite.length > 0);
        const [label, name] = lockedAsWrite[pick % lockedAsWrite.length];
        // The catalog first declares what the lock approved (so the weaker catalog is weaker than both).
        const same: World = { ...live, servers: live.servers.map((s) => (s.label !== label ? s : { ...s, tools: s.tools.map((t) => (t.name !== name ? t : { ...t, decl: lockWorld.servers.find((x) => x.label === label)!.tools.find((x) => x.name === name)!.decl })) })) };
        const locked = lockWorld.servers.find((x) => x.label === label)!.tools.find((x) => x.name === name)!.decl!;
        fc.pre(weaker.effect !== 'write' || (locked.approval ?? 'never') !== 'never');
        const weakened: World = { ...same, servers: same.servers.map((s) => (s.label !== label ? s : { ...s, tools: s.tools.map((t) => (t.name !== name ? t : { ...t, decl: { ...locked, ...weaker } })) })) };
        const inputs = filesOf(same, lockWorld);
        const a = check(inputs);
        const b = check(withCatalog(inputs, weakened));
        const context = JSON.stringify({ locked, weaker, before: brief(a.judged), after: brief(b.judged) });
        expect(DECISION_RANK[b.verdict.decision], context).toBeGreaterThanOrEqual(DECISION_RANK[a.verdict.decision]);
        expect(b.verdict.decision, context).toBe('rollback');
      }),
      params(RUNS * 2),
    );
  });

  it('13b. a tool added to a locked server in the live snapshot only never makes the decision better, and never promotes', () => {
    fc.assert(
      fc.property(driftedArb, toolPlan, fc.nat(), ({ live, lockWorld }, extra, si) => {
        const k = si % live.servers.length;
        fc.pre(!live.servers[k].tools.some((t) => t.name === extra.name) && lockWorld.servers.some((s) => s.label === live.servers[k].label));
        const more: World = { ...live, servers: live.servers.map((s, i) => (i === k ? { ...s, tools: [...s.tools, extra] } : s)) };
        const a = check(filesOf(live, lockWorld));
        const b = check(filesOf(more, lockWorld));
        const context = JSON.stringify({ before: brief(a.judged), after: brief(b.judged) });
        expect(DECISION_RANK[b.verdict.decision], context).toBeGreaterThanOrEqual(DECISION_RANK[a.verdict.decision]);
        expect(b.verdict.decision, context).not.toBe('promote');
      }),
      params(RUNS * 2),
    );
  });
});
