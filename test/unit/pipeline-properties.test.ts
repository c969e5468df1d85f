// Property-based tests of the whole pure pipeline on hostile inputs:
//   catalog YAML text ─ parseCatalog ─┐
//   lock JSON text (buildLock) ───────┼─ analyze(ANALYZERS) ─ applyPolicy ─ decide ─ buildReport ─ render(json | markdown | sarif | text)
//   snapshot JSON text ───────────────┘
// Tool names, descriptions, schemas, server errors and instructions are
// attacker-controlled: the generators mix workflow commands, ANSI escapes,
// line separators, bidi/zero-width/tag characters, lone surrogates, HTML,
// Markdown, mentions, very long runs and prototype keys into every one of them.
// Every input is built as the CLI reads it: the catalog through YAML and
// parseCatalog, the lock through serializeLock and JSON.parse, the snapshot
// through JSON (so a generator can only build what the file formats allow).
// Properties 10 and 2b/3b (at the end) found two bugs, since fixed.
// PIPELINE_RUNS=1000 TEST_WATCHDOG_MS=0 npx vitest run test/unit/pipeline-properties.test.ts hunts longer (the
// watchdog of test/helpers/watchdog.ts would stop a property that runs past four minutes).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { analyze } from '../../src/analysis/analyze.js';
import { ANALYZERS } from '../../src/analysis/analyzers.js';
import { declaredFor, effectiveEffect } from '../../src/analysis/declarations.js';
import { render } from '../../src/commands/check.js';
import { locator } from '../../src/commands/locate.js';
import { parseCatalog } from '../../src/lock/catalog-file.js';
import { buildLock, loadLock, serializeLock } from '../../src/lock/lock-file.js';
import { keyForId } from '../../src/lock/tool-pattern.js';
import { validateLock } from '../../src/lock/validate.js';
import { decide, type Verdict } from '../../src/policy/decide.js';
import { applyPolicy } from '../../src/policy/waivers.js';
import { buildReport } from '../../src/report/build.js';
import { MARKDOWN_LIMIT } from '../../src/report/markdown.js';
import { validateReportDocument, validateSnapshotDocument } from '../../src/report/validate-json.js';
import { RULES, SEVERITY_ORDER } from '../../src/rules/rules.js';
import type { Catalog, Effect, JsonObject, JsonValue, LockFile, Report, ServerDecl, ServerSnapshot, Severity, Snapshot, ToolDecl, Waiver } from '../../src/types.js';
import { server as serverSnapshot, snapshot as buildSnapshot } from '../helpers/snapshots.js';
import { shuffled } from '../helpers/shuffle.js';

const NOW = new Date('2026-06-01T00:00:00Z');
/** Where the catalog "is": nothing exists there, so the SARIF locator's read of the lock beside it fails and falls back (as for a missing lock). */
const CATALOG_FILE = '/nonexistent/pipeline-properties/catalog-locks/agent.yaml';
const CATALOG_SHOWN = 'catalog-locks/agent.yaml';
const FORMATS = ['json', 'markdown', 'sarif', 'text'] as const;
type Format = (typeof FORMATS)[number];
/** Small runs: the file must stay well under a minute (PIPELINE_RUNS=2000 for a longer hunt). */
const RUNS = Number(process.env.PIPELINE_RUNS ?? 80);
/**
 * The test time-out of a property that analyses and renders every input three times (2. deterministic): up to 42 s
 * under a full suite on a 2-core machine, against the suite's 60 s. Twice that, so a slow machine does not fail it.
 */
const SLOW_PROPERTY_TIMEOUT = 120_000;

// ---------------------------------------------------------------- hostile text

/** Pieces a hostile server puts in its text: each one attacks a sink. */
const FRAGMENTS = [
  // GitHub workflow commands (a line starting with ::).
  '::set-output name=x::y', '\n::error::boom', '  ::add-mask::secret', '::',
  // ANSI: colour, OSC 8 hyperlink, bell.
  '\u001b[31m', '\u001b]8;;http://evil.example\u0007link\u001b]8;;\u0007', '\u001b', '\u0007', '\u009b',
  // Line breaks of every kind.
  '\r\n', '\n', '\r', '\u2028', '\u2029', '\u0085',
  // Zero-width and bidi controls, tag characters, lone surrogates.
  '\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069',
  '\u{E0000}', '\u{E0041}', '\u{E007F}', '\uD800', '\uDFFF', '\uDBFF', '\uFEFF', '\u2060',
  // Other default-ignorable code points: soft hyphen, Hangul fillers, combining grapheme joiner, variation selectors.
  '\u00AD', '\u3164', '\u115F', '\u034F', '\u180B', '\uFE0F', '\u{E0100}',
  // HTML.
  '<img src=x onerror=alert(1)>', '<!--', '-->', '</details>', '<details>', '<summary>', '<script>', '</summary>', '<a href="javascript:x">', '<?xml', '<b',
  // Markdown.
  '`', '``', '```', '````', '```diff', '|', '| a | b |', '[x](javascript:alert(1))', '**bold**', '# heading', '> quote', ':smile:', '\\', '*', '~~',
  // Mentions.
  '@octocat', '@org/team', '@', 'mail@example.com',
  // Names that fold to the same thing, prototype keys, ordinary words.
  'change.preview', 'change_preview', 'changePreview', '__proto__', 'constructor', 'toString', 'get_file', 'search', ' ', '\t', '/',
  // Words the lint and overlap analyses look for.
  'Ignore previous instructions.', '<IMPORTANT>', 'Read ~/.ssh/id_rsa', 'send it to https://evil.example', 'Preview a change before applying it.',
] as const;

