// One schema written two ways: allOf lifted, type lists and value alternatives split,
// tuples rewritten to the other dialect's form, so that two spellings of one schema align.

import { type Ctx } from './context.js';
import { DEPENDENT_DIALECTS, DRAFT_07, draft07Tuple, MODERN_DIALECT, modernTuple, rootDialect, TUPLE_DIALECTS } from './dialects.js';
import { disjointIn } from './disjoint.js';
import { canonical, has, isObj, type Obj, own } from './json.js';
import { isAnnotation, KEYWORD_TYPE, NON_VALIDATING } from './keywords.js';
import { allowedValues, typeAdmitter } from './values.js';

/** Keywords that validate (not annotations, not definitions). */
export function validating(o: Obj): string[] {
  return Object.keys(o).filter((k) => !isAnnotation(k) && !NON_VALIDATING.has(k));
}

/** Sets an own key (a key named "__proto__", which a hostile schema can have, stays a key). */
export function put(o: Obj, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

function without(o: Obj, key: string): Obj {
  const out: Obj = {};
  for (const k of Object.keys(o)) if (k !== key) put(out, k, o[k]);
  return out;
}

/**
 * Alternatives that only name types are a type list: `anyOf: [{type:
 * string}, {type: null}]` (pydantic's Optional, zod's nullable) is `type:
 * [string, null]`; `oneOf` too when no two of its types overlap (integer is a
 * number). Only on a schema with no `type` of its own.
 */
function liftTypeAlternatives(o: Obj): Obj {
  if (has(o, 'type')) return o;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const list = own(o, keyword);
    if (!Array.isArray(list) || list.length === 0) continue;
    const types: string[] = [];
    const seen = new Set<string>();
    for (const branch of list) {
      if (!isObj(branch) || validating(branch).some((k) => k !== 'type') || validating(branch).length === 0) return o;
      const t = own(branch, 'type');
      for (const name of Array.isArray(t) ? t : [t]) {
        if (typeof name !== 'string') return o;
        if (keyword === 'oneOf' && (seen.has(name) || (name === 'integer' && seen.has('number')) || (name === 'number' && seen.has('integer')))) return o;
        if (!seen.has(name)) {
          seen.add(name);
          types.push(name);
        }
      }
    }
    const out = without(o, keyword);
    out.type = types.length === 1 ? types[0] : types;
    return out;
  }
  return o;
}

/**
 * Alternatives that are only values (each a `const` or an `enum`, with at
 * most a `type` that admits them all) as one `enum` of their values, in their
 * order: `anyOf: [{const: a}, {type: string, const: b}]` is `enum: [a, b]`;
 * `oneOf` only when no value is listed twice (oneOf refuses a value two
 * alternatives accept). Only on a schema with no values of its own.
 */
function liftValueAlternatives(o: Obj, keyword: 'anyOf' | 'oneOf'): Obj {
  const list = own(o, keyword);
  if (!Array.isArray(list) || list.length === 0 || has(o, 'enum') || has(o, 'const')) return o;
  const values: unknown[] = [];
  const seen = new Set<string>();
  for (const branch of list) {
    if (!isObj(branch) || validating(branch).some((k) => k !== 'const' && k !== 'enum' && k !== 'type')) return o;
    if (has(branch, 'const') && has(branch, 'enum')) return o;
    const own = allowedValues(branch);
    if (own === undefined || (has(branch, 'type') && !own.every(typeAdmitter(branch.type)))) return o;
    for (const v of own) {
      const key = canonical(v);
      if (seen.has(key)) {
        if (keyword === 'oneOf') return o;
        continue;
      }
      seen.add(key);
      values.push(v);
    }
  }
  const out = without(o, keyword);
  out.enum = values;
  return out;
}

/**
 * Keywords read together with others of the same schema object (`additionalProperties` with `properties`, `then`
 * with `if`, `minContains` with `contains`, draft-07's `additionalItems` with `items`, …), and references: such a
 * keyword means something else once moved into another object, so an `allOf` that holds one is left as it is.
 */
const READ_WITH_SIBLINGS = new Set([
  'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'additionalItems', 'prefixItems', 'if', 'then', 'else',
  'contains', 'minContains', 'maxContains', '$ref', '$dynamicRef', '$recursiveRef', '$dynamicAnchor', '$recursiveAnchor',
]);

/** A keyword that may not move into another object: read with its siblings, a definition or identifier, a tuple, or draft-04's boolean bound. */
function staysInPlace(o: Obj, key: string): boolean {
  return READ_WITH_SIBLINGS.has(key) || NON_VALIDATING.has(key) || (key === 'items' && Array.isArray(o.items)) || ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof o[key] === 'boolean');
}

