// Pair scoring (step 4 of the pipeline described in ./overlap.ts): the
// signal weights and factors, the set similarities (Dice, IDF-weighted
// Dice, Jaccard), the verb match and object contrast of two names, and
// scorePair().

import type { Core, Prepared } from './features.js';
import { stem } from './tokenize.js';
import type { OverlapSignals } from './types.js';
import { cosine } from './vectors.js';
import { verbSpecificity } from './verbs.js';

/** Score given (at least) to a pair that shares a declared intent. */
export const SHARED_INTENT_SCORE = 0.9;

/**
 * Score given (at least) to two tools whose descriptions say the same thing
 * (TF-IDF cosine of at least SAME_DESCRIPTION_COSINE) and whose names' actions
 * do not conflict: the description is the promise, so names that differ by a
 * prefix or a word (safe_deploy_plan, prod_deploy_plan, both "Prepares a
 * change.") do not resolve it. Two actions that conflict (create_user,
 * delete_user, both "Calls the users endpoint") are boilerplate, not one promise.
 */
export const SAME_DESCRIPTION_SCORE = 0.6;
export const SAME_DESCRIPTION_COSINE = 0.95;

/** Weights of the signals in the score (sum 1). */
export const OVERLAP_WEIGHTS = {
  nameTfidf: 0.23,
  descTfidf: 0.37,
  charNgram: 0.09,
  objectOverlap: 0.14,
  paramJaccard: 0.07,
  verbClass: 0.1,
} as const;
/** Factor applied when both tools have a primary action and the actions differ. */
export const VERB_CONFLICT_FACTOR = 0.5;

/**
 * Factor applied to two tools of the same server: a server's author usually
 * means its tools to differ (getComment / getComments), so a same-server pair
 * needs stronger evidence than a cross-server one.
 */
export const SAME_SERVER_FACTOR = 0.85;

/** Factor applied when each name acts on an object the other lacks (see contrasting()). */
export const CONTRAST_FACTOR = 0.7;

/** Object words that name no particular thing. */
const GENERIC_OBJECTS: ReadonlySet<string> = new Set(['info', 'information', 'detail', 'data', 'content', 'result', 'item', 'object', 'entry', 'record'].map(stem));

/** Size of the intersection of two ascending id lists (merge join). */
function sortedIntersectionSize(a: number[], b: number[]): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x === y) {
      n++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return n;
}

/** Dice coefficient of two sets given as ascending id lists. */
function sortedDice(a: number[], b: number[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  return (2 * sortedIntersectionSize(a, b)) / (a.length + b.length);
}

function intersectionSize<T>(a: Set<T>, b: Set<T>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const x of small) if (large.has(x)) n++;
  return n;
}

/** IDF-weighted Dice coefficient: shared rare objects count more than shared common ones. */
function weightedDice(a: Core, b: Core): number {
  if (a.terms.length === 0 || b.terms.length === 0) return 0;
  let shared = 0;
  let total = 0;
  for (let i = 0; i < a.terms.length; i++) {
    const w = a.idf[i];
    total += w;
    const j = b.terms.indexOf(a.terms[i]);
    if (j >= 0) shared += w + b.idf[j];
  }
  for (let j = 0; j < b.idf.length; j++) total += b.idf[j];
  return shared / total;
}

/**
 * Both names act on something the other does not (add_footnote vs
 * add_endnote, trending_developers vs trending_repositories): siblings, not
 * duplicates. One side having an extra object (list_directory vs
 * list_directory_with_sizes, trial vs trial_outcomes) is not a contrast.
 * Generic words (info, details, data…) do not count.
 */
function contrasting(a: Core, b: Core): boolean {
  return hasOwnObject(a, b) && hasOwnObject(b, a);
}

/** x acts on a specific object y lacks. */
function hasOwnObject(x: Core, y: Core): boolean {
  for (const o of x.terms) if (!y.terms.includes(o) && !GENERIC_OBJECTS.has(o)) return true;
  return false;
}