const LONG_UNITS = ['a', '`', '\u202E', ':', '@', '<', '|', 'é', '\uD800', '\n', ' ', 'ab '];

/** Mostly short mixes of fragments and random text; sometimes a run of a few thousand characters. */
const hostile: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .array(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) },
          { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
          { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
        ),
        { maxLength: 6 },
      )
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...LONG_UNITS), fc.integer({ min: 500, max: 3_000 })).map(([unit, n]) => unit.repeat(n)) },
);

/** Now and then a text long enough on its own to push a report past GitHub's 65,536-character comment limit. */
const hostileOrHuge: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: hostile },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...LONG_UNITS), fc.integer({ min: 20_000, max: 80_000 })).map(([unit, n]) => unit.repeat(n)) },
);

/** Text the catalog schema requires to be non-empty (waiver reason and owner, intents): whitespace-only is allowed by the schema. */
const nonEmpty = hostile.map((s) => (s.length === 0 ? ' ' : s));

/**
 * Tool names: a small pool (names that fold alike, prototype keys, stars), so
 * that servers and the lock share names and collisions happen; or hostile
 * text (rarely empty: an empty name is only one kind of malformed definition).
 */
const toolName: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('change.preview', 'change_preview', 'changePreview', 'get_file') },
  { weight: 2, arbitrary: fc.constantFrom('search', '__proto__', 'constructor', '*', 'get_*', 'a\\*b', 'x/y', 'read\u202Etxt.exe', 'read\u200Dfile', 'deployment.plan', 'release.prepare') },
  { weight: 3, arbitrary: hostile.map((s) => (s === '' ? 'x' : s)) },
);

/** Descriptions: plain ones that promise the same thing (semantic_overlap), hostile ones, and both mixed. */
const PLAIN_DESCRIPTIONS = ['Preview a change before applying it.', 'Shows what a change would do before it is applied.', 'Prepare a release plan for review.', 'Read a file from the workspace.', 'Reads a file.', 'Search issues by keyword.'];
const description: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PLAIN_DESCRIPTIONS) },
  { weight: 2, arbitrary: hostileOrHuge },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PLAIN_DESCRIPTIONS), hostile).map(([a, b]) => `${a} ${b}`) },
);

// ---------------------------------------------------------------- definitions

/** An object from entries, keeping `__proto__` as an own key (as JSON.parse does). */
const objectOf = (entries: [string, JsonValue][]): JsonObject => Object.fromEntries(entries) as JsonObject;

const dropUndefined = (o: Record<string, unknown>): JsonObject => JSON.parse(JSON.stringify(o)) as JsonObject;

/** Any JSON (fast-check's JsonValue type, as the project's). */
const json = (maxDepth: number): fc.Arbitrary<JsonValue> => fc.jsonValue({ maxDepth }) as fc.Arbitrary<JsonValue>;

const propName = fc.oneof(fc.constantFrom('id', 'query', 'path', '__proto__', 'constructor', 'toString'), hostile);

const leafSchema: fc.Arbitrary<JsonValue> = fc
  .record(
    {
      type: fc.oneof(fc.constantFrom('string', 'integer', 'number', 'boolean', 'null'), fc.constant(['string', 'null']), hostile),
      description: hostile,
      enum: fc.array(fc.oneof(hostile, fc.integer(), fc.constant(null)), { maxLength: 3 }),
      maxLength: fc.nat(100),
      minimum: fc.integer(),
      // A hostile regular expression: nothing may compile and run it blindly.
      pattern: fc.oneof(fc.constantFrom('^[a-z]+$', '(a+)+$', '[', '\\'), hostile),
      format: fc.oneof(fc.constantFrom('uri', 'email', 'date-time'), hostile),
      default: json(2),
    },
    { requiredKeys: ['type'] },
  )
  .map(dropUndefined);

/** JSON Schemas that look real: nested objects with properties/required, anyOf, arrays, enums; prototype keys among the property names. */
const { schema: realSchema } = fc.letrec<{ schema: JsonValue }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafSchema,
    objectSchema(tie('schema')),
    fc.record({ anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ type: fc.constant('array'), items: tie('schema') }),
  ),
}));

function objectSchema(child: fc.Arbitrary<JsonValue>): fc.Arbitrary<JsonObject> {
  return fc
    .record({
      props: fc.array(fc.tuple(propName, child, fc.boolean()), { maxLength: 4 }),
      additionalProperties: fc.option(fc.boolean(), { nil: undefined }),
      description: fc.option(hostile, { nil: undefined }),
    })
    .map(({ props, additionalProperties, description }) => {
      const out: JsonObject = { type: 'object', properties: objectOf(props.map(([k, v]) => [k, v])) };
      const required = props.filter(([, , r]) => r).map(([k]) => k);
      if (required.length > 0) out.required = required;
      if (additionalProperties !== undefined) out.additionalProperties = additionalProperties;
      if (description !== undefined) out.description = description;
      return out;
    });
}

/**
 * Schemas: mostly a real object schema; now and then any JSON at all (a
 * malformed definition: rare, because one such field makes the whole
 * definition malformed, and most tools should reach the analyses).
 */
const inputSchema: fc.Arbitrary<JsonValue> = fc.oneof({ weight: 15, arbitrary: objectSchema(realSchema) }, { weight: 1, arbitrary: json(3) });
const outputSchema: fc.Arbitrary<JsonValue> = fc.oneof({ weight: 15, arbitrary: objectSchema(realSchema) }, { weight: 1, arbitrary: json(3) });

