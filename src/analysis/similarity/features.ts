// Features per tool (step 1 of the pipeline described in ./overlap.ts):
// prepare() turns the id-sorted catalog into Prepared tools: name and
// description TF-IDF vectors, primary action and verbs, objects, core
// objects with their IDF, normalized parameters and intents, the name's
// character 3-grams and a name signature for the sorted neighbourhood.

import { DescriptionBags } from './descriptions.js';
import type { FeatureSizes } from './rows.js';
import { analyzeName, nameSpelledOut, nameWords, prefixForms, serverOf, serverPrefixes, type NameWord } from './names.js';
import { charNgrams, nameKey, normalizeParam, splitWords, stem, STOP_WORDS, tokenizeText } from './tokenize.js';
import type { OverlapInput } from './types.js';
import { antonymSides, isGenericObject, isInverseWord, verbAt, verbClassId } from './verbs.js';
import { BagBuilder, documentFrequencies, idf, Interner, tfidf, type Bag, type Packed, type Vec } from './vectors.js';

/**
 * Core object terms (interner keys, in the order of the terms as strings)
 * with their name IDF (parallel arrays: a tool has a few), and those that
 * name a specific thing (not info, data…: see isGenericObject).
 */
/** A name's antonym sides as Core fields. */
function antonymsOf(objects: Iterable<string>): { antonymsOne: number; antonymsTwo: number } {
  const { one, two } = antonymSides(objects);
  return { antonymsOne: one, antonymsTwo: two };
}

interface Core {
  terms: number[];
  idf: number[];
  /** The core terms that name a specific thing (not info, data…), and the verb words that say which kind of it (`create` in show_create_view: see NameAnalysis.kinds): what tells two names' things apart. */
  specific: number[];
  /** What the name acts on says it goes the other way (reverse_geocode; see isInverseWord). */
  inverse: boolean;
  /** The name says so anywhere, in a qualifier too (list_by_reverse_date). */
  mentionsInverse: boolean;
  /** The sides of opposite pairs the name's words hold (incoming / outgoing; see antonymSides), as bit sets. */
  antonymsOne: number;
  antonymsTwo: number;
  /** The head object (names.ts: NameAnalysis.head) as an interner key, or -1; whether it is written plural. */
  head: number;
  headPlural: boolean;
  /** Singular core objects before the head, as interner keys. */
  modifiers: number[];
  /** The head is a record kept beside a thing (its logs, events, runs, versions…: see SATELLITES). */
  satellite: boolean;
  /** The core terms that name different things in different products (items, projects, tags, leads: see HOMONYM_PRONE). */
  prone: number[];
  /** The name says where its result goes (`to`, `into` before a word: download-bytes-to-file). */
  destination: boolean;
}

/**
 * What scoring and candidate generation read of a tool. Terms, verb classes,
 * parameters and intents are small integers, so that a pair compares numbers,
 * never strings.
 */
