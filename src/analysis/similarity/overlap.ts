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
//      server prefix (leading words equal to the server label's words, or the
//      non-verb leading words shared by every tool of the server, e.g.
//      `playwright_`, `drawing_`, `TwilioApiV2010--`). The primary action (the verb of the last
//      `.` segment for `resource.verb` names, else the first word if it is a
//      verb, else the last, else the first verb found; a word that is also an
//      object concept, like "change", only when no other verb is there)
//      becomes its verb class `@class` (./verbs.ts); other words become their
//      object concept `~x`, a verb class, or stay as stems. Words after a
//      qualifier preposition (`_by_city`, `_from_url`, `_with_sizes`) weigh
//      half and are not core objects. Objects = name terms that are not
//      verbs. Description: stems plus the `@class`/`~concept` of each word;
//      the lead sentence counts fully, the rest at REST_WEIGHT (a lead that
//      three or more tools of a server open with is boilerplate: the next
//      sentences are read as the lead). Parameters:
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
//      actions differ (unless both descriptions open with the action of one
//      of the names: the descriptions then claim one action),
//      × CONTRAST_FACTOR when each name acts on an object the other lacks,
//      × SAME_SERVER_FACTOR for two tools of one server; two descriptions
//      that say the same (cosine ≥ SAME_DESCRIPTION_COSINE) score at least
//      SAME_DESCRIPTION_SCORE, unless the names' actions conflict. A shared
//      declared intent alone makes a pair (score at least SHARED_INTENT_SCORE,
//      whatever the threshold) — as long as candidate generation pairs them:
//      an intent declared by more than BLOCK_LIMIT tools only pairs neighbours.
//
// Files: ./types.ts (the API types), ./features.ts (step 1, with
// ./names.ts, ./descriptions.ts, ./lead.ts and ./vectors.ts), ./candidates.ts
// (steps 2 and 3), ./score.ts (step 4, with ./rows.ts). This module runs
// them, groups the pairs and re-exports the API.
import { candidatePairs } from './candidates.js';
import { prepare, type Prepared } from './features.js';
import { ToolRow } from './rows.js';
import { noSignals, scorePair } from './score.js';
import { clearTokenCaches } from './tokenize.js';
import type { OverlapInput, OverlapOptions, OverlapPair, OverlapStats } from './types.js';
import { ACTION_NAMED_PARAMS } from '../lint/parameter-walk.js';

export type { OverlapInput, OverlapSignals, OverlapPair, OverlapOptions, OverlapStats } from './types.js';
export { SHARED_INTENT_SCORE, OVERLAP_WEIGHTS, VERB_CONFLICT_FACTOR, SAME_SERVER_FACTOR, CONTRAST_FACTOR } from './score.js';

/** Calibrated on the livemcptool corpus (527 tools); see docs/semantic-overlap.md. */
export const DEFAULT_OVERLAP_THRESHOLD = 0.5;
export const DEFAULT_MAX_CANDIDATES_PER_TOOL = 20;

/**
 * The reported pairs of a catalog, as tool indices and scores; `order` lists them by score desc, then a, then b.
 * `a` and `b` are the tools (owners: a tool, not one of its actions read as a tool), `ra` and `rb` the readings
 * that scored the pair (an action's, when it scored best).
 */
interface Scored {
  prepared: Prepared[];
  row: ToolRow;
  a: Int32Array;
  b: Int32Array;
  ra: Int32Array;
  rb: Int32Array;
  scores: Float64Array;
  order: Uint32Array;
  stats: OverlapStats;
}

/** Actions of one tool read as tools of their own: a tool that takes more (a generic `op`) is read as itself only. */
const MAX_ACTIONS_READ = 12;
/** Readings a catalog gets at least, however small (see withActions). */
const MIN_READINGS = 1_000;
/**
 * A pair scored through an action's reading stands only when the descriptions or the parameters agree too: the
 * reading's name (`events_list`) is a bare thing and a verb, which meets any product's list_events (an outside red
 * team: 28 of 40 homonyms across products, Google Calendar's events and Kubernetes', against 4 read by the names).
 */
export const ACTION_READING_MIN_DESCRIPTION = 0.35;
export const ACTION_READING_MIN_PARAMS = 0.25;

/**
 * A tool that takes its action as an argument (ddmcp's `monitors` with `action: list | create | mute…`, a Jira
 * server's manage_jira_issue) is also read as one tool per action, `<name>_<action>` with its description: another
 * server's get_monitors or create_jira_issue does what one of its actions does (two outside surveys: their pairs
 * scored 0.11 and 0 read by the name alone). Two to MAX_ACTIONS_READ actions, each named in ASCII letters, digits,
 * `_` and `-` (an action that is a sentence is no name), never an id the catalog has.
 */
