// semantic_overlap: different tool names that promise almost the same thing
// (change.preview, deployment.plan, release.prepare), or that share a declared
// intent/example. A server prefix does not resolve an overlap:
// read_change_preview and prod_change_preview stay ambiguous when both say
// "Prepares a change". This module only finds and scores pairs; the caller
// turns them into findings and decides severity (high when effects differ).
//
// Pure, no I/O, deterministic: the input is sorted by id first, every
// iteration follows that order, ties are broken by id, nothing is random.
//
// Pipeline (see docs/semantic-overlap.md for the calibration):
//   1. Features per tool. Name: identifier words (./tokenize.ts), minus a
//      server prefix (leading words equal to the server label's words, or a
//      non-verb first word shared by every tool of the server, e.g.
//      `playwright_`, `drawing_`). The primary action (the verb of the last
//      `.` segment for `resource.verb` names, else the first word if it is a
//      verb, else the last, else the first verb found; a word that is also an
//      object concept, like "change", only when no other verb is there)
//      becomes its verb class `@class` (./verbs.ts); other words become their
//      object concept `~x`, a verb class, or stay as stems. Words after a
//      qualifier preposition (`_by_city`, `_from_url`, `_with_sizes`) weigh
//      half and are not core objects. Objects = name terms that are not
//      verbs. Description: stems plus the `@class`/`~concept` of each word;
//      the lead sentence counts fully, the rest at REST_WEIGHT. Parameters:
//      normalized names. Intents: case/punctuation folded.
//   2. Candidates from an inverted index, never all pairs. Keys: primary verb
//      class + each object, each object, the primary verb class, the tool's
//      rarest description terms (df ≥ 2), each declared intent. A posting list
//      longer than BLOCK_LIMIT is not expanded pairwise: tools are sorted by a
//      name signature and each meets only its WINDOW neighbours on each side
//      (sorted neighbourhood). Each tool keeps its maxCandidatesPerTool best
//      partners by summed key weight (kind × ln(1 + n/df) per shared key), so
//      at most n × maxCandidatesPerTool pairs are ever scored.
//   3. Pairs whose names fold to the same string (exact_name's fold) are
//      skipped before scoring: that is the exact_name rule, not this one.
//   4. Score = weighted mean of the signals (OVERLAP_WEIGHTS; the description
//      and parameter weights drop out when neither tool has any), then
//      × VERB_CONFLICT_FACTOR when both names have a primary action and the
//      actions differ, × CONTRAST_FACTOR when each name acts on an object the
//      other lacks, × SAME_SERVER_FACTOR for two tools of one server. A shared
//      declared intent alone makes a pair (score at least SHARED_INTENT_SCORE,
//      whatever the threshold) — as long as candidate generation pairs them:
//      an intent declared by more than BLOCK_LIMIT tools only pairs neighbours.
import { charNgrams, clearTokenCaches, identifierWords, normalizeParam, normalizeToolName, stem, tokenizeText } from './tokenize.js';
import { objectConceptOf, verbAt, verbSpecificity } from './verbs.js';

export interface OverlapInput {
  /** Runtime id, `<server-label>/<name>`. */
  id: string;
  name: string;
  description?: string;
  /** Input property names. */
  params: string[];
  /** Declared intents / examples, if any. */
  intents?: string[];
  /** Server label; defaults to the part of `id` before the first `/`. */
  server?: string;
}

export interface OverlapSignals {
  /** TF-IDF cosine of the name terms (verbs folded to their class), IDF over the catalog. */
  nameTfidf: number;
  /** TF-IDF cosine of the description terms, IDF over the catalog (0 when either has none). */
  descTfidf: number;
  /** Dice coefficient of the character 3-grams of the names (lower-cased, separators removed). */
  charNgram: number;
  /** The primary actions are in the same verb class (or one's action is among the other's verbs). */
  verbClass: boolean;
  /** IDF-weighted Dice coefficient of the core object terms (name terms minus verbs and qualifiers). */
  objectOverlap: number;
  /** Jaccard of the normalized parameter names (0 when both have none). */
  paramJaccard: number;
  /** The two tools declare a common intent/example. */
  sharedIntent: boolean;
}

