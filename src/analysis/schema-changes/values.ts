// Properties (added, removed, required), types, enum and const: what values a schema allows.

import { type Polarity } from './change-kinds.js';
import { compareNode } from './compare.js';
import { type Ctx, push, type Where } from './context.js';
import { MODERN_DIALECT, rootDialect, TUPLE_DIALECTS } from './dialects.js';
import { canonical, equal, has, isObj, type Obj, own } from './json.js';
import { isAnnotation } from './keywords.js';
import { child, nameText, valuesText, valueText } from './pointers.js';
import { TUPLES_REWRITTEN } from './rewrite.js';

function stringSet(value: unknown): Set<string> {
  return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
}

export function compareProperties(ctx: Ctx, a: Obj, b: Obj, pointer: string, depth: number, polarity: Polarity): void {
  const where: Where = { node: pointer, polarity };
  const rawPropsA = own(a, 'properties');
  const rawPropsB = own(b, 'properties');
  for (const [keyword, x, y, shape] of [
    ['properties', rawPropsA, rawPropsB, isObj],
    ['required', own(a, 'required'), own(b, 'required'), Array.isArray],
  ] as const) {
    const odd = (v: unknown) => v !== undefined && !shape(v);
    if ((odd(x) || odd(y)) && !equal(x, y)) {
      push(ctx, where, child(pointer, keyword), 'schema_replaced', `${keyword} was replaced (${valueText(x)} → ${valueText(y)})`);
    }
  }
  const propsA: Obj = isObj(rawPropsA) ? rawPropsA : {};
  const propsB: Obj = isObj(rawPropsB) ? rawPropsB : {};
  const reqA = stringSet(own(a, 'required'));
  const reqB = stringSet(own(b, 'required'));
  const names = new Set([...Object.keys(propsA), ...reqA, ...Object.keys(propsB), ...reqB]);
  const requiredPointer = child(pointer, 'required');
  for (const name of [...names].sort()) {
    const propPointer = child(pointer, 'properties', name);
    const propWhere: Where = { node: propPointer, polarity };
    const inA = has(propsA, name) || reqA.has(name);
    const inB = has(propsB, name) || reqB.has(name);
    if (!inA && inB) {
      // What the approved schema said of the name without listing it (a patternProperties or additionalProperties
      // schema): the listed schema is compared with it, as a change of that name's values.
      const before = has(propsB, name) ? unlistedSchema(ctx, a, name) : undefined;
      if (reqB.has(name)) push(ctx, propWhere, has(propsB, name) ? propPointer : requiredPointer, 'required_property_added', 'was added as required');
      // (A name the approved schema refused, `false`, added: as in oasdiff, a member added is compatible for an output's
      // reader too, who ignores members it does not know — zod writes `additionalProperties: false` on every object.)
      if (before === UNKNOWN) push(ctx, propWhere, propPointer, 'constraint_changed', 'was added where a pattern of the approved schema may already describe it (the pattern is not run)');
      else if (before !== undefined && before !== false) compareNode(ctx, before, own(propsB, name), propPointer, depth + 1, polarity);
      else if (before === undefined && own(propsB, name) === false) compareNode(ctx, true, false, propPointer, depth + 1, polarity);
      else if (!reqB.has(name)) push(ctx, propWhere, propPointer, 'optional_property_added', 'was added as optional');
      continue;
    }
    if (inA && !inB) {
      // Only required, never described: dropping it from required asks for less (more for an output's reader).
      if (!has(propsA, name)) {
        push(ctx, propWhere, requiredPointer, 'property_made_optional', 'is no longer required');
        continue;
      }
      // Still described by a patternProperties or additionalProperties schema of the live one: compared with it.
      const after = unlistedSchema(ctx, b, name);
      if (after === undefined || after === UNKNOWN || after === false) {
        push(ctx, propWhere, propPointer, 'property_removed', 'was removed');
        continue;
      }
      if (reqA.has(name)) push(ctx, propWhere, propPointer, 'property_made_optional', 'is no longer required');
      compareNode(ctx, own(propsA, name), after, propPointer, depth + 1, polarity);
      continue;
    }
    // At the property (one pointer per change, as oasdiff does) where the live schema defines it, else at `required`.
    const at = has(propsB, name) ? propPointer : requiredPointer;
    if (!reqA.has(name) && reqB.has(name)) push(ctx, propWhere, at, 'property_made_required', 'is now required');
    else if (reqA.has(name) && !reqB.has(name)) push(ctx, propWhere, at, 'property_made_optional', 'is no longer required');
    if (reqA.has(name)) ctx.requiredBefore.add(propPointer);
    else if (reqB.has(name)) ctx.requiredNow.add(propPointer);
    if (has(propsA, name) || has(propsB, name)) {
      // Listed on one side only (the other only requires it): the other side's schema for the name is what it says of
      // unlisted names (a differential run against Ajv: it was compared with "anything").
      const [x, y] = [has(propsA, name) ? own(propsA, name) : unlistedSchema(ctx, a, name), has(propsB, name) ? own(propsB, name) : unlistedSchema(ctx, b, name)];
      if (x === UNKNOWN || y === UNKNOWN) push(ctx, propWhere, propPointer, 'constraint_changed', 'is listed on one side only, where a pattern of the other may describe it (the pattern is not run)');
      else compareNode(ctx, x, y, propPointer, depth + 1, polarity);
    }
  }
  const listA = own(a, 'required');
  const listB = own(b, 'required');
  if (Array.isArray(listA) && Array.isArray(listB) && sameSet(reqA, reqB) && !equal(listA, listB)) {
    // Only names: a member that is not a string makes the schema invalid, which is no change of form.
    const names = (list: unknown[]) => list.every((v) => typeof v === 'string');
    if (names(listA) && names(listB)) push(ctx, where, requiredPointer, 'order_changed', `lists the same required properties in another form (${valueText(listA)} → ${valueText(listB)})`);
    else push(ctx, where, requiredPointer, 'schema_replaced', `required was replaced (${valueText(listA)} → ${valueText(listB)})`);
  }
}

