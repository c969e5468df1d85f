// The content analyses plugged into analyze(): schema change classes and
// annotation flips for changed tools; overlap and lint over the aggregated catalog.
import { stableStringify } from '../util/stable-json.js';
import { rule } from '../rules/rules.js';
import type { Finding, LockedEntry } from '../types.js';
import type { Analyzers } from './analyze.js';
import { keyedByIds, type CollisionTool } from './collisions.js';
import { lintInstructions, lintListEntry, lintTools, type LintContext } from './lint.js';
import { project } from '../contract/projection.js';
import { findOverlapGroups } from './similarity/overlap.js';
import { ACTION_NAMED_PARAMS, allActions, unionActions } from './lint/parameter-walk.js';
import { annotationFlips, classifySchemaChanges, type SchemaRole } from './schema-changes/index.js';
import type { Catalog, LockFile, Snapshot } from '../types.js';
import { compileToolDecls } from '../lock/tool-decls.js';
import { isPattern, parseToolKey } from '../lock/tool-pattern.js';
import { append } from '../util/append.js';

const SCHEMA_FIELD: Record<SchemaRole, 'inputSchema' | 'outputSchema'> = { input: 'inputSchema', output: 'outputSchema' };

/** One finding per schema change (with its JSON pointer) and per annotation flip. */
export function explainToolChange(id: string, approved: LockedEntry, live: LockedEntry, nowMs?: number): Finding[] {
  const findings: Finding[] = [];
  const servers = [id.slice(0, id.indexOf('/'))];
  for (const role of ['input', 'output'] as const) {
    const field = SCHEMA_FIELD[role];
    if (approved.fields[field] === live.fields[field]) continue;
    for (const change of classifySchemaChanges(role, approved.definition[field], live.definition[field], nowMs)) {
      const ruleId = change.breaking ? 'schema_breaking' : 'schema_change';
      findings.push({
        rule: ruleId,
        severity: rule(ruleId).severity,
        tools: [id],
        servers,
        message: `${id}: ${change.message}`,
        details: { schema: field, pointer: change.pointer, change: change.change, breaking: change.breaking, ...(change.inert ? { inert: true } : {}) },
      });
    }
  }
  if (approved.fields.annotations !== live.fields.annotations) {
    for (const flip of annotationFlips(approved.definition.annotations, live.definition.annotations)) {
      findings.push({
        rule: 'annotation_flip',
        severity: flip.risky ? rule('annotation_flip').severity : 'low',
        tools: [id],
        servers,
        message: `${id}: ${flip.message}`,
        details: { hint: flip.hint, from: flip.from ?? null, to: flip.to ?? null, risky: flip.risky } as never,
      });
    }
  }
  return findings;
}

/**
 * Content lint over every tool of the aggregated catalog, and over the
 * instructions, prompts and resource templates of the servers the catalog
 * declares (a snapshot entry for a server it does not declare is no part of
 * the agent's catalog: drift ignores it too).
 */
