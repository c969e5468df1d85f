// anyOf / oneOf / allOf: each approved branch matched to the live branch most like it, then
// compared; what is left over is an added or removed branch.

import { compareNode, normalize } from './compare.js';
import { type Ctx, push, spend, type Where } from './context.js';
import { disjointIn } from './disjoint.js';
import { canonical, isObj, type Obj, own } from './json.js';
import { isAnnotation, NON_VALIDATING } from './keywords.js';
import { child, valueText } from './pointers.js';
import { resolveRef } from './references.js';
import { admitsAnything, refusesWith, typeSet, typeSubset } from './values.js';

/** Beyond this many candidate pairs, unmatched branches are paired in order instead of by similarity. */
const MAX_BRANCH_PAIRS = 10_000;

export interface BranchShape {
  /** Canonical text of each top-level keyword but `type` and `properties`. */
  keywords: Map<string, string>;
  /** Sorted types of `type`, when it is a well-formed type. */
  type: string | undefined;
  /** Canonical text of each property schema. */
  properties: Map<string, string>;
}

/** Keywords whose subschema admits anything when it is `true` or `{}`, as when it is absent. */
const PERMISSIVE_WHEN_EMPTY = ['additionalProperties', 'unevaluatedProperties', 'additionalItems', 'unevaluatedItems', 'items', 'propertyNames'];

/**
 * A branch as it is matched: without the keywords that admit anything (`additionalProperties: true` or `{}`,
 * `properties: {}`), so `{type: object, additionalProperties: true}` meets `{type: object, additionalProperties:
 * {}}` as the same alternative (compareNode then calls it a rewrite). Matching only; compared as written.
 */
function matchForm(node: unknown): unknown {
  if (!isObj(node)) return node;
  const empty = (v: unknown) => v === true || (isObj(v) && Object.keys(v).length === 0);
  let out: Obj | undefined;
  for (const key of [...PERMISSIVE_WHEN_EMPTY, 'properties']) {
    if (Object.hasOwn(node, key) && empty(node[key])) {
      out ??= { ...node };
      delete out[key];
    }
  }
  return out ?? node;
}

/**
 * How much of a branch's canonical text pairs it (its start, past this many characters): texts only pair branches,
 * each pair is then compared in full, so a long start shared by two is at worst a worse pairing. Nested alternatives
 * made every level write out all the levels below it (10,000 nested anyOf, 220 KB, took 4 s; an outside review).
 */
const PAIRING_TEXT = 20_000;

/** A text written for pairing, its length counted against the comparison's steps (a step per 16 characters). */
function charged(ctx: Ctx, text: string): string {
  spend(ctx, text.length >> 4);
  return text;
}

function branchShape(branch: unknown): BranchShape {
  const shape: BranchShape = { keywords: new Map(), type: undefined, properties: new Map() };
  const node = normalize(branch);
  if (!isObj(node)) return shape;
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'properties') continue;
    shape.keywords.set(key, canonical(node[key], PAIRING_TEXT));
  }
  const types = typeSet(own(node, 'type'));
  if (types instanceof Set) shape.type = [...types].sort().join('|');
  const props = own(node, 'properties');
  if (isObj(props)) for (const name of Object.keys(props)) shape.properties.set(name, canonical(props[name], PAIRING_TEXT));
  return shape;
}

const BRANCH_WEIGHTS: Record<string, number> = { $ref: 1000, const: 1000, enum: 100 };

/** How alike two branches are: same $ref or const first, then same type, then shared keywords and properties. 0 = nothing in common. */
function branchScore(x: BranchShape, y: BranchShape): number {
  let score = x.type !== undefined && x.type === y.type ? 100 : 0;
  for (const [key, text] of x.keywords) if (y.keywords.get(key) === text) score += Object.hasOwn(BRANCH_WEIGHTS, key) ? BRANCH_WEIGHTS[key] : 10;
  for (const [name, text] of x.properties) {
    const other = y.properties.get(name);
    if (other !== undefined) score += other === text ? 5 : 2;
  }
  return score;
}

/**
 * anyOf / oneOf / allOf branches, matched regardless of position: equal
 * branches first (in order), then the most alike remaining ones (ties to the
 * lower positions), then what is left in order. Paired branches are compared
 * at the live position; an unpaired approved branch is removed (at its
 * approved position), an unpaired live one added. One more anyOf / oneOf
 * alternative accepts more (alternative_added); one more allOf subschema
 * accepts less (constraint_added). For oneOf this ignores that overlapping
 * alternatives reject what matches both.
 */
