// Numeric and length bounds, multipleOf, dependentRequired, tuples and maps of named
// schemas ($defs, patternProperties…).

import { isFiniteNumber } from './branches.js';
import { type ChangeId } from './change-kinds.js';
import { compareNode, normalize } from './compare.js';
import { type Ctx, push, type Where } from './context.js';
import { equal, has, isObj, type Obj, own } from './json.js';
import { NEUTRAL } from './keywords.js';
import { child, nameText, valueText } from './pointers.js';
import { patternMatches } from './values.js';

export function compareBound(ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, lower: boolean, a: Obj = {}, b: Obj = {}): void {
  if (equal(x, y)) return;
  const neutral = NEUTRAL[keyword];
  if (neutral !== undefined && ((x === undefined && y === neutral) || (y === undefined && x === neutral))) return;
  // draft 4: exclusiveMinimum / exclusiveMaximum are booleans, absent meaning false
  if (typeof x === 'boolean' || typeof y === 'boolean') {
    const bx = x ?? false;
    const by = y ?? false;
    if (bx === false && by === true) return push(ctx, where, pointer, 'constraint_tightened', `${keyword} is now true`);
    if (bx === true && by === false) return push(ctx, where, pointer, 'constraint_loosened', `${keyword} is no longer true`);
    if (!equal(bx, by)) push(ctx, where, pointer, 'constraint_changed', `${keyword} changed from ${valueText(x)} to ${valueText(y)}`);
    return;
  }
  // A length bound (minLength, maxItems…) beside listed values: measured on each (see listedAgainst).
  const size = has(SIZE_OF, keyword) ? SIZE_OF[keyword] : undefined;
  const within = (o: Obj, limit: number) => (size && where.polarity === 1 ? listedAgainst(o, (v) => { const n = size(v); return n === undefined || (lower ? n >= limit : n <= limit); }) : undefined);
  if (x === undefined && isFiniteNumber(y)) {
    const old = within(a, y);
    if (old?.refused.length === 0) return push(ctx, where, pointer, 'constraint_within_old_values', `${keyword} ${valueText(y)} was added, which every value the old ${old.keyword} allowed meets`);
    return push(ctx, where, pointer, 'constraint_added', `${keyword} ${valueText(y)} was added${refusedText(old)}`);
  }
  if (y === undefined && isFiniteNumber(x)) {
    const now = within(b, x);
    if (now?.refused.length === 0) return push(ctx, where, pointer, 'constraint_within_new_values', `${keyword} ${valueText(x)} was removed, which every value the new ${now.keyword} allows meets`);
    return push(ctx, where, pointer, 'constraint_removed', `${keyword} ${valueText(x)} was removed`);
  }
  if (isFiniteNumber(x) && isFiniteNumber(y)) {
    const tighter = lower ? y > x : y < x;
    // Tightened: do the old values meet the new bound? Loosened: do the new values meet the old one?
    const listed = tighter ? within(a, y) : within(b, x);
    if (listed?.refused.length === 0) {
      return push(ctx, where, pointer, tighter ? 'constraint_within_old_values' : 'constraint_within_new_values', `${keyword} ${tighter ? 'tightened' : 'loosened'} from ${x} to ${y}, which every value the ${tighter ? 'old' : 'new'} ${listed.keyword} ${tighter ? 'allowed' : 'allows'} meets`);
    }
    return push(ctx, where, pointer, tighter ? 'constraint_tightened' : 'constraint_loosened', `${keyword} ${tighter ? 'tightened' : 'loosened'} from ${x} to ${y}${tighter ? refusedText(listed) : ''}`);
  }
  push(ctx, where, pointer, 'constraint_changed', `${keyword} changed from ${valueText(x)} to ${valueText(y)}`);
}