/** MCP annotations with booleans, and with what a hostile server sends instead. */
const hint = fc.oneof({ weight: 3, arbitrary: fc.boolean() }, { weight: 1, arbitrary: json(1) });
const annotations: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 15, arbitrary: fc.record({ readOnlyHint: hint, destructiveHint: hint, idempotentHint: hint, openWorldHint: hint, title: hostile }, { requiredKeys: [] }).map(dropUndefined) },
  { weight: 1, arbitrary: json(2) },
);

/** A JSON value with every lone surrogate (in keys too) replaced by U+FFFD. */
function withoutLoneSurrogates(value: JsonValue): JsonValue {
  if (typeof value === 'string') return value.replace(/\p{Cs}/gu, '\uFFFD');
  if (Array.isArray(value)) return value.map(withoutLoneSurrogates);
  if (value !== null && typeof value === 'object') return objectOf(Object.entries(value).map(([k, v]) => [k.replace(/\p{Cs}/gu, '\uFFFD'), withoutLoneSurrogates(v)]));
  return value;
}

/**
 * A lone surrogate anywhere in a definition makes it malformed (RFC 8785
 * cannot canonicalize it: src/analysis/entries.ts). That is tested, in one
 * definition in ten; the others lose theirs, so that most tools reach the
 * analyses behind the fingerprint.
 */
function mostlyWellFormed<T extends JsonValue>(arb: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(arb, fc.nat(9)).map(([v, k]) => (k === 0 ? v : (withoutLoneSurrogates(v) as T)));
}

/** A tool definition as a server sends it (name and inputSchema are sometimes not what MCP says: malformed_definition). */
const toolDef: fc.Arbitrary<JsonObject> = mostlyWellFormed(
  fc
    .record(
      {
        name: fc.oneof({ weight: 25, arbitrary: toolName }, { weight: 1, arbitrary: json(1) }),
        title: hostile,
        description,
        inputSchema,
        outputSchema,
        annotations,
      },
      { requiredKeys: ['name', 'description', 'inputSchema'] },
    )
    .map(dropUndefined),
);

/** One edit of a locked tool: what the live server changed. */
const toolEdit: fc.Arbitrary<JsonObject> = mostlyWellFormed<JsonObject>(
  fc.oneof(
    fc.record({ description }),
    fc.record({ inputSchema }),
    fc.record({ outputSchema }),
    fc.record({ annotations }),
    fc.record({ title: hostile }),
    // A rename: the old name is removed, the new one added.
    fc.record({ name: toolName }),
  ),
);

const prompt: fc.Arbitrary<JsonObject> = mostlyWellFormed(
  fc.record({ name: toolName, description: hostile, arguments: fc.array(fc.record({ name: hostile, description: hostile, required: fc.boolean() }), { maxLength: 2 }) }).map(dropUndefined),
);
const resourceTemplate: fc.Arbitrary<JsonObject> = mostlyWellFormed(fc.record({ name: toolName, uriTemplate: hostile, description: hostile }).map(dropUndefined));

// ---------------------------------------------------------------- servers

/** Labels the catalog schema allows (letters, digits, _ . -); hostile text goes in names, errors and instructions. */
const LABELS = ['alpha', 'gh', 'srv.1', 'x-y_2', 'constructor'] as const;

/**
 * Where a server is: in the lock and the catalog (both), in the lock only (no
 * longer declared: server_removed), in the catalog only (server_not_locked),
 * or live only (not declared at all).
 */
type Role = 'both' | 'lockOnly' | 'catalogOnly' | 'liveOnly';
/** How the live read of a server went: ok, incomplete (a partial list), unreachable, ok but not complete, or absent from the snapshot. */
type Presence = 'ok' | 'incomplete' | 'unreachable' | 'okNotComplete' | 'missing';

const MAX_TOOLS = 4;

interface ServerPlan {
  label: string;
  role: Role;
  /** For a server only live (not declared): its label in the snapshot, which nothing constrains but minLength 1. */
  liveLabel: string | null;
  tools: JsonObject[];
  prompts: JsonObject[];
  resourceTemplates: JsonObject[];
  instructions?: string;
  protocolVersion: string;
  live: {
    presence: Presence;
    error: string;
    /** Per locked tool (by index): kept live or removed. */
    keep: boolean[];
    /** Per locked tool (by index): an edit, or none. */
    edits: (JsonObject | null)[];
    added: JsonObject[];
    versionBump: boolean;
    /** The server's name in serverInfo, when it changed (server_changed quotes it). */
    serverName: string | null;
    /** The live instructions and protocol version: null when the same as locked (most of the time: else server_changed in every run). */
    instructions: string | null;
    protocolVersion: string | null;
  };
}

const mostlyNull = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

const serverPlan: fc.Arbitrary<ServerPlan> = fc.record(
  {
    label: fc.constantFrom(...LABELS),
    role: fc.constantFrom<Role>('both', 'both', 'both', 'both', 'lockOnly', 'catalogOnly', 'liveOnly'),
    liveLabel: fc.option(nonEmpty, { nil: null }),
    tools: fc.array(toolDef, { minLength: 1, maxLength: MAX_TOOLS }),
    prompts: fc.array(prompt, { maxLength: 1 }),
    resourceTemplates: fc.array(resourceTemplate, { maxLength: 1 }),
    instructions: hostileOrHuge,
    protocolVersion: fc.oneof({ weight: 4, arbitrary: fc.constant('2025-11-25') }, { weight: 1, arbitrary: hostile }),
    live: fc.record(
      {
        presence: fc.oneof(
          { weight: 8, arbitrary: fc.constant<Presence>('ok') },
          { weight: 1, arbitrary: fc.constantFrom<Presence>('incomplete', 'unreachable', 'okNotComplete', 'missing') },
        ),
        error: hostileOrHuge,
        keep: fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }), { minLength: MAX_TOOLS, maxLength: MAX_TOOLS }),
        edits: fc.array(fc.option(toolEdit, { nil: null, freq: 3 }), { minLength: MAX_TOOLS, maxLength: MAX_TOOLS }),
        added: fc.array(toolDef, { maxLength: 2 }),
        versionBump: fc.boolean(),
        serverName: mostlyNull(hostile),
        instructions: mostlyNull(hostile),
        protocolVersion: mostlyNull(hostile),
      },
    ),
  },
  { requiredKeys: ['label', 'role', 'liveLabel', 'tools', 'prompts', 'resourceTemplates', 'protocolVersion', 'live'] },
);

