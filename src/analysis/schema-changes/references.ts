// $ref: resolved in its root, followed through chains, inlined for comparison, compared
// as a reference; and the definitions no $ref of either schema uses.

import { addTo, append } from '../../util/append.js';
import { MAX_SCHEMA_DEPTH, type Polarity } from './change-kinds.js';
import { compareKeywords, compareNode } from './compare.js';
import { type Ctx, push, spend, type Where } from './context.js';
import { canonical, has, isObj, type Obj, own } from './json.js';
import { isAnnotation, NAME_MAPS, NON_VALIDATING } from './keywords.js';
import { child, clip, MAX_REF_SEGMENTS, segmentsOver, unescapeSegment } from './pointers.js';
import { put, validating } from './rewrite.js';

/** Resolves a local reference ("#", "#/$defs/x") against a root; undefined when it cannot. */
export function resolveRef(root: unknown, ref: string): { pointer: string; target: unknown } | undefined {
  if (!ref.startsWith('#')) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (fragment !== '' && !fragment.startsWith('/')) return undefined; // anchors are not resolved
  const segments = fragment === '' ? [] : fragment.slice(1).split('/').map(unescapeSegment);
  let node: unknown = root;
  for (const seg of segments) {
    if (Array.isArray(node) && /^(0|[1-9]\d*)$/.test(seg) && Number(seg) < node.length) node = node[Number(seg)];
    else if (isObj(node) && has(node, seg)) node = node[seg];
    else return undefined;
  }
  if (node === undefined) return undefined;
  return { pointer: child('', ...segments), target: node };
}

/**
 * The canonical text of a subschema with its references written out, once per text of the subschema and side (a
 * thousand conditions `{"$ref": "#/$defs/big"}` write `big` out once, not a thousand times).
 */
export function inlinedText(ctx: Pick<Ctx, 'steps' | 'approvedRoot' | 'liveRoot' | 'inlined'>, side: 'approved' | 'live', node: unknown): string {
  const key = canonical(node);
  const memo = ctx.inlined[side];
  let text = memo.get(key);
  if (text === undefined) {
    text = canonical(inlineRefs(ctx, side === 'approved' ? ctx.approvedRoot : ctx.liveRoot, node));
    memo.set(key, text);
  }
  return text;
}

/** Most references inlineRefs() replaces in one subschema (a recursive definition stops there, as `$ref` text). */
const MAX_INLINED = 64;

/**
 * A subschema with its local `$ref`s replaced by their targets, as far as MAX_INLINED of them (beyond, or when one
 * does not resolve, the `$ref` stays as written): what a condition means, to compare two conditions written alike.
 */
function inlineRefs(ctx: Pick<Ctx, 'steps'>, root: unknown, node: unknown): unknown {
  let budget = MAX_INLINED;
  const walk = (value: unknown, depth: number): unknown => {
    if (depth > MAX_SCHEMA_DEPTH || value === null || typeof value !== 'object') return value;
    spend(ctx, 1);
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1));
    const o = value as Obj;
    if (typeof own(o, '$ref') === 'string' && budget > 0) {
      const resolved = resolveRef(root, o.$ref as string);
      if (resolved !== undefined) {
        budget--;
        const out: Obj = {};
        for (const k of Object.keys(o)) if (k !== '$ref') put(out, k, walk(o[k], depth + 1));
        put(out, '$ref', walk(resolved.target, depth + 1));
        return out;
      }
    }
    const out: Obj = {};
    for (const k of Object.keys(o)) put(out, k, walk(o[k], depth + 1));
    return out;
  };
  return walk(node, 0);
}

/** Most local references a schema is followed through to its target (a chain `$ref` → `$ref` …); a cycle stops there. */
const MAX_REF_CHAIN = 8;

/** The schema a `$ref`-only node stands for (followed through a chain of them), else the node itself; undefined when a reference does not resolve. */
export function target(root: unknown, node: Obj): unknown {
  let out: unknown = node;
  for (let k = 0; k < MAX_REF_CHAIN && isObj(out) && typeof own(out, '$ref') === 'string' && validating(out).length === 1; k++) {
    const resolved = resolveRef(root, out.$ref as string);
    if (resolved === undefined) return undefined;
    out = resolved.target;
  }
  return out;
}

