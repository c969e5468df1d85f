// Candidate generation (step 2 of the pipeline described in ./overlap.ts):
// candidate keys per tool, an inverted index over them, sorted
// neighbourhood for large posting lists, and each tool's best partners,
// never all pairs. Pairs whose names fold alike are dropped here (step 3).

import type { Prepared } from './features.js';
import type { Interner } from './vectors.js';
import { verbSpecificityById } from './verbs.js';

/** The most candidate pairs the kept buffer is sized for at once (32 MiB of doubles). */
const KEPT_INITIAL_CAP = 1 << 22;

/** Posting lists up to this size are expanded pairwise; longer ones use sorted neighbourhood. */
const BLOCK_LIMIT = 48;
/** Neighbours on each side in a sorted-neighbourhood block. */
const WINDOW = 6;
/** Rare description terms indexed per tool. */
const DESC_KEYS_PER_TOOL = 6;
const INTENT_KEY_WEIGHT = 1000;

/**
 * The candidate keys of a tool, as numbers (no string per key): 5 × x + kind
 * of key, x being an interner key (object, `@class`, description term), a
 * pair of them (action + object) or an intent's number. Pushed with their weight.
 */
function candidateKeys(t: Prepared, descDf: Int32Array, interner: Interner, nameTermCount: number, keys: number[], weights: number[]): void {
  // Actions and objects are name terms (keys below nameTermCount): action × object pairs stay below 5 × count², far from 2^53.
  const T = nameTermCount;
  const primary = t.primaryKey;
  for (const o of t.objects) {
    keys.push(5 * o);
    weights.push(1);
    if (primary >= 0) {
      keys.push(5 * (primary * T + o) + 1);
      weights.push(2);
    }
  }
  if (primary >= 0) {
    keys.push(5 * primary + 2);
    weights.push(0.5 + verbSpecificityById(t.primary));
  }
  // The rarest description terms that another tool shares: by weight (desc), then term; at most DESC_KEYS_PER_TOOL.
  const rare: number[] = [];
  const w = (e: number) => t.vectors.w[t.descVec.start + e];
  const term = (e: number) => interner.terms[t.vectors.keys[t.descVec.start + e]];
  const before = (x: number, y: number) => w(x) > w(y) || (w(x) === w(y) && term(x) < term(y));
  for (let e = 0; e < t.descVec.size; e++) {
    if (descDf[t.vectors.keys[t.descVec.start + e]] < 2) continue;
    if (rare.length === DESC_KEYS_PER_TOOL && !before(e, rare[rare.length - 1])) continue;
    let p = rare.length === DESC_KEYS_PER_TOOL ? rare.length - 1 : rare.length;
    while (p > 0 && before(e, rare[p - 1])) {
      rare[p] = rare[p - 1];
      p--;
    }
    rare[p] = e;
  }
  for (const e of rare) {
    keys.push(5 * t.vectors.keys[t.descVec.start + e] + 3);
    weights.push(1);
  }
  for (const id of t.intents) {
    keys.push(5 * id + 4);
    weights.push(INTENT_KEY_WEIGHT);
  }
  // (A declared alias is a key in the intents' space: the two tools meet whatever their names and descriptions say.)
  for (const id of t.aliases) {
    keys.push(5 * id + 4);
    weights.push(INTENT_KEY_WEIGHT);
  }
}