const instructionsHash = (text: string | undefined) => (text === undefined ? null : `sha256:${createHash('sha256').update(text.normalize('NFC')).digest('hex')}`);

function lockedServer(plan: ServerPlan): ServerSnapshot {
  return serverSnapshot(plan.label, plan.tools, {
    prompts: plan.prompts,
    resourceTemplates: plan.resourceTemplates,
    protocolVersion: plan.protocolVersion,
    instructionsHash: instructionsHash(plan.instructions),
    ...(plan.instructions !== undefined ? { instructions: plan.instructions } : {}),
  });
}

/** The live server: locked tools kept, removed or edited, new ones added; or not read completely. */
function liveServer(plan: ServerPlan, labels: Set<string>): ServerSnapshot | undefined {
  const { live } = plan;
  if (live.presence === 'missing') return undefined;
  // Labels stay unique in a snapshot (a label listed twice: property 2b/3b at the end).
  const label = plan.role === 'liveOnly' && plan.liveLabel !== null && !labels.has(plan.liveLabel) ? plan.liveLabel : plan.label;
  // (For a server not in the lock, plan.tools are simply its live tools.)
  let tools = plan.tools.flatMap((t, i) => (live.keep[i] ? [{ ...t, ...(live.edits[i] ?? {}) }] : [])).concat(live.added);
  const instructions = live.instructions ?? plan.instructions;
  const extra: Partial<ServerSnapshot> = {
    protocolVersion: live.protocolVersion ?? plan.protocolVersion,
    serverInfo: { name: live.serverName ?? `${plan.label}-server`, version: live.versionBump ? '1.1.0' : '1.0.0' },
    instructionsHash: instructionsHash(instructions),
    ...(instructions !== undefined ? { instructions } : {}),
    prompts: plan.prompts,
    resourceTemplates: plan.resourceTemplates,
  };
  if (live.presence === 'unreachable') return serverSnapshot(label, [], { ...extra, status: 'unreachable', complete: false, error: live.error, protocolVersion: undefined, serverInfo: undefined, prompts: [], resourceTemplates: [] });
  if (live.presence === 'incomplete') {
    tools = tools.slice(0, Math.ceil(tools.length / 2));
    return serverSnapshot(label, tools, { ...extra, status: 'incomplete', complete: false, error: live.error });
  }
  return serverSnapshot(label, tools, { ...extra, complete: live.presence === 'ok' });
}

// ---------------------------------------------------------------- catalog

const EFFECTS: Effect[] = ['read', 'propose', 'write', 'undeclared'];
const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low', 'info'];

const target = fc.record({ tenant: hostile, subscription: hostile, project: hostile, environment: hostile }, { requiredKeys: [] }).map(dropUndefined);

const toolDecl: fc.Arbitrary<ToolDecl> = fc
  .record(
    {
      effect: fc.constantFrom(...EFFECTS),
      approval: fc.constantFrom('never' as const, 'always' as const, 'on-write' as const),
      identity: hostile,
      target,
      owner: hostile,
      intents: fc.array(nonEmpty.map((s) => s.slice(0, 500)), { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ['effect'] },
  )
  .map((d) => dropUndefined(d) as unknown as ToolDecl);

/** How a declaration picks its key: exactly one tool (escaped or as written), all tools of a server, a prefix, or a hostile pattern. */
type KeyKind = 'exact' | 'raw' | 'star' | 'prefix' | 'hostilePattern';
interface DeclPlan {
  pick: number;
  kind: KeyKind;
  decl: ToolDecl;
  /** What the lock approved instead, when the catalog changed it since (declaration_changed). */
  locked: ToolDecl | null;
  text: string;
}
const declPlan: fc.Arbitrary<DeclPlan> = fc.record({
  pick: fc.nat(1_000),
  kind: fc.constantFrom<KeyKind>('exact', 'exact', 'raw', 'star', 'prefix', 'hostilePattern'),
  decl: toolDecl,
  locked: fc.option(toolDecl, { nil: null, freq: 4 }),
  text: hostile,
});

/** Rules a waiver names: real ones that findings have, and invalid ones (unknown, evidence, fix-only). */
const waiverRule = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('hidden_unicode', 'ansi_escape', 'instruction_text', 'server_changed', 'tool_added', 'mutable_contract', 'contract_changed', 'tool_removed', 'semantic_overlap', 'exact_name', 'schema_breaking', 'owner_missing', 'undeclared_target', 'server_not_locked', 'malformed_definition', 'declaration_changed') },
  { weight: 2, arbitrary: fc.constantFrom(...RULES.keys()) },
  { weight: 1, arbitrary: fc.constantFrom('no_such_rule', 'server_unreachable', 'incomplete_discovery', 'undeclared_effect', 'waiver_invalid') },
);
interface WaiverPlan {
  rule: string;
  picks: number[];
  reason: string;
  owner: string;
  expires: string;
}
const waiverPlan: fc.Arbitrary<WaiverPlan> = fc.record({
  rule: waiverRule,
  picks: fc.array(fc.nat(1_000), { minLength: 1, maxLength: 3 }),
  reason: nonEmpty,
  owner: nonEmpty,
  // Valid, expired, expiring today (still valid through the day), expired yesterday.
  expires: fc.constantFrom('2099-12-31', '2020-01-01', '2026-06-01', '2026-05-31'),
});