export interface OverlapPair {
  /** Ids, a < b. */
  a: string;
  b: string;
  /** 0..1, rounded to 4 decimals. */
  score: number;
  /** Both tools come from the same server (a near-duplicate inside one server). */
  sameServer: boolean;
  signals: OverlapSignals;
}

export interface OverlapOptions {
  /** Minimum score of a reported pair (shared-intent pairs are reported whatever it is). */
  threshold?: number;
  /** How many partners each tool keeps from candidate generation. */
  maxCandidatesPerTool?: number;
}

export interface OverlapStats {
  tools: number;
  /** Distinct pairs that reached scoring (≤ tools × maxCandidatesPerTool). */
  scoredPairs: number;
  /** Posting-list entries visited while ranking candidates (the work of candidate generation). */
  candidateVisits: number;
  /** Candidates dropped because both names fold to the same string (exact_name). */
  skippedExactName: number;
  /** Pairs returned. */
  reported: number;
}

/** Calibrated on the livemcptool corpus (527 tools); see docs/semantic-overlap.md. */
export const DEFAULT_OVERLAP_THRESHOLD = 0.5;
export const DEFAULT_MAX_CANDIDATES_PER_TOOL = 20;
/** Score given (at least) to a pair that shares a declared intent. */
export const SHARED_INTENT_SCORE = 0.9;

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
/** Weight of a name word inside a qualifier (`by_city`, `from_url`) in the name vector. */
const QUALIFIER_WEIGHT = 0.5;
/** Core object terms, sorted, with their name IDF (parallel arrays: a tool has a few). */
interface Core {
  terms: string[];
  idf: number[];
}

/** Object words that name no particular thing. */
const GENERIC_OBJECTS: ReadonlySet<string> = new Set(['info', 'information', 'detail', 'data', 'content', 'result', 'item', 'object', 'entry', 'record'].map(stem));

/** Posting lists up to this size are expanded pairwise; longer ones use sorted neighbourhood. */
const BLOCK_LIMIT = 48;
/** Neighbours on each side in a sorted-neighbourhood block. */
const WINDOW = 6;
/** Rare description terms indexed per tool. */
const DESC_KEYS_PER_TOOL = 6;
const INTENT_KEY_WEIGHT = 1000;
/** Tokens a description lead must have before it may end at a sentence boundary. */
const LEAD_MIN_TOKENS = 4;
/** Weight of a description term that only occurs after the lead. */
const REST_WEIGHT = 0.2;

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

interface Prepared {
  index: number;
  id: string;
  server: string | undefined;
  folded: string;
  nameVec: Vec;
  descVec: Vec;
  /** Where nameVec and descVec live. */
  vectors: Packed;
  primary: string | undefined;
  verbs: Set<string>;
  /** Object terms (qualifiers included), sorted. */
  objects: string[];
  /** Core object terms (outside qualifiers) with their name IDF. */
  core: Core;
  /** Normalized parameter names, distinct, sorted. */
  params: string[];
  intents: Set<string>;
  /** Distinct character 3-grams of the name as ids, ascending (see gramIds). */
  grams: number[];
  signature: string;
}

function serverOf(tool: OverlapInput): string | undefined {
  if (tool.server !== undefined) return tool.server;
  const slash = tool.id.indexOf('/');
  return slash > 0 ? tool.id.slice(0, slash) : undefined;
}

interface NameWord {
  word: string;
  stem: string;
  qualifier: boolean;
  segment: number;
}

function nameWords(name: string): NameWord[] {
  const out: NameWord[] = [];
  name.split('.').forEach((segment, i) => {
    for (const w of identifierWords(segment)) out.push({ ...w, segment: i });
  });
  return out;
}