interface Prepared {
  index: number;
  /** The index of the tool this is an action of (OverlapInput.of), else its own index. */
  owner: number;
  id: string;
  server: string | undefined;
  /** The server as a small integer, -1 for none. */
  serverId: number;
  /** exact_name's key of the name (nameKey): pairs with equal keys are left to exact_name. */
  folded: string;
  nameVec: Vec;
  descVec: Vec;
  /** Where nameVec and descVec live. */
  vectors: Packed;
  /** Verb class id (verbClassId) of the primary action, or -1. */
  primary: number;
  /** Interner key of the primary action's term `@class`, or -1. */
  primaryKey: number;
  /** Verb class ids of the name's actions. */
  verbs: number[];
  /** The name's words after a first that is a mark (its server's, an environment's), when they make a whole tool name (see prefixForms), as an id; -1 otherwise. */
  tail: number;
  /** The name's words, when they make a whole tool name, as an id (of the ids `tail` takes); -1 otherwise. */
  whole: number;
  /** Verb class id of the tail's own action, or -1. */
  tailAction: number;
  /** The verb class id the description's lead opens with (see DescriptionBags.leadVerbOf), or -1. */
  leadVerb: number;
  /** The description's first sentence says the tool returns one of its head object ("Get a single comment"; see DescriptionBags.oneThingOf). */
  saysOne: boolean;
  /** The name removes a thing from another (remove_tag_from_task): it takes it out of that one, it deletes nothing. */
  detaches: boolean;
  /** The name and the description say the tool counts (get_pull_requests_count, "Returns count of pull requests"): it returns a number, not the things. */
  counts: boolean;
  /** Object terms (qualifiers included) as interner keys, in the order of the terms as strings. */
  objects: number[];
  /** Core object terms (outside qualifiers) with their name IDF. */
  core: Core;
  /** The stems of the name's words (the server's stripped), as ids (see negatedAction). */
  nameStems: number[];
  /** The action the name negates with `un` (unread, unpin, unsubscribe: read, pin, subscribe), stemmed, as ids of nameStems' kind (see negatedAction). */
  negated: number[];
  /** Normalized parameter names, distinct, as ids ascending. */
  params: number[];
  /** The parameters that say what the tool works on: `params` without paging, sorting and free queries (see GENERIC_PARAMS), ascending. */
  ownParams: number[];
  /** The parameters that name one record (`workspaceId`, `key`: see keyKind), as ids of `params`. */
  keys: number[];
  /** A parameter names several records (`ids`, `usernames`, `paths`): the tool takes many at once. */
  manyKeys: boolean;
  /** Normalized intents, distinct, as ids in the order of the intents as strings. */
  intents: number[];
  /**
   * A declared alias, as ids in the intents' space: the tool its description says it is an alias, a deprecated copy
   * or the same as ("Alias for scanner_health (deprecated, use scanner_health instead)"), and, on that tool, its own
   * name (see aliasTarget). Two tools that share one are one tool under two names.
   */
  aliases: number[];
  /** Distinct character 3-grams of the name as ids, ascending (see gramIds). */
  grams: number[];
  signature: string;
}

/** Small integer ids of strings, first seen first. */
function idOf<K>(ids: Map<K, number>, value: K): number {
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = ids.size));
  return id;
}

function normalizeIntent(intent: string): string {
  return intent
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/**
 * The distinct character 3-grams of a compact name (charNgrams(text, 3)) as
 * ids interned in `ids`, ascending. A gram of three code units is keyed by
 * them as one number (no string per gram), whether or not the name holds
 * surrogate pairs elsewhere; a gram of any other length (a name shorter than
 * three, or a gram holding a surrogate pair) is keyed by the gram itself.
 * Numbers and strings never meet as Map keys: one key, one gram.
 */
function gramIds(text: string, ids: Map<number | string, number>): number[] {
  const out: number[] = [];
  if (text.length < 3 || /[\ud800-\udfff]/.test(text)) {
    for (const g of charNgrams(text, 3)) insertAscending(out, idOf(ids, g.length === 3 ? unitKey(g, 0) : g));
  } else {
    for (let i = 0; i + 3 <= text.length; i++) insertAscending(out, idOf(ids, unitKey(text, i)));
  }
  return out;
}

/** The three code units of text from i as one number. */
function unitKey(text: string, i: number): number {
  return text.charCodeAt(i) * 0x1_0000_0000 + text.charCodeAt(i + 1) * 0x1_0000 + text.charCodeAt(i + 2);
}

// Small sorts by insertion: a tool has a few objects, parameters and intents,
// and Array.prototype.sort allocates a work copy for each call.

/** The strings of a set in ascending code-unit order (the order of Array.prototype.sort). */
function sortedStrings(set: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const x of set) {
    let i = out.length;
    while (i > 0 && out[i - 1] > x) i--;
    out.splice(i, 0, x);
  }
  return out;
}

/** Inserts x into an ascending list of distinct numbers, unless it is there. */
function insertAscending(list: number[], x: number): void {
  let i = list.length;
  while (i > 0 && list[i - 1] > x) i--;
  if (i > 0 && list[i - 1] === x) return;
  list.splice(i, 0, x);
}