function mayOverride(rule: string, severity: Severity): boolean {
  const known = RULES.get(rule)!;
  return !(known.evidence || known.fixOnly) || SEVERITY_ORDER.indexOf(severity) <= SEVERITY_ORDER.indexOf(known.severity);
}

const policy = fc.record(
  {
    failOn: fc.constantFrom(...SEVERITIES),
    // Overrides a catalog may hold: an evidence or fix-only rule only raised (a catalog lowering one is refused).
    severity: fc
      .array(fc.tuple(fc.constantFrom(...RULES.keys()), fc.constantFrom(...SEVERITIES)), { maxLength: 3 })
      .map((e) => Object.fromEntries(e.filter(([rule, severity]) => mayOverride(rule, severity))) as Record<string, Severity>),
  },
  { requiredKeys: [] },
);

interface Plan {
  servers: ServerPlan[];
  decls: DeclPlan[];
  waivers: WaiverPlan[];
  owner?: string;
  policy?: Catalog['policy'];
  serverDecls: { identity?: string; target?: JsonObject }[];
}

const planArb: fc.Arbitrary<Plan> = fc.record(
  {
    servers: fc.uniqueArray(serverPlan, { selector: (s) => s.label, minLength: 1, maxLength: 4 }),
    decls: fc.array(declPlan, { maxLength: 6 }),
    waivers: fc.array(waiverPlan, { maxLength: 3 }),
    owner: hostile,
    policy,
    serverDecls: fc.array(fc.record({ identity: hostile, target }, { requiredKeys: [] }), { minLength: LABELS.length, maxLength: LABELS.length }),
  },
  { requiredKeys: ['servers', 'decls', 'waivers', 'serverDecls'] },
);

/** The inputs of one check, as the files the CLI reads. */
interface Inputs {
  catalogText: string;
  lockText: string;
  snapshotText: string;
}

const inCatalog = (p: ServerPlan) => p.role === 'both' || p.role === 'catalogOnly';
const inLock = (p: ServerPlan) => p.role === 'both' || p.role === 'lockOnly';

/** Runtime ids of the string-named tools a server shows, locked or live (NFC: as entriesOf keys them). */
function idsOf(plan: ServerPlan, live: ServerSnapshot | undefined): string[] {
  const names = [...plan.tools, ...(live?.tools ?? [])].map((t) => t.name).filter((n): n is string => typeof n === 'string' && n.length > 0);
  return [...new Set(names.map((n) => `${plan.label}/${n.normalize('NFC')}`))].sort();
}

function catalogFrom(plan: Plan, labels: string[], ids: string[], which: 'live' | 'locked'): Catalog {
  const servers: Record<string, ServerDecl> = {};
  for (const label of labels) {
    const extra = plan.serverDecls[LABELS.indexOf(label as (typeof LABELS)[number])] ?? {};
    servers[label] = { connect: { transport: 'stdio', command: 'node' }, ...(dropUndefined(extra) as Partial<ServerDecl>) };
  }
  const tools: Record<string, ToolDecl> = {};
  for (const d of labels.length === 0 ? [] : plan.decls) {
    const id = ids.length > 0 ? ids[d.pick % ids.length] : undefined;
    const label = id ? id.slice(0, id.indexOf('/')) : labels[d.pick % labels.length];
    const name = id ? id.slice(id.indexOf('/') + 1) : '';
    let key: string;
    const exact = id !== undefined && d.kind === 'exact';
    if (exact) key = keyForId(id);
    else if (id && d.kind === 'raw') key = id;
    else if (id && d.kind === 'prefix') key = `${label}/${name.slice(0, 3)}*`;
    else if (d.kind === 'hostilePattern') key = `${label}/${d.text}*`;
    else key = `${label}/*`;
    const decl = which === 'locked' && d.locked ? d.locked : d.decl;
    // Intents are read from exact keys only; the catalog rejects them on a pattern.
    const { intents, ...rest } = decl;
    tools[key] = exact && intents ? decl : rest;
  }
  const catalog: Catalog = { version: 1, agent: 'agent', servers, tools };
  if (plan.owner !== undefined) catalog.owner = plan.owner;
  if (plan.policy !== undefined) catalog.policy = plan.policy;
  // What a waiver may list: a tool key of the catalog, a runtime id of a declared server, or <label>/* for a server-level finding.
  const listable = [...ids, ...Object.keys(tools), ...labels.map((l) => `${l}/*`)];
  const waivers: Waiver[] = plan.waivers.map((w) => ({ rule: w.rule, tools: [...new Set(w.picks.map((p) => listable[p % listable.length]))], reason: w.reason, owner: w.owner, expires: w.expires }));
  if (labels.length > 0 && waivers.length > 0) catalog.waivers = waivers;
  return catalog;
}

