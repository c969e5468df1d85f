// The semantic-overlap API types: a tool as the detector reads it
// (OverlapInput), a reported pair and its signals (OverlapPair,
// OverlapSignals), the options (OverlapOptions) and the work counts
// (OverlapStats). ./overlap.ts re-exports them; the other modules of the
// detector import them from here, never from the entry point.

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
  /**
   * The actions the tool takes as an argument, when it multiplexes them (an `action` enum: list, create, mute): each
   * is read as a tool of its own (`<name>_<action>`) besides the tool, and what it pairs with is the tool's pair.
   */
  actions?: string[];
  /**
   * What one of those actions says of itself, when its schema says it apart (a branch of a union per action: its own
   * description and parameters, read instead of the tool's), by action.
   */
  actionDetails?: Readonly<Record<string, { description?: string; params?: string[] }>>;
  /** Set on those readings (not by callers): the id of the tool whose action this is. */
  of?: string;
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
  /** One tool's description says it is an alias, a deprecated copy or the same as the other. */
  declaredAlias: boolean;
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
  /** Actions of tools that take their action as an argument, read as tools of their own (OverlapInput.actions). */
  readings: number;
  /** Actions not read as tools because the catalog's room for readings was used (see withActions). */
  readingsLeft: number;
  /** Distinct pairs that reached scoring, readings included (≤ (tools + readings) × maxCandidatesPerTool). */
  scoredPairs: number;
  /** Posting-list entries visited while ranking candidates (the work of candidate generation). */
  candidateVisits: number;
  /** Candidates dropped because both names fold to the same string (exact_name). */
  skippedExactName: number;
  /** Pairs returned. */
  reported: number;
}