/** The name lower-cased with everything but letters and digits removed (NFKC; ASCII is its own NFKC form). */
function compactName(name: string): string {
  if (/^[\x00-\x7f]*$/.test(name)) return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Tools of one server that open their descriptions with the same lead make it boilerplate (see boilerplateLeads). */
const BOILERPLATE_TOOLS = 3;

function leadKey(tool: OverlapInput, descriptions: DescriptionBags): string {
  return `${serverOf(tool) ?? ''}\u0000${descriptions.leadTextOf(tool.description)}`;
}

/**
 * Leads that BOILERPLATE_TOOLS or more tools of one server open with, under different descriptions ("Guardrails:
 * This tool modifies HubSpot data…" before each write tool's purpose): a preamble, not what each tool claims to do,
 * so their first action claims nothing (see descriptionsClaimOneAction in ./score.ts).
 */
function boilerplateLeads(sorted: OverlapInput[], descriptions: DescriptionBags): Set<string> {
  const texts = new Map<string, Set<string>>();
  for (const tool of sorted) {
    if (!tool.description || descriptions.leadTextOf(tool.description) === '') continue;
    const key = leadKey(tool, descriptions);
    let set = texts.get(key);
    if (!set) texts.set(key, (set = new Set()));
    set.add(tool.description);
  }
  const out = new Set<string>();
  for (const [key, set] of texts) if (set.size >= BOILERPLATE_TOOLS) out.add(key);
  return out;
}

/** Whether a name's words (as written, split) hold one of `words` between two other words (remove_tag_from_task; not a first or last word). */
function saysBetween(name: string, words: ReadonlySet<string>, not: ReadonlySet<string> = NONE): boolean {
  const raw = splitWords(name);
  for (let i = 1; i < raw.length - 1; i++) if (words.has(raw[i]) && !not.has(raw[i + 1])) return true;
  return false;
}
const NONE: ReadonlySet<string> = new Set();
/** `from` (remove_tag_from_task, removeContactsFromATag), `to` and `into` (download-bytes-to-file; not to-do). */
const FROM: ReadonlySet<string> = new Set(['from']);
const TO: ReadonlySet<string> = new Set(['to', 'into']);
const TO_NOT: ReadonlySet<string> = new Set(['do']);
/** The delete words that take a thing out of another when `from` follows (remove, not delete: delete_file_from_bucket deletes). */
const TAKE_OUT: ReadonlySet<string> = new Set(['remove', 'removes', 'unlink', 'detach', 'retirer', 'enlever']);
/** What a description of a count says (in its first 300 characters). */
const SAYS_COUNT = /\b(?:counts?|number\s{1,3}of|how\s{1,3}many|total)\b/i;
/** The word by which a name says it counts its things (stemmed). */
const COUNT = stem('count');

/** Records kept beside a thing, not its own data: what a read of one does not return of the other (stems). */
const SATELLITES: ReadonlySet<string> = new Set(
  ['log', 'logs', 'event', 'events', 'run', 'runs', 'version', 'versions', 'diff', 'diffs', 'stat', 'stats', 'statistics', 'metric', 'metrics', 'count', 'counts', 'attachment', 'attachments', 'member', 'members', 'history', 'transcription', 'transcript', 'payload', 'invocation', 'invocations', 'usage', 'association', 'associations', 'comment', 'comments'].map(stem),
);

/** The last word of a parameter that names one record, and of one that names several (raw words: stems lose the plural). */
const ONE_KEY: ReadonlySet<string> = new Set(['id', 'uid', 'uuid', 'sid', 'gid', 'iid', 'key', 'slug', 'path']);
const MANY_KEYS: ReadonlySet<string> = new Set(['ids', 'uids', 'uuids', 'sids', 'gids', 'iids', 'keys', 'slugs', 'paths', 'names', 'usernames']);

/** Words that make a key a credential (`api_key`, `accessKey`), and words after a key that make it several (`id_list`). */
const CREDENTIAL_WORDS: ReadonlySet<string> = new Set(['api', 'access', 'secret', 'private', 'public', 'auth', 'license', 'licence', 'encryption', 'signing', 'ssh', 'session', 'client']);
const COLLECTION_WORDS: ReadonlySet<string> = new Set(['list', 'lists', 'array', 'arrays', 'csv', 'set', 'batch']);

/**
 * Whether a parameter names one record (`workspace_id`, `filePath`), several (`ids`, `file_paths`, `idList`,
 * `order_id_array`), or neither (a credential: `api_key`, `accessKey`).
 */
function keyKind(param: string): 'one' | 'many' | undefined {
  const words = splitWords(param).map((w) => w.toLowerCase());
  let end = words.length - 1;
  const many = end > 0 && COLLECTION_WORDS.has(words[end]);
  if (many) end--;
  const last = end >= 0 ? words[end] : '';
  if (end > 0 && last === 'key' && CREDENTIAL_WORDS.has(words[end - 1])) return undefined;
  if (MANY_KEYS.has(last)) return 'many';
  return ONE_KEY.has(last) ? (many ? 'many' : 'one') : undefined;
}

/**
 * The action a name negates: its first word `un` + a word of three letters or more (unread_room_message,
 * unpin_message, unsubscribe_user: read, pin, subscribe), stemmed. A name whose action is `unread` where another's is
 * `read` does the opposite (chatwork's read_room_messages and unread_room_message mark messages read and unread: an
 * outside survey of 23 servers), whether or not the lexicon knows the verb (unpin, unmute, unstar, unfollow). Only
 * the action: `un…` on the thing after a verb (read_unread_emails, publish_unpublished_post) says which ones, and an
 * outside review hid shadows behind it.
 */
function negatedAction(words: readonly NameWord[]): string[] {
  const first = words[0];
  return first !== undefined && first.word.length >= 5 && first.word.startsWith('un') ? [stem(first.word.slice(2))] : [];
}

/** Whether a description says an action of this class anywhere, in words not written in capitals (CREATE is a keyword). */
function saysAction(description: string, cls: string): boolean {
  const tokens = (description.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length < 2 || w !== w.toUpperCase()).map((w) => stem(w.toLowerCase()));
  for (let k = 0; k < tokens.length; k++) if (verbAt(tokens, k)?.cls === cls) return true;
  return false;
}

/**
 * Words products use for unrelated things: an ERP's items are products, an error tracker's grouped errors; a CRM's
 * lead a prospect, a recruiting tool's a candidate (stemmed). Only where a pair meets on nothing but such words does
 * scorePair read it as a homonym (see homonyms in ./score.ts).
 */
const HOMONYM_PRONE: ReadonlySet<string> = new Set(
  ['item', 'entry', 'record', 'object', 'element', 'resource', 'asset', 'component', 'project', 'tag', 'label', 'log', 'lead', 'node', 'field', 'property', 'attribute', 'variable', 'document', 'page', 'email', 'model', 'space', 'view', 'collection', 'group'].map(stem),
);

/**
 * The tool a description says this one is an alias of, a deprecated copy of, or the same as, by its folded name
 * (nameKey): "Alias for scanner_health", "Deprecated: use `list_entries` instead", "Same as get_user, kept for old
 * clients" (a ninth survey's security scanner), and a deprecated copy said in Chinese ("DEPRECATED：此工具已废弃并收编进
 * manageEnv", a tenth survey's cloud console); and, within its own server only (`local`), the batch form of a
 * sibling ("the batch form of qase_case_upsert", the same survey's). Read in the description's first 300
 * characters. Not "like X": a comparison is no claim to be X; nor the same logic, pipeline or behaviour as X, nor
 * X's version or counterpart — an outside red team's benign texts ("Applies the same validation logic as
 * create_user", "The write counterpart of get_settings") then paired at 0.9.
 */
function aliasTarget(description: string | undefined): { folded: string; local: boolean } | undefined {
  if (description === undefined) return undefined;
  const m = ALIAS_OF.exec(description.slice(0, 300));
  const name = (m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4] ?? m?.[LOCAL_ALIAS])?.replace(/[.-]+$/, '');
  // A tool's name as written: quoted, or shaped as an identifier (credits_topup, get-dataset-items, getUser); "an
  // email alias for the user" names no tool.
  if (name === undefined) return undefined;
  const quoted = /[`'"]$/.test(m![0].slice(0, m![0].lastIndexOf(name)));
  if (!quoted && !/[_.-]|[a-z][A-Z]/.test(name)) return undefined;
  const folded = nameKey(name);
  return folded.length >= 3 ? { folded, local: m![LOCAL_ALIAS] !== undefined } : undefined;
}
const ALIAS_OF =
  /\b(?:alias|synonym)\s{1,3}(?:for|of|to)\s{1,3}(?:the\s{1,3})?[`'"]?([A-Za-z][\w.-]{1,63})|\bdeprecated\b[^.\n]{0,60}?\b(?:use|call|replaced\s{1,3}by|in\s{1,3}favou?r\s{1,3}of|superseded\s{1,3}by)\s{1,3}(?:the\s{1,3})?[`'"]?([A-Za-z][\w.-]{1,63})|\b(?:same\s{1,3}as|identical\s{1,3}to)\s{1,3}(?:the\s{1,3})?[`'"]([A-Za-z][\w.-]{1,63})|(?:\bdeprecated\b|(?:此|本|该|該)工具已(?:废弃|弃用|廢棄|棄用))[^\n。]{0,60}?(?:改用|收编进|收编到|合并到|合并进|併入|并入)\s{0,3}[`'"]?([A-Za-z][\w.-]{1,63})|\b(?:batch|bulk)\s{1,3}(?:form|version|variant)\s{1,3}of\s{1,3}(?:the\s{1,3})?[`'"]?([A-Za-z][\w.-]{1,63})/i;
/** The claims of ALIAS_OF that hold within one server only (its fifth group: a batch form of a sibling). */
const LOCAL_ALIAS = 5;

/** Parameters many tools take whatever they work on: paging, sorting, a format (normalized; a query is no such: two tools that take one search). */
const GENERIC_PARAMS: ReadonlySet<string> = new Set(
  ['limit', 'offset', 'page', 'page_size', 'per_page', 'page_token', 'next_token', 'cursor', 'skip', 'top', 'sort', 'sort_by', 'order', 'order_by', 'direction', 'filter', 'filters', 'format', 'fields', 'expand', 'verbose', 'max_results', 'count'].map(normalizeParam),
);

/** The characters of a description read for namedAs. */
const NAMED_READ = 600;

/**
 * How a description names the thing `stem0`: as a thing of its own somewhere (true: "Delete an app." on apps_delete,
 * the app is what is deleted), only as a word that says which other thing (that thing's word, as written: "Stop
 * Docker containers" on docker-stop gives `containers`), or not at all (false).
 */
function namedAs(description: string, stem0: string): boolean | string {
  const text = description.slice(0, NAMED_READ);
  const re = /[\p{L}\p{N}]+/gu;
  let previous: { stem: string; end: number } | undefined;
  let qualified: string | undefined;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const word = m[0].toLowerCase();
    if (previous !== undefined && previous.stem === stem0) {
      // Followed at once (a space, a hyphen) by a word that is no stop word nor an action: a modifier of that word.
      const joined = /^[\s-]{1,3}$/.test(text.slice(previous.end, m.index)) && !STOP_WORDS.has(word) && verbAt([stem(word)], 0) === undefined;
      if (!joined) return true;
      qualified ??= word;
    }
    previous = { stem: stem(word), end: m.index + m[0].length };
  }
  if (previous !== undefined && previous.stem === stem0) return true;
  return qualified ?? false;
}

/** Words between an action and its thing that say which or how many, not what ("Delete a completed task", "List all tasks"). */
const BETWEEN = new Set(['new', 'existing', 'single', 'multiple', 'several', 'many', 'selected', 'current', 'whole', 'entire']);

/**
 * The thing a description's opening acts on, when it opens with the name's own action: "Delete a task" on `delete`
 * gives `task` (stemmed), "Clear all completed tasks" on `clear` gives `task`. Only the first three words are read
 * for the action (a word of the name's verb class), then up to three words that say which (stop words, BETWEEN,
 * words in -ed); the thing is the last of up to four words of letters that are no action.
 */
function thingAfterAction(description: string, verbs: readonly string[]): string | undefined {
  const words = (description.slice(0, 200).match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase());
  const classes = verbs.map((v) => verbAt([v], 0)?.cls);
  let at = -1;
  for (let i = 0; i < Math.min(3, words.length) && at < 0; i++) {
    const cls = verbAt([stem(words[i])], 0)?.cls;
    if (cls !== undefined && classes.includes(cls)) at = i;
  }
  if (at < 0) return undefined;
  let i = at + 1;
  for (let skipped = 0; i < words.length && skipped < 3 && (STOP_WORDS.has(words[i]) || BETWEEN.has(words[i]) || /^[a-z]{3,}ed$/.test(words[i])); i++) skipped++;
  // The head of the thing's words: the last of a run of up to four ("Apply a Kubernetes YAML manifest" gives manifest).
  const isThing = (w: string | undefined) => w !== undefined && /^\p{L}{3,}$/u.test(w) && !STOP_WORDS.has(w) && verbAt([stem(w)], 0) === undefined;
  if (!isThing(words[i])) return undefined;
  let head = i;
  while (head + 1 < words.length && head - i < 3 && isThing(words[head + 1])) head++;
  return stem(words[head]);
}

function prepare(sorted: OverlapInput[]): { tools: Prepared[]; descDf: Int32Array; interner: Interner; nameTermCount: number; sizes: FeatureSizes } {
  // Names as read: an abbreviation the tool's description spells out, in full (nameSpelledOut).
  const words = sorted.map((t) => nameWords(t.name));
  const spelled = sorted.map((t, i) => {
    const name = nameSpelledOut(t.name, t.description, words[i]);
    if (name !== t.name) words[i] = nameWords(name);
    return name;
  });
  // A tool's actions read as tools of their own (OverlapInput.of) are no tools of the catalog: they count in no
  // statistic of it (the words every tool of a server opens with, how rare a term is).
  const real = sorted.map((t) => t.of === undefined);
  const prefixes = serverPrefixes(sorted.filter((_, i) => real[i]), words.filter((_, i) => real[i]));
  const serverPrefixOf = (t: OverlapInput) => prefixes.get(serverOf(t)) ?? { label: [], words: new Set<string>() };
  const names = sorted.map((t, i) => {
    // Read only when a label word may be the object (rare): the description's terms, once; and whether it names that
    // word only as a mark of another thing (see namedAs).
    let terms: readonly string[] | undefined;
    const described = (stem: string) => t.description !== undefined && (terms ??= tokenizeText(t.description)).includes(stem);
    const modified = (stem: string) => {
      const said = t.description !== undefined ? namedAs(t.description, stem) : false;
      return typeof said === 'string' ? said : undefined;
    };
    // Read only when a verb word follows a read (rare): whether the description says an action anywhere.
    const leadThing = (verbs: readonly string[]) => (t.description !== undefined ? thingAfterAction(t.description, verbs) : undefined);
    return analyzeName(words[i], serverPrefixOf(t), described, t.description ? (cls) => saysAction(t.description!, cls) : undefined, modified, leadThing);
  });
  const interner = new Interner();
  const builder = new BagBuilder();
  const nameBags = names.map((x): Bag => {
    x.terms.forEach((weight, term) => builder.add(interner.key(term), weight));
    return builder.take();
  });
  // Name terms take the first interner keys: actions and objects are below this count.
  const nameTermCount = interner.terms.length;
  const descriptions = new DescriptionBags(interner, builder);
  const descBags = sorted.map((t) => descriptions.of(t.description));
  const boilerplate = boilerplateLeads(sorted, descriptions);
  // A boilerplate lead says nothing of the tool: what follows it is its promise (DescriptionBags.pastBoilerplate).
  if (boilerplate.size > 0) sorted.forEach((t, i) => {
    if (t.description && boilerplate.has(leadKey(t, descriptions))) descBags[i] = descriptions.pastBoilerplate(t.description);
  });
  const n = sorted.length;
  const nameDf = documentFrequencies(nameBags.filter((_, i) => real[i]), interner.terms.length);
  const descDf = documentFrequencies(descBags.filter((_, i) => real[i]), interner.terms.length);
  // How many documents the IDFs are over: the catalog's tools.
  const documents = real.reduce((count, r) => count + (r ? 1 : 0), 0);
  const indexOf = new Map<string, number>();
  sorted.forEach((t, i) => {
    if (real[i]) indexOf.set(t.id, i);
  });
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
  const gramVocab = new Map<number | string, number>();
  const paramIds = new Map<string, number>();
  const intentIds = new Map<string, number>();
  const serverIds = new Map<string, number>();
  const nameKeyIds = new Map<string, number>();
  const stemIds = new Map<string, number>();
  const nameIdf = (term: string) => idf(documents, nameDf[interner.keys.get(term) ?? -1] ?? 0);
  const keyOf = (term: string) => interner.keys.get(term)!;
  // A description bag is shared by the tools with that description (DescriptionBags.of), and so is its vector.
  const descVecs = new Map<Bag, Vec>();
  const descVecOf = (bag: Bag): Vec => {
    let vec = descVecs.get(bag);
    if (vec === undefined) descVecs.set(bag, (vec = tfidf(bag, descDf, documents, vectorId, vectors)));
    return vec;
  };
  // Declared aliases: what each description names as the tool it is an alias of, and the tools so named (by folded name).
  // (A claim that holds within one server is keyed with the server: its sibling of that name meets it, another's not.)
  const localKey = (t: OverlapInput, folded: string) => `${serverOf(t) ?? ''}\u0001${folded}`;
  const aliasTargets = sorted.map((t) => {
    const target = aliasTarget(t.description);
    return target === undefined ? undefined : target.local ? localKey(t, target.folded) : target.folded;
  });
  const aliased = new Set(aliasTargets.filter((x): x is string => x !== undefined));
  const aliasesOf = (index: number, own: string): string[] => {
    const out: string[] = [];
    const target = aliasTargets[index];
    if (target !== undefined) out.push(`\u0000alias ${target}`);
    for (const key of [own, localKey(sorted[index], own)]) if (aliased.has(key) && key !== target) out.push(`\u0000alias ${key}`);
    return out;
  };
  const tools = sorted.map((tool, index): Prepared => {
    const name = names[index];
    const forms = prefixForms(name, serverPrefixOf(tool));
    const server = serverOf(tool);
    const folded = nameKey(tool.name);
    const core = sortedStrings(name.core);
    const params: number[] = [];
    const ownParams: number[] = [];
    const keys: number[] = [];
    let manyKeys = false;
    for (const param of tool.params) {
      const normalized = normalizeParam(param);
      if (normalized === '') continue;
      const id = idOf(paramIds, normalized);
      insertAscending(params, id);
      if (!GENERIC_PARAMS.has(normalized)) insertAscending(ownParams, id);
      const kind = keyKind(param);
      if (kind === 'one') insertAscending(keys, id);
      else if (kind === 'many') manyKeys = true;
    }
    const intents = tool.intents == null ? [] : sortedStrings(new Set(tool.intents.map(normalizeIntent).filter(Boolean)));
    return {
      index,
      owner: tool.of === undefined ? index : indexOf.get(tool.of)!,
      id: tool.id,
      server,
      serverId: server === undefined ? -1 : idOf(serverIds, server),
      folded,
      nameVec: tfidf(nameBags[index], nameDf, documents, vectorId, vectors),
      descVec: descVecOf(descBags[index]),
      vectors,
      primary: verbClassId(name.primary),
      primaryKey: name.primary === undefined ? -1 : keyOf(`@${name.primary}`),
      verbs: [...name.verbs].map(verbClassId),
      tail: forms.tail === undefined ? -1 : idOf(nameKeyIds, forms.tail),
      whole: forms.whole === undefined ? -1 : idOf(nameKeyIds, forms.whole),
      tailAction: verbClassId(forms.tailAction),
      leadVerb: boilerplate.has(leadKey(tool, descriptions)) ? -1 : verbClassId(descriptions.leadVerbOf(tool.description)),
      saysOne: name.head !== undefined && descriptions.oneThingOf(tool.description).includes(name.head.term),
      detaches: name.primary === 'delete' && name.primaryText !== undefined && TAKE_OUT.has(name.primaryText) && saysBetween(tool.name, FROM),
      counts: name.words.some((w) => w.stem === COUNT) && SAYS_COUNT.test((tool.description ?? '').slice(0, 300)),
      objects: sortedStrings(name.objects).map(keyOf),
      core: { terms: core.map(keyOf), idf: core.map(nameIdf), specific: [...core.filter((t) => !isGenericObject(t)), ...sortedStrings(name.kinds)].map(keyOf), inverse: core.some(isInverseWord), mentionsInverse: [...name.objects].some(isInverseWord), ...antonymsOf(name.objects),
        head: name.head ? keyOf(name.head.term) : -1, headPlural: name.head?.plural ?? false, modifiers: name.singularModifiers.map(keyOf), satellite: name.head !== undefined && SATELLITES.has(name.head.term), prone: core.filter((t) => HOMONYM_PRONE.has(t)).map(keyOf), destination: saysBetween(tool.name, TO, TO_NOT),
      },
      nameStems: name.words.map((w) => idOf(stemIds, w.stem)),
      negated: negatedAction(name.words).map((x) => idOf(stemIds, x)),
      params,
      ownParams,
      keys,
      manyKeys,
      intents: intents.map((x) => idOf(intentIds, x)),
      aliases: aliasesOf(index, folded).map((x) => idOf(intentIds, x)),
      grams: gramIds(compactName(spelled[index]), gramVocab),
      signature: `${name.primary ?? '~'}|${core.join(' ')}|${name.compact}`,
    };
  });
  return { tools, descDf, interner, nameTermCount, sizes: { terms: next, grams: gramVocab.size, params: paramIds.size } };
}

export { prepare };
export type { Core, Prepared };