/** A patternProperties schema whose pattern is not run (see patternMatches): it may or may not match a name. */
const UNKNOWN = Symbol('unknown');

/**
 * The schema an object schema applies to a property name it does not list: the patternProperties whose pattern
 * matches it (all of them), else its additionalProperties; undefined when it says nothing (any value), UNKNOWN when a
 * pattern could not be run.
 */
function unlistedSchema(ctx: Ctx, o: Obj, name: string): unknown {
  const patterns = own(o, 'patternProperties');
  const matching: unknown[] = [];
  if (isObj(patterns)) {
    for (const [source, schema] of Object.entries(patterns)) {
      const matches = patternMatches(ctx, source, name);
      if (matches === undefined) return UNKNOWN;
      if (matches) matching.push(schema);
    }
  }
  // A schema that admits anything (true, {}, annotations only: zod's record of any) says nothing of the name.
  if (matching.length > 0) {
    const said = matching.filter((schema) => !admitsAnything(schema));
    return said.length === 0 ? undefined : said.length === 1 ? said[0] : { allOf: said };
  }
  const rest = own(o, 'additionalProperties');
  return admitsAnything(rest) ? undefined : rest;
}

/** true, or an object of annotations only ({}, {description: …}). */
export function admitsAnything(schema: unknown): boolean {
  return schema === true || (isObj(schema) && Object.keys(schema).every((key) => isAnnotation(key)));
}

/** The most patterns run against names in one comparison (each is bounded below). */
const MAX_PATTERN_RUNS = 2_000;

/**
 * Whether a patternProperties pattern (ECMA-262, unanchored) matches a name; undefined when it is not run: a pattern
 * from a schema is hostile text, so only short ones with at most one quantifier of any kind (`*`, `+`, `?`, `{…}`:
 * two bounded ones, `[a-z]{0,200}` twice, already backtrack for seconds on a long name; an outside review) and no
 * backreference are, on names of up to 200 characters, MAX_PATTERN_RUNS times: one quantifier tries at most as many
 * lengths as the name has characters, from each start.
 */