/** How a length bound measures a value: undefined for a value of a type the keyword does not read (it meets the bound). */
const SIZE_OF: Record<string, (v: unknown) => number | undefined> = {
  // JSON Schema counts a string's length in code points.
  minLength: (v) => (typeof v === 'string' ? [...v].length : undefined),
  maxLength: (v) => (typeof v === 'string' ? [...v].length : undefined),
  minItems: (v) => (Array.isArray(v) ? v.length : undefined),
  maxItems: (v) => (Array.isArray(v) ? v.length : undefined),
  minProperties: (v) => (isObj(v) ? Object.keys(v).length : undefined),
  maxProperties: (v) => (isObj(v) ? Object.keys(v).length : undefined),
};

/** A numeric bound: its value, whether it excludes the value, and the keyword it comes from. */
interface NumericBound {
  value: number;
  exclusive: boolean;
  keyword: string;
}

/**
 * The bound a schema sets on one side (the tightest of minimum and a numeric
 * exclusiveMinimum; with draft 4's boolean exclusiveMinimum, minimum made
 * exclusive), null when none, undefined when a keyword is not what it should be.
 */
function numericBound(o: Obj, lower: boolean): NumericBound | null | undefined {
  const [inclusiveKey, exclusiveKey] = lower ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
  const inclusive = own(o, inclusiveKey);
  const exclusive = own(o, exclusiveKey);
  if (inclusive !== undefined && !isFiniteNumber(inclusive)) return undefined;
  if (typeof exclusive === 'boolean') {
    if (inclusive === undefined) return exclusive ? undefined : null;
    return { value: inclusive as number, exclusive, keyword: exclusive ? exclusiveKey : inclusiveKey };
  }
  if (exclusive !== undefined && !isFiniteNumber(exclusive)) return undefined;
  const bounds: NumericBound[] = [];
  // A bound at or past the safe integers (zod 4 writes `maximum: 9007199254740991` on every int()) refuses no value
  // JSON carries exactly (I-JSON, RFC 7493): no bound.
  const outer = (value: number) => (lower ? value <= -Number.MAX_SAFE_INTEGER : value >= Number.MAX_SAFE_INTEGER);
  if (inclusive !== undefined && !outer(inclusive as number)) bounds.push({ value: inclusive as number, exclusive: false, keyword: inclusiveKey });
  if (exclusive !== undefined && !outer(exclusive as number)) bounds.push({ value: exclusive as number, exclusive: true, keyword: exclusiveKey });
  if (bounds.length === 0) return null;
  return bounds.reduce((p, q) => (tighterBound(q, p, lower) ? q : p));
}

/** Whether x admits fewer values than y on that side. */
function tighterBound(x: NumericBound, y: NumericBound, lower: boolean): boolean {
  if (x.value !== y.value) return lower ? x.value > y.value : x.value < y.value;
  return x.exclusive && !y.exclusive;
}

function boundText(b: NumericBound, lower: boolean): string {
  return `${lower ? (b.exclusive ? '>' : '≥') : b.exclusive ? '<' : '≤'} ${b.value}`;
}

/**
 * minimum / exclusiveMinimum (or maximum / exclusiveMaximum) of both schemas as
 * one bound each: exclusiveMinimum 0 → minimum 0 admits 0, a loosening, not a
 * minimum "added". Returns false when a keyword is not a number (compared
 * keyword by keyword instead).
 */
/**
 * On an integer, a bound is the inclusive whole one it lets through: > 0 is ≥ 1 (zod's int().positive() and
 * int().min(1)), ≥ 1.5 is ≥ 2, < 9.5 is ≤ 9.
 */
function onIntegers(o: Obj, bound: NumericBound | null | undefined, lower: boolean): NumericBound | null | undefined {
  // (Past the safe integers, the integer next to a bound is not a number apart: left as written.)
  if (!bound || own(o, 'type') !== 'integer' || (!bound.exclusive && Number.isInteger(bound.value)) || Math.abs(bound.value) >= Number.MAX_SAFE_INTEGER) return bound;
  const v = bound.value;
  const value = lower ? (bound.exclusive ? Math.floor(v) + 1 : Math.ceil(v)) : bound.exclusive ? Math.ceil(v) - 1 : Math.floor(v);
  return { value, exclusive: false, keyword: bound.keyword };
}