function allOfNoun(keyword: string): string {
  return keyword === 'allOf' ? 'subschema' : 'alternative';
}

/**
 * What a branch is matched by: a `{"$ref": …}` branch by the schema it references (in its own root), so the old
 * inline schema finds its new `$ref` to an identical definition (OpenAPI-generated servers move schemas into $defs).
 * A few hops at most; an unresolvable reference is matched as written.
 */
function matchView(root: unknown, branch: unknown): unknown {
  let node = branch;
  for (let hops = 0; hops < 8 && isObj(node) && typeof node.$ref === 'string' && Object.keys(node).every((k) => k === '$ref' || isAnnotation(k)); hops++) {
    const resolved = resolveRef(root, node.$ref);
    if (!resolved) break;
    node = resolved.target;
  }
  return node;
}

/** compute(node), once per object node (values that are not objects are computed each time). */
function onceFor<T>(cache: WeakMap<object, T>, node: unknown, compute: (node: unknown) => T): T {
  if (node === null || typeof node !== 'object') return compute(node);
  let value = cache.get(node);
  if (value === undefined) cache.set(node, (value = compute(node)));
  return value;
}

/** An unevaluatedProperties or unevaluatedItems that refuses something: it reads what the schema's branches evaluate. */
export function readsEvaluated(o: Obj): boolean {
  return refusesWith(o, ['unevaluatedProperties', 'unevaluatedItems']);
}

/**
 * Branches of anyOf / oneOf / allOf matched and compared; the ones left are
 * added or removed. `evaluated`: the schema holds a closing unevaluated*
 * keyword, which refuses what no branch evaluates, so a branch added or
 * removed changes what it refuses too, both ways (TypeBox's Intersect, zod's
 * `.and()` for 2019-09).
 */