const isVerbWord = (stem: string) => verbAt([stem], 0) !== undefined;

/** Leading words that are a server prefix rather than part of the tool's meaning. */
function serverPrefixes(tools: OverlapInput[], words: NameWord[][]): Map<string | undefined, ServerPrefix> {
  const byServer = new Map<string | undefined, number[]>();
  tools.forEach((t, i) => {
    const s = serverOf(t);
    const list = byServer.get(s);
    if (list) list.push(i);
    else byServer.set(s, [i]);
  });
  const out = new Map<string | undefined, ServerPrefix>();
  for (const [server, members] of byServer) {
    const label = server === undefined ? [] : identifierWords(server).map((w) => w.stem);
    const words1 = new Set(label.filter((w) => !isVerbWord(w)));
    if (members.length >= 2) {
      const first = words[members[0]][0]?.stem;
      if (first !== undefined && !isVerbWord(first) && members.every((m) => words[m][0]?.stem === first)) words1.add(first);
    }
    out.set(server, { label, words: words1 });
  }
  return out;
}

/** What may be stripped from the start of a server's tool names. */
interface ServerPrefix {
  /** The label's words, stripped as a whole when the rest of the name still has a verb. */
  label: string[];
  /** Single non-verb words stripped one by one. */
  words: Set<string>;
}

function stripPrefix(all: NameWord[], prefix: ServerPrefix): NameWord[] {
  let words = all;
  const { label } = prefix;
  if (label.length > 0 && words.length > label.length && label.every((w, i) => words[i].stem === w)) {
    const rest = words.slice(label.length);
    if (rest.some((w) => isVerbWord(w.stem))) words = rest;
  }
  let start = 0;
  while (words.length - start > 1 && prefix.words.has(words[start].stem)) start++;
  return words.slice(start);
}

interface NameAnalysis {
  /** Name terms with their weight (qualifier terms count QUALIFIER_WEIGHT). */
  terms: WeightedTerms;
  primary: string | undefined;
  verbs: Set<string>;
  /** Every object term, qualifiers included (candidate keys). */
  objects: Set<string>;
  /** Object terms outside qualifiers: what the tool acts on. */
  core: Set<string>;
  compact: string;
}

function analyzeName(all: NameWord[], prefix: ServerPrefix): NameAnalysis {
  const words = stripPrefix(all, prefix);
  const stems = words.map((w) => w.stem);
  const matches: { start: number; length: number; cls: string }[] = [];
  for (let i = 0; i < stems.length; ) {
    const m = verbAt(stems, i);
    if (m) {
      matches.push({ start: i, length: m.length, cls: m.cls });
      i += m.length;
    } else i++;
  }
  // A word that is both a verb and an object concept ("change") is the action
  // only when no other verb is there: change_preview previews a change.
  // A verb inside a qualifier (list_files_for_review) is not the action either.
  const inCore = matches.filter((m) => !words[m.start].qualifier);
  const pool = inCore.length > 0 ? inCore : matches;
  const unambiguous = pool.filter((m) => m.length > 1 || objectConceptOf(stems[m.start]) === undefined);
  const verbs0 = unambiguous.length > 0 ? unambiguous : pool;
  let primary: (typeof matches)[number] | undefined;
  const lastSegment = words.length > 0 ? words[words.length - 1].segment : 0;
  const dotted = words.length > 0 && words[0].segment !== lastSegment;
  if (dotted) primary = verbs0.find((m) => words[m.start].segment === lastSegment);
  if (!primary && verbs0.length > 0) {
    if (verbs0[0].start === 0) primary = verbs0[0];
    else {
      const last = verbs0[verbs0.length - 1];
      primary = last.start + last.length === stems.length ? last : verbs0[0];
    }
  }
  const terms: WeightedTerms = new Map();
  const verbs = new Set<string>();
  const objects = new Set<string>();
  const core = new Set<string>();
  const add = (term: string, i: number) => terms.set(term, (terms.get(term) ?? 0) + (words[i].qualifier ? QUALIFIER_WEIGHT : 1));
  const addObject = (term: string, i: number) => {
    add(term, i);
    objects.add(term);
    if (!words[i].qualifier) core.add(term);
  };
  if (primary) verbs.add(primary.cls);
  for (let i = 0; i < stems.length; ) {
    if (primary && i === primary.start) {
      add(`@${primary.cls}`, i);
      i += primary.length;
      continue;
    }
    const concept = objectConceptOf(stems[i]);
    if (concept !== undefined) {
      addObject(`~${concept}`, i);
      i++;
      continue;
    }
    const m = matches.find((x) => x.start === i);
    if (m) {
      add(`@${m.cls}`, i);
      verbs.add(m.cls);
      i += m.length;
      continue;
    }
    addObject(stems[i], i);
    i++;
  }
  return { terms, primary: primary?.cls, verbs, objects, core, compact: words.map((w) => w.word).join('') };
}