export function compareRefs(
  ctx: Ctx, a: Obj, b: Obj, refA: string | undefined, refB: string | undefined, pointer: string, depth: number, polarity: Polarity,
): void {
  const where: Where = { node: pointer, polarity };
  const refPointer = child(pointer, '$ref');
  const ra = refA === undefined ? undefined : resolveRef(ctx.approvedRoot, refA);
  const rb = refB === undefined ? undefined : resolveRef(ctx.liveRoot, refB);
  if (refA !== undefined && refA === refB) {
    // Same reference: compare the targets where they are, once (the seen set guards cycles).
    if (ra && rb) {
      if (ra.pointer === rb.pointer) {
        ctx.refTargets.add(ra.pointer);
        compareNode(ctx, ra.target, rb.target, ra.pointer, depth + 1, polarity);
      }
    } else if (ra || rb) {
      push(ctx, where, refPointer, 'ref_unresolved', `reference ${clip(JSON.stringify(refA))} ${ra ? 'no longer resolves' : 'now resolves'}`);
    }
    compareKeywords(ctx, a, b, pointer, depth, polarity, '$ref');
    return;
  }
  if (refA !== undefined && refB !== undefined) {
    if (ra && rb) {
      push(ctx, where, refPointer, 'ref_changed', `reference changed from ${clip(JSON.stringify(refA))} to ${clip(JSON.stringify(refB))}`);
      // Through a chain of references to the schemas they stand for: one change of reference, not one per link.
      compareNode(ctx, followRefs(ctx.approvedRoot, ra.target), followRefs(ctx.liveRoot, rb.target), pointer, depth + 1, polarity);
      compareKeywords(ctx, a, b, pointer, depth, polarity, '$ref');
    } else {
      push(ctx, where, refPointer, 'ref_unresolved', `reference changed from ${clip(JSON.stringify(refA))} to ${clip(JSON.stringify(refB))} and cannot be resolved`);
    }
    return;
  }
  // One side is a reference, the other inline: expand the reference in place
  // when it has nothing but annotations beside it.
  const [refSide, resolved, ref] = refA !== undefined ? [a, ra, refA] : [b, rb, refB as string];
  const siblings = Object.keys(refSide).filter((k) => k !== '$ref' && !isAnnotation(k) && !NON_VALIDATING.has(k));
  if (!resolved) {
    push(ctx, where, refPointer, 'ref_unresolved', `reference ${clip(JSON.stringify(ref))} ${refA !== undefined ? 'was replaced by an inline schema' : 'replaced an inline schema'} and cannot be resolved`);
    return;
  }
  if (siblings.length > 0) {
    push(ctx, where, pointer, 'schema_replaced', `was replaced (${refA !== undefined ? 'reference to inline schema' : 'inline schema to reference'})`);
    return;
  }
  push(ctx, where, refPointer, 'ref_changed', refA !== undefined ? `reference ${clip(JSON.stringify(ref))} was inlined` : `is now the reference ${clip(JSON.stringify(ref))}`);
  if (refA !== undefined) compareNode(ctx, followRefs(ctx.approvedRoot, resolved.target), b, pointer, depth + 1, polarity);
  else compareNode(ctx, a, followRefs(ctx.liveRoot, resolved.target), pointer, depth + 1, polarity);
}

/** A reference target followed through further `$ref`-only links (see target()); as it is when a link does not resolve. */
function followRefs(root: unknown, node: unknown): unknown {
  return isObj(node) ? (target(root, node) ?? node) : node;
}

/**
 * The definitions (of those deferred) that no `$ref` anywhere in either
 * schema reaches: a change inside one changes what neither schema accepts.
 * Nothing is unused when a reference cannot be followed here (an anchor, a
 * remote or relative URI, `$dynamicRef`, an `$id` below the root that moves
 * the base): any definition might be its target.
 */