/** Candidate pairs (a < b by index, as a × n + b, ascending) from the inverted index; never all pairs. */
function candidatePairs(tools: Prepared[], descDf: Int32Array, interner: Interner, nameTermCount: number, maxPerTool: number): { pairs: Float64Array; skippedExactName: number; visits: number } {
  const n = tools.length;
  // Large blocks are sorted by name signature, then index, for the sorted
  // neighbourhood; a tool finds its own position by binary search. The order
  // is computed once as a rank per tool, and tools are indexed in rank order,
  // so every posting list is in rank order as it is built (the order inside a
  // list changes nothing else: a tool meets each tool of a short list once).
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) =>
    tools[x].signature < tools[y].signature ? -1 : tools[x].signature > tools[y].signature ? 1 : x - y,
  );
  const rank = new Int32Array(n);
  for (let r = 0; r < n; r++) rank[order[r]] = r;
  // Each tool's keys as (posting list, kind weight), entries [keysFrom[i], keysTo[i]) of two flat
  // arrays (no array per tool); a list is shared by every tool that has its key.
  const postings = new Map<number, number[]>();
  const lists: number[][] = [];
  const kinds: number[] = [];
  const keysFrom = new Int32Array(n);
  const keysTo = new Int32Array(n);
  const keys: number[] = [];
  for (const i of order) {
    keys.length = 0;
    keysFrom[i] = kinds.length;
    candidateKeys(tools[i], descDf, interner, nameTermCount, keys, kinds);
    for (const key of keys) {
      let list = postings.get(key);
      if (list) list.push(i);
      else postings.set(key, (list = [i]));
      lists.push(list);
    }
    keysTo[i] = kinds.length;
  }
  // ln(1 + n / df) by list length, each computed once.
  const rarity = new Float64Array(n + 1).fill(Number.NaN);
  const positionOf = (list: number[], i: number): number => {
    const target = rank[i];
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = rank[list[mid]] - target;
      if (c === 0) return mid;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    throw new Error('unreachable: a tool is in its own posting list');
  };
  // Folded names as small integers: equal ids, equal folds.
  const foldIds = new Map<string, number>();
  const fold = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let id = foldIds.get(tools[i].folded);
    if (id === undefined) foldIds.set(tools[i].folded, (id = foldIds.size));
    fold[i] = id;
  }

  const acc = new Float64Array(n);
  const touched: number[] = [];
  const partners: number[] = [];
  const byWeight = (x: number, y: number) => acc[y] - acc[x] || x - y;
  // Each tool keeps at most min(maxPerTool, n - 1) partners: sized for that at once, up to a cap (an unbounded
  // maxPerTool, Infinity included, must not reserve or throw); it grows below past that, as any buffer would.
  let kept = new Float64Array(Math.max(1024, Math.min(n * Math.min(maxPerTool, n - 1), KEPT_INITIAL_CAP)));
  let keptCount = 0;
  let skippedExactName = 0;
  let visits = 0;
  for (let i = 0; i < n; i++) {
    for (let k = keysFrom[i]; k < keysTo[i]; k++) {
      const list = lists[k];
      if (list.length < 2) continue;
      let ln = rarity[list.length];
      if (Number.isNaN(ln)) ln = rarity[list.length] = Math.log(1 + n / list.length);
      const weight = kinds[k] * ln;
      let from = 0;
      let to = list.length;
      if (list.length > BLOCK_LIMIT) {
        const pos = positionOf(list, i);
        from = Math.max(0, pos - WINDOW);
        to = Math.min(list.length, pos + WINDOW + 1);
      }
      visits += to - from;
      for (let p = from; p < to; p++) {
        const j = list[p];
        if (j === i) continue;
        if (acc[j] === 0) touched.push(j);
        acc[j] += weight;
      }
    }
    // The maxPerTool best partners by (summed weight desc, index asc): a
    // bounded insertion into a sorted buffer, most candidates losing against
    // the buffer's last entry at once.
    partners.length = 0;
    const owner = tools[i].owner;
    for (const j of touched) {
      // A tool's actions read as tools (OverlapInput.of) are the tool: never its pair, nor each other's.
      if (tools[j].owner === owner) continue;
      // Two names exact_name reads alike are its pair, whichever of their readings meet (an outside review: two
      // servers' `issues`, each taking its action as an argument, were paired through their readings).
      if (fold[tools[j].owner] === fold[owner]) {
        if (i < j && owner === i && tools[j].owner === j) skippedExactName++;
        continue;
      }
      if (partners.length === maxPerTool && byWeight(j, partners[maxPerTool - 1]) >= 0) continue;
      let p = partners.length === maxPerTool ? maxPerTool - 1 : partners.length;
      while (p > 0 && byWeight(j, partners[p - 1]) < 0) {
        partners[p] = partners[p - 1];
        p--;
      }
      partners[p] = j;
    }
    const keep = partners.length;
    if (keptCount + keep > kept.length) {
      const grown = new Float64Array(Math.max(kept.length * 2, keptCount + keep));
      grown.set(kept);
      kept = grown;
    }
    for (let p = 0; p < keep; p++) {
      const j = partners[p];
      kept[keptCount++] = i < j ? i * n + j : j * n + i;
    }
    for (const j of touched) acc[j] = 0;
    touched.length = 0;
  }
  return { pairs: distinctAscending(kept, keptCount, n), skippedExactName, visits };
}

/**
 * The distinct pair keys a × n + b (a < b) of kept[0, count), ascending (a
 * pair kept by both of its tools appears twice): bucketed by a in one counting
 * pass, each bucket's b sorted on its own (buckets are small), no global sort.
 */
function distinctAscending(kept: Float64Array, count: number, n: number): Float64Array {
  const start = new Int32Array(n + 1);
  for (let p = 0; p < count; p++) start[Math.floor(kept[p] / n) + 1]++;
  for (let a = 0; a < n; a++) start[a + 1] += start[a];
  const fill = start.slice(0, n);
  const bs = new Int32Array(count);
  for (let p = 0; p < count; p++) {
    const a = Math.floor(kept[p] / n);
    bs[fill[a]++] = kept[p] - a * n;
  }
  const out = new Float64Array(count);
  let distinct = 0;
  for (let a = 0; a < n; a++) {
    const from = start[a];
    const to = start[a + 1];
    if (to - from > 32) bs.subarray(from, to).sort();
    else {
      for (let i = from + 1; i < to; i++) {
        const b = bs[i];
        let j = i - 1;
        while (j >= from && bs[j] > b) {
          bs[j + 1] = bs[j];
          j--;
        }
        bs[j + 1] = b;
      }
    }
    for (let i = from; i < to; i++) if (i === from || bs[i] !== bs[i - 1]) out[distinct++] = a * n + bs[i];
  }
  return out.slice(0, distinct);
}

export { candidatePairs };