/** Jaccard coefficient of two sets given as sorted lists of distinct strings (0 when both are empty). */
function jaccard(a: string[], b: string[]): number {
  if (a.length === 0 && b.length === 0) return 0;
  let inter = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      inter++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return inter / (a.length + b.length - inter);
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Specificity of the shared primary action (-1 when none is shared); whether both have one and they differ. */
function verbMatch(a: Prepared, b: Prepared): { match: boolean; specificity: number; conflict: boolean } {
  if (!a.primary || !b.primary) return NO_VERB;
  const first = a.primary === b.primary || b.verbs.has(a.primary);
  const second = a.verbs.has(b.primary);
  if (!first && !second) return VERB_CONFLICT;
  const specificity = first && second ? Math.max(verbSpecificity(a.primary), verbSpecificity(b.primary)) : verbSpecificity(first ? a.primary : b.primary);
  return { match: true, specificity, conflict: false };
}

/** Specificity an action must have for two descriptions that merely open with it to claim one action (see below). */
export const CLAIMED_ACTION_SPECIFICITY = 0.5;

/**
 * Both descriptions open with one action, and it is the action of one of the
 * names: then the other name's action resolves nothing — the descriptions are
 * what the model selects on (seed 000: apply_change described as "Previews a
 * change to production, then applies it" next to preview_change). It takes a
 * specific action (preview, not get: "Get a summary of a section" is how
 * summarize_section describes itself) unless the descriptions say the same.
 * Boilerplate ("Calls the users endpoint" on create_user and delete_user)
 * opens with an action neither name has, and keeps the conflict.
 */
function descriptionsClaimOneAction(a: Prepared, b: Prepared, descTfidf: number): boolean {
  const lead = a.leadVerb;
  if (lead === undefined || lead !== b.leadVerb || (lead !== a.primary && lead !== b.primary)) return false;
  return descTfidf >= SAME_DESCRIPTION_COSINE || verbSpecificity(lead) >= CLAIMED_ACTION_SPECIFICITY;
}

const NO_VERB = Object.freeze({ match: false, specificity: 0, conflict: false });
const VERB_CONFLICT = Object.freeze({ match: false, specificity: 0, conflict: true });

/** Scores one pair from prepared features; its signals are written into `into` (reused: scoring allocates nothing). */
function scorePair(a: Prepared, b: Prepared, into: OverlapSignals): number {
  const verb = verbMatch(a, b);
  const nameTfidf = round4(cosine(a.vectors, a.nameVec, b.nameVec));
  const descTfidf = round4(cosine(a.vectors, a.descVec, b.descVec));
  const conflict = verb.conflict && !descriptionsClaimOneAction(a, b, descTfidf);
  const charNgram = round4(sortedDice(a.grams, b.grams));
  const objectOverlap = round4(weightedDice(a.core, b.core));
  const paramJaccard = round4(jaccard(a.params, b.params));
  const sharedIntent = a.intents.size > 0 && b.intents.size > 0 && intersectionSize(a.intents, b.intents) > 0;
  const W = OVERLAP_WEIGHTS;
  let sum = W.nameTfidf * nameTfidf + W.charNgram * charNgram + W.objectOverlap * objectOverlap;
  sum += W.verbClass * (verb.match ? verb.specificity : 0);
  let total = W.nameTfidf + W.charNgram + W.objectOverlap + W.verbClass;
  if (a.descVec.size > 0 || b.descVec.size > 0) {
    sum += W.descTfidf * descTfidf;
    total += W.descTfidf;
  }
  if (a.params.length > 0 || b.params.length > 0) {
    sum += W.paramJaccard * paramJaccard;
    total += W.paramJaccard;
  }
  let score = sum / total;
  if (conflict) score *= VERB_CONFLICT_FACTOR;
  if (contrasting(a.core, b.core)) score *= CONTRAST_FACTOR;
  if (a.server !== undefined && a.server === b.server) score *= SAME_SERVER_FACTOR;
  // Not when the names' actions conflict: create_user and delete_user both "Calls the users endpoint" are boilerplate.
  if (descTfidf >= SAME_DESCRIPTION_COSINE && a.descVec.size > 0 && b.descVec.size > 0 && !conflict) score = Math.max(score, SAME_DESCRIPTION_SCORE);
  if (sharedIntent) score = Math.max(score, SHARED_INTENT_SCORE);
  into.nameTfidf = nameTfidf;
  into.descTfidf = descTfidf;
  into.charNgram = charNgram;
  into.verbClass = verb.match;
  into.objectOverlap = objectOverlap;
  into.paramJaccard = paramJaccard;
  into.sharedIntent = sharedIntent;
  return round4(Math.min(1, score));
}

const noSignals = (): OverlapSignals => ({ nameTfidf: 0, descTfidf: 0, charNgram: 0, verbClass: false, objectOverlap: 0, paramJaccard: 0, sharedIntent: false });

export { noSignals, scorePair };