export function lintCatalog(tools: CollisionTool[], snapshot: Snapshot | undefined, catalog: Pick<Catalog, 'servers'>, lock?: LockFile): Finding[] {
  const context: LintContext = {
    toolNames: new Set(tools.map((t) => t.id)),
    serverLabels: new Set(tools.map((t) => t.id.slice(0, t.id.indexOf('/')))),
  };
  const findings: Finding[] = [];
  const inputs = tools.map((t) => ({ id: t.id, server: t.id.slice(0, t.id.indexOf('/')), definition: t.entry.definition, declaredEffect: t.declared.effect, ...(t.declared.approval !== undefined ? { declaredApproval: t.declared.approval } : {}) }));
  for (const found of lintTools(inputs, context)) append(findings, found);
  // Offline (no snapshot), the instructions as the lock approved them are what the agent gets: linted as well (an
  // outside survey's high finding on a server's instructions vanished with --offline).
  if (!snapshot && lock) {
    for (const [label, server] of Object.entries(lock.servers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (!Object.hasOwn(catalog.servers, label)) continue;
      if (typeof server.instructions === 'string' && server.instructions.length > 0) append(findings, lintInstructions(label, server.instructions, context));
    }
  }
  for (const server of snapshot?.servers ?? []) {
    if (!Object.hasOwn(catalog.servers, server.label)) continue;
    if (typeof server.instructions === 'string' && server.instructions.length > 0) append(findings, lintInstructions(server.label, server.instructions, context));
    // Prompts and resource templates reach the model too (their projection, as the lock records them).
    for (const kind of ['prompts', 'resourceTemplates'] as const) {
      for (const raw of server[kind] ?? []) {
        const projected = project(kind, raw);
        if (!('problem' in projected)) append(findings, lintListEntry(kind, server.label, projected.projection, context));
      }
    }
  }
  return findings;
}

const EFFECT_OF = (t: CollisionTool) => (t.declared.effect === 'undeclared' ? 'write' : t.declared.effect);

/**
 * Pairs kept in a group finding's details: every pair of a group of up to this many (a twenty-seventh held-out
 * survey's chained group of 31 tools showed 24 of its 44 pairs, a labelled one among those left out), the best-scored
 * ones past it; pairCount says how many there were.
 */
const GROUP_PAIRS_SHOWN = 50;
/** Tools named in a group finding's message; details.effects and tools list them all. */
const GROUP_TOOLS_NAMED = 5;

function nameList(ids: string[]): string {
  if (ids.length <= GROUP_TOOLS_NAMED) return ids.length === 2 ? `${ids[0]} and ${ids[1]}` : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
  return `${ids.slice(0, GROUP_TOOLS_NAMED).join(', ')} and ${ids.length - GROUP_TOOLS_NAMED} more`;
}

/** "a: read, b: write" for a few tools; counts per effect for many. */
function effectList(ids: string[], effectOf: (id: string) => string): string {
  if (ids.length <= GROUP_TOOLS_NAMED) return ids.map((id) => `${id}: ${effectOf(id)}`).join(', ');
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(effectOf(id), (counts.get(effectOf(id)) ?? 0) + 1);
  return [...counts].sort((x, y) => (x[0] < y[0] ? -1 : 1)).map(([effect, k]) => `${effect}: ${k}`).join(', ');
}

/**
 * semantic_overlap: different names that promise almost the same thing; high
 * when their effects differ. One finding per overlap group (the runbook's
 * "change.preview, deployment.plan and release.prepare promise almost the same
 * thing"): tools linked by overlapping pairs, directly or through each other.
 * A waiver covers a group when it covers every member: one that lists the
 * tools by name stops covering when a tool joins the group later (that tool
 * needs a review of its own); one written with patterns (`label/*`) keeps
 * covering members its patterns match. The group is high as soon as two of
 * its members' effects differ, even members linked only through others.
 */
/**
 * The parameter names overlap compares: the input's properties, or those of its one property when that is an object
 * every argument goes into (circleci's tools all take `{ params: { … } }`: their parameter overlap was 1.0 for any two).
 */
function parameterNames(inputSchema: unknown): string[] {
  const propertiesOf = (schema: unknown): Record<string, unknown> | undefined => {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return undefined;
    const properties = (schema as { properties?: unknown }).properties;
    return typeof properties === 'object' && properties !== null && !Array.isArray(properties) ? (properties as Record<string, unknown>) : undefined;
  };
  const top = propertiesOf(inputSchema);
  if (top === undefined) return [];
  const names = Object.keys(top);
  const inner = names.length === 1 ? propertiesOf(top[names[0]]) : undefined;
  return inner !== undefined && Object.keys(inner).length > 0 ? Object.keys(inner) : names;
}

/** A name's namespace: what comes before its first `__`, `.`, `:` or `/` (a gateway's `github__create_issue`), or ''. */
function namespaceOf(name: string): string {
  const m = /^(.+?)(?:__|[.:/])/.exec(name);
  return m ? m[1].toLowerCase() : '';
}
/** A name without a version or copy mark at its end (`send_email_v2`, `create_issue_2`, `search-copy`), folded. */
/** A name lower-cased, each run of separators one `_` (send-email-v2 = send_email_v2). */
const foldName = (name: string) => name.toLowerCase().replace(/[-_. ]+/g, '_');
function withoutCopyMark(name: string): string {
  const folded = foldName(name);
  // (Read on the last 40 characters: a mark is short, and a hostile name of digits ending in a letter would otherwise
  // be tried from each of its digits.)
  const mark = /_?(?:v?\d+|copy|new|old|alt|next|beta|legacy|dup|duplicate)$/.exec(folded.slice(-40));
  return mark ? folded.slice(0, folded.length - mark[0].length) : folded;
}
/** A description that says its tool is another's copy (deprecated, an alias, the same as, consolidated into…). */
const SAYS_COPY = /\bdeprecated\b|\balias(?:es)?\s+(?:of|for|to)\b|\bsame\s+as\b|\bconsolidated\s+into\b|\b(?:replaced|superseded)\s+by\b/i;

/**
 * Members of one server that may still come from several sources, or copy one another: names in different namespaces
 * (a gateway fronting several backends under one label: `github__create_issue`, `ghx__create_issue`), one name the
 * other's with a version or copy mark (`send_email_v2`, what an aggregator renames a clash to), or a description that
 * says its tool is a copy (deprecated, an alias). An outside red team slipped shadows of each kind through a first
 * reading of siblings that had none of these; none of the eleventh survey's 17 wrong sibling groups has one.
 */
function manySources(members: string[], definitionOf: (id: string) => Record<string, unknown>): boolean {
  const names = members.map((id) => String(definitionOf(id).name ?? id.slice(id.indexOf('/') + 1)));
  if (new Set(names.map(namespaceOf)).size > 1) return true;
  const folded = new Set(names.map(foldName));
  const marked = (n: string) => {
    const base = withoutCopyMark(n);
    return base !== '' && base !== foldName(n) && (folded.has(base) || names.some((o) => o !== n && withoutCopyMark(o) === base));
  };
  if (names.some(marked)) return true;
  return members.some((id) => {
    const description = definitionOf(id).description;
    return typeof description === 'string' && SAYS_COPY.test(description.slice(0, 2_000));
  });
}

export function semanticOverlaps(tools: CollisionTool[], catalog?: Pick<Catalog, 'tools'>): Finding[] {
  const byId = new Map(tools.map((t) => [t.id, t]));
  const resolve = compileToolDecls(catalog?.tools ?? {});
  // Declared intents come from a tool's exact key only: on a pattern, one intent would pair every tool it matches.
  const intentsOf = (id: string): string[] | undefined => {
    const found = resolve(id);
    return found && !isPattern(parseToolKey(found.key)!) && Array.isArray(found.decl.intents) ? found.decl.intents.filter((x) => typeof x === 'string') : undefined;
  };
  const inputs = tools.map((t) => {
    const properties = parameterNames(t.entry.definition.inputSchema);
    const union = unionActions(t.entry.definition, ACTION_NAMED_PARAMS);
    const actions = union?.map((u) => u.action) ?? allActions(t.entry.definition, ACTION_NAMED_PARAMS);
    return {
      id: t.id,
      name: String(t.entry.definition.name),
      description: typeof t.entry.definition.description === 'string' ? t.entry.definition.description : undefined,
      params: properties,
      intents: intentsOf(t.id),
      ...(actions !== undefined && actions.length > 1 ? { actions } : {}),
      ...(union !== undefined ? { actionDetails: Object.fromEntries(union.map((u) => [u.action, { ...(u.description !== undefined ? { description: u.description } : {}), params: u.params }])) } : {}),
    };
  });
  const defaultSeverity = rule('semantic_overlap').severity;
  // Effects compared with undeclared read as write (write default denied), shown as declared (as exact_name does).
  const effectOf = (id: string) => EFFECT_OF(byId.get(id)!);
  const declaredEffectOf = (id: string): string => byId.get(id)!.declared.effect;
  return findOverlapGroups(inputs, { pairsPerGroup: GROUP_PAIRS_SHOWN }).map(({ members, pairs, pairCount, lowest }) => {
    const effects = new Set(members.map(effectOf));
    const differ = effects.size > 1;
    const servers = [...new Set(members.map((id) => id.slice(0, id.indexOf('/'))))].sort();
    const best = pairs[0].score;
    const worst = lowest;
    // (Compared as shown: 0.537 and 0.536 are one score, not "0.54–0.54".)
    const scores = members.length === 2 || best.toFixed(2) === worst.toFixed(2) ? `${members.length === 2 ? 'score' : 'scores'} ${best.toFixed(2)}` : `scores ${worst.toFixed(2)}–${best.toFixed(2)}`;
    // A group joined through a chain (A with B, B with C) does not say that every two of its members are alike.
    const allPairs = (members.length * (members.length - 1)) / 2;
    const promise = pairCount < allPairs ? `promise almost the same thing pair by pair (${pairCount} of their ${allPairs} pairs; ${scores})` : `promise almost the same thing (${scores})`;
    // Siblings: every member on one server, each declared with one effect. No other source can shadow them (the seed's
    // collision is a second toolbox), the server's author set them apart, and a wrong pick stays within one server and
    // one approved effect; a tool the server adds later is a tool_added finding of its own. Low, not blocking. Effects
    // that differ stay high, and an undeclared effect keeps the default.
    // (Declared alike in full: two tools of one server that write to two targets, as two identities or under two
    // approval policies are the seed's scope collision in one server, and keep the default.)
    const declaredForm = (id: string) => stableStringify(byId.get(id)!.declared);
    const siblings =
      !differ &&
      servers.length === 1 &&
      members.every((id) => declaredEffectOf(id) !== 'undeclared' && declaredForm(id) === declaredForm(members[0])) &&
      !manySources(members, (id) => byId.get(id)!.entry.definition);
    return {
      rule: 'semantic_overlap',
      severity: differ ? 'high' : siblings ? 'low' : defaultSeverity,
      tools: members,
      servers,
      message: `${nameList(members)} ${promise}${differ ? `, with different effects (${effectList(members, declaredEffectOf)})` : siblings ? `; siblings of one server, all declared alike (effect ${declaredEffectOf(members[0])})` : ''}`,
      details: {
        score: Number(best.toFixed(3)),
        pairCount,
        pairs: pairs.map((p) => ({ a: p.a, b: p.b, score: Number(p.score.toFixed(3)), signals: p.signals as never })),
        effects: keyedByIds(members.map((id) => [id, declaredEffectOf(id)] as const)),
      },
    } satisfies Finding;
  });
}

export const ANALYZERS: Analyzers = {
  explainToolChange,
  aggregate: (tools, { catalog, snapshot, lock }) => [...semanticOverlaps(tools, catalog), ...lintCatalog(tools, snapshot, catalog, lock)],
};