export function compareBranches(ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown[], y: unknown[], depth: number, evaluated = false): void {
  const pairs: [number, number][] = [];
  const viewA = x.map((branch) => matchView(ctx.approvedRoot, branch));
  const viewB = y.map((branch) => matchView(ctx.liveRoot, branch));
  const pairedA = new Array<boolean>(x.length).fill(false);
  const pairedB = new Array<boolean>(y.length).fill(false);
  const pair = (i: number, j: number) => {
    pairs.push([i, j]);
    pairedA[i] = true;
    pairedB[j] = true;
  };

  const byText = new Map<string, { positions: number[]; next: number }>();
  // (Each text written counts against the comparison's steps: with no bound on the texts, deep alternatives stop the
  // comparison as too large rather than take seconds.)
  const textOf = (view: unknown) => onceFor(ctx.viewTexts, normalize(view), (node) => charged(ctx, canonical(matchForm(node), PAIRING_TEXT)));
  const shapeOf = (view: unknown) =>
    onceFor(ctx.viewShapes, normalize(view), (node) => {
      const shape = branchShape(matchForm(node));
      for (const text of [...shape.keywords.values(), ...shape.properties.values()]) charged(ctx, text);
      return shape;
    });
  for (let i = 0; i < x.length; i++) {
    const text = textOf(viewA[i]);
    const queue = byText.get(text);
    if (queue) queue.positions.push(i);
    else byText.set(text, { positions: [i], next: 0 });
  }
  for (let j = 0; j < y.length; j++) {
    const queue = byText.get(textOf(viewB[j]));
    if (queue && queue.next < queue.positions.length) pair(queue.positions[queue.next++], j);
  }

  let restA = x.flatMap((_, i) => (pairedA[i] ? [] : [i]));
  let restB = y.flatMap((_, j) => (pairedB[j] ? [] : [j]));
  const both = restA.length > 0 && restB.length > 0;
  const shapesA = new Map(both ? restA.map((i) => [i, shapeOf(viewA[i])]) : []);
  const shapesB = new Map(both ? restB.map((j) => [j, shapeOf(viewB[j])]) : []);
  if (both && restA.length * restB.length <= MAX_BRANCH_PAIRS) {
    const candidates: [number, number, number][] = [];
    for (const i of restA) {
      for (const j of restB) {
        const [shapeA, shapeB] = [shapesA.get(i)!, shapesB.get(j)!];
        spend(ctx, 1 + shapeA.keywords.size + shapeA.properties.size);
        const score = branchScore(shapeA, shapeB);
        if (score > 0) candidates.push([score, i, j]);
      }
    }
    candidates.sort((p, q) => q[0] - p[0] || p[1] - q[1] || p[2] - q[2]);
    for (const [, i, j] of candidates) if (!pairedA[i] && !pairedB[j]) pair(i, j);
  } else if (both) {
    // Too many to score every pair: same $ref, then same const, then same type, each in order.
    for (const key of [(s: BranchShape) => s.keywords.get('$ref'), (s: BranchShape) => s.keywords.get('const'), (s: BranchShape) => s.type]) {
      const waiting = new Map<string, { positions: number[]; next: number }>();
      for (const i of restA) {
        if (pairedA[i]) continue;
        const k = key(shapesA.get(i)!);
        if (k === undefined) continue;
        const queue = waiting.get(k);
        if (queue) queue.positions.push(i);
        else waiting.set(k, { positions: [i], next: 0 });
      }
      for (const j of restB) {
        if (pairedB[j]) continue;
        const k = key(shapesB.get(j)!);
        const queue = k === undefined ? undefined : waiting.get(k);
        if (queue && queue.next < queue.positions.length) pair(queue.positions[queue.next++], j);
      }
    }
  }
  restA = restA.filter((i) => !pairedA[i]);
  restB = restB.filter((j) => !pairedB[j]);
  const inOrder = Math.min(restA.length, restB.length);
  for (let k = 0; k < inOrder; k++) pair(restA[k], restB[k]);

  pairs.sort((p, q) => p[1] - q[1]);
  for (const [i, j] of pairs) {
    // An anyOf alternative that admits every value of the approved branch's types (`{type: object}`, open, nothing
    // else: a generated server's catch-all) takes all the branch took, and more: the branch's properties are not
    // "removed", its constraints are lifted (Notion's API server 1.x -> 2.x, an outside tester's upgrade: three
    // false breaking findings under an alternative that accepts any object). Not where a closing unevaluated* reads
    // what the branches evaluate: a catch-all evaluates no property.
    if (keyword === 'anyOf' && !evaluated && textOf(viewA[i]) !== textOf(viewB[j]) && admitsEveryValueOf(matchForm(viewB[j]), viewA[i])) {
      push(ctx, where, child(pointer, keyword, j), 'constraint_removed', `anyOf alternative ${j} (${valueText(y[j])}) admits every value of the type approved alternative ${i} admitted: what that alternative required is no longer required`);
      continue;
    }
    compareNode(ctx, x[i], y[j], child(pointer, keyword, j), depth + 1, where.polarity);
  }
  if (pairs.some(([i, j]) => i !== j)) push(ctx, where, child(pointer, keyword), 'order_changed', `lists its ${keyword} ${allOfNoun(keyword)}s in another order`);
  const allOf = keyword === 'allOf';
  const noun = allOfNoun(keyword);
  // oneOf refuses a value two alternatives accept: over alternatives that may overlap (not shown disjoint), one
  // removed also accepts what it shared with another, one added also refuses what it shares: both ways.
  const removedOverlaps = keyword === 'oneOf' && !disjointIn(ctx, x, ctx.approvedRoot);
  const addedOverlaps = keyword === 'oneOf' && !disjointIn(ctx, y, ctx.liveRoot);
  const unevaluated = ': the schema refuses what its branches do not evaluate (unevaluated*), so this changes that too';
  // Alternatives no value could match twice that now may (one widened into another's values: string → [string,
  // number] beside number): a value matching two is now refused, whatever each alternative's own change says.
  if (keyword === 'oneOf' && y.length >= 2 && disjointIn(ctx, x, ctx.approvedRoot) && addedOverlaps && restB.length <= inOrder) {
    push(ctx, where, child(pointer, keyword), 'constraint_changed', 'oneOf alternatives that no value could match twice now may overlap: a value that matches two is refused', true);
  } else if (keyword === 'oneOf' && x.length >= 2 && removedOverlaps && !addedOverlaps && restA.length <= inOrder) {
    // And back: alternatives that may have overlapped no longer do, so a value two of them accepted (refused then) may
    // be accepted now.
    push(ctx, where, child(pointer, keyword), 'constraint_changed', 'oneOf alternatives that may have overlapped no longer can: a value that matched two was refused and may now be accepted', true);
  }
  // The live alternatives that may be catch-alls, found once (not once per removed alternative).
  let catchAlls: number[] | undefined;
  for (const i of restA.slice(inOrder)) {
    // Removed, but a catch-all alternative of the live side takes every value it took (see admitsEveryValueOf).
    let absorbedBy = -1;
    if (keyword === 'anyOf' && !evaluated) {
      catchAlls ??= viewB.flatMap((view, j) => (onlyTyped(matchForm(view)) ? [j] : []));
      spend(ctx, catchAlls.length);
      absorbedBy = catchAlls.find((j) => admitsEveryValueOf(matchForm(viewB[j]), viewA[i])) ?? -1;
    }
    if (!allOf && x[i] === false) {
      push(ctx, where, child(pointer, keyword, i), 'rewritten', `${keyword} alternative ${i} (false) was removed, which matched no value`);
      continue;
    }
    if (absorbedBy >= 0) {
      push(ctx, where, child(pointer, keyword, i), 'constraint_removed', `anyOf alternative ${i} (${valueText(x[i])}) was removed, and alternative ${absorbedBy} admits every value of its type: what it required is no longer required`);
      continue;
    }
    const note = evaluated ? unevaluated : removedOverlaps ? ': a value it shared with another alternative is now accepted' : '';
    push(ctx, where, child(pointer, keyword, i), allOf ? 'constraint_removed' : 'alternative_removed', `${keyword} ${noun} ${i} (${valueText(x[i])}) was removed${note}`, evaluated || removedOverlaps || undefined);
  }
  for (const j of restB.slice(inOrder)) {
    if (!allOf && y[j] === false) {
      push(ctx, where, child(pointer, keyword, j), 'rewritten', `${keyword} alternative ${j} (false) was added, which matches no value`);
      continue;
    }
    const note = evaluated ? unevaluated : addedOverlaps ? ': a value it shares with another alternative is now refused' : '';
    push(ctx, where, child(pointer, keyword, j), allOf ? 'constraint_added' : 'alternative_added', `${keyword} ${noun} ${j} (${valueText(y[j])}) was added${note}`, evaluated || addedOverlaps || undefined);
  }
}