/** Description terms with their weight: the lead sentence counts fully, the rest at REST_WEIGHT. */
type WeightedTerms = Map<string, number>;

/**
 * The lead of a description: its first sentence, extended by the next ones
 * until it has LEAD_MIN_TOKENS tokens. Descriptions state their promise first;
 * what follows is usage notes and caveats.
 */
function splitLead(text: string): [string[], string[]] {
  // Tokens of the lead and of the rest. Sentences are cut after a separator
  // (whitespace, a newline), where tokenizing the pieces gives the tokens of
  // the whole: each sentence is tokenized once.
  const boundary = /[.!?。！？]+(?:\s|$)|\n+/g;
  let start = 0;
  const lead: string[] = [];
  for (const m of text.matchAll(boundary)) {
    const end = (m.index ?? 0) + m[0].length;
    for (const token of tokenizeText(text.slice(start, end))) lead.push(token);
    start = end;
    if (lead.length >= LEAD_MIN_TOKENS) return [lead, tokenizeText(text.slice(end))];
  }
  for (const token of tokenizeText(text.slice(start))) lead.push(token);
  return [lead, []];
}

/** Each token, its verb class (`@class`, multi-word verbs included) and its object concept (`~concept`), weighted, into a bag. */
function addTerms(tokens: string[], weight: number, interner: Interner, bag: BagBuilder): void {
  for (let i = 0; i < tokens.length; i++) {
    bag.add(interner.key(tokens[i]), weight);
    const m = verbAt(tokens, i);
    if (m) bag.add(interner.key(`@${m.cls}`), weight);
    const concept = objectConceptOf(tokens[i]);
    if (concept !== undefined) bag.add(interner.key(`~${concept}`), weight);
  }
}

/** Description terms: the lead sentence counts fully, the rest at REST_WEIGHT. */
function descriptionBag(text: string | undefined, interner: Interner, bag: BagBuilder): Bag {
  if (text) {
    const [lead, rest] = splitLead(text);
    addTerms(lead, 1, interner, bag);
    addTerms(rest, REST_WEIGHT, interner, bag);
  }
  return bag.take();
}