export function compareNumericBound(ctx: Ctx, where: Where, a: Obj, b: Obj, pointer: string, lower: boolean): boolean {
  const x = onIntegers(a, numericBound(a, lower), lower);
  const y = onIntegers(b, numericBound(b, lower), lower);
  if (x === undefined || y === undefined) return false;
  const side = lower ? 'lower bound' : 'upper bound';
  const keys = lower ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
  if (x === null && y === null) {
    // Only a bound at the safe-integer limit written or dropped: the same values, written another way.
    const key = keys.find((k) => !equal(own(a, k), own(b, k)));
    if (key !== undefined) push(ctx, where, child(pointer, key), 'rewritten', `${side} at the limit of the safe integers, which refuses no value JSON carries exactly, was ${own(b, key) === undefined ? 'dropped' : 'written out'}`);
    return true;
  }
  // A bound added or tightened that every value the old schema listed meets refuses nothing it accepted; one removed
  // or loosened that every value the new schema lists meets lets nothing new through.
  // (A number past what a double holds, 1e400 read as Infinity, meets no bound.)
  const meets = (bound: NumericBound) => (v: unknown) => typeof v !== 'number' || (isFiniteNumber(v) && (lower ? (bound.exclusive ? v > bound.value : v >= bound.value) : bound.exclusive ? v < bound.value : v <= bound.value));
  const within = (o: Obj, bound: NumericBound) => (where.polarity === 1 ? listedAgainst(o, meets(bound)) : undefined);
  if (x === null) {
    const old = within(a, y!);
    if (old?.refused.length === 0) return push(ctx, where, child(pointer, y!.keyword), 'constraint_within_old_values', `${side} ${boundText(y!, lower)} was added (${y!.keyword}), which every value the old ${old.keyword} allowed meets`), true;
    return push(ctx, where, child(pointer, y!.keyword), 'constraint_added', `${side} ${boundText(y!, lower)} was added (${y!.keyword})${refusedText(old)}`), true;
  }
  if (y === null) {
    const now = within(b, x);
    if (now?.refused.length === 0) return push(ctx, where, child(pointer, x.keyword), 'constraint_within_new_values', `${side} ${boundText(x, lower)} was removed (${x.keyword}), which every value the new ${now.keyword} allows meets`), true;
    return push(ctx, where, child(pointer, x.keyword), 'constraint_removed', `${side} ${boundText(x, lower)} was removed (${x.keyword})`), true;
  }
  if (x.value === y.value && x.exclusive === y.exclusive) {
    if (keys.some((k) => !equal(own(a, k), own(b, k)))) push(ctx, where, child(pointer, y.keyword), 'rewritten', `${side} ${boundText(y, lower)} is the same, written another way`);
    return true;
  }
  const tighter = tighterBound(y, x, lower);
  // (Outside a `not` only: under one, the bound's meaning turns around.)
  const listed = tighter ? within(a, y) : within(b, x);
  if (listed?.refused.length === 0) {
    const text = tighter ? `tightened from ${boundText(x, lower)} to ${boundText(y, lower)}, which every value the old ${listed.keyword} allowed meets` : `loosened from ${boundText(x, lower)} to ${boundText(y, lower)}, which every value the new ${listed.keyword} allows meets`;
    push(ctx, where, child(pointer, y.keyword), tighter ? 'constraint_within_old_values' : 'constraint_within_new_values', `${side} ${text}`);
    return true;
  }
  push(ctx, where, child(pointer, y.keyword), tighter ? 'constraint_tightened' : 'constraint_loosened', `${side} ${tighter ? 'tightened' : 'loosened'} from ${boundText(x, lower)} to ${boundText(y, lower)}${tighter ? refusedText(listed) : ''}`);
  return true;
}

