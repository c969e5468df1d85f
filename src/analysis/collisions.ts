// Collision families of the shadowing runbook (seed 000) that come from
// identity and scope: exact_name and target_scope_overlap. Pure.
import { canonicalJson } from '../contract/hash.js';
import { schemaSetForm } from '../contract/schema-set-form.js';
import { rule } from '../rules/rules.js';
import { TARGET_KEYS } from './declarations.js';
import { nameKey, normalizeToolName } from './similarity/tokenize.js';
import type { Declared, Finding, JsonObject, LockedEntry } from '../types.js';
import { listSome } from '../util/truncate.js';

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
      message: `${ids.length} tools share ${shown}: ${listSome(ids, IDS_NAMED)}${anyWrite ? ` (${writersOf(group)})` : ''}`,
      // A name with no letter or digit is its own key (behind `=`): shown as it is.
      details: { normalizedName: key.startsWith('=') ? key.slice(1) : key, effects: keyedByIds(group.map((t) => [t.id, t.declared.effect])) as JsonObject },
    });
  }
  return findings;
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
 * `enum`, `type`, `anyOf`… listed another way by another build of the server).
 * The set form is only computed for the few tools that share a text.
 */
function* sameContractGroups(sameText: Map<string, CollisionTool[]>): Generator<CollisionTool[]> {
  // The set form of a schema, once per distinct schema (by its hash): copies of a toolbox share them.
  const setForms = new Map<string, string>();
  const setFormOf = (t: CollisionTool) => {
    const hash = t.entry.fields.inputSchema;
    let form = setForms.get(hash);
    if (form === undefined) setForms.set(hash, (form = canonicalJson(schemaSetForm(t.entry.definition.inputSchema))));
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
  const properties = (t.entry.definition.inputSchema as JsonObject | undefined)?.properties;
  return properties !== null && typeof properties === 'object' && !Array.isArray(properties) ? Object.keys(properties).sort().join('\u0000') : '';
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
    const text = t.entry.definition.description;
    if (description && typeof text === 'string' && text.trim() !== '') return `description ${description}`;
    return name ? `name ${name}` : undefined;
  });
  for (const group of sameContractGroups(sameText)) {
    if (group.length < 2) continue;
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
      message: differ
        ? `the same contract is reachable through ${listSome(ids, IDS_NAMED)} with different identity or target`
        : `the same contract is reachable through ${listSome(ids, IDS_NAMED)} and the identity or environment of some is not declared`,
      details: { scopes: keyedByIds(group.map((t, i) => [t.id, scopes[i]])) as JsonObject },
    });
  }
  return findings;
}