/**
 * `catchAll` (a branch in its match form: permissive keywords dropped) constrains nothing but a type, and that type
 * holds every type `branch` may take: every value the branch admits, it admits. Annotations and non-validating
 * keywords aside.
 */
/** A schema that constrains nothing but its type (annotations aside). */
function onlyTyped(node: unknown): node is Obj {
  return isObj(node) && Object.keys(node).every((k) => k === 'type' || isAnnotation(k) || NON_VALIDATING.has(k));
}

function admitsEveryValueOf(catchAll: unknown, branch: unknown): boolean {
  if (!onlyTyped(catchAll)) return false;
  const wide = typeSet(own(catchAll, 'type'));
  if (wide === 'invalid' || branch === true || !isObj(branch)) return false;
  // A branch that constrains nothing but its type is compared as it is (a description changed beside it).
  const form = matchForm(branch);
  if (!isObj(form) || Object.keys(form).every((k) => k === 'type' || isAnnotation(k) || NON_VALIDATING.has(k))) return false;
  const narrow = typeSet(own(branch, 'type'));
  return wide === null || (narrow !== 'invalid' && narrow !== null && typeSubset(narrow, wide));
}

/**
 * Whether either schema holds unevaluatedProperties / unevaluatedItems anywhere: such a keyword reads what branches
 * evaluate below it, through allOf, $ref and if/then too, so a branch's effect is not its own object's alone. Found
 * once per comparison, with a stack (any depth; linear in the schemas, so not charged to the step budget).
 */
export function unevaluatedAnywhere(ctx: Ctx): boolean {
  if (ctx.unevaluatedAnywhere !== undefined) return ctx.unevaluatedAnywhere;
  const stack: unknown[] = [ctx.approvedRoot, ctx.liveRoot];
  const seen = new Set<object>();
  let found = false;
  while (stack.length > 0 && !found) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (key === 'unevaluatedProperties' || key === 'unevaluatedItems') found = true;
      stack.push((node as Obj)[key]);
    }
  }
  ctx.unevaluatedAnywhere = found;
  return found;
}

/**
 * A list of branches that constrains nothing: an anyOf one of whose alternatives admits any value (`anyOf: [{}]`), a
 * oneOf whose only alternative that can match admits any value (`false` alternatives match none), an allOf of
 * schemas that admit any value. Where an unevaluated* may read what the branches evaluate (`evaluated`: anywhere in
 * either schema), only when no branch can evaluate anything (every one admits anything or nothing).
 */
export function vacuousBranches(keyword: string, list: unknown, evaluated: boolean): boolean {
  if (!Array.isArray(list) || list.length === 0) return false;
  const matching = list.filter((branch) => branch !== false);
  if (evaluated && !matching.every(admitsAnything)) return false;
  if (keyword === 'anyOf') return matching.some(admitsAnything);
  if (keyword === 'oneOf') return matching.length === 1 && admitsAnything(matching[0]);
  return keyword === 'allOf' && list.every(admitsAnything);
}

export function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