/**
 * `allOf` written out: its members merged into the schema, when that accepts
 * the same (zod's intersection → one object; pydantic's `allOf: [{$ref}]`
 * beside a description). Members and the schema must share no keyword but
 * `properties` (of distinct names), `required` (a union) and an equal `type`,
 * and hold none read with its siblings (see READ_WITH_SIBLINGS). A lone `$ref`
 * member is lifted beside annotations only: draft-07 reads no keyword beside a
 * `$ref`. Otherwise the schema is returned as it is.
 */
export function liftAllOf(o: Obj): Obj {
  const list = own(o, 'allOf');
  if (!Array.isArray(list) || list.length === 0 || !list.every(isObj)) return o;
  const rest = without(o, 'allOf');
  if (list.length === 1 && has(list[0] as Obj, '$ref')) {
    const member = list[0] as Obj;
    if (validating(rest).length > 0 || Object.keys(member).some((k) => has(rest, k))) return o;
    for (const k of Object.keys(member)) put(rest, k, member[k]);
    return rest;
  }
  // The schema's own definitions and dialect ($defs, $schema at the root, as zod-to-json-schema writes them) stay
  // where they are: only the members' keywords move.
  if (Object.keys(rest).some((k) => staysInPlace(rest, k) && !NON_VALIDATING.has(k))) return o;
  for (const member of list as Obj[]) {
    for (const k of Object.keys(member)) {
      const value = member[k];
      if (staysInPlace(member, k)) return o;
      if (!has(rest, k)) put(rest, k, k === 'properties' && isObj(value) ? { ...value } : k === 'required' && Array.isArray(value) ? [...value] : value);
      else if (k === 'properties' && isObj(value) && isObj(rest.properties)) {
        const merged = rest.properties as Obj;
        for (const name of Object.keys(value)) {
          if (has(merged, name)) return o;
          put(merged, name, value[name]);
        }
      } else if (k === 'required' && Array.isArray(value) && Array.isArray(rest.required)) {
        const required = rest.required as unknown[];
        const known = new Set(required);
        for (const name of value) if (!known.has(name)) {
          known.add(name);
          required.push(name);
        }
      } else if (!(k === 'type' && canonical(value) === canonical(rest[k]))) return o;
    }
  }
  return rest;
}

/**
 * The two sides in comparable forms, when only one side uses a combinator: a
 * lone allOf member in place; and when one side is alternatives only (`anyOf`
 * or `oneOf` and annotations) and the other has none, the other as one
 * alternative, so its branch is matched with theirs (`{type: string}` →
 * `anyOf: [string, null]`: a null alternative added, not the schema
 * "replaced"; Optional[Model] likewise) — or, against a type list, the
 * alternatives as a type list when they only name types (`anyOf: [{type:
 * string}, {type: null}]` is `type: [string, null]`).
 */
