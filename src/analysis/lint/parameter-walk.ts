// The input parameters of a tool's schema, wherever they stand: properties,
// nested objects, array items, combinators and local $refs. Shared by the rules
// that read parameters one by one (credential_parameter, local_file_egress).
// Bounded against hostile schemas: depth, parameters, nodes and combinator
// branches are capped, and each local definition is expanded once.
import type { JsonObject, JsonValue } from '../../types.js';
import { child, type PathNode } from './sites.js';

const MAX_DEPTH = 16;
const MAX_PARAMETERS = 2_000;
const MAX_NODES = 20_000;
const MAX_BRANCHES = 64;

export const isObj = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

const wordsCache = new Map<string, readonly string[]>();
const WORDS_CACHE_LIMIT = 20_000;
const WORDS_CACHE_MAX_NAME = 200;

/**
 * The lower-case words of an identifier: camelCase, snake_case, kebab-case, dotted. Linear time. Cached (parameter
 * and tool names repeat across a catalog: at 10k tools the split was a twentieth of the lint); read only.
 */
export function identifierWords(name: string): readonly string[] {
  let found = wordsCache.get(name);
  if (found === undefined) {
    found = splitIdentifier(name);
    if (name.length <= WORDS_CACHE_MAX_NAME) {
      if (wordsCache.size >= WORDS_CACHE_LIMIT) wordsCache.clear();
      wordsCache.set(name, found);
    }
  }
  return found;
}

