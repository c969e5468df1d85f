// The state of one comparison, the bounds that stop a hostile schema (pairs, changes,
// steps), and push(): how a change is worded and whether it breaks.

import { type BranchShape } from './branches.js';
import { breakingFor, CHANGE_KINDS, type ChangeId, type Polarity, type SchemaChange, type SchemaRole } from './change-kinds.js';
import { type ApartMemo } from './disjoint.js';
import { subject, underAny } from './pointers.js';

export interface Ctx {
  role: SchemaRole;
  /** The clock of the run, when known: a description that differs only by the date of the listing says so. */
  nowMs?: number;
  approvedRoot: unknown;
  liveRoot: unknown;
  out: SchemaChange[];
  ids: WeakMap<object, number>;
  nextId: number;
  seen: Set<string>;
  /** Pointers of definitions compared where a $ref reached them (not compared again on their own). */
  refTargets: Set<string>;
  /** $defs / definitions met on the way: compared at the end, those no $ref reached. */
  deferred: { x: unknown; y: unknown; pointer: string; keyword: string; depth: number; polarity: Polarity }[];
  /** Pointers of properties the approved schema required: a default given to one changes no existing call. */
  requiredBefore: Set<string>;
  /** Pointers of properties the live schema requires and the approved one did not: that change is reported (made required); a default no call can rely on any more is not a second one. */
  requiredNow: Set<string>;
  /** Definitions no $ref of either schema reaches (set for the last phase): a change there validates nothing. */
  unused?: Set<string>;
  /** Canonical texts and shapes of branch targets, once per object: many `$ref` branches may name one large target. */
  viewTexts: WeakMap<object, string>;
  viewShapes: WeakMap<object, BranchShape>;
  /** Pairs of subschemas compared so far (see MAX_PAIRS), and steps of the loops inside one pair (see spend). */
  pairs: number;
  steps: number;
  /** patternProperties patterns run against property names (see patternMatches in values.ts). */
  patternRuns: number;
  /** inlinedText() by side and text of the subschema. */
  inlined: { approved: Map<string, string>; live: Map<string, string> };
  /** What disjoint() said of each list of alternatives, by root. */
  disjoints: Map<unknown, WeakMap<object, boolean>>;
  apart: ApartMemo;
  /** Whether either schema holds unevaluatedProperties / unevaluatedItems anywhere (found once; see vacuousBranches). */
  unevaluatedAnywhere?: boolean;
}

/**
 * The most pairs of subschemas one comparison compares, and the most changes it lists. References can make a small
 * schema reach one target from thousands of places, each compared against another subschema of the other side (45 KB
 * of `$ref: "#"` listed a million changes): past either bound the comparison stops, and says so as a breaking
 * `comparison_failed` beside what it found (compare by hand: no reviewer reads further).
 */
export const MAX_PAIRS = 200_000;
const MAX_CHANGES = 10_000;
/** The most steps of the loops inside pairs (branches scored against each other, definitions written out). */
const MAX_STEPS = 5_000_000;

/** Counts `n` steps of work against MAX_STEPS (past it, the comparison stops as for MAX_PAIRS). */
export function spend(ctx: Pick<Ctx, 'steps'>, n: number): void {
  ctx.steps += n;
  if (ctx.steps > MAX_STEPS) throw new TooLarge(`it takes more than ${MAX_STEPS} steps (alternatives or references that fan out)`);
}

export class TooLarge extends Error {}

export function idOf(ctx: Ctx, obj: object): number {
  let id = ctx.ids.get(obj);
  if (id === undefined) {
    id = ++ctx.nextId;
    ctx.ids.set(obj, id);
  }
  return id;
}

export interface Where {
  /** Pointer of the schema the change is in (for the message). */
  node: string;
  polarity: Polarity;
}

export function push(ctx: Ctx, where: Where, pointer: string, change: ChangeId, text: string, breaking?: boolean): void {
  // Inside a `not` the words describe the negated subschema: what it "allows", the schema refuses.
  // A definition a `not` reaches through `$ref` is pointed at where it is defined: said, so that its use under `not`
  // and a plain use of it (the same change, breaking one way and not the other) read apart (an outside review).
  const negated = where.polarity !== -1 ? '' : /\/not(\/|$)/.test(pointer) ? ' (inside "not": the schema refuses what this subschema allows)' : ' (as a "not" uses it through $ref: the schema refuses what it allows)';
  const inert = ctx.unused !== undefined && ctx.unused.size > 0 && underAny(ctx.unused, pointer);
  if (ctx.out.length >= MAX_CHANGES) throw new TooLarge(`it has more than ${MAX_CHANGES} changes`);
  ctx.out.push({
    pointer,
    change,
    breaking: inert ? false : (breaking ?? breakingFor(CHANGE_KINDS[change], ctx.role, where.polarity)),
    ...(inert ? { inert: true as const } : {}),
    message: `${ctx.role} ${subject(where.node)} ${text}${negated}${inert ? ' (no $ref uses this definition: it validates nothing)' : ''}`,
  });
}