function withActions(tools: OverlapInput[]): { inputs: OverlapInput[]; left: number } {
  let left = 0;
  if (!tools.some((t) => t.actions !== undefined && t.actions.length > 1)) return { inputs: tools, left };
  const ids = new Set(tools.map((t) => t.id));
  const out = tools.slice();
  // At most as many readings as the catalog has tools (MIN_READINGS at least): a catalog of 10,000 tools that each
  // take twelve actions is scored as twice its size, not thirteen times. Given to the tools with the fewest actions
  // first, then in id order (an outside review: in id order alone, a server whose name sorts first took the room of
  // another's); what is left out is counted (stats.readingsLeft).
  let room = Math.max(MIN_READINGS, tools.length);
  const multiplexed = tools
    .map((t) => ({ t, actions: t.actions === undefined ? [] : [...new Set(t.actions)].filter((action) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(action)) }))
    .filter((x) => x.actions.length >= 2 && x.actions.length <= MAX_ACTIONS_READ)
    .sort((x, y) => x.actions.length - y.actions.length || (x.t.id < y.t.id ? -1 : x.t.id > y.t.id ? 1 : 0));
  for (const { t, actions: listed } of multiplexed) {
    const actions = listed.filter((action) => !ids.has(`${t.id}\u0000${action}`));
    if (actions.length > room) {
      left += actions.length;
      continue;
    }
    room -= actions.length;
    const params = t.params.filter((p) => !ACTION_NAMED_PARAMS.has(p.toLowerCase()));
    for (const action of actions) {
      const id = `${t.id}\u0000${action}`;
      ids.add(id);
      // An action its schema describes apart (a union's branch) is read with its own words and parameters.
      const own = t.actionDetails !== undefined && Object.hasOwn(t.actionDetails, action) ? t.actionDetails[action] : undefined;
      // (The server follows the tool's: given, or read from the id as the tool's is.)
      out.push({ id, name: `${t.name}_${action}`, description: own?.description ?? t.description, params: own?.params ?? params, ...(t.server !== undefined ? { server: t.server } : {}), of: t.id });
    }
  }
  return { inputs: out, left };
}

function scoreCatalog(tools: OverlapInput[], options: OverlapOptions): Scored {
  const threshold = options.threshold ?? DEFAULT_OVERLAP_THRESHOLD;
  const maxPerTool = Math.max(1, Math.floor(options.maxCandidatesPerTool ?? DEFAULT_MAX_CANDIDATES_PER_TOOL));
  for (const t of tools) if (t.of !== undefined) throw new Error(`findOverlaps: ${t.id} sets \`of\`, which only the detector sets`);
  const read = withActions(tools);
  const sorted = read.inputs.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].id === sorted[i - 1].id) throw new Error(`findOverlaps: duplicate tool id ${sorted[i].id}`);
  }
  clearTokenCaches();
  const { tools: prepared, descDf, interner, nameTermCount, sizes } = prepare(sorted);
  const n = prepared.length;
  const { pairs: candidates, skippedExactName, visits } = candidatePairs(prepared, descDf, interner, nameTermCount, maxPerTool);
  const a = new Int32Array(candidates.length);
  const b = new Int32Array(candidates.length);
  const ra = new Int32Array(candidates.length);
  const rb = new Int32Array(candidates.length);
  const scores = new Float64Array(candidates.length);
  const signals = noSignals();
  const row = new ToolRow(sizes);
  // A pair of tools scored through their actions too (withActions) is one pair, at its best reading.
  const actions = prepared.some((p) => p.owner !== p.index);
  const at = actions ? new Map<number, number>() : undefined;
  let count = 0;
  for (let c = 0; c < candidates.length; c++) {
    const key = candidates[c];
    const i = Math.floor(key / n);
    const j = key % n;
    const score = scorePair(row, prepared[i], prepared[j], signals);
    if (score < threshold && !signals.sharedIntent) continue;
    const reading = prepared[i].owner !== i || prepared[j].owner !== j;
    if (reading && signals.descTfidf < ACTION_READING_MIN_DESCRIPTION && signals.paramJaccard < ACTION_READING_MIN_PARAMS) continue;
    const oi = Math.min(prepared[i].owner, prepared[j].owner);
    const oj = Math.max(prepared[i].owner, prepared[j].owner);
    const [ri, rj] = prepared[i].owner === oi ? [i, j] : [j, i];
    if (at !== undefined) {
      const pairKey = oi * n + oj;
      const seen = at.get(pairKey);
      if (seen !== undefined) {
        if (score > scores[seen] || (score === scores[seen] && prepared[ri].owner === ri && prepared[rj].owner === rj)) {
          ra[seen] = ri;
          rb[seen] = rj;
          scores[seen] = score;
        }
        continue;
      }
      at.set(pairKey, count);
    }
    a[count] = oi;
    b[count] = oj;
    ra[count] = ri;
    rb[count] = rj;
    scores[count++] = score;
  }
  // Candidates ascend by (a, b) and index order is id order, so (score desc,
  // position asc) is (score desc, a, b): one number per pair, sorted
  // numerically (scores have 4 decimals: 10,000 − score × 10,000 is an integer).
  // (With actions read as tools, a pair sits where its first reading came: positions are put in (a, b) order first.)
  const position = new Uint32Array(count);
  for (let k = 0; k < count; k++) position[k] = k;
  if (at !== undefined) position.sort((x, y) => a[x] - a[y] || b[x] - b[y]);
  const sortKeys = new Float64Array(count);
  for (let p = 0; p < count; p++) sortKeys[p] = (10_000 - Math.round(scores[position[p]] * 10_000)) * 0x1_0000_0000 + p;
  sortKeys.sort();
  const order = new Uint32Array(count);
  for (let k = 0; k < count; k++) order[k] = position[sortKeys[k] % 0x1_0000_0000];
  return {
    prepared,
    row,
    a: a.subarray(0, count),
    b: b.subarray(0, count),
    ra: ra.subarray(0, count),
    rb: rb.subarray(0, count),
    scores: scores.subarray(0, count),
    order,
    stats: { tools: tools.length, readings: n - tools.length, readingsLeft: read.left, scoredPairs: candidates.length, candidateVisits: visits, skippedExactName, reported: count },
  };
}

