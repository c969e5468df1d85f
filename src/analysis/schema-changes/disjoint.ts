// Whether alternatives can never both hold (different types, consts or enums): then their
// order, or oneOf against anyOf, changes nothing.

import { type Ctx } from './context.js';
import { canonical, has, isObj, type Obj, own } from './json.js';
import { target } from './references.js';
import { allowedValues, typeAdmitter } from './values.js';

/**
 * Alternatives no value can match twice, so that anyOf and oneOf over them accept the same: each names its own
 * single type, or each is an object that requires one same property with a `const` of its own (a discriminator:
 * `name: {const: "find"}`, `name: {const: "aggregate"}`).
 */
function disjoint(all: unknown, root: unknown, memo?: ApartMemo): boolean {
  if (!Array.isArray(all)) return false;
  // A `false` alternative matches no value: it overlaps none.
  const list = all.filter((item) => item !== false);
  // No two alternatives, no value matching two (`anyOf: [x]` → `oneOf: [x]` is no change; an outside review).
  if (list.length < 2) return true;
  if (!list.every(isObj)) return false;
  // Alternatives behind a local `$ref` are read as their target (pydantic's discriminated unions list `$defs`).
  const items = list.map((item) => target(root, item as Obj));
  if (!items.every(isObj)) return false;
  const distinct = (values: string[]) => values.length === items.length && new Set(values).size === values.length;
  const types = items.map((item) => (typeof item.type === 'string' ? item.type : undefined));
  if (types.every((t) => t !== undefined) && distinct(types as string[]) && !(types.includes('integer') && types.includes('number'))) return true;
  // Pairwise, by values and types: {const: a} and {type: null}, {const: a} and {const: b} (a bounded number of pairs).
  if (items.length <= MAX_PAIRWISE && items.every((p, i) => items.every((q, j) => j <= i || apartOnce(p as Obj, q as Obj, memo)))) return true;
  const first = items[0] as Obj;
  const props = isObj(first.properties) ? Object.keys(first.properties) : [];
  // (Each item's required names as a set, once: not searched once per property.)
  const required = (items as Obj[]).map((item) => (Array.isArray(item.required) ? new Set<unknown>(item.required) : undefined));
  return props.some((key) => {
    const consts: string[] = [];
    for (const [k, item] of (items as Obj[]).entries()) {
      const prop = isObj(item.properties) ? (item.properties as Obj)[key] : undefined;
      // Only objects: properties and required say nothing of a string or a number, which would match every alternative.
      if (item.type !== 'object' || !isObj(prop) || !required[k]?.has(key)) return false;
      // A const, or an enum of one value (pydantic 1 writes Literal["a"] so).
      if (Object.hasOwn(prop, 'const')) consts.push(canonical(prop.const));
      else if (Array.isArray(prop.enum) && prop.enum.length === 1) consts.push(canonical(prop.enum[0]));
      else return false;
    }
    return distinct(consts);
  });
}

/** disjoint(), once per list and root in a comparison (many pairs of subschemas may hold one list behind a $ref). */
export function disjointIn(ctx: Pick<Ctx, 'disjoints' | 'apart'>, list: unknown, root: unknown): boolean {
  if (!Array.isArray(list)) return false;
  let byList = ctx.disjoints.get(root);
  if (!byList) ctx.disjoints.set(root, (byList = new WeakMap()));
  let known = byList.get(list);
  if (known === undefined) byList.set(list, (known = disjoint(list, root, ctx.apart)));
  return known;
}

/** Most alternatives disjoint() compares pair by pair. */
const MAX_PAIRWISE = 64;

/** The type names of a `type` keyword, or undefined when it has none (or an unreadable one). */
function typeNames(o: Obj): string[] | undefined {
  const t = own(o, 'type');
  const names = Array.isArray(t) ? t : [t];
  return has(o, 'type') && names.every((n) => typeof n === 'string') ? (names as string[]) : undefined;
}

/**
 * apart() of two targets, once per pair in a comparison, with each target's values written canonically once: many
 * lists of alternatives may name the same definitions (a hundred properties, each a oneOf of the same 64 enums).
 */
export interface ApartMemo {
  pairs: WeakMap<Obj, WeakMap<Obj, boolean>>;
  values: WeakMap<Obj, Set<string>>;
}

function apartOnce(p: Obj, q: Obj, memo: ApartMemo | undefined): boolean {
  if (!memo) return apart(p, q);
  let byQ = memo.pairs.get(p);
  if (!byQ) memo.pairs.set(p, (byQ = new WeakMap()));
  let known = byQ.get(q);
  if (known === undefined) byQ.set(q, (known = apart(p, q, memo)));
  return known;
}

/**
 * Two alternatives no value matches both of, as far as their values and
 * types tell: values of one the other's values or type all refuse, or types
 * that share no instance (integer is a number).
 */
function apart(p: Obj, q: Obj, memo?: ApartMemo): boolean {
  const [vp, vq] = [allowedValues(p), allowedValues(q)];
  if (vp !== undefined && vq !== undefined) {
    const texts = (o: Obj, values: unknown[]) => {
      let set = memo?.values.get(o);
      if (!set) {
        set = new Set(values.map((v) => canonical(v)));
        memo?.values.set(o, set);
      }
      return set;
    };
    const [mine, other] = [texts(p, vp), texts(q, vq)];
    for (const v of mine) if (other.has(v)) return false;
    return true;
  }
  for (const [values, typed] of [[vp, q], [vq, p]] as const) {
    const names = typeNames(typed);
    if (values !== undefined && names !== undefined) {
      const admits = typeAdmitter(names);
      return values.every((v) => !admits(v));
    }
  }
  const [tp, tq] = [typeNames(p), typeNames(q)];
  if (tp === undefined || tq === undefined) return false;
  const widen = (names: string[]) => (names.includes('number') ? [...names, 'integer'] : names);
  return !widen(tp).some((n) => widen(tq).includes(n));
}