export function patternMatches(ctx: Ctx, source: string, name: string): boolean | undefined {
  if (source.length > 200 || name.length > 200 || ctx.patternRuns >= MAX_PATTERN_RUNS) return undefined;
  // (A `?` after `(` opens a group kind, `(?:`, `(?=`…: no quantifier; any other counts, escaped or in a class too.)
  if (/\\[1-9]|\\k</.test(source) || (source.replace(/\(\?/g, '(').match(/[*+?{]/g)?.length ?? 0) > 1) return undefined;
  ctx.patternRuns++;
  for (const flags of ['u', '']) {
    try {
      return new RegExp(source, flags).test(name);
    } catch {
      // not a pattern under these flags
    }
  }
  return undefined;
}

function sameSet<T>(x: Set<T>, y: Set<T>): boolean {
  if (x.size !== y.size) return false;
  for (const v of x) if (!y.has(v)) return false;
  return true;
}

/** The set of instance types a `type` keyword allows; null means any type. */
export function typeSet(value: unknown): Set<string> | null | 'invalid' {
  if (value === undefined) return null;
  if (typeof value === 'string') return new Set([value]);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return new Set(value as string[]);
  return 'invalid';
}

export function typeSubset(x: Set<string> | null, y: Set<string> | null): boolean {
  if (y === null) return true;
  if (x === null) return false;
  for (const t of x) if (!y.has(t) && !(t === 'integer' && y.has('number'))) return false;
  return true;
}

function typeText(value: unknown): string {
  if (value === undefined) return 'any';
  if (typeof value === 'string') return nameText(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value.map((v) => nameText(v as string)).join('|') : 'none';
  return valueText(value);
}

export function compareType(ctx: Ctx, where: Where, pointer: string, x: unknown, y: unknown): void {
  const tx = typeSet(x);
  const ty = typeSet(y);
  const text = `type changed from ${typeText(x)} to ${typeText(y)}`;
  if (tx === 'invalid' || ty === 'invalid') return push(ctx, where, pointer, 'type_changed', text);
  const narrower = typeSubset(ty, tx);
  const wider = typeSubset(tx, ty);
  // The same set written differently (["string","null"] and ["null","string"], "integer" and ["integer"]).
  if (narrower && wider) return push(ctx, where, pointer, 'order_changed', `allows the same types written another way (${typeText(x)} → ${typeText(y)})`);
  if (narrower) push(ctx, where, pointer, 'type_narrowed', text.replace('changed', 'narrowed'));
  else if (wider) push(ctx, where, pointer, 'type_widened', text.replace('changed', 'widened'));
  else push(ctx, where, pointer, 'type_changed', text);
}

/**
 * `enum` and `const` together, as the set of values they allow: an enum of
 * one value and a const of that value are the same schema, enum → const
 * removes values, const → enum adds them. A schema with both keywords, or a
 * malformed enum, is compared keyword by keyword.
 */
/**
 * The rest of a tuple (`items` beside `prefixItems`, `additionalItems` beside
 * tuple `items`) on two sides whose `maxItems` already stops at the tuple's
 * length: no item past the positions is accepted on either side, whatever the
 * rest says (zod 4 writes `items: false` there, zod 3 nothing).
 */
export function restUnreachable(keyword: string, a: Obj, b: Obj, ctx: Pick<Ctx, 'approvedRoot' | 'liveRoot'>): boolean {
  const positions = keyword === 'items' ? 'prefixItems' : keyword === 'additionalItems' ? 'items' : undefined;
  if (positions === undefined) return false;
  // Only where each side is read as that form of tuple: by its dialect (draft-07 ignores prefixItems, its items then
  // applying to every item; 2020-12 reads no additionalItems), or because aligned() rewrote a tuple its dialect reads
  // into the other side's form.
  const reads = (o: Obj, dialect: string) => TUPLES_REWRITTEN.has(o) || (keyword === 'items' ? dialect === MODERN_DIALECT : TUPLE_DIALECTS.has(dialect));
  if (!reads(a, rootDialect(ctx.approvedRoot)) || !reads(b, rootDialect(ctx.liveRoot))) return false;
  const bounded = (o: Obj) => {
    const list = own(o, positions);
    const max = own(o, 'maxItems');
    return Array.isArray(list) && typeof max === 'number' && max <= list.length;
  };
  return bounded(a) && bounded(b);
}

/** An additionalProperties (or unevaluatedProperties) that refuses some value: false, or a schema other than {} / true. */
export function closesNames(o: Obj): boolean {
  return refusesWith(o, ['additionalProperties', 'unevaluatedProperties']);
}

/** One of `keywords` is set to something that refuses a value: false, or a schema other than {} / true (annotations aside). */
export function refusesWith(o: Obj, keywords: readonly string[]): boolean {
  return keywords.some((k) => has(o, k) && o[k] !== true && !(isObj(o[k]) && Object.keys(o[k] as Obj).every((key) => isAnnotation(key))));
}

/** The values a schema is restricted to (`const`, or `enum`), or undefined when it has neither. */
export function allowedValues(o: Obj): unknown[] | undefined {
  if (has(o, 'const')) return [o.const];
  const list = own(o, 'enum');
  return Array.isArray(list) ? list : undefined;
}

/**
 * Whether a `type` keyword's value admits a JSON value (an integer-valued number is an integer too): a test built
 * once per keyword and asked of many values (a type list of 40,000 names was searched for each value).
 */
export function typeAdmitter(type: unknown): (value: unknown) => boolean {
  const names = new Set<unknown>(Array.isArray(type) ? type : [type]);
  return (value) => {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
    return names.has(kind) || (kind === 'integer' && names.has('number'));
  };
}

/** A schema typed `null` alone, with no enum or const. */
function onlyNull(o: Obj): boolean {
  const types = typeSet(own(o, 'type'));
  return types instanceof Set && types.size === 1 && types.has('null') && allowedValues(o) === undefined;
}

/**
 * A type changed that restricts nothing the values do not: `type` on one side only, the side without it restricted
 * to values (const or enum), and the type admitting every value of both sides; or both sides typed and restricted to
 * values both types admit (`{type: number, enum: [1, 2]}` → `{type: integer, enum: [1, 2]}`; an outside review). A
 * value changed is the enum's change.
 */
export function typeOnlyRestatesValues(a: Obj, b: Obj): boolean {
  if (has(a, 'type') && has(b, 'type')) {
    const [valuesA, valuesB] = [allowedValues(a), allowedValues(b)];
    if (valuesA === undefined || valuesB === undefined) return false;
    const [admitsA, admitsB] = [typeAdmitter(a.type), typeAdmitter(b.type)];
    return [...valuesA, ...valuesB].every((v) => admitsA(v) && admitsB(v));
  }
  if (has(a, 'type') === has(b, 'type')) return false;
  const [typed, untyped] = has(a, 'type') ? [a, b] : [b, a];
  const bare = allowedValues(untyped);
  if (bare === undefined) return false;
  return [...bare, ...(allowedValues(typed) ?? [])].every(typeAdmitter(typed.type));
}

export function compareAllowedValues(ctx: Ctx, where: Where, a: Obj, b: Obj, pointer: string): void {
  // `type: "null"` admits one value, as `const: null` does: the same schema written another way.
  if ((onlyNull(a) && equal(allowedValues(b), [null])) || (onlyNull(b) && equal(allowedValues(a), [null]))) return;
  const enumA = own(a, 'enum');
  const enumB = own(b, 'enum');
  const onlyEnum = (o: Obj) => Array.isArray(own(o, 'enum')) && !has(o, 'const');
  const onlyConst = (o: Obj) => has(o, 'const') && !has(o, 'enum');
  if (onlyEnum(a) && onlyConst(b)) {
    compareValueSets(ctx, where, child(pointer, 'const'), enumA as unknown[], [b.const], ' (enum is now a const)');
    return;
  }
  if (onlyConst(a) && onlyEnum(b)) {
    compareValueSets(ctx, where, child(pointer, 'enum'), [a.const], enumB as unknown[], ' (const is now an enum)');
    return;
  }
  compareEnum(ctx, where, child(pointer, 'enum'), enumA, enumB);
  const at = child(pointer, 'const');
  const x = own(a, 'const');
  const y = own(b, 'const');
  if (!has(a, 'const') && !has(b, 'const')) return;
  if (!has(a, 'const')) push(ctx, where, at, 'const_set', `is now fixed to ${valueText(y)}`);
  else if (!has(b, 'const')) push(ctx, where, at, 'const_removed', `is no longer fixed to ${valueText(x)}`);
  else if (!equal(x, y)) push(ctx, where, at, 'const_changed', `is now fixed to ${valueText(y)} instead of ${valueText(x)}`);
}

function compareEnum(ctx: Ctx, where: Where, pointer: string, x: unknown, y: unknown): void {
  if (x === undefined && y === undefined) return;
  if (x === undefined) return push(ctx, where, pointer, 'constraint_added', `is now restricted to an enum of ${Array.isArray(y) ? y.length : valueText(y)} values`);
  if (y === undefined) return push(ctx, where, pointer, 'constraint_removed', 'is no longer restricted to an enum');
  if (!Array.isArray(x) || !Array.isArray(y)) {
    if (!equal(x, y)) push(ctx, where, pointer, 'constraint_changed', `enum changed from ${valueText(x)} to ${valueText(y)}`);
    return;
  }
  compareValueSets(ctx, where, pointer, x, y, '');
}

/** The values one allowed-value list has and the other lacks, as enum_value_removed / enum_value_added. */
function compareValueSets(ctx: Ctx, where: Where, pointer: string, x: unknown[], y: unknown[], note: string): void {
  const keyed = (values: unknown[]) => {
    const map = new Map<string, unknown>();
    for (const v of values) map.set(canonical(v), v);
    return map;
  };
  const before = keyed(x);
  const after = keyed(y);
  const removed = [...before.keys()].filter((k) => !after.has(k)).sort().map((k) => before.get(k));
  const added = [...after.keys()].filter((k) => !before.has(k)).sort().map((k) => after.get(k));
  if (removed.length) push(ctx, where, pointer, 'enum_value_removed', `no longer allows ${valuesText(removed)}${note}`);
  if (added.length) push(ctx, where, pointer, 'enum_value_added', `now also allows ${valuesText(added)}${note}`);
  if (!removed.length && !added.length && !equal(x, y)) push(ctx, where, pointer, 'order_changed', `allows the same values listed in another order${note}`);
}