/** The three files of one check, from a plan; every one is checked to be what its format allows (else the generator is wrong). */
function inputsOf(plan: Plan): Inputs {
  const catalogLabels = plan.servers.filter(inCatalog).map((p) => p.label);
  const labels = new Set(plan.servers.map((p) => p.label));
  const lives = new Map(plan.servers.map((p) => [p.label, liveServer(p, labels)]));
  const ids = plan.servers.filter(inCatalog).flatMap((p) => idsOf(p, lives.get(p.label)));
  const catalog = catalogFrom(plan, catalogLabels, ids, 'live');
  const lockCatalog = catalogFrom(plan, catalogLabels, ids, 'locked');
  // As discovery writes it and `lock` reads it: through JSON.
  const locked = JSON.parse(JSON.stringify(buildSnapshot(plan.servers.filter(inLock).map(lockedServer)))) as Snapshot;
  const lock = buildLock(locked, (id) => declaredFor(lockCatalog, id)).lock;
  const live = buildSnapshot(plan.servers.map((p) => lives.get(p.label)).filter((s): s is ServerSnapshot => s !== undefined));
  return { catalogText: YAML.stringify(catalog), lockText: serializeLock(lock), snapshotText: JSON.stringify(live) };
}

const inputsArb: fc.Arbitrary<{ plan: Plan; inputs: Inputs }> = planArb.map((plan) => ({ plan, inputs: inputsOf(plan) }));

// ---------------------------------------------------------------- the pipeline

interface Run {
  catalog: Catalog;
  lock: LockFile;
  snapshot: Snapshot;
  /** The ids of the tools the analysis looked at (analysis.tools). */
  tools: string[];
  verdict: Verdict;
  report: Report;
  renders: Record<Format, string>;
}

/** What `check --snapshot` does once the files are read (src/commands/check.ts checkOne, then render). */
function pipeline(inputs: Inputs, shuffle?: (servers: ServerSnapshot[]) => ServerSnapshot[]): Run {
  const loaded = parseCatalog(inputs.catalogText, CATALOG_FILE);
  const { catalog } = loaded;
  const lock = JSON.parse(inputs.lockText) as LockFile;
  const snapshot = JSON.parse(inputs.snapshotText) as Snapshot;
  if (shuffle) snapshot.servers = shuffle(snapshot.servers);
  const analysis = analyze({ catalog, lock, snapshot }, ANALYZERS);
  const judged = applyPolicy(analysis.findings, catalog.policy, catalog.waivers, NOW);
  const failOn = catalog.policy?.failOn ?? 'medium';
  const verdict = decide(judged, { mode: 'snapshot', failOn, effectOf: (id) => effectiveEffect(analysis.declaredOf(id)) });
  const report = buildReport({
    catalog,
    catalogPath: CATALOG_SHOWN,
    mode: 'snapshot',
    snapshot,
    findings: judged,
    verdict,
    lockDigest: lock.catalogDigest,
    liveDigest: analysis.liveDigest,
    toolCount: Object.keys(analysis.tools).length,
    failOn,
  });
  const locate = () => locator(loaded, CATALOG_SHOWN);
  const renders = Object.fromEntries(FORMATS.map((format) => [format, render([report], format, locate)])) as Record<Format, string>;
  return { catalog, lock, snapshot, tools: Object.keys(analysis.tools), verdict, report, renders };
}

// ---------------------------------------------------------------- sink checks

/** C0/C1 controls but tab and newline, DEL. */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
/**
 * What src/report/escape.ts promises never reaches a sink raw: format characters (bidi controls, zero-width, tags,
 * BOM), line/paragraph separators, lone surrogates, and every default-ignorable code point (Hangul fillers,
 * variation selectors, soft hyphen...).
 */
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;

/** Lines outside fenced code blocks, and whether a fence was left open (CommonMark: a closing fence is at least as long, nothing after it). */
function outsideFences(md: string): { outside: string[]; unclosed: string | null } {
  const outside: string[] = [];
  let open: string | null = null;
  for (const line of md.split('\n')) {
    if (open === null) {
      const m = /^ {0,3}(`{3,})([^`]*)$/.exec(line);
      if (m) open = m[1];
      else outside.push(line);
    } else if (new RegExp(`^ {0,3}\`{${open.length},} *$`).test(line)) open = null;
  }
  return { outside, unclosed: open };
}

/** The tags renderMarkdown writes itself (src/report/markdown.ts renderBlock): anything else `<x` outside a fence is hostile HTML. */
const OWN_TAGS = ['<details>', '</details>', '<summary>', '</summary>'];

function htmlTagsIn(line: string): string[] {
  const found: string[] = [];
  for (const m of line.matchAll(/<[A-Za-z/!?]/g)) {
    if (!OWN_TAGS.some((tag) => line.startsWith(tag, m.index))) found.push(line.slice(m.index, m.index + 30));
  }
  return found;
}