/** Reported pair k of a scored catalog, with its signals (scored again, at its best reading: only the pairs asked for pay for an object). */
function pairOf(s: Scored, k: number): OverlapPair {
  const a = s.prepared[s.a[k]];
  const b = s.prepared[s.b[k]];
  const signals = noSignals();
  const score = scorePair(s.row, s.prepared[s.ra[k]], s.prepared[s.rb[k]], signals);
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
  /**
   * The pairs shown (score desc, then a, then b): each member's best pair first, so that every member is seen linked
   * (up to MAX_COVER_PAIRS of them), then the best others, up to `pairsPerGroup` in all when the members need fewer.
   */
  pairs: OverlapPair[];
}

/**
 * Overlap groups: the connected components of the reported pairs (tools
 * linked by overlaps, directly or through each other), ordered by first
 * member, each with its pair count and its best pairs.
 */
/** Pairs shown so that every member of a group is seen linked: at most this many (a hostile group of thousands stays bounded). */
const MAX_COVER_PAIRS = 50;

export function findOverlapGroups(tools: OverlapInput[], options: OverlapOptions & { pairsPerGroup?: number } = {}): OverlapGroup[] {
  const scored = scoreCatalog(tools, options);
  const perGroup = Math.max(0, Math.floor(options.pairsPerGroup ?? 10));
  // Components over the readings that scored each pair: a tool that takes its action as an argument joins the tools
  // of each of its actions in a group of that action (ddmcp/hosts with mute_host by its mute, with list_hosts by its
  // list), not every job it does in one group (an outside survey's task server joined create, update and delete).
  const root = components(scored.prepared.length, scored.ra, scored.rb);
  const groups = new Map<number, OverlapGroup>();
  // Pairs in score order: a member's first pair is its best. First every member's best pair (a reviewer sees why each
  // member is there: a thirteenth survey's group of 11 showed 10 pairs and not the one that brought a member in)…
  const covered = new Uint8Array(scored.prepared.length);
  const taken = new Uint8Array(scored.order.length);
  const shown = new Map<number, number[]>();
  for (let o = 0; o < scored.order.length; o++) {
    const k = scored.order[o];
    const r = root[scored.ra[k]];
    let group = groups.get(r);
    if (!group) groups.set(r, (group = { members: [], pairCount: 0, lowest: 1, pairs: [] }));
    group.pairCount++;
    group.lowest = scored.scores[k];
    const list = shown.get(r) ?? [];
    if ((!covered[scored.ra[k]] || !covered[scored.rb[k]]) && list.length < MAX_COVER_PAIRS) {
      covered[scored.ra[k]] = covered[scored.rb[k]] = 1;
      taken[o] = 1;
      list.push(o);
      shown.set(r, list);
    }
  }
  // …then the best of the others, while the group shows fewer than `pairsPerGroup`.
  for (let o = 0; o < scored.order.length; o++) {
    if (taken[o]) continue;
    const r = root[scored.ra[scored.order[o]]];
    const list = shown.get(r) ?? [];
    if (list.length >= perGroup) continue;
    list.push(o);
    shown.set(r, list);
  }
  for (const [r, list] of shown) groups.get(r)!.pairs = list.sort((x, y) => x - y).map((o) => pairOf(scored, scored.order[o]));
  // Members in index order (= id order: an action's reading sorts right after its tool), each tool once; groups by
  // their smallest member (= their root).
  const inGroup = new Uint8Array(scored.prepared.length);
  for (let k = 0; k < scored.a.length; k++) inGroup[scored.ra[k]] = inGroup[scored.rb[k]] = 1;
  const owners = new Map<number, Set<number>>();
  for (let i = 0; i < inGroup.length; i++) {
    if (!inGroup[i]) continue;
    const set = owners.get(root[i]) ?? new Set<number>();
    owners.set(root[i], set.add(scored.prepared[i].owner));
  }
  for (const [r, set] of owners) groups.get(r)!.members = [...set].sort((x, y) => x - y).map((i) => scored.prepared[i].id);
  return [...groups.keys()].sort((x, y) => x - y).map((r) => groups.get(r)!);
}

/** semantic_overlap pairs of a catalog (ids a < b, score ≥ threshold or a shared intent). */
export function findOverlaps(tools: OverlapInput[], options?: OverlapOptions): OverlapPair[] {
  return analyzeOverlaps(tools, options).pairs;
}