/**
 * When a schema lists its values (an enum or a const), which of them a bound refuses: a bound added or tightened that
 * refuses none of the old values narrows nothing that was accepted (an outside survey's weather server: `past_days`
 * from enum [1, 2] to minimum 1, maximum 92 was two breaking changes), and one removed or loosened that the new values
 * all meet widens nothing (the mirror, for an output). A value of a type the bound does not read meets it. Undefined
 * when the schema lists no values.
 */
function listedAgainst(o: Obj, meets: (value: unknown) => boolean): { keyword: string; refused: unknown[] } | undefined {
  const listed = Array.isArray(own(o, 'enum')) ? { keyword: 'enum', values: own(o, 'enum') as unknown[] } : has(o, 'const') ? { keyword: 'const', values: [own(o, 'const')] } : undefined;
  if (!listed || listed.values.length === 0) return undefined;
  return { keyword: listed.keyword, refused: listed.values.filter((v) => !meets(v)) };
}

function refusedText(old: { keyword: string; refused: unknown[] } | undefined): string {
  if (!old || old.refused.length === 0) return '';
  const shown = old.refused.slice(0, 5).map((v) => (isFiniteNumber(v) ? String(v) : valueText(v))).join(', ');
  return `: it refuses ${shown}${old.refused.length > 5 ? ', …' : ''}, which the old ${old.keyword} allowed`;
}

/**
 * dependentRequired: for each property, the properties it requires. Requiring
 * more narrows, fewer widens; a property whose dependencies are only added or
 * removed, likewise.
 */
export function compareDependentRequired(ctx: Ctx, where: Where, pointer: string, x: unknown, y: unknown): void {
  if (equal(x, y)) return;
  const valid = (v: unknown): v is Record<string, unknown[]> => isObj(v) && Object.values(v).every((list) => Array.isArray(list) && list.every((n) => typeof n === 'string'));
  if ((x !== undefined && !valid(x)) || (y !== undefined && !valid(y))) return compareAddedRemoved(ctx, where, pointer, 'dependentRequired', x, y, 'constraint_changed');
  const before = (x ?? {}) as Record<string, string[]>;
  const after = (y ?? {}) as Record<string, string[]>;
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const name of names) {
    const from = new Set(has(before, name) ? before[name] : []);
    const to = new Set(has(after, name) ? after[name] : []);
    const added = [...to].filter((n) => !from.has(n)).sort();
    const removed = [...from].filter((n) => !to.has(n)).sort();
    const at = child(pointer, name);
    const list = (names: string[]) => names.map(nameText).join(', ');
    if (added.length > 0 && removed.length > 0) push(ctx, where, at, 'constraint_changed', `with ${nameText(name)} now requires ${list(added)} instead of ${list(removed)}`);
    else if (added.length > 0) push(ctx, where, at, from.size === 0 ? 'constraint_added' : 'constraint_tightened', `with ${nameText(name)} now also requires ${list(added)}`);
    else if (removed.length > 0) push(ctx, where, at, to.size === 0 ? 'constraint_removed' : 'constraint_loosened', `with ${nameText(name)} no longer requires ${list(removed)}`);
    else if (!equal(before[name], after[name])) push(ctx, where, at, 'order_changed', `with ${nameText(name)} requires the same properties listed another way`);
  }
}

function isWholeMultiple(big: number, small: number): boolean {
  const ratio = big / small;
  const rounded = Math.round(ratio);
  return rounded >= 1 && Math.abs(ratio - rounded) <= 1e-9 * Math.max(1, ratio);
}

/**
 * On a side whose type is integer, `multipleOf: 1` lets every value through: none. (Not
 * 0.5 or 0.1: a validator divides in floating point, and 1e308 / 0.5 is Infinity; nor a value that nearly divides 1.)
 */