export function unusedDefinitions(deferred: Ctx['deferred'], approved: unknown, live: unknown): Set<string> {
  // Every place a $ref reaches, with the places above it (a definition is used when a target is it or inside it).
  const reached = new Set<string>();
  // Targets that name a whole definitions map (`#/$defs`): every definition in it counts as used.
  const containers = new Set<string>();
  // Each $ref with the innermost definition it is written in ('' outside any): a $ref inside a definition nothing
  // reaches reaches nothing either (Notion's generated schemas: nine definitions in every tool, most only referenced
  // by others no $ref uses).
  const refs: { within: string; pointer: string }[] = [];
  for (const root of [approved, live]) {
    // [node, pointer, innermost definition, whether the node's keys are names (of properties…), not keywords]
    const stack: [unknown, string, string, boolean][] = [[root, '', '', false]];
    while (stack.length > 0) {
      const [node, at, within, names] = stack.pop()!;
      if (Array.isArray(node)) {
        node.forEach((item, i) => stack.push([item, child(at, i), within, false]));
        continue;
      }
      if (!isObj(node)) continue;
      if (names) {
        // A property named `$defs` or `$ref` is a property, not a keyword.
        for (const key of Object.keys(node)) stack.push([node[key], child(at, key), within, false]);
        continue;
      }
      for (const key of Object.keys(node)) {
        const value = node[key];
        if (key === '$dynamicRef' || key === '$recursiveRef' || (key === '$id' && node !== root)) return new Set();
        if (key === '$ref' && typeof value === 'string') {
          const target = resolveRef(root, value);
          if (target === undefined && !value.startsWith('#/')) return new Set();
          // An unresolved pointer names a place by its text: it still counts as a use of that place.
          refs.push({ within, pointer: target?.pointer ?? value.slice(1) });
        }
        if (typeof value !== 'object' || value === null) continue;
        const here = child(at, key);
        if ((key === '$defs' || key === 'definitions') && isObj(value)) {
          for (const name of Object.keys(value)) stack.push([value[name], child(here, name), child(here, name), false]);
        } else stack.push([value, here, within, NAME_MAPS.has(key)]);
      }
    }
  }
  // Reached from outside the definitions, then from inside each definition reached, until nothing more is: a worklist,
  // each $ref followed once (a loop that waited for a target to be reached never ended on a $ref to the root, "#",
  // which reaches no place below it; passes over every $ref until none changed were quadratic in a chain of them).
  // A pointer of more segments than any real schema nests is not followed: nothing is called unused.
  if (refs.some((r) => segmentsOver(r.pointer, MAX_REF_SEGMENTS))) return new Set();
  const byWithin = new Map<string, number[]>();
  // The definitions maps each $ref is written under (`#/$defs/a/$defs/b` is under `/$defs` and `/$defs/a/$defs`).
  const byContainer = new Map<string, number[]>();
  refs.forEach((r, k) => {
    addTo(byWithin, r.within, k);
    for (const m of r.within.matchAll(/\/(?:\$defs|definitions)(?=\/)/g)) addTo(byContainer, r.within.slice(0, m.index + m[0].length), k);
  });
  const queue = [...(byWithin.get('') ?? [])];
  const followed = new Set<number>();
  while (queue.length > 0) {
    const k = queue.pop()!;
    if (followed.has(k)) continue;
    followed.add(k);
    const { pointer } = refs[k];
    // A $ref to a whole definitions map uses every definition in it, and what they reference.
    if (/\/(\$defs|definitions)$/.test(pointer) && !containers.has(pointer)) {
      containers.add(pointer);
      append(queue, byContainer.get(pointer) ?? []);
    }
    for (let at = pointer; at !== '' && !reached.has(at); at = at.slice(0, Math.max(0, at.lastIndexOf('/')))) {
      reached.add(at);
      append(queue, byWithin.get(at) ?? []);
    }
  }
  const unused = new Set<string>();
  for (const d of deferred) {
    const container = child(d.pointer, d.keyword);
    if (containers.has(container)) continue;
    for (const side of [d.x, d.y]) {
      if (!isObj(side)) continue;
      for (const name of Object.keys(side)) {
        const at = child(d.pointer, d.keyword, name);
        if (!reached.has(at)) unused.add(at);
      }
    }
  }
  return unused;
}