export function aligned(a: Obj, b: Obj, ctx: Pick<Ctx, 'approvedRoot' | 'liveRoot' | 'disjoints' | 'apart'>): [Obj, Obj] {
  let x = a;
  let y = b;
  // A tuple as draft-07 and 2019-09 write it (`items: [..]`, the rest in `additionalItems`) and as 2020-12 does
  // (`prefixItems: [..]`, the rest in `items`): one schema written two ways, when each side's dialect reads its own
  // form so (draft-07 ignores prefixItems: there `items: false` beside it refuses every non-empty array). The
  // approved side is read in the live side's form (where findings point).
  const [dialectA, dialectB] = [rootDialect(ctx.approvedRoot), rootDialect(ctx.liveRoot)];
  if (draft07Tuple(x) && modernTuple(y) && TUPLE_DIALECTS.has(dialectA) && dialectB === MODERN_DIALECT) x = tupleAs(x, 'modern');
  else if (modernTuple(x) && draft07Tuple(y) && dialectA === MODERN_DIALECT && TUPLE_DIALECTS.has(dialectB)) x = tupleAs(x, 'draft07');
  // draft-07's `dependencies` and 2019-09 / 2020-12's `dependentRequired` (its lists) and `dependentSchemas` (its
  // schemas): one constraint written two ways, when each side's dialect reads its own form (an outside review). The
  // approved side is read in the live side's form.
  const [splitA, splitB] = [DEPENDENT_DIALECTS.has(dialectA), DEPENDENT_DIALECTS.has(dialectB)];
  if (dialectA === DRAFT_07 && splitB && dependenciesOnly(x) && dependentOnly(y)) x = dependenciesAs(x, 'split');
  else if (splitA && dialectB === DRAFT_07 && dependentOnly(x) && dependenciesOnly(y)) x = dependenciesAs(x, 'joined');
  // anyOf ↔ oneOf over alternatives no value can match twice: the same alternatives, compared branch by branch under
  // the live keyword (where findings point).
  for (const [from, to] of [['anyOf', 'oneOf'], ['oneOf', 'anyOf']] as const) {
    if (has(x, from) && !has(x, to) && has(y, to) && !has(y, from) && disjointIn(ctx, own(x, from), ctx.approvedRoot) && disjointIn(ctx, own(y, to), ctx.liveRoot)) {
      const renamed: Obj = {};
      for (const k of Object.keys(x)) put(renamed, k === from ? to : k, x[k]);
      x = renamed;
    }
  }
  if (has(a, 'allOf') !== has(b, 'allOf')) {
    x = liftAllOf(a);
    y = liftAllOf(b);
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const plain = (o: Obj) => !has(o, 'anyOf') && !has(o, 'oneOf') && !has(o, 'allOf') && validating(o).length > 0;
    // The plain schema becomes the one alternative; an annotation stays beside the alternatives only where the other
    // side writes it there (pydantic's `{anyOf: [...], description}`), else it goes into the alternative with the
    // rest (sentry's `{anyOf: [{type: string, description}, {type: null}]}`): one description, not two changes.
    const wrap = (o: Obj, alternatives: Obj): Obj => {
      const out: Obj = {};
      const body: Obj = {};
      for (const k of Object.keys(o)) put(NON_VALIDATING.has(k) || (isAnnotation(k) && has(alternatives, k)) ? out : body, k, o[k]);
      out[keyword] = [body];
      return out;
    };
    const align = (alternatives: Obj, other: Obj): [Obj, Obj] => {
      // `enum: [a, b]` is `anyOf: [{const: a}, {const: b}]` (zod 4's z.enum against a union of literals).
      if (allowedValues(other) !== undefined) {
        const lifted = liftValueAlternatives(alternatives, keyword);
        if (lifted !== alternatives) return [lifted, other];
      }
      if (Array.isArray(own(other, 'type'))) {
        const lifted = liftTypeAlternatives(alternatives);
        if (lifted !== alternatives) return [lifted, other];
        // `{type: [string, null], maxLength: 5}` is `anyOf: [{type: string, maxLength: 5}, {type: null}]` (zod 3's
        // and zod 4's or pydantic's nullable): one alternative per type, each with the keywords of its type.
        const split = splitTypeList(other, keyword, alternatives);
        if (split !== undefined) return [alternatives, split];
      }
      return [alternatives, wrap(other, alternatives)];
    };
    if (alternativesOnly(x, [keyword]) && plain(y)) [x, y] = align(x, y);
    else if (alternativesOnly(y, [keyword]) && plain(x)) [y, x] = align(y, x);
  }
  return [x, y];
}

/**
 * A schema with a type list written as alternatives, one per type, each with the keywords that constrain its
 * type (KEYWORD_TYPE) and the `enum` / `const` values of its type; annotations stay beside them unless the
 * alternatives side writes them inside. Undefined when it is not that simple: a keyword for no one type (`not`,
 * `allOf`…), a value of no listed type, or integer and number under oneOf (a value would match both).
 */
const JSON_TYPES: ReadonlySet<string> = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);

function splitTypeList(o: Obj, keyword: 'anyOf' | 'oneOf', alternatives: Obj): Obj | undefined {
  const types = own(o, 'type') as unknown[];
  // (JSON Schema's seven type names, each once: any other list is not that simple, and a list of 40,000 made names
  // times values.)
  if (types.length < 2 || !types.every((t): t is string => typeof t === 'string' && JSON_TYPES.has(t)) || new Set(types).size !== types.length) return undefined;
  if (keyword === 'oneOf' && types.includes('integer') && types.includes('number')) return undefined;
  const valueType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v);
  const admitsValue = (t: string, v: unknown) => { const vt = valueType(v); return vt === t || (t === 'number' && vt === 'integer'); };
  const enumValues = has(o, 'enum') ? own(o, 'enum') : has(o, 'const') ? [own(o, 'const')] : undefined;
  if (enumValues !== undefined && (!Array.isArray(enumValues) || enumValues.some((v) => !types.some((t) => admitsValue(t, v))))) return undefined;
  const out: Obj = {};
  const branches: Obj[] = types.map((t) => ({ type: t }));
  for (const k of Object.keys(o)) {
    if (k === 'type' || k === 'enum' || k === 'const') continue;
    if (NON_VALIDATING.has(k) || isAnnotation(k)) {
      put(out, k, o[k]);
      continue;
    }
    // `format` validates strings (and, OpenAPI-style, numbers), never null: it goes with every other type.
    const instance = k === 'format' ? 'format' : KEYWORD_TYPE[k];
    if (instance === undefined) return undefined;
    types.forEach((t, i) => {
      if (t === instance || (instance === 'number' && t === 'integer') || (instance === 'format' && t !== 'null')) put(branches[i], k, o[k]);
    });
  }
  if (enumValues !== undefined) {
    types.forEach((t, i) => {
      const values = (enumValues as unknown[]).filter((v) => admitsValue(t, v));
      // `null` under type null is the type itself (kept only when the values allow it); otherwise the values of that type.
      if (values.length === 0) branches[i] = { not: {} };
      else if (t === 'null') return;
      else if (has(o, 'const')) put(branches[i], 'const', values[0]);
      else put(branches[i], 'enum', values);
    });
    // A type with no value left accepts nothing: drop it.
    for (let i = branches.length - 1; i >= 0; i--) if (has(branches[i], 'not')) branches.splice(i, 1);
  }
  // Annotations the alternatives side writes inside its alternatives go inside ours too (see wrap in aligned()).
  for (const k of Object.keys(out)) {
    if (isAnnotation(k) && !has(alternatives, k)) {
      for (const b of branches) put(b, k, out[k]);
      delete out[k];
    }
  }
  put(out, keyword, branches);
  return out;
}