export function compareMultipleOf(ctx: Ctx, where: Where, pointer: string, x0: unknown, y0: unknown, a: Obj = {}, b: Obj = {}): void {
  if (equal(x0, y0)) return;
  const valid = (v: unknown): v is number => isFiniteNumber(v) && v > 0;
  const onIntegers = (v: unknown, o: Obj) => (own(o, 'type') === 'integer' && v === 1 ? undefined : v);
  const [x, y] = [onIntegers(x0, a), onIntegers(y0, b)];
  // Beside listed values, whole numbers only (a validator divides in floating point: 0.3 is no multiple of 0.1 there).
  // (And below 1e21: a validator such as Ajv reads the quotient back through its decimal text, 5e+21 as 5.)
  const within = (o: Obj, m: number) =>
    where.polarity === 1 ? listedAgainst(o, (v) => typeof v !== 'number' || (Number.isInteger(m) && Number.isInteger(v) && v % m === 0 && Math.abs(v / m) < 1e21)) : undefined;
  const listedMeet = (o: Obj, m: unknown, word: string) => {
    const listed = valid(m) ? within(o, m) : undefined;
    return listed?.refused.length === 0 ? `, which every value the ${word} ${listed.keyword} ${word === 'old' ? 'allowed' : 'allows'} meets` : undefined;
  };
  if (x === undefined && y === undefined) return push(ctx, where, pointer, 'rewritten', `multipleOf ${valueText(x0 ?? y0)} ${x0 === undefined ? 'was added' : y0 === undefined ? 'was removed' : `→ ${valueText(y0)}`} on an integer, which every integer meets`);
  if (x === undefined && valid(y)) {
    const meets = listedMeet(a, y, 'old');
    return push(ctx, where, pointer, meets ? 'constraint_within_old_values' : 'constraint_added', `multipleOf ${y} was added${meets ?? ''}`);
  }
  if (y === undefined && valid(x)) {
    const meets = listedMeet(b, x, 'new');
    return push(ctx, where, pointer, meets ? 'constraint_within_new_values' : 'constraint_removed', `multipleOf ${x} was removed${meets ?? ''}`);
  }
  if (valid(x) && valid(y)) {
    if (isWholeMultiple(y, x)) {
      const meets = listedMeet(a, y, 'old');
      return push(ctx, where, pointer, meets ? 'constraint_within_old_values' : 'constraint_tightened', `multipleOf tightened from ${x} to ${y}${meets ?? ''}`);
    }
    if (isWholeMultiple(x, y)) {
      const meets = listedMeet(b, x, 'new');
      return push(ctx, where, pointer, meets ? 'constraint_within_new_values' : 'constraint_loosened', `multipleOf loosened from ${x} to ${y}${meets ?? ''}`);
    }
  }
  push(ctx, where, pointer, 'constraint_changed', `multipleOf changed from ${valueText(x)} to ${valueText(y)}`);
}

/**
 * pattern: added where every string the old schema listed matches it refuses nothing that was accepted; removed where
 * every string the new schema lists matches the old one lets nothing new through (a pattern is run only when it is
 * safe to: see patternMatches). Otherwise added, removed or changed.
 */
export function comparePattern(ctx: Ctx, where: Where, pointer: string, x: unknown, y: unknown, a: Obj, b: Obj): void {
  if (equal(x, y)) return;
  const within = (o: Obj, source: unknown) =>
    where.polarity === 1 && typeof source === 'string' ? listedAgainst(o, (v) => typeof v !== 'string' || patternMatches(ctx, source, v) === true) : undefined;
  // (Each side's values are run once: the runs are charged to the comparison's budget.)
  const old = x === undefined ? within(a, y) : undefined;
  if (old?.refused.length === 0) return push(ctx, where, pointer, 'constraint_within_old_values', `pattern ${valueText(y)} was added, which every value the old ${old.keyword} allowed matches`);
  const now = y === undefined ? within(b, x) : undefined;
  if (now?.refused.length === 0) return push(ctx, where, pointer, 'constraint_within_new_values', `pattern ${valueText(x)} was removed, which every value the new ${now.keyword} allows matches`);
  compareAddedRemoved(ctx, where, pointer, 'pattern', x, y, 'constraint_changed');
}

