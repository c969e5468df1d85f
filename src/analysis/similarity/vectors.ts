// Sparse TF-IDF vectors of the semantic-overlap detector: terms as small
// integers (Interner), a document's weighted terms (Bag, BagBuilder),
// document frequencies and IDF, L2-normalized vectors packed into one set of
// arrays per analysis (Vec, Packed, tfidf), and their cosine.

/**
 * Sparse L2-normalized vector: entries [start, start + size) of the catalog's
 * packed arrays (one pair of arrays for every vector, not two typed arrays per
 * tool), term ids ascending.
 */
interface Vec {
  start: number;
  size: number;
}

/** Every vector of one analysis, packed: term ids and weights, allocated once at their total size. */
interface Packed {
  ids: Int32Array;
  w: Float64Array;
  /** Interner key of each entry's term. */
  keys: Int32Array;
  /** Entries written so far. */
  used: number;
}

/**
 * Terms as small integers. While features are extracted, a term gets the next
 * `key` the first time it is met; vector ids are assigned afterwards in
 * first-seen order over the id-sorted catalog, name terms then description
 * terms of each tool (deterministic, and the order the sums in cosine follow).
 */
class Interner {
  readonly keys = new Map<string, number>();
  readonly terms: string[] = [];
  key(term: string): number {
    let k = this.keys.get(term);
    if (k === undefined) {
      this.keys.set(term, (k = this.terms.length));
      this.terms.push(term);
    }
    return k;
  }
}

/** A document's terms as interner keys in first-occurrence order, with their summed weights. */
interface Bag {
  keys: number[];
  weights: number[];
}

/** Sums weights per key into a bag, first occurrence first; reused across documents (no map per document). */
class BagBuilder {
  private acc = new Float64Array(1024);
  private at = new Int32Array(1024).fill(-1);
  private keys: number[] = [];
  add(key: number, weight: number): void {
    if (key >= this.at.length) {
      const size = Math.max(key + 1, this.at.length * 2);
      const acc = new Float64Array(size);
      acc.set(this.acc);
      const at = new Int32Array(size).fill(-1);
      at.set(this.at);
      this.acc = acc;
      this.at = at;
    }
    if (this.at[key] < 0) {
      this.at[key] = this.keys.length;
      this.keys.push(key);
    }
    this.acc[key] += weight;
  }
  take(): Bag {
    const keys = this.keys;
    const weights = keys.map((k) => this.acc[k]);
    for (const k of keys) {
      this.acc[k] = 0;
      this.at[k] = -1;
    }
    this.keys = [];
    return { keys, weights };
  }
}

/** In how many documents each term occurs (a document's keys are distinct), by interner key. */
function documentFrequencies(docs: Bag[], size: number): Int32Array {
  const df = new Int32Array(size);
  for (const doc of docs) for (const k of doc.keys) df[k]++;
  return df;
}

/** Smoothed IDF: ln((n + 1) / (df + 1)) + 1. */
function idf(n: number, df: number): number {
  return Math.log((n + 1) / (df + 1)) + 1;
}

// idf(n, df) by df for the n of the last analysis (a catalog has few distinct document frequencies; each log computed once).
let idfN = -1;
let idfTable = new Float64Array(0);

function idfAt(n: number, df: number): number {
  if (n !== idfN) {
    idfN = n;
    idfTable = new Float64Array(n + 2).fill(Number.NaN);
  }
  let value = idfTable[df];
  if (Number.isNaN(value)) value = idfTable[df] = idf(n, df);
  return value;
}

// Scratch space of tfidf (grown as needed): a vector's ids, weights and entry order before they are packed.
let scratchIds = new Int32Array(256);
let scratchWeights = new Float64Array(256);
let scratchOrder = new Int32Array(256);

/** L2-normalized TF-IDF vector, TF = 1 + ln(count) (a weighted count below 1 scales linearly), entries by ascending vector id. */
function tfidf(bag: Bag, df: Int32Array, n: number, vectorId: Int32Array, packed: Packed): Vec {
  const { keys } = bag;
  const size = keys.length;
  if (size > scratchIds.length) {
    scratchIds = new Int32Array(size * 2);
    scratchWeights = new Float64Array(size * 2);
    scratchOrder = new Int32Array(size * 2);
  }
  const ids = scratchIds;
  const weights = scratchWeights;
  for (let k = 0; k < size; k++) {
    const c = bag.weights[k];
    ids[k] = vectorId[keys[k]];
    weights[k] = (c >= 1 ? 1 + Math.log(c) : c) * idfAt(n, df[keys[k]]);
  }
  const order = ascendingOrder(ids, size, scratchOrder);
  let norm = 0;
  for (let o = 0; o < size; o++) norm += weights[order[o]] * weights[order[o]];
  norm = Math.sqrt(norm) || 1;
  const start = packed.used;
  for (let o = 0; o < size; o++) {
    const k = order[o];
    packed.ids[packed.used] = ids[k];
    packed.keys[packed.used] = keys[k];
    packed.w[packed.used++] = weights[k] / norm;
  }
  return { start, size };
}

// Scratch space of ascendingOrder's sort (grown as needed).
let scratchPacked = new Float64Array(256);

/**
 * Indices of keys[0, size) (distinct, non-negative) by ascending key, into
 * `order`: insertion sort for short lists (often already in order), else a
 * numeric sort of key × size + index (exact below 2^53), which needs no
 * comparator and allocates nothing.
 */
function ascendingOrder(keys: Int32Array, size: number, order: Int32Array): Int32Array {
  if (size > 32) {
    if (size > scratchPacked.length) scratchPacked = new Float64Array(size * 2);
    const packed = scratchPacked.subarray(0, size);
    for (let k = 0; k < size; k++) packed[k] = keys[k] * size + k;
    packed.sort();
    for (let o = 0; o < size; o++) order[o] = packed[o] % size;
    return order;
  }
  for (let k = 0; k < size; k++) order[k] = k;
  for (let i = 1; i < size; i++) {
    const k = order[i];
    let j = i - 1;
    while (j >= 0 && keys[order[j]] > keys[k]) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = k;
  }
  return order;
}

/** Dot product of two normalized sparse vectors of one packing (merge join over ascending ids). */
function cosine(packed: Packed, a: Vec, b: Vec): number {
  const { ids, w } = packed;
  let i = a.start;
  let j = b.start;
  const endA = a.start + a.size;
  const endB = b.start + b.size;
  let dot = 0;
  while (i < endA && j < endB) {
    const x = ids[i];
    const y = ids[j];
    if (x === y) dot += w[i++] * w[j++];
    else if (x < y) i++;
    else j++;
  }
  return Math.min(1, dot);
}

export { BagBuilder, cosine, documentFrequencies, idf, Interner, tfidf };
export type { Bag, Packed, Vec };