// SARIF 2.1.0 is a draft-04 schema (CommonJS: load it with require), as in test/unit/sarif.test.ts.
const require = createRequire(import.meta.url);
const Ajv4: typeof import('ajv-draft-04').default = require('ajv-draft-04');
const sarifSchema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
const validateSarif = new Ajv4({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(sarifSchema);

/** The servers the catalog declares that were not read completely (absent from the snapshot, not ok, or ok but incomplete): drift.ts's reading. */
function unreadServers(catalog: Catalog, snapshot: Snapshot): string[] {
  const byLabel = new Map(snapshot.servers.map((s) => [s.label, s]));
  return Object.keys(catalog.servers).filter((label) => {
    const s = byLabel.get(label);
    return !s || s.status !== 'ok' || !s.complete;
  });
}

const evidenceMissing = (catalog: Catalog, snapshot: Snapshot): boolean => unreadServers(catalog, snapshot).length > 0;

/**
 * Rules that say the live catalog does not match the lock, or that evidence
 * is missing. decide.ts's PREVENTS_PROMOTION is not exported: these are the
 * drift and evidence rules among them as its comment and drift.ts name them
 * (a subset, so the property is weaker than the real set, never stronger).
 */
const DRIFT_OR_EVIDENCE = new Set([
  'tool_added', 'tool_removed', 'contract_changed', 'mutable_contract', 'schema_breaking', 'schema_change', 'annotation_flip', 'declaration_changed',
  'server_changed', 'prompt_changed', 'resource_template_changed', 'server_not_locked', 'server_removed', 'malformed_definition', 'duplicate_name',
  'server_unreachable', 'incomplete_discovery',
]);

// ---------------------------------------------------------------- properties

const tmp = mkdtempSync(join(tmpdir(), 'pipeline-properties-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the whole pure pipeline on hostile inputs', () => {
  it('the generator builds only files the formats allow (catalog schema, lock schema, snapshot schema)', () => {
    // Not a property of the code under test: it keeps the generators honest, so that a failure below is never "the input was impossible".
    fc.assert(
      fc.property(inputsArb, ({ inputs }) => {
        expect(() => parseCatalog(inputs.catalogText, CATALOG_FILE)).not.toThrow();
        expect(validateSnapshotDocument(JSON.parse(inputs.snapshotText))).toEqual([]);
        expect(validateLock(JSON.parse(inputs.lockText))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('1. nothing throws: hostile text never crashes the analysis, the policy or a renderer', () => {
    // A crash is a denial of review: a server that names a tool badly must not stop the check that would catch it.
    fc.assert(
      fc.property(inputsArb, ({ inputs }) => {
        const run = pipeline(inputs);
        for (const format of FORMATS) expect(typeof run.renders[format]).toBe('string');
      }),
      { numRuns: RUNS },
    );
  });

  it('2. deterministic: the same files give byte-identical renders, whatever ran before, and the order of servers in the snapshot changes nothing', () => {
    // The reports are diffed, posted as comments and uploaded as alerts: run-to-run noise would hide real changes.
    // The analysis keeps caches between calls (tokenize, lint; the gateway calls it again and again in one process):
    // another input analysed in between must change nothing. Discovery finishes servers in whatever order the network decides.
    fc.assert(
      fc.property(inputsArb, inputsArb, fc.integer(), ({ inputs }, other, seed) => {
        const a = pipeline(inputs);
        pipeline(other.inputs);
        const b = pipeline(structuredClone(inputs));
        for (const format of FORMATS) expect(b.renders[format], format).toBe(a.renders[format]);
        const mixed = pipeline(inputs, (servers) => shuffled(servers, seed));
        expect(mixed.renders.json).toBe(a.renders.json);
      }),
      { numRuns: RUNS },
    );
  }, SLOW_PROPERTY_TIMEOUT);

  it('3. fails closed: when a declared server was not read completely, the exit code is not 0 and the release is not promoted', () => {
    // Missing evidence is never a pass: an unreachable server could be serving anything.
    fc.assert(
      fc.property(inputsArb, ({ inputs }) => {
        const run = pipeline(inputs);
        if (!evidenceMissing(run.catalog, run.snapshot)) return;
        expect(run.verdict.exitCode).not.toBe(0);
        expect(run.verdict.decision).not.toBe('promote');
        expect(run.report.exitCode).not.toBe(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('4. the JSON report validates against schemas/report.schema.json; the SARIF log against SARIF 2.1.0', () => {
    // Consumers (the Action, code scanning) parse these documents: one invalid file fails the upload or the gate.
    fc.assert(
      fc.property(inputsArb, ({ inputs }) => {
        const run = pipeline(inputs);
        expect(validateReportDocument(JSON.parse(run.renders.json))).toEqual([]);
        const sarif = JSON.parse(run.renders.sarif);
        expect(validateSarif(sarif), JSON.stringify(validateSarif.errors?.slice(0, 3))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('5. text render: no workflow command, no control character but \\n and \\t, no raw bidi or invisible character', () => {
    // The text report is printed to CI logs and terminals: `::` starts a workflow command, ESC drives the terminal,
    // bidi controls make a name read as another (src/report/escape.ts logText/logInline).
    fc.assert(
      fc.property(inputsArb, ({ inputs }) => {
        const text = pipeline(inputs).renders.text;
        for (const line of text.split('\n')) expect(line, 'a line starting a workflow command').not.toMatch(/^\s*::/);
        expect(text).not.toMatch(CONTROL);
        expect(text).not.toMatch(INVISIBLE);
      }),
      { numRuns: RUNS },
    );
  });

  it('6. Markdown render: no hostile HTML tag, no @mention, at most 65,536 characters, every fence and <details> closed', () => {
    // The Markdown report is a pull-request comment: raw HTML renders, @mentions notify people, an unclosed fence or
    // <details> swallows the rest of the comment, and GitHub refuses a comment over 65,536 characters.
    // (Inside a fenced block GitHub shows text literally: hostile text kept there as evidence is inert.)
    fc.assert(
      fc.property(inputsArb, ({ inputs }) => {
        const md = pipeline(inputs).renders.markdown;
        expect(md.length).toBeLessThanOrEqual(MARKDOWN_LIMIT);
        const { outside, unclosed } = outsideFences(md);
        expect(unclosed, 'a fence left open').toBeNull();
        expect(outside.flatMap(htmlTagsIn), 'HTML outside fences').toEqual([]);
        // A mention is `@` after a non-word character (an e-mail address is not one).
        expect(outside.filter((l) => /(^|[^A-Za-z0-9_])@[A-Za-z0-9]/.test(l)), 'mentions outside fences').toEqual([]);
        const text = outside.join('\n');
        expect(text.split('<details>').length, '<details> balanced').toBe(text.split('</details>').length);
        // Fenced or not, invisible characters are shown as \u{…} (markdownInline, markdownFence); the only raw one is
        // the zero-width space markdownInline puts after `@`, `#`, `:` or `GH` so that GitHub links no mention,
        // reference or emoji.
        expect(md).not.toMatch(CONTROL);
        // (In raw HTML — a section's <summary> — `#` is written without its backslash, the zero-width space after it all the same.)
        expect(md.replace(/(@|\\?#|&#58;)\u200B/g, '$1').replace(/(gh)\u200B\\?-/gi, '$1-')).not.toMatch(INVISIBLE);
      }),
      { numRuns: RUNS },
    );
  });

  it('7. the decision agrees with the exit code and the findings', () => {
    // A rollback that exits 0 would pass the gate it is meant to stop; a promotion over unapproved drift or missing
    // evidence would ship what nobody reviewed.
    fc.assert(
      fc.property(inputsArb, ({ inputs }) => {
        const { verdict, report } = pipeline(inputs);
        expect(report.decision).toBe(verdict.decision);
        expect(report.exitCode).toBe(verdict.exitCode);
        if (verdict.decision === 'rollback') expect(verdict.exitCode).toBe(1);
        if (verdict.decision === 'promote') {
          const active = report.findings.filter((f) => !f.waived);
          expect(active.filter((f) => DRIFT_OR_EVIDENCE.has(f.rule) || RULES.get(f.rule)?.evidence).map((f) => f.rule)).toEqual([]);
          expect(verdict.exitCode).toBe(0);
        }
        // Evidence is never waived (waivers.ts): a waived finding of an evidence rule would be a silent pass.
        expect(report.findings.filter((f) => f.waived && RULES.get(f.rule)?.evidence).map((f) => f.rule)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('8. (extra) SARIF carries no raw bidi, zero-width, tag or control character anywhere in the file', () => {
    // src/report/sarif.ts documents it: every string a SARIF viewer shows goes through visible(); code scanning shows them in alerts.
    fc.assert(
      fc.property(inputsArb, ({ inputs }) => {
        const sarif = pipeline(inputs).renders.sarif;
        // JSON.stringify escapes C0 controls and lone surrogates itself; what is left raw must be visible text.
        expect(sarif).not.toMatch(CONTROL);
        expect(sarif).not.toMatch(INVISIBLE);
        const parsed = JSON.stringify(JSON.parse(sarif));
        expect(parsed.replace(/\\\\/g, '').match(/\\u[dD][89a-fA-F][0-9a-fA-F]{2}/g) ?? [], 'lone surrogates escaped by JSON').toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('9. (extra) the lock buildLock writes from a hostile snapshot is read back by loadLock', async () => {
    // `lock` writes what `check` must read: a lock that fails its own hash checks would block every later check.
    await fc.assert(
      fc.asyncProperty(inputsArb, async ({ inputs }) => {
        const path = join(tmp, 'agent.lock.json');
        writeFileSync(path, inputs.lockText);
        const lock = await loadLock(path);
        expect(lock).toBeDefined();
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  // Found by this file: analyze() kept the locked tools of unread servers by status alone (an ok server cut short lost its tools).
  it('10. (extra) the locked tools of a declared server not read completely still count (collisions, declarations)', () => {
    // analyze.ts: "locked tools of servers that could not be read (their last approved contract still counts for
    // collisions)". A server whose read was cut short must not take its tools out of the collision analysis.
    fc.assert(
      fc.property(inputsArb, ({ inputs }) => {
        const run = pipeline(inputs);
        const unread = new Set(unreadServers(run.catalog, run.snapshot));
        const locked = Object.keys(run.lock.tools).filter((id) => unread.has(id.slice(0, id.indexOf('/'))));
        expect(locked.filter((id) => !run.tools.includes(id))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  // Found by this file: a label listed twice was read last-entry-wins (an unreachable entry hidden by a complete one: promote, exit 0).
  it('2b/3b. a label listed twice in the snapshot: the order of its entries changes nothing, and an entry not read completely is never a pass', () => {
    // The snapshot schema (and ServerSnapshot[]) allow a label twice, e.g. two discovery runs merged by hand.
    // Whatever the order, one entry saying "unreachable" is missing evidence.
    fc.assert(
      fc.property(inputsArb, fc.nat(), ({ inputs }, pick) => {
        const snapshot = JSON.parse(inputs.snapshotText) as Snapshot;
        const catalog = parseCatalog(inputs.catalogText, CATALOG_FILE).catalog;
        const declared = snapshot.servers.filter((s) => Object.hasOwn(catalog.servers, s.label));
        fc.pre(declared.length > 0);
        const twin = declared[pick % declared.length];
        const down = serverSnapshot(twin.label, [], { status: 'unreachable', complete: false, error: 'down', protocolVersion: undefined, serverInfo: undefined });
        const at = snapshot.servers.indexOf(twin);
        const withServers = (servers: ServerSnapshot[]): Inputs => ({ ...inputs, snapshotText: JSON.stringify({ ...snapshot, servers }) });
        const downFirst = pipeline(withServers([...snapshot.servers.slice(0, at), down, ...snapshot.servers.slice(at)]));
        const downLast = pipeline(withServers([...snapshot.servers.slice(0, at + 1), down, ...snapshot.servers.slice(at + 1)]));
        expect(downFirst.renders.json).toBe(downLast.renders.json);
        for (const run of [downFirst, downLast]) {
          expect(run.verdict.exitCode).not.toBe(0);
          expect(run.verdict.decision).not.toBe('promote');
        }
      }),
      { numRuns: RUNS },
    );
  });
});