export function compareAddedRemoved(ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, changed: ChangeId): void {
  if (equal(x, y)) return;
  if (x === undefined) push(ctx, where, pointer, 'constraint_added', `${keyword} ${valueText(y)} was added`);
  else if (y === undefined) push(ctx, where, pointer, 'constraint_removed', `${keyword} ${valueText(x)} was removed`);
  else push(ctx, where, pointer, changed, `${keyword} changed from ${valueText(x)} to ${valueText(y)}`);
}

export function compareOpenClosed(
  ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, depth: number, closed: ChangeId, opened: ChangeId,
): void {
  if (x === undefined && y === undefined) return;
  const at = child(pointer, keyword);
  const nx = normalize(x);
  const ny = normalize(y);
  const what = keyword.endsWith('Properties') ? 'additional properties' : 'additional items';
  const label = keyword === 'items' ? 'items' : what;
  if (nx !== false && ny === false) return push(ctx, where, at, closed, `no longer allows ${label}`);
  if (nx === false && ny !== false) return push(ctx, where, at, opened, `now allows ${label}`);
  compareNode(ctx, x, y, at, depth + 1, where.polarity);
}

/**
 * Tuples position by position. Of two lengths, a position one side lacks is compared with what that side says of
 * every item past its positions (`rest`: `items` beside `prefixItems`, `additionalItems` beside tuple `items`; absent,
 * anything): `[s]` with `items: false` → `[s, i]` opens the second position (compatible for an input), `[s]` with no
 * rest → `[s, i]` constrains it.
 */
export function compareTuple(ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, depth: number, restX?: unknown, restY?: unknown): void {
  if (x === undefined && y === undefined) return;
  if (Array.isArray(x) && Array.isArray(y)) {
    // (A rest that is itself a tuple — not a schema — leaves the extra positions to be compared as a replacement.)
    const schemaRest = (rest: unknown) => rest === undefined || typeof rest === 'boolean' || isObj(rest);
    if (x.length === y.length || (schemaRest(restX) && schemaRest(restY))) {
      for (let i = 0; i < Math.max(x.length, y.length); i++) {
        compareNode(ctx, i < x.length ? x[i] : (restX ?? true), i < y.length ? y[i] : (restY ?? true), child(pointer, keyword, i), depth + 1, where.polarity);
      }
      return;
    }
  }
  if (equal(x, y)) return;
  const shape = (v: unknown) => (Array.isArray(v) ? `${v.length} positions` : v === undefined ? 'absent' : 'one schema');
  push(ctx, where, child(pointer, keyword), 'schema_replaced', `${keyword} was replaced (${shape(x)} → ${shape(y)})`);
}

export function compareMap(
  ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, depth: number, added: ChangeId, removed: ChangeId, done?: Set<string>,
): void {
  if (x === undefined && y === undefined) return;
  if ((x !== undefined && !isObj(x)) || (y !== undefined && !isObj(y))) {
    if (!equal(x, y)) push(ctx, where, child(pointer, keyword), 'schema_replaced', `${keyword} was replaced (${valueText(x)} → ${valueText(y)})`);
    return;
  }
  const mx: Obj = x ?? {};
  const my: Obj = y ?? {};
  const names = new Set([...Object.keys(mx), ...Object.keys(my)]);
  for (const name of [...names].sort()) {
    const at = child(pointer, keyword, name);
    if (!has(mx, name)) push(ctx, { node: at, polarity: where.polarity }, at, added, 'was added');
    else if (!has(my, name)) push(ctx, { node: at, polarity: where.polarity }, at, removed, 'was removed');
    else if (!done?.has(at)) compareNode(ctx, mx[name], my[name], at, depth + 1, where.polarity);
  }
}
