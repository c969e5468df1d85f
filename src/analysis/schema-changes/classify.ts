// The entry of a schema comparison: compares two schemas, then the definitions no $ref
// reached; sorted, deduplicated, and never throws (a failed comparison is a breaking change).

import { compareMap } from './bounds.js';
import { type SchemaChange, type SchemaRole } from './change-kinds.js';
import { compareNode } from './compare.js';
import { type Ctx, push, TooLarge, type Where } from './context.js';
import { canonical } from './json.js';
import { clip } from './pointers.js';
import { unusedDefinitions } from './references.js';

function compareChanges(x: SchemaChange, y: SchemaChange): number {
  for (const key of ['pointer', 'change', 'message'] as const) {
    if (x[key] < y[key]) return -1;
    if (x[key] > y[key]) return 1;
  }
  return Number(x.breaking) - Number(y.breaking);
}

/**
 * The changes from the approved schema to the live one, for a schema in the
 * given role, sorted by pointer then change id. Never throws.
 */
export function classifySchemaChanges(role: SchemaRole, approved: unknown, live: unknown, nowMs?: number): SchemaChange[] {
  const ctx: Ctx = { role, nowMs, approvedRoot: approved, liveRoot: live, out: [], ids: new WeakMap(), nextId: 0, seen: new Set(), refTargets: new Set(), deferred: [], requiredBefore: new Set(), requiredNow: new Set(), viewTexts: new WeakMap(), viewShapes: new WeakMap(), pairs: 0, steps: 0, patternRuns: 0, inlined: { approved: new Map(), live: new Map() }, disjoints: new Map(), apart: { pairs: new WeakMap(), values: new WeakMap() } };
  const root: Where = { node: '', polarity: 1 };
  try {
    if (approved === undefined && live !== undefined) push(ctx, root, '', 'schema_added', 'was added');
    else if (approved !== undefined && live === undefined) push(ctx, root, '', 'schema_removed', 'was removed');
    else if (approved !== undefined) compareNode(ctx, approved, live, '', 0, 1);
    // Definitions no $ref reached (unused, or used where a keyword is compared as a whole): compared on their own.
    if (ctx.deferred.length > 0) ctx.unused = unusedDefinitions(ctx.deferred, approved, live);
    for (let i = 0; i < ctx.deferred.length; i++) {
      const d = ctx.deferred[i];
      compareMap(ctx, { node: d.pointer, polarity: d.polarity }, d.pointer, d.keyword, d.x, d.y, d.depth, 'definition_added', 'definition_removed', ctx.refTargets);
    }
    // Reorderings are reported when nothing else changed (then they are what changed; beside other changes, noise).
    if (ctx.out.some((c) => c.change !== 'order_changed')) ctx.out = ctx.out.filter((c) => c.change !== 'order_changed');
    // A schema whose bytes changed is never left unexplained: what no keyword accounts for was rewritten in place.
    if (ctx.out.length === 0 && canonical(approved) !== canonical(live)) push(ctx, root, '', 'rewritten', 'was rewritten without a change in what it accepts or returns');
  } catch (error) {
    // Defence in depth: a comparison that fails is reported, never thrown (stack exhaustion, exotic objects).
    const why = error instanceof TooLarge ? `${error.message}; the changes up to there are listed, compare the rest by hand` : clip(String(error));
    ctx.out.push({ pointer: '', change: 'comparison_failed', breaking: true, message: `${role} schema could not be compared: ${why}` });
  }
  const unique = new Map<string, SchemaChange>();
  for (const change of ctx.out) unique.set(`${change.pointer}\u0000${change.change}\u0000${change.breaking}\u0000${change.message}`, change);
  return [...unique.values()].sort(compareChanges);
}