function splitIdentifier(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** A property schema that holds no free value: a constant, a closed list, or only types of `scalarTypes`. */
export function closedOrOnly(p: JsonObject, scalarTypes: ReadonlySet<string>): boolean {
  if ('const' in p || 'enum' in p) return true;
  const t = p.type;
  if (typeof t === 'string') return scalarTypes.has(t);
  if (Array.isArray(t) && t.length > 0) return t.every((x) => typeof x === 'string' && scalarTypes.has(x));
  return false;
}

/** One parameter: its name, its schema (an empty object when it is not one), where it stands and how deep (0: top level). */
export interface ParameterVisit {
  name: string;
  schema: JsonObject;
  at: PathNode;
  depth: number;
  /** The properties object it stands in (its siblings and itself). */
  siblings: JsonObject;
  /** What its local `$ref` (#/$defs/…, #/definitions/…) points to, when it is one. */
  target?: JsonObject;
}

/** Calls `onParameter` for each parameter of the input schema, in document order, within the bounds above. */
export function walkParameters(root: JsonValue | undefined, onParameter: (p: ParameterVisit) => void): void {
  let seen = 0;
  let nodes = 0; // every schema node visited, so combinators and shared subtrees stay bounded too
  const expanded = new Set<string>();
  const resolve = (ref: string): JsonValue | undefined => {
    const m = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
    if (!m || !isObj(root)) return undefined;
    const defs = root[m[1]];
    return isObj(defs) && Object.prototype.hasOwnProperty.call(defs, m[2]) ? defs[m[2]] : undefined;
  };
  const visit = (node: JsonValue | undefined, path: PathNode, depth: number): void => {
    if (depth > MAX_DEPTH || seen > MAX_PARAMETERS || ++nodes > MAX_NODES || !isObj(node)) return;
    if (typeof node.$ref === 'string' && !expanded.has(node.$ref)) {
      expanded.add(node.$ref); // each definition once: no cycles, no blow-up
      visit(resolve(node.$ref), child(path, '$ref'), depth + 1);
    }
    const properties = node.properties;
    if (isObj(properties)) {
      const at = child(path, 'properties');
      for (const [name, property] of Object.entries(properties)) {
        if (++seen > MAX_PARAMETERS) return;
        const target = isObj(property) && typeof property.$ref === 'string' ? resolve(property.$ref) : undefined;
        onParameter({ name, schema: isObj(property) ? property : {}, at: child(at, name), depth, siblings: properties, ...(isObj(target) ? { target } : {}) });
        visit(property, child(at, name), depth + 1);
      }
    }
    // (A conditional's branches too: `if: { amount ≥ 5000 }, then: { recipient_id: { const: … } }` — red team 55's.)
    for (const k of ['items', 'additionalProperties', 'not', 'then', 'else'] as const) if (isObj(node[k])) visit(node[k], child(path, k), depth + 1);
    for (const k of ['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items'] as const) {
      const list = node[k];
      if (Array.isArray(list)) list.slice(0, MAX_BRANCHES).forEach((s, i) => visit(s, child(child(path, k), String(i)), depth + 1));
    }
    if (isObj(node.dependentSchemas)) for (const [k, s] of Object.entries(node.dependentSchemas).slice(0, MAX_BRANCHES)) visit(s, child(child(path, 'dependentSchemas'), k), depth + 1);
    if (isObj(node.patternProperties)) for (const [k, s] of Object.entries(node.patternProperties).slice(0, MAX_BRANCHES)) visit(s, child(child(path, 'patternProperties'), k), depth + 1);
  };
  visit(root, child(null, 'inputSchema'), 0);
}

/**
 * The parameters walkParameters visits, as a list: lintTool walks a schema once for the rules that read parameters one
 * by one (credential_parameter, local_file_egress) instead of once per rule.
 */
export function parameterVisits(root: JsonValue | undefined): ParameterVisit[] {
  const out: ParameterVisit[] = [];
  walkParameters(root, (p) => out.push(p));
  return out;
}

/** Parameters of a tool that multiplexes actions: each value of their list is an action of its own, read as a name. */
const ACTION_PARAMS = new Set(['action', 'operation', 'op', 'command', 'method', 'mode', 'subcommand']);
/**
 * The same, for semantic_overlap's reading of each action as a tool: not a `mode` (rewrite or append: how one action
 * is done) nor a `method` (an HTTP verb: a request tool's GET is no get_<thing>).
 */
export const ACTION_NAMED_PARAMS: ReadonlySet<string> = new Set(['action', 'actions', 'operation', 'op', 'command', 'subcommand']);
const MAX_ACTIONS = 200;
const MAX_ACTION_NAME = 128;

/** A top-level parameter that takes the tool's action from a list: its name, its description, the list's strings. */
export interface ActionList {
  parameter: string;
  description?: string;
  values: string[];
}

/**
 * The top-level action lists of a tool (an `action` enum: deployApp, get_temp_credentials; with `items`, an `actions`
 * array's enum too), for the parameters `names` holds; at most MAX_ACTIONS values in all, each at most MAX_ACTION_NAME.
 */
export function actionLists(definition: JsonObject, names: ReadonlySet<string> = ACTION_PARAMS, items = false): ActionList[] {
  const schema = definition.inputSchema;
  const properties = isObj(schema) ? schema.properties : undefined;
  if (!isObj(properties)) return [];
  const out: ActionList[] = [];
  let left = MAX_ACTIONS;
  for (const [parameter, p] of Object.entries(properties)) {
    if (left <= 0) break;
    if (!names.has(parameter.toLowerCase()) || !isObj(p)) continue;
    const list = Array.isArray(p.enum) ? p.enum : items && isObj(p.items) && Array.isArray(p.items.enum) ? p.items.enum : undefined;
    if (list === undefined) continue;
    const values = list.slice(0, left).filter((v): v is string => typeof v === 'string' && v.length <= MAX_ACTION_NAME);
    left -= values.length;
    out.push({ parameter, ...(typeof p.description === 'string' ? { description: p.description } : {}), values });
  }
  return out;
}

/** The values of the top-level action lists (an `action` enum: deployApp, get_temp_credentials), at most MAX_ACTIONS. */
export function actionValues(definition: JsonObject): string[] {
  return actionLists(definition).flatMap((l) => l.values);
}

/** One branch of a tool whose input is a union of one schema per action: the action, what it says of itself, its parameters. */
export interface UnionAction {
  /** The property that names the action (`action`, `operation`…). */
  parameter: string;
  action: string;
  description?: string;
  params: string[];
}

/**
 * The actions of a tool whose input is a union with one branch per action (zod's discriminated union: `anyOf` or
 * `oneOf` of objects whose `action` is a `const`, at the top or in the input's one property — Notion servers'
 * `{ payload: { anyOf: [{ action: 'retrieve_block', params: { blockId } }, …] } }`), each with the description of its
 * action property (else of its branch) and its parameters (those of its one object property when it wraps them all:
 * `params`). Undefined unless every branch names its action so, by a parameter `names` holds: a union that says some
 * actions only is not read as a list of them.
 */
export function unionActions(definition: JsonObject, names: ReadonlySet<string> = ACTION_NAMED_PARAMS): UnionAction[] | undefined {
  const schema = definition.inputSchema;
  if (!isObj(schema)) return undefined;
  let node: JsonValue | undefined = schema;
  if (!Array.isArray(schema.anyOf) && !Array.isArray(schema.oneOf) && isObj(schema.properties)) {
    const keys = Object.keys(schema.properties);
    node = keys.length === 1 ? schema.properties[keys[0]] : undefined;
  }
  if (!isObj(node)) return undefined;
  const branches = Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : undefined;
  if (branches === undefined || branches.length < 2 || branches.length > MAX_ACTIONS) return undefined;
  const out: UnionAction[] = [];
  for (const branch of branches) {
    if (!isObj(branch) || !isObj(branch.properties)) return undefined;
    const properties = branch.properties;
    let found: { parameter: string; action: string; description?: string } | undefined;
    const params: string[] = [];
    for (const [name, p] of Object.entries(properties)) {
      if (found === undefined && names.has(name.toLowerCase()) && isObj(p)) {
        const value = typeof p.const === 'string' ? p.const : Array.isArray(p.enum) && p.enum.length === 1 && typeof p.enum[0] === 'string' ? p.enum[0] : undefined;
        if (value !== undefined && value.length <= MAX_ACTION_NAME) {
          found = { parameter: name, action: value, ...(typeof p.description === 'string' ? { description: p.description } : typeof branch.description === 'string' ? { description: branch.description } : {}) };
          continue;
        }
      }
      params.push(name);
    }
    if (found === undefined) return undefined;
    const wrapped = params.length === 1 && isObj(properties[params[0]]) ? (properties[params[0]] as JsonObject).properties : undefined;
    out.push({ ...found, params: isObj(wrapped) ? Object.keys(wrapped) : params });
  }
  return out;
}

/**
 * Every action of a tool that takes its action as an argument, when the list is the whole of it: each action-named
 * parameter a closed list of strings, none dropped or cut. Undefined when an action parameter is free (a `command`
 * string takes any action), a value is no string or too long, or the list is longer than MAX_ACTIONS.
 */
export function allActions(definition: JsonObject, names: ReadonlySet<string> = ACTION_PARAMS): string[] | undefined {
  const schema = definition.inputSchema;
  const properties = isObj(schema) ? schema.properties : undefined;
  if (!isObj(properties)) return undefined;
  const out: string[] = [];
  for (const [name, p] of Object.entries(properties)) {
    if (!names.has(name.toLowerCase())) continue;
    if (!isObj(p) || !Array.isArray(p.enum)) return undefined;
    for (const v of p.enum) {
      if (typeof v !== 'string' || v.length > MAX_ACTION_NAME || out.length >= MAX_ACTIONS) return undefined;
      out.push(v);
    }
  }
  return out.length > 0 ? out : undefined;
}