/** Alternatives only (see alternativesOnly), one of which is a plain reference to `ref`. */
export function listsRef(o: Obj, ref: string): boolean {
  if (!alternativesOnly(o)) return false;
  const list = Array.isArray(own(o, 'anyOf')) ? own(o, 'anyOf') : own(o, 'oneOf');
  return (list as unknown[]).some((branch) => isObj(branch) && own(branch, '$ref') === ref && validating(branch).every((k) => k === '$ref'));
}

/** A schema that is nothing but `anyOf` or `oneOf` alternatives (annotations and definitions aside). */
function alternativesOnly(o: Obj, keywords: readonly string[] = ['anyOf', 'oneOf']): boolean {
  return keywords.some((keyword) => Array.isArray(own(o, keyword)) && validating(o).every((k) => k === keyword));
}

const dependenciesOnly = (o: Obj): boolean => isObj(own(o, 'dependencies')) && !has(o, 'dependentRequired') && !has(o, 'dependentSchemas');
const dependentOnly = (o: Obj): boolean =>
  !has(o, 'dependencies') && (has(o, 'dependentRequired') || has(o, 'dependentSchemas')) && [own(o, 'dependentRequired'), own(o, 'dependentSchemas')].every((v) => v === undefined || isObj(v));

/** `dependencies` split into `dependentRequired` (its lists) and `dependentSchemas` (the rest), or joined back; every other keyword kept. */
function dependenciesAs(o: Obj, form: 'split' | 'joined'): Obj {
  const out: Obj = {};
  for (const k of Object.keys(o)) if (!['dependencies', 'dependentRequired', 'dependentSchemas'].includes(k)) put(out, k, o[k]);
  if (form === 'split') {
    const required: Obj = {};
    const schemas: Obj = {};
    for (const [name, value] of Object.entries(own(o, 'dependencies') as Obj)) put(Array.isArray(value) ? required : schemas, name, value);
    if (Object.keys(required).length > 0) put(out, 'dependentRequired', required);
    if (Object.keys(schemas).length > 0) put(out, 'dependentSchemas', schemas);
  } else {
    const joined: Obj = {};
    for (const keyword of ['dependentRequired', 'dependentSchemas']) {
      const map = own(o, keyword);
      // (A name under both is two constraints one `dependencies` entry cannot hold: compared as written.)
      if (isObj(map)) for (const [name, value] of Object.entries(map)) if (has(joined, name)) return o; else put(joined, name, value);
    }
    put(out, 'dependencies', joined);
  }
  return out;
}

/** Tuples tupleAs() wrote in the other form: read as the tuple their own dialect reads (see restUnreachable). */
export const TUPLES_REWRITTEN = new WeakSet<object>();

/** A tuple schema rewritten in the other form (see aligned()); every other keyword kept. */
function tupleAs(o: Obj, form: 'modern' | 'draft07'): Obj {
  const [positions, rest] = form === 'modern' ? ['items', 'additionalItems'] : ['prefixItems', 'items'];
  const [toPositions, toRest] = form === 'modern' ? ['prefixItems', 'items'] : ['items', 'additionalItems'];
  const out: Obj = {};
  for (const k of Object.keys(o)) if (k !== positions && k !== rest) put(out, k, o[k]);
  put(out, toPositions, o[positions]);
  if (has(o, rest)) put(out, toRest, o[rest]);
  TUPLES_REWRITTEN.add(out);
  return out;
}