function normalizeIntent(intent: string): string {
  return intent
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
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

/** L2-normalized TF-IDF vector, TF = 1 + ln(count) (a weighted count below 1 scales linearly), entries by ascending vector id. */
function tfidf(bag: Bag, df: Int32Array, n: number, vectorId: Int32Array, packed: Packed): Vec {
  const { keys } = bag;
  const ids: number[] = new Array(keys.length);
  const weights: number[] = new Array(keys.length);
  for (let k = 0; k < keys.length; k++) {
    const c = bag.weights[k];
    ids[k] = vectorId[keys[k]];
    weights[k] = (c >= 1 ? 1 + Math.log(c) : c) * idf(n, df[keys[k]]);
  }
  const order = ascendingOrder(ids);
  let norm = 0;
  for (const k of order) norm += weights[k] * weights[k];
  norm = Math.sqrt(norm) || 1;
  const start = packed.used;
  for (const k of order) {
    packed.ids[packed.used] = ids[k];
    packed.keys[packed.used] = keys[k];
    packed.w[packed.used++] = weights[k] / norm;
  }
  return { start, size: order.length };
}

/** Indices of `keys` (distinct) by ascending key: insertion sort for short lists (often already in order), else a sort. */
function ascendingOrder(keys: number[]): number[] {
  const order = Array.from({ length: keys.length }, (_, k) => k);
  if (keys.length > 32) return order.sort((x, y) => keys[x] - keys[y]);
  for (let i = 1; i < order.length; i++) {
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

/** The distinct grams of a name as ids (interned in `ids`), ascending. */
function gramIds(grams: Set<string>, ids: Map<string, number>): number[] {
  const out: number[] = [];
  for (const g of grams) {
    let id = ids.get(g);
    if (id === undefined) {
      id = ids.size;
      ids.set(g, id);
    }
    out.push(id);
  }
  return out.sort((x, y) => x - y);
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

/** The name lower-cased with everything but letters and digits removed (NFKC; ASCII is its own NFKC form). */
function compactName(name: string): string {
  if (/^[\x00-\x7f]*$/.test(name)) return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

function prepare(sorted: OverlapInput[]): { tools: Prepared[]; descDf: Int32Array; interner: Interner } {
  const words = sorted.map((t) => nameWords(t.name));
  const prefixes = serverPrefixes(sorted, words);
  const names = sorted.map((t, i) => analyzeName(words[i], prefixes.get(serverOf(t)) ?? { label: [], words: new Set() }));
  const interner = new Interner();
  const builder = new BagBuilder();
  const nameBags = names.map((x): Bag => {
    for (const [term, weight] of x.terms) builder.add(interner.key(term), weight);
    return builder.take();
  });
  const descBags = sorted.map((t) => descriptionBag(t.description, interner, builder));
  const n = sorted.length;
  const nameDf = documentFrequencies(nameBags, interner.terms.length);
  const descDf = documentFrequencies(descBags, interner.terms.length);
  // Vector ids: first seen over the catalog, name terms then description terms of each tool.
  const vectorId = new Int32Array(interner.terms.length).fill(-1);
  let next = 0;
  let entries = 0;
  for (let i = 0; i < n; i++) {
    for (const bag of [nameBags[i], descBags[i]]) {
      for (const k of bag.keys) if (vectorId[k] < 0) vectorId[k] = next++;
      entries += bag.keys.length;
    }
  }
  const vectors: Packed = { ids: new Int32Array(entries), w: new Float64Array(entries), keys: new Int32Array(entries), used: 0 };
  const gramVocab = new Map<string, number>();
  const nameIdf = (term: string) => idf(n, nameDf[interner.keys.get(term) ?? -1] ?? 0);
  const tools = sorted.map((tool, index): Prepared => {
    const name = names[index];
    const core = [...name.core].sort();
    return {
      index,
      id: tool.id,
      server: serverOf(tool),
      folded: normalizeToolName(tool.name),
      nameVec: tfidf(nameBags[index], nameDf, n, vectorId, vectors),
      descVec: tfidf(descBags[index], descDf, n, vectorId, vectors),
      vectors,
      primary: name.primary,
      verbs: name.verbs,
      objects: [...name.objects].sort(),
      core: { terms: core, idf: core.map(nameIdf) },
      params: [...new Set(tool.params.map(normalizeParam).filter(Boolean))].sort(),
      intents: new Set((tool.intents ?? []).map(normalizeIntent).filter(Boolean)),
      grams: gramIds(charNgrams(compactName(tool.name), 3), gramVocab),
      signature: `${name.primary ?? '~'}|${core.join(' ')}|${name.compact}`,
    };
  });
  return { tools, descDf, interner };
}

/**
 * The candidate keys of a tool, as numbers (no string per key): 5 × x + kind
 * of key, x being an interner key (object, `@class`, description term), a
 * pair of them (action + object) or an intent's number. Pushed with their weight.
 */
function candidateKeys(t: Prepared, descDf: Int32Array, interner: Interner, intentIds: Map<string, number>, keys: number[], weights: number[]): void {
  const T = interner.terms.length;
  const termKey = (term: string) => interner.keys.get(term)!;
  const primary = t.primary ? termKey(`@${t.primary}`) : -1;
  for (const obj of t.objects) {
    const o = termKey(obj);
    keys.push(5 * o);
    weights.push(1);
    if (primary >= 0) {
      keys.push(5 * (primary * T + o) + 1);
      weights.push(2);
    }
  }
  if (primary >= 0) {
    keys.push(5 * primary + 2);
    weights.push(0.5 + verbSpecificity(t.primary!));
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
  for (const intent of [...t.intents].sort()) {
    let id = intentIds.get(intent);
    if (id === undefined) intentIds.set(intent, (id = intentIds.size));
    keys.push(5 * id + 4);
    weights.push(INTENT_KEY_WEIGHT);
  }
}

/** Candidate pairs (a < b by index, as a × n + b, ascending) from the inverted index; never all pairs. */
function candidatePairs(tools: Prepared[], descDf: Int32Array, interner: Interner, maxPerTool: number): { pairs: Float64Array; skippedExactName: number; visits: number } {
  const n = tools.length;
  // Each tool's keys as (posting list, kind weight); a list is shared by every tool that has its key.
  const postings = new Map<number, number[]>();
  const listsOf: number[][][] = [];
  const kindsOf: number[][] = [];
  const keys: number[] = [];
  const intentIds = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const lists: number[][] = [];
    const kinds: number[] = [];
    keys.length = 0;
    candidateKeys(tools[i], descDf, interner, intentIds, keys, kinds);
    for (const key of keys) {
      let list = postings.get(key);
      if (list) list.push(i);
      else postings.set(key, (list = [i]));
      lists.push(list);
    }
    listsOf.push(lists);
    kindsOf.push(kinds);
  }
  // Large blocks are sorted by name signature, then index, for the sorted
  // neighbourhood; a tool finds its own position by binary search. The order
  // is computed once as a rank per tool.
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) =>
    tools[x].signature < tools[y].signature ? -1 : tools[x].signature > tools[y].signature ? 1 : x - y,
  );
  const rank = new Int32Array(n);
  for (let r = 0; r < n; r++) rank[order[r]] = r;
  for (const list of postings.values()) if (list.length > BLOCK_LIMIT) list.sort((x, y) => rank[x] - rank[y]);
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
  let kept = new Float64Array(1024);
  let keptCount = 0;
  let skippedExactName = 0;
  let visits = 0;
  for (let i = 0; i < n; i++) {
    const lists = listsOf[i];
    const kinds = kindsOf[i];
    for (let k = 0; k < lists.length; k++) {
      const list = lists[k];
      if (list.length < 2) continue;
      const weight = kinds[k] * Math.log(1 + n / list.length);
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
    const own = fold[i];
    for (const j of touched) {
      if (fold[j] === own) {
        if (i < j) skippedExactName++;
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
  // Distinct pairs, ascending (a pair kept by both of its tools appears twice).
  const sortedKeys = kept.subarray(0, keptCount).sort();
  let distinct = 0;
  for (let p = 0; p < keptCount; p++) if (p === 0 || sortedKeys[p] !== sortedKeys[p - 1]) sortedKeys[distinct++] = sortedKeys[p];
  return { pairs: sortedKeys.slice(0, distinct), skippedExactName, visits };
}

/** Specificity of the shared primary action (-1 when none is shared); whether both have one and they differ. */
function verbMatch(a: Prepared, b: Prepared): { match: boolean; specificity: number; conflict: boolean } {
  if (!a.primary || !b.primary) return NO_VERB;
  const first = a.primary === b.primary || b.verbs.has(a.primary);
  const second = a.verbs.has(b.primary);
  if (!first && !second) return VERB_CONFLICT;
  const specificity = first && second ? Math.max(verbSpecificity(a.primary), verbSpecificity(b.primary)) : verbSpecificity(first ? a.primary : b.primary);
  return { match: true, specificity, conflict: false };
}

const NO_VERB = Object.freeze({ match: false, specificity: 0, conflict: false });
const VERB_CONFLICT = Object.freeze({ match: false, specificity: 0, conflict: true });

/** Scores one pair from prepared features; its signals are written into `into` (reused: scoring allocates nothing). */
function scorePair(a: Prepared, b: Prepared, into: OverlapSignals): number {
  const verb = verbMatch(a, b);
  const nameTfidf = round4(cosine(a.vectors, a.nameVec, b.nameVec));
  const descTfidf = round4(cosine(a.vectors, a.descVec, b.descVec));
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
  if (verb.conflict) score *= VERB_CONFLICT_FACTOR;
  if (contrasting(a.core, b.core)) score *= CONTRAST_FACTOR;
  if (a.server !== undefined && a.server === b.server) score *= SAME_SERVER_FACTOR;
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

/** The reported pairs of a catalog, as tool indices and scores; `order` lists them by score desc, then a, then b. */
interface Scored {
  prepared: Prepared[];
  a: Int32Array;
  b: Int32Array;
  scores: Float64Array;
  order: Uint32Array;
  stats: OverlapStats;
}

function scoreCatalog(tools: OverlapInput[], options: OverlapOptions): Scored {
  const threshold = options.threshold ?? DEFAULT_OVERLAP_THRESHOLD;
  const maxPerTool = Math.max(1, Math.floor(options.maxCandidatesPerTool ?? DEFAULT_MAX_CANDIDATES_PER_TOOL));
  const sorted = tools.slice().sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].id === sorted[i - 1].id) throw new Error(`findOverlaps: duplicate tool id ${sorted[i].id}`);
  }
  clearTokenCaches();
  const { tools: prepared, descDf, interner } = prepare(sorted);
  const n = prepared.length;
  const { pairs: candidates, skippedExactName, visits } = candidatePairs(prepared, descDf, interner, maxPerTool);
  const a = new Int32Array(candidates.length);
  const b = new Int32Array(candidates.length);
  const scores = new Float64Array(candidates.length);
  const signals = noSignals();
  let count = 0;
  for (const key of candidates) {
    const i = Math.floor(key / n);
    const j = key % n;
    const score = scorePair(prepared[i], prepared[j], signals);
    if (score < threshold && !signals.sharedIntent) continue;
    a[count] = i;
    b[count] = j;
    scores[count++] = score;
  }
  // Candidates ascend by (a, b) and index order is id order, so (score desc,
  // position asc) is (score desc, a, b): one number per pair, sorted
  // numerically (scores have 4 decimals: 10,000 − score × 10,000 is an integer).
  const sortKeys = new Float64Array(count);
  for (let k = 0; k < count; k++) sortKeys[k] = (10_000 - Math.round(scores[k] * 10_000)) * 0x1_0000_0000 + k;
  sortKeys.sort();
  const order = new Uint32Array(count);
  for (let k = 0; k < count; k++) order[k] = sortKeys[k] % 0x1_0000_0000;
  return {
    prepared,
    a: a.subarray(0, count),
    b: b.subarray(0, count),
    scores: scores.subarray(0, count),
    order,
    stats: { tools: n, scoredPairs: candidates.length, candidateVisits: visits, skippedExactName, reported: count },
  };
}

/** Reported pair k of a scored catalog, with its signals (scored again: only the pairs asked for pay for an object). */
function pairOf(s: Scored, k: number): OverlapPair {
  const a = s.prepared[s.a[k]];
  const b = s.prepared[s.b[k]];
  const signals = noSignals();
  const score = scorePair(a, b, signals);
  return { a: a.id, b: b.id, score, sameServer: a.server !== undefined && a.server === b.server, signals };
}

/**
 * Finds and scores semantic_overlap pairs, with counts of the work done.
 * Pairs are sorted by score (descending), then a, then b.
 */
export function analyzeOverlaps(tools: OverlapInput[], options: OverlapOptions = {}): { pairs: OverlapPair[]; stats: OverlapStats } {
  const scored = scoreCatalog(tools, options);
  return { pairs: Array.from(scored.order, (k) => pairOf(scored, k)), stats: scored.stats };
}

/**
 * Connected components of a graph on nodes 0..count-1 given as edge lists:
 * each node's component, named by its smallest node.
 */
export function components(count: number, from: ArrayLike<number>, to: ArrayLike<number>): Int32Array {
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const root = (x: number): number => {
    let r = x;
    while (parent[r] !== r) r = parent[r];
    while (parent[x] !== r) {
      const next = parent[x];
      parent[x] = r;
      x = next;
    }
    return r;
  };
  for (let k = 0; k < from.length; k++) {
    const ra = root(from[k]);
    const rb = root(to[k]);
    // The smaller node is the root: a component is named by its smallest node.
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  for (let i = 0; i < count; i++) parent[i] = root(i);
  return parent;
}

export interface OverlapGroup {
  /** Ids, sorted. */
  members: string[];
  /** How many reported pairs link the members. */
  pairCount: number;
  /** Score of the group's weakest pair. */
  lowest: number;
  /** The best pairs (score desc, then a, then b), at most `pairsPerGroup`. */
  pairs: OverlapPair[];
}

/**
 * Overlap groups: the connected components of the reported pairs (tools
 * linked by overlaps, directly or through each other), ordered by first
 * member, each with its pair count and its best pairs.
 */
export function findOverlapGroups(tools: OverlapInput[], options: OverlapOptions & { pairsPerGroup?: number } = {}): OverlapGroup[] {
  const scored = scoreCatalog(tools, options);
  const perGroup = Math.max(0, Math.floor(options.pairsPerGroup ?? 10));
  const root = components(scored.prepared.length, scored.a, scored.b);
  const groups = new Map<number, OverlapGroup>();
  // Pairs in score order: each group's first pairs are its best.
  for (const k of scored.order) {
    const r = root[scored.a[k]];
    let group = groups.get(r);
    if (!group) groups.set(r, (group = { members: [], pairCount: 0, lowest: 1, pairs: [] }));
    group.pairCount++;
    group.lowest = scored.scores[k];
    if (group.pairs.length < perGroup) group.pairs.push(pairOf(scored, k));
  }
  // Members in index order (= id order); groups by their smallest member (= their root).
  const inGroup = new Uint8Array(scored.prepared.length);
  for (let k = 0; k < scored.a.length; k++) inGroup[scored.a[k]] = inGroup[scored.b[k]] = 1;
  for (let i = 0; i < inGroup.length; i++) if (inGroup[i]) groups.get(root[i])!.members.push(scored.prepared[i].id);
  return [...groups.keys()].sort((x, y) => x - y).map((r) => groups.get(r)!);
}

/** semantic_overlap pairs of a catalog (ids a < b, score ≥ threshold or a shared intent). */
export function findOverlaps(tools: OverlapInput[], options?: OverlapOptions): OverlapPair[] {
  return analyzeOverlaps(tools, options).pairs;
}
