// Collision families of the shadowing runbook (seed 000) that come from
// identity and scope: exact_name and target_scope_overlap. Pure.
import { canonicalJson } from '../contract/hash.js';
import { schemaSetForm } from '../contract/schema-set-form.js';
import { rule } from '../rules/rules.js';
import { TARGET_KEYS } from './declarations.js';
import { differingParts, lookalikeGroups } from './similarity/lookalike.js';
import { nameKey, normalizeToolName } from './similarity/tokenize.js';
import type { Declared, Finding, JsonObject, LockedEntry } from '../types.js';
import { listSome, truncate } from '../util/truncate.js';

export interface CollisionTool {
  id: string;
  entry: LockedEntry;
  declared: Declared;
}

/**
 * The name a model effectively sees: case, `.`, `_`, `-`, spaces and
 * camelCase boundaries folded away (change.preview = change_preview =
 * changePreview = changepreview). exact_name groups names by nameKey (this
 * fold, or for a name with no letter or digit the name as it reads), and
 * semantic_overlap skips the pairs it groups.
 */
export const normalizeName = normalizeToolName;

function toolName(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

function labelOf(id: string): string {
  return id.slice(0, id.indexOf('/'));
}

const writes = (d: Declared) => d.effect === 'write' || d.effect === 'undeclared';

/** Which tools of a group write, by declaration: `writes: …`, `undeclared, counted as writes: …` (a tester asked which). */
function writersOf(group: readonly CollisionTool[]): string {
  const ids = (effect: string) => group.filter((t) => t.declared.effect === effect).map((t) => t.id).sort();
  const declared = ids('write');
  const undeclared = ids('undeclared');
  return [
    declared.length > 0 ? `declared write: ${listSome(declared, IDS_NAMED)}` : '',
    undeclared.length > 0 ? `undeclared, counted as writes: ${listSome(undeclared, IDS_NAMED)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * A plain object keyed by runtime ids, as `Object.fromEntries` builds it.
 * Created in dictionary mode: ids are unique keys, and giving each such
 * object its own hidden class costs more than the object itself.
 */
export function keyedByIds<V>(entries: Iterable<readonly [string, V]>): Record<string, V> {
  const out = Object.setPrototypeOf(Object.create(null), Object.prototype) as Record<string, V>;
  for (const [key, value] of entries) {
    if (key === '__proto__') Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
    else out[key] = value;
  }
  return out;
}

function groupBy<T>(items: T[], key: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * What the declared targets say of a group of one name, when every member declares one: one target (the same tool
 * twice, a duplicate of one system), or several (a call meant for one can reach another: the model cannot tell them
 * apart by name). Nothing when a member declares none.
 */
function targetsSaid(group: CollisionTool[]): string {
  const forms = group.map((t) => targetForm(t.declared.target));
  if (forms.some((f) => f === undefined)) return '';
  const distinct = [...new Set(forms)].sort();
  return distinct.length === 1 ? `; all on one declared target (${distinct[0]})` : `; on ${distinct.length} different declared targets: a call meant for one can reach another`;
}

/** A declared target as `key=value` pairs in TARGET_KEYS order, or undefined when it declares no key. */
function targetForm(target: Declared['target']): string | undefined {
  if (!target) return undefined;
  const parts = TARGET_KEYS.filter((k) => typeof target[k] === 'string' && target[k] !== '').map((k) => `${k}=${target[k]}`);
  return parts.length > 0 ? truncate(parts.join(', '), 120) : undefined;
}

/** exact_name: two sources expose the same normalized name. Critical when any of them writes (undeclared counts as write). */
export function exactNameCollisions(tools: CollisionTool[]): Finding[] {
  const findings: Finding[] = [];
  for (const [key, group] of groupBy(tools, (t) => nameKey(toolName(t.id)))) {
    if (group.length < 2) continue;
    const ids = group.map((t) => t.id).sort();
    const anyWrite = group.some((t) => writes(t.declared));
    // The names as the servers spell them (the fold itself, `changepreview`, is a key, not a name to show).
    const spellings = [...new Set(ids.map(toolName))];
    const shown = spellings.length === 1 ? `the name "${spellings[0]}"` : `one name (${spellings.slice(0, 5).map((n) => `"${n}"`).join(' = ')}${spellings.length > 5 ? ' = …' : ''})`;
    findings.push({
      rule: 'exact_name',
      severity: anyWrite ? 'critical' : rule('exact_name').severity,
      tools: ids,
      servers: [...new Set(ids.map(labelOf))].sort(),
      message: `${ids.length} tools share ${shown}: ${listSome(ids, IDS_NAMED)}${anyWrite ? ` (${writersOf(group)})` : ''}${targetsSaid(group)}`,
      // A name with no letter or digit is its own key (behind `=`): shown as it is.
      details: { normalizedName: key.startsWith('=') ? key.slice(1) : key, effects: keyedByIds(group.map((t) => [t.id, t.declared.effect])) as JsonObject },
    });
  }
  return findings;
}

/**
 * lookalike_name: tools whose names stay different once exact_name folds them, yet look alike to a reader
 * (`send_emai1` and `send_email`, `delete_fiIe` and `delete_file`, `c0nfig` and `config`: see
 * similarity/lookalike.ts). Critical when any of them writes (undeclared counts as write), as for exact_name.
 */
export function lookalikeNameCollisions(tools: CollisionTool[]): Finding[] {
  const byName = groupBy(tools, (t) => toolName(t.id));
  const findings: Finding[] = [];
  for (const { names, pair } of lookalikeGroups([...byName.keys()], nameKey)) {
    const group = names.flatMap((name) => byName.get(name)!);
    const ids = group.map((t) => t.id).sort();
    const anyWrite = group.some((t) => writes(t.declared));
    const spellings = names.slice().sort();
    // The two names that look alike, and the characters where they part (case aside).
    const [a, b] = pair[0] < pair[1] ? pair : [pair[1], pair[0]];
    const parts = differingParts(a, b)
      .map(([x, y]) => `${codePoints(x)} where "${b}" has ${codePoints(y)}`)
      .join(', ');
    findings.push({
      rule: 'lookalike_name',
      severity: anyWrite ? 'critical' : rule('lookalike_name').severity,
      tools: ids,
      servers: [...new Set(ids.map(labelOf))].sort(),
      message:
        `${ids.length} tools have names that look alike (${spellings.slice(0, 5).map((n) => `"${n}"`).join(', ')}${spellings.length > 5 ? ', …' : ''}; ` +
        `"${a}" has ${parts || 'the same characters'}): ${listSome(ids, IDS_NAMED)}${anyWrite ? ` (${writersOf(group)})` : ''}`,
      details: { names: spellings, pair: [a, b], effects: keyedByIds(group.map((t) => [t.id, t.declared.effect])) as JsonObject },
    });
  }
  return findings;
}

/** Characters by code point, so that a reader sees what the glyphs hide: `U+0031 U+006C`. */
function codePoints(text: string): string {
  return text === '' ? 'nothing' : Array.from(text, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
}

/** Tools named in a collision message; `tools` and details list them all (a name shared by hundreds of servers stays one line). */
const IDS_NAMED = 10;

function scopeOf(d: Declared): JsonObject {
  const scope: JsonObject = {};
  if (d.identity !== undefined) scope.identity = d.identity;
  for (const key of TARGET_KEYS) {
    const value = d.target?.[key];
    if (value !== undefined) scope[key] = value;
  }
  return scope;
}

/**
 * Tools of equal description (or name) split by input schema: equal when
 * their hashes are, or when only the order of a set differs (`required`,
 * `enum`, `type`, `anyOf`… listed another way by another build of the server)
 * or the words that describe (a property's description or title edited on one
 * side: the calls it takes are the same). The set form is only computed for
 * the few tools that share a text.
 */
function* sameContractGroups(sameText: Map<string, CollisionTool[]>): Generator<CollisionTool[]> {
  // The set form of a schema, once per distinct schema (by its hash): copies of a toolbox share them.
  const setForms = new Map<string, string>();
  const setFormOf = (t: CollisionTool) => {
    const hash = t.entry.fields.inputSchema;
    let form = setForms.get(hash);
    if (form === undefined) setForms.set(hash, (form = canonicalJson(schemaSetForm(t.entry.definition.inputSchema, { prose: false }))));
    return form;
  };
  const sameHash = (group: CollisionTool[]) => group.every((t) => t.entry.fields.inputSchema === group[0].entry.fields.inputSchema);
  for (const group of sameText.values()) {
    if (group.length < 2) continue;
    if (sameHash(group)) {
      yield group;
      continue;
    }
    // Schemas with other property names differ whatever the order of their sets: told apart without a set form.
    for (const part of groupBy(group, propertyNames).values()) {
      if (part.length < 2 || sameHash(part)) yield part;
      else yield* groupBy(part, setFormOf).values();
    }
  }
}

/** The names of a schema's top-level properties, sorted (a set form keeps them). */
function propertyNames(t: CollisionTool): string {
  return propertyList(t).join('\u0000');
}

function propertyList(t: CollisionTool): string[] {
  const properties = (t.entry.definition.inputSchema as JsonObject | undefined)?.properties;
  return properties !== null && typeof properties === 'object' && !Array.isArray(properties) ? Object.keys(properties).sort() : [];
}

/** Whether one sorted list of names holds every name of the other. */
function nested(a: string[], b: string[]): boolean {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const names = new Set(large);
  return small.every((name) => names.has(name));
}

/**
 * One toolbox at two versions: tools of one name (folded) and one description whose input schemas differ, the
 * properties of each within those of the next (staging a version ahead of production, an optional parameter added).
 * Returned only where they span more than one same-contract group (`groupOf`); schemas with properties apart (a
 * tool reusing a name and a description for other calls) are no versions of one tool.
 */
function* versionGroups(sameText: Map<string, CollisionTool[]>, groupOf: Map<CollisionTool, number>): Generator<CollisionTool[]> {
  for (const group of sameText.values()) {
    if (group.length < 2) continue;
    for (const named of groupBy(group, (t) => nameKey(toolName(t.id))).values()) {
      if (named.length < 2 || named.every((t) => groupOf.get(t) === groupOf.get(named[0]) && groupOf.has(t))) continue;
      const lists = named.map(propertyList).sort((a, b) => a.length - b.length);
      if (lists.every((list, i) => i === 0 || nested(lists[i - 1], list))) yield named;
    }
  }
}

/** A description as a model reads it: runs of white space are one space, none at the ends. */
function spaced(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * target_scope_overlap: the same contract (equal description and input
 * schema, sets in any order; for tools with no description, or an empty one, equal name and
 * input schema) reachable through different servers whose declared identity,
 * tenant, subscription, project or environment differ — or are not declared,
 * which leaves the scope unproven — or through tools of one server declared
 * with different scopes.
 */
export function targetScopeOverlaps(tools: CollisionTool[]): Finding[] {
  const findings: Finding[] = [];
  const sameText = groupBy(tools, (t) => {
    const { description, inputSchema, name } = t.entry.fields;
    if (!inputSchema) return undefined;
    // A description that says something identifies the contract; an empty one says nothing (two unrelated
    // parameterless tools would share it): the same toolbox reached twice is then known by its name.
    // (White space at the ends or doubled is no other contract: one build of the server ends it with a line break.)
    const text = t.entry.definition.description;
    if (description && typeof text === 'string' && text.trim() !== '') return `description ${spaced(text)}`;
    return name ? `name ${name}` : undefined;
  });
  const contracts = [...sameContractGroups(sameText)].filter((group) => group.length >= 2);
  const groupOf = new Map<CollisionTool, number>();
  contracts.forEach((group, i) => {
    for (const t of group) groupOf.set(t, i);
  });
  // A version group takes the place of the same-contract groups within it (one finding for the toolbox).
  const versions = [...versionGroups(sameText, groupOf)];
  const inVersion = new Set(versions.flat());
  const groups = [
    ...contracts.filter((group) => !group.every((t) => inVersion.has(t))).map((group) => ({ group, versions: false })),
    ...versions.map((group) => ({ group, versions: true })),
  ];
  for (const { group, versions: schemasDiffer } of groups) {
    const servers = new Set(group.map((t) => labelOf(t.id)));
    const ids = group.map((t) => t.id).sort();
    const scopes = group.map((t) => scopeOf(t.declared));
    const keys = scopes.map((s) => JSON.stringify(Object.entries(s).sort()));
    const differ = new Set(keys).size > 1;
    const unproven = scopes.some((s) => s.identity === undefined || s.environment === undefined);
    // Within one server, only declared scopes that differ: the name alone then decides which target a call reaches
    // (apply_staging / apply_production); aliases of one server with one scope are semantic_overlap's business.
    if (servers.size < 2 && !differ) continue;
    if (!differ && !unproven) continue;
    findings.push({
      rule: 'target_scope_overlap',
      severity: differ ? rule('target_scope_overlap').severity : 'high',
      tools: ids,
      servers: [...servers].sort(),
      message: `${schemasDiffer ? 'the same tool (one name and description; input schemas of other versions)' : 'the same contract'} is reachable through ${listSome(ids, IDS_NAMED)} ${differ ? 'with different identity or target' : 'and the identity or environment of some is not declared'}`,
      details: { scopes: keyedByIds(group.map((t, i) => [t.id, scopes[i]])) as JsonObject, ...(schemasDiffer ? { inputSchemasDiffer: true } : {}) },
    });
  }
  return findings;
}
