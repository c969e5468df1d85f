// Name features of the semantic-overlap detector: a tool's server
// (serverOf), the words of its name, the server prefix stripped from them,
// and what the rest says (analyzeName): the primary action, the verb
// classes, the object terms (core and qualifiers) and the weighted name terms.

import { identifierWords, stem } from './tokenize.js';
import type { OverlapInput } from './types.js';
import { classActsOnExactTarget, isGenericObject, NAME_ABBREVIATIONS, objectConceptOf, objectPairConceptOf, objectPairConceptStartingWith, openedClass, undoes, verbAt } from './verbs.js';

/** Weight of a name word inside a qualifier (`by_city`, `from_url`) in the name vector. */
const QUALIFIER_WEIGHT = 0.5;

function serverOf(tool: OverlapInput): string | undefined {
  if (tool.server !== undefined) return tool.server;
  const slash = tool.id.indexOf('/');
  return slash > 0 ? tool.id.slice(0, slash) : undefined;
}

interface NameWord {
  word: string;
  stem: string;
  qualifier: boolean;
  /** Directly follows a kept word of the same segment (see IdentifierWord.joined). */
  joined: boolean;
  segment: number;
}

/** `on` after `power` (power_on_droplet): the two words are one action of the lexicon. */
const isVerbParticle = (previous: string, word: string) => verbAt([previous, word], 0)?.length === 2;

function nameWords(name: string): NameWord[] {
  const out: NameWord[] = [];
  name.split('.').forEach((segment, i) => {
    for (const w of identifierWords(segment, isVerbParticle)) out.push({ word: w.word, stem: w.stem, qualifier: w.qualifier, joined: w.joined, segment: i });
  });
  return out;
}

const isVerbWord = (stem: string) => verbAt([stem], 0) !== undefined;

/** Each abbreviation's words as a description says them (plural, hyphen or a run of white space between words). */
const ABBREVIATION_SAID = new Map(
  Object.entries(NAME_ABBREVIATIONS).map(([short, long]) => [
    short,
    new RegExp(String.raw`\b${long.replace(/s$/, '').replace(/ /g, String.raw`[\s-]+`)}(?:s|es)?\b`, 'i'),
  ]),
);

/**
 * The name as read, with each abbreviation its own description spells out written in full (list_pr_commits,
 * "List commits in a pull request": list_pull_request_commits; see NAME_ABBREVIATIONS); the name itself otherwise.
 */
function nameSpelledOut(name: string, description: string | undefined, words: readonly NameWord[] = nameWords(name)): string {
  if (description === undefined || !words.some((w) => ABBREVIATION_SAID.has(w.word.toLowerCase()))) return name;
  let changed = false;
  const out = words.map((w) => {
    const said = ABBREVIATION_SAID.get(w.word.toLowerCase());
    if (said === undefined || !said.test(description)) return w.word;
    changed = true;
    return NAME_ABBREVIATIONS[w.word.toLowerCase()].replace(/ /g, '_');
  });
  if (!changed) return name;
  // Segments (dotted names) stay segments.
  const segments: string[][] = [];
  words.forEach((w, i) => (segments[w.segment] ??= []).push(out[i]));
  return segments.map((segment) => (segment ?? []).join('_')).join('.');
}

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
    let suffix: string | undefined;
    if (members.length >= 2) {
      // The leading non-verb words every tool of the server starts with: `playwright_` on playwright_click, and the
      // whole `TwilioApiV2010--` of a generated API server (TwilioApiV2010--CreateCall), where a first word alone
      // left `api 2010` before the action and the action was read at the end of the name.
      for (let k = 0; ; k++) {
        const word = words[members[0]][k]?.stem;
        if (word === undefined || isVerbWord(word) || !members.every((m) => words[m].length > k + 1 && words[m][k].stem === word)) break;
        words1.add(word);
      }
      // The label's word every tool of the server ends with (web_search_exa, crawling_exa on server exa).
      const lastOf = (m: number) => words[m][words[m].length - 1]?.stem;
      const last = lastOf(members[0]);
      if (last !== undefined && label.includes(last) && !isVerbWord(last) && members.every((m) => words[m].length >= 2 && lastOf(m) === last)) suffix = last;
    }
    out.set(server, { label, words: words1, suffix });
  }
  return out;
}

/** What may be stripped from the start of a server's tool names. */
interface ServerPrefix {
  /** The label's words, stripped as a whole when the rest of the name still has a verb. */
  label: string[];
  /** Single non-verb words stripped one by one. */
  words: Set<string>;
  /** A non-verb word of the label every tool of the server (two or more) ends with: stripped from the end. */
  suffix?: string;
}

/**
 * The name without the server's words. A label word is kept when it is what the tool acts on: nothing after it
 * names a thing, and the description speaks of it (apps_delete on server do-apps, "Delete an app": `app` is the
 * object, not the server's mark; playwright_click on server playwright, "Click an element", loses `playwright`).
 */
function stripPrefix(
  all: NameWord[],
  prefix: ServerPrefix,
  described: (stem: string) => boolean = () => false,
  modified?: (stem: string) => string | undefined,
  leadThing?: (verbs: readonly string[]) => string | undefined,
): NameWord[] {
  const kept = stripPrefixWords(all, prefix, described);
  // A name that is an action alone (gtasks' `delete`, `update`: its server's only thing), where the description opens
  // with that action and the thing it acts on ("Delete a task"): that thing is the name's object, as delete_task says
  // of another server's (a twenty-fourth survey's task servers, 0.49 apart). Its stem, as a name writes it.
  if (leadThing !== undefined && kept.length > 0 && kept.length <= 2 && kept.every((w) => isVerbWord(w.stem))) {
    const thing = leadThing(kept.map((w) => w.stem));
    // (As a qualifier: it weighs half and is no core object, so a thing read from a description never sets two names
    // apart, as `query` reading "the database" against pg_query's `pg` would.)
    if (thing !== undefined) return [...kept, { word: thing, stem: thing, qualifier: true, joined: true, segment: kept[kept.length - 1].segment }];
  }
  // A server's mark kept as the only thing a name names (docker-stop, every tool of its server opening with `docker`,
  // "Stop Docker containers"), where the description says which thing the mark qualifies: that thing is the name's
  // object too, as container_stop says of another server's (a twenty-first survey: Docker and Podman servers on one
  // host). The mark stays: a shadow that names it (stop_docker_container) still meets the name.
  if (modified === undefined) return kept;
  let mark: NameWord | undefined;
  for (const w of kept) {
    if (isVerbWord(w.stem)) continue;
    if (mark !== undefined || !prefix.words.has(w.stem)) return kept;
    mark = w;
  }
  const thing = mark === undefined ? undefined : modified(mark.stem);
  if (thing === undefined) return kept;
  const last = kept[kept.length - 1];
  // (Its stem, not the description's word: the name says no number, and a plural read from "Docker containers" made
  // an item-against-the-list contrast with another server's container_stop.)
  return [...kept, { word: stem(thing), stem: stem(thing), qualifier: false, joined: true, segment: last.segment }];
}

function stripPrefixWords(all: NameWord[], prefix: ServerPrefix, described: (stem: string) => boolean): NameWord[] {
  let words = all;
  const { label } = prefix;
  // Where the last word that is no verb stands: a word names the tool's object when none follows it (an index, not a
  // scan of the rest per word, which was quadratic in a name of thousands of words).
  const lastThingOf = (list: NameWord[]) => {
    for (let i = list.length - 1; i >= 0; i--) if (!isVerbWord(list[i].stem)) return i;
    return -1;
  };
  let lastThing = lastThingOf(words);
  const isObject = (i: number) => lastThing <= i && described(words[i].stem);
  if (label.length > 0 && words.length > label.length && label.every((w, i) => words[i].stem === w)) {
    const rest = words.slice(label.length);
    if (rest.some((w) => isVerbWord(w.stem)) && !label.some((_, i) => !isVerbWord(words[i].stem) && isObject(i))) {
      words = rest;
      lastThing = lastThingOf(words);
    }
  }
  let start = 0;
  while (words.length - start > 1 && prefix.words.has(words[start].stem) && !isObject(start)) start++;
  // The label as a suffix too (web_search_exa on server exa: what the server adds to a name tells nothing of the
  // tool), when what is left still names an action and a thing (get_weather on server weather keeps its object).
  let end = words.length;
  if (prefix.suffix !== undefined && end - start > 1 && words[end - 1].stem === prefix.suffix) end--;
  // Words stripped from the end while the rest still names an action (a verb) and a thing (a word that is none).
  let verbs = 0;
  for (let i = start; i < end; i++) if (isVerbWord(words[i].stem)) verbs++;
  let things = end - start - verbs;
  while (end - start > 1 && prefix.words.has(words[end - 1].stem) && objectConceptOf(words[end - 1].stem) === undefined) {
    const verb = isVerbWord(words[end - 1].stem);
    if ((verb ? verbs - 1 : verbs) === 0 || (verb ? things : things - 1) === 0) break;
    if (verb) verbs--;
    else things--;
    end--;
  }
  return words.slice(start, end);
}

interface NameAnalysis {
  /** Name terms with their weight (qualifier terms count QUALIFIER_WEIGHT). */
  terms: WeightedTerms;
  primary: string | undefined;
  /** The stems of the primary action's words (`delete`, `roll back`). */
  primaryStems: string | undefined;
  /** The primary action's words as the name writes them (lower case). */
  primaryText: string | undefined;
  verbs: Set<string>;
  /** Every object term, qualifiers included (candidate keys). */
  objects: Set<string>;
  /** Object terms outside qualifiers: what the tool acts on. */
  core: Set<string>;
  /** Verb words that say which kind of the thing acted on (see isObjectVerb: `create` in show_create_view); not core. */
  kinds: Set<string>;
  /** The last core object of the name (what it acts on: `team` in list_project_teams), written plural or not. */
  head: { term: string; plural: boolean } | undefined;
  /** Core objects before the head written singular (`project` in list_project_teams: the teams of one project). */
  singularModifiers: string[];
  compact: string;
  /** The words the analysis read (the server's stripped). */
  words: NameWord[];
}

/** Read verbs that are never nouns (see analyzeName). Stemmed. */
const PLAIN_READS: ReadonlySet<string> = new Set(['get', 'fetch', 'retrieve'].map(stem));

type ActionMatch = { start: number; length: number; cls: string };
/** The action an `open` of one word is, by the thing right after it (or right before it: `mailbox_open`): see openedClass. */
function openedAs<T extends ActionMatch>(primary: T, stems: string[], words: NameWord[]): T {
  if (primary.length !== 1) return primary;
  const after = primary.start + 1 < stems.length && !words[primary.start + 1].qualifier ? stems[primary.start + 1] : undefined;
  const cls = openedClass(stems[primary.start], after ?? (primary.start > 0 ? stems[primary.start - 1] : undefined));
  if (cls !== undefined) return { ...primary, cls };
  // An open of a thing's details reads them (open_task_details: "Get details of a specific task"), whatever the thing.
  const last = stems.length - 1;
  return last > primary.start && openedClass(stems[primary.start], OPENED_PROBE) !== undefined && OPENED_PARTS.has(stems[last]) ? { ...primary, cls: 'get' } : primary;
}

/** Words that end a name opening a thing to read it: its details, information, contents (stemmed). */
const OPENED_PARTS: ReadonlySet<string> = new Set(['details', 'detail', 'info', 'information', 'content', 'contents'].map(stem));
/** A thing an open reads (see openedClass): asks whether a word is an open at all. */
const OPENED_PROBE = stem('file');

/**
 * A name whose action is the word `query` and whose only other words say SQL (a bare `query` whose description says
 * SQL: the reference Postgres server's, "Run a read-only SQL query"; `sql_query`) runs a query, as execute_query,
 * run_query and execute_sql do: the word is the action and the thing at once. A query of another thing searches it
 * (query_logs, query_database, a search index's bare `query` that says no SQL).
 */
function runsQuery(primary: ActionMatch, words: readonly NameWord[], described: ((stem: string) => boolean) | undefined): boolean {
  if (primary.length !== 1 || words[primary.start].stem !== QUERY_STEM) return false;
  let sql = false;
  for (let k = 0; k < words.length; k++) {
    // (A thing read from the description of a bare action is no word of the name: see stripPrefix.)
    if (k === primary.start || words[k].qualifier) continue;
    if (objectConceptOf(words[k].stem) !== SQL_CONCEPT) return false;
    sql = true;
  }
  return sql || (described !== undefined && described(SQL_STEM));
}
const QUERY_STEM = stem('query');
const SQL_STEM = stem('sql');
const SQL_CONCEPT = objectConceptOf(QUERY_STEM);

/** A word of digits only. */
const NUMBER = /^\d+$/;

/** Words that say which version of a tool a name is, not what it acts on (getSaasPlanDeprecated, list_users_legacy). Stemmed. */
const VERSION_WORDS: ReadonlySet<string> = new Set(['deprecated', 'legacy', 'obsolete', 'beta', 'alpha', 'experimental'].map(stem));

/** A number after a letter the tokenizer drops (deleteAProductV1), not one written onto a word (erc20). */
const versionNumber = (word: NameWord) => NUMBER.test(word.stem) && !word.joined;

/**
 * Where the run of words that say which version a name is starts at its end: numbers after a dropped letter and
 * VERSION_WORDS (getSaasPlanDeprecated: a deprecated copy of get_saas_plan, a sixth survey's blind labels), never the
 * first word. Computed once per name (a name of thousands of such words is read in one pass).
 */
function versionTail(words: readonly NameWord[]): number {
  let at = words.length;
  while (at > 1 && (NUMBER.test(words[at - 1].stem) || VERSION_WORDS.has(words[at - 1].stem))) at--;
  return at;
}

/** Word i says which version the name is: a number after a dropped letter anywhere, a version word in the tail (numbers after it included: beta2). */
const marksVersion = (words: readonly NameWord[], i: number, tail: number) => versionNumber(words[i]) || (i >= tail && VERSION_WORDS.has(words[i].stem));

function analyzeName(
  all: NameWord[],
  prefix: ServerPrefix,
  described?: (stem: string) => boolean,
  saysAction?: (cls: string) => boolean,
  modified?: (stem: string) => string | undefined,
  leadThing?: (verbs: readonly string[]) => string | undefined,
): NameAnalysis {
  const words = stripPrefix(all, prefix, described, modified, leadThing);
  const stems = words.map((w) => w.stem);
  // The trailing words that say a version, and the name's last word before them (getWHOISProfileListV1 ends with its list).
  const tail = versionTail(words);
  let lastWord = words.length - 1;
  while (lastWord > 0 && marksVersion(words, lastWord, tail)) lastWord--;
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
  const pool0 = inCore.length > 0 ? inCore : matches;
  // A verb word written as a noun (a plural, a past participle) is not the action when another verb is there: the
  // resource of GitHub's operation ids (pulls-create, checks-create-suite), a state at the end (pulls-check-if-merged,
  // issues-check-user-can-be-assigned), a thing at the end (repos-get-clones).
  // Nor is a verb word that opens a two-word thing (pull_request_create creates a pull request: `pull` is its thing).
  const asVerb = pool0.filter((m) => m.length > 1 || (!nounForm(words[m.start]) && (m.start + 1 >= stems.length || objectPairConceptOf(stems[m.start], stems[m.start + 1]) === undefined)));
  const pool = asVerb.length > 0 ? asVerb : pool0;
  const unambiguous = pool.filter((m) => m.length > 1 || objectConceptOf(stems[m.start]) === undefined);
  const verbs0 = unambiguous.length > 0 ? unambiguous : pool;
  let primary: (typeof matches)[number] | undefined;
  const lastSegment = words.length > 0 ? words[words.length - 1].segment : 0;
  const dotted = words.length > 0 && words[0].segment !== lastSegment;
  if (dotted) primary = verbs0.find((m) => words[m.start].segment === lastSegment);
  if (!primary && verbs0.length > 0) {
    // A first word of get, fetch or retrieve after one leading word is the action whatever ends the name: no noun is
    // written so (crm_get_blog_post gets a post, crm_getSnapshotPush a push: a sixth survey).
    if (verbs0[0].start === 0 || (verbs0[0].start === 1 && verbs0[0].length === 1 && PLAIN_READS.has(stems[1]))) primary = verbs0[0];
    else {
      const last = verbs0[verbs0.length - 1];
      // The action right before a last verb word is the action, and that word its thing (repos-create-fork,
      // pulls-create-review: the resource first, then the operation); a verb word alone at the end is the action
      // (projects-list, user_profile_get).
      const ends = last.start + last.length === stems.length;
      const before = verbs0.length >= 2 ? verbs0[verbs0.length - 2] : undefined;
      const adjacent = ends && before !== undefined && before.start + before.length === last.start && last.length === 1 && words[last.start].joined && words[last.start].segment === words[before.start].segment;
      primary = adjacent ? before : ends ? last : verbs0[0];
    }
  }
  if (primary) primary = openedAs(primary, stems, words);
  const queryRun = primary !== undefined && runsQuery(primary, words, described);
  if (queryRun) primary = { ...primary!, cls: 'execute' };
  const terms: WeightedTerms = new Map();
  const verbs = new Set<string>();
  const objects = new Set<string>();
  const core = new Set<string>();
  const kinds = new Set<string>();
  const add = (term: string, i: number) => terms.set(term, (terms.get(term) ?? 0) + (words[i].qualifier ? QUALIFIER_WEIGHT : 1));
  const coreWords: { term: string; plural: boolean }[] = [];
  const addObject = (term: string, i: number) => {
    add(term, i);
    objects.add(term);
    if (!words[i].qualifier) {
      core.add(term);
      coreWords.push({ term, plural: writtenPlural(words[i]) });
    }
  };
  // (By where each starts: a search of the list per word was the square of a name of thousands of verb words.)
  const matchAt = new Map(matches.map((x) => [x.start, x]));
  if (primary) verbs.add(primary.cls);
  for (let i = 0; i < stems.length; ) {
    if (primary && i === primary.start) {
      add(`@${primary.cls}`, i);
      // A query run is run, and is the thing run: execute_query's.
      if (queryRun) addObject(`~${objectConceptOf(stems[i])}`, i);
      i += primary.length;
      continue;
    }
    if (marksVersion(words, i, tail)) {
      // A number after a letter the tokenizer drops says which version (deleteAProductV1, getUserV2,
      // TwilioApiV2010--FetchCall), never what is acted on: a name term, not an object. It keeps its place in the name
      // (the rules that read where the action stands are unchanged). A number written onto a word is part of its name
      // (transfer_erc20 vs transfer_erc1155, describe_ec2_instances).
      add(stems[i], i);
      i++;
      continue;
    }
    const pair = i + 1 < stems.length && !(primary && i + 1 === primary.start) ? objectPairConceptOf(stems[i], stems[i + 1]) : undefined;
    if (pair !== undefined) {
      // Two words that name one thing (pull request, merge request): one object, whatever verb word they hold.
      addObject(`~${pair}`, i + 1);
      i += 2;
      continue;
    }
    const concept = objectConceptOf(stems[i]);
    if (concept !== undefined) {
      addObject(`~${concept}`, i);
      i++;
      continue;
    }
    const m = matchAt.get(i);
    if (m && primary && m.length === 1 && m.start > primary.start && m.start === stems.length - 1 && words[m.start].word.endsWith('ed') && nounForm(words[m.start])) {
      // A participle that ends the name is a state the action looks at, not a second action (pulls-check-if-merged).
      add(stems[i], i);
      objects.add(stems[i]);
      i++;
      continue;
    }
    if (m && primary && m.start < primary.start && m.length === 1 && nounForm(words[m.start])) {
      // The resource a name opens with, written as a plural verb word (pulls-create creates a pull request): it names
      // the thing, as `pull` in create_pull_request does, not what the name says of it (not core) — unless it is
      // the first word of a two-word thing (GitHub's pulls/list lists pull requests: the thing itself).
      const thing = objectPairConceptStartingWith(stems[i]);
      if (thing !== undefined && !(i + 1 < stems.length && objectPairConceptOf(stems[i], stems[i + 1]) !== undefined)) {
        addObject(`~${thing}`, i);
        i++;
        continue;
      }
      add(stems[i], i);
      objects.add(stems[i]);
      i++;
      continue;
    }
    if (m && primary && isUndoneAction(m, primary, words) && classActsOnExactTarget(primary.cls) && isTrailingThing(m, primary, words, lastWord)) {
      // What a write that ends or undoes removes, when it ends the name: delete_todo_task_list deletes a list.
      addObject(stems[i], i);
      i++;
      continue;
    }
    if (m && primary && (isAdjunct(m, primary, words, stems) || isPluralThing(m, primary, words) || isUndoneAction(m, primary, words) || isBetweenThings(m, primary, words, stems))) {
      // A verb word naming a thing after the action: create_merge_request creates a request, it does not merge.
      // It names the thing, not what is acted on (not core): a merge request and a pull request are both requests.
      for (let k = i; k < i + m.length; k++) {
        add(stems[k], k);
        objects.add(stems[k]);
      }
      i += m.length;
      continue;
    }
    if (m && primary && isStateWord(m, primary, words)) {
      // A participle before a thing says which ones (get_protected_branch reads a protected branch): it is a
      // modifier of the object, not a second action the name performs (protect_branch protects one). It is its own
      // word, not the verb's stem: a triggered campaign is no trigger (create_triggered_campaign vs create_trigger, an
      // outside survey of 23 servers), a scheduled report no schedule.
      addObject(words[i].word, i);
      i++;
      continue;
    }
    if (m && primary && isTrailingThing(m, primary, words, lastWord)) {
      // What the action acts on, written with a verb word: archive_list archives a list, watch_card / watch_list.
      addObject(stems[i], i);
      i++;
      continue;
    }
    if (m && primary && isObjectVerb(m, primary, words, lastWord) && readsAsThing(m.cls, primary.cls, saysAction)) {
      // A verb word right after a read and before a thing names what the read acts on, not a second action:
      // show_create_view shows a view's CREATE statement (it creates nothing). Not a core object: the thing after it
      // is the head, and the word says which kind of it, so it weighs as a qualifier's word does; but it tells two
      // kinds apart as a thing of their own would (see Core.specific in ./features.ts).
      for (let k = i; k < i + m.length; k++) {
        terms.set(stems[k], (terms.get(stems[k]) ?? 0) + QUALIFIER_WEIGHT);
        objects.add(stems[k]);
        kinds.add(stems[k]);
      }
      i += m.length;
      continue;
    }
    if (m) {
      add(`@${m.cls}`, i);
      verbs.add(m.cls);
      i += m.length;
      continue;
    }
    addObject(stems[i], i);
    i++;
  }
  // A generic word after a thing (getActionDetails, get_user_info) says which part of it is returned, not another thing.
  let headAt = coreWords.length - 1;
  while (headAt > 0 && isGenericObject(coreWords[headAt].term) && !isGenericObject(coreWords[headAt - 1].term)) headAt--;
  const last = headAt >= 0 ? coreWords[headAt] : undefined;
  // A shape of the whole collection (a comment tree, a file listing) is not a part of one member: no head of its own.
  // (A write on a list makes, changes or removes the list: delete_todo_task_list deletes no task.)
  // A shape with nothing before it is the thing itself (list_tables, get-tables: a database's tables; get_pages).
  const shape = last !== undefined && headAt > 0 && REPRESENTATIONS.has(last.term) && (!classActsOnExactTarget(primary?.cls) || MANNERS.has(last.term));
  // A list of a thing, read, is the things (get_labels_list, getWHOISProfileList: many profiles); another shape has no
  // head of its own.
  const listed = shape && LIST_SHAPES.has(last!.term) && coreWords.length >= 2 && !REPRESENTATIONS.has(coreWords[coreWords.length - 2].term) ? coreWords[coreWords.length - 2] : undefined;
  const head = listed ? { term: listed.term, plural: true } : shape ? undefined : last;
  const singularModifiers = coreWords.slice(0, Math.max(0, headAt)).filter((w) => !w.plural && w.term !== head?.term).map((w) => w.term);
  const primaryStems = primary ? stems.slice(primary.start, primary.start + primary.length).join(' ') : undefined;
  const primaryText = primary ? words.slice(primary.start, primary.start + primary.length).map((w) => w.word).join(' ') : undefined;
  return { terms, primary: primary?.cls, primaryStems, primaryText, verbs, objects, core, kinds, head, singularModifiers, compact: words.map((w) => w.word).join(''), words };
}

/** A name's words as one key, when they make a whole tool name on their own: an action and a thing (a word that is no action, or also names an object). */
function wholeNameKey(words: readonly NameWord[]): string | undefined {
  let action = false;
  let thing = false;
  for (const w of words) {
    if (isVerbWord(w.stem)) action = true;
    if (!isVerbWord(w.stem) || objectConceptOf(w.stem) !== undefined) thing = true;
  }
  return action && thing ? words.map((w) => w.stem).join(' ') : undefined;
}

/**
 * Words that name a deployment environment: before a tool name they say where it runs, not what it does
 * (prod_change_preview previews a change, in production).
 */
const ENVIRONMENT_WORDS: ReadonlySet<string> = new Set(
  ['prod', 'production', 'prd', 'staging', 'stage', 'stg', 'dev', 'development', 'qa', 'uat', 'sandbox', 'preprod', 'canary'].map(stem),
);

/**
 * A name read as one leading word before a whole tool name (read_change_preview: `read` before change_preview,
 * which acts on its own), with the tail's action: what is left when two servers' tools differ by their prefix
 * alone (see prefixedAlike in ./score.ts). The leading word is a prefix only when it is a mark: a word of its
 * server's label (`read` on change-read) or an environment's name (`prod`); another word may be what the tool
 * acts on (pdf_splitter_pro and text_splitter_pro split two things). The whole name's key too, for a name
 * without the prefix.
 */
function prefixForms(analysis: NameAnalysis, prefix: ServerPrefix): { whole?: string; tail?: string; tailAction?: string } {
  const { words } = analysis;
  const whole = wholeNameKey(words);
  if (words.length < 3) return { whole };
  const first = words[0].stem;
  if (!ENVIRONMENT_WORDS.has(first) && !prefix.label.includes(first)) return { whole };
  const rest = words.slice(1);
  const tail = wholeNameKey(rest);
  if (tail === undefined) return { whole };
  return { whole, tail, tailAction: analyzeName(rest, NO_PREFIX).primary };
}

const NO_PREFIX: ServerPrefix = { label: [], words: new Set() };

/**
 * Things named with a verb word first (a merge request, a build log): after
 * the name's action that word names the thing, not a second action. A known
 * list: create_update_user or read_write_file do act twice.
 */
const NOUN_COMPOUNDS: ReadonlySet<string> = new Set(
  [
    'merge request', 'pull request', 'change request', 'feature request', 'build log', 'build status', 'build artifact',
    'build number', 'deploy key', 'deploy token', 'search result', 'search index', 'search query', 'run log', 'commit message',
    'release note', 'login page', 'post comment', 'check run', 'check suite', 'watch list', 'sync status',
  ].map((pair) => pair.split(' ').map(stem).join(' ')),
);

/**
 * A verb word after the name's action, joined to it and to the object that
 * follows, and with it a known noun compound (NOUN_COMPOUNDS), is part of that
 * object's name: merge and pull in create_merge_request and
 * list_pull_requests, build in get_build_log. Other verbs stay actions.
 */
function isAdjunct(m: { start: number; length: number }, primary: { start: number; length: number }, words: NameWord[], stems: string[]): boolean {
  const next = m.start + m.length;
  if (m.length !== 1 || m.start < primary.start + primary.length || !words[m.start].joined || next >= stems.length) return false;
  return words[next].joined && words[next].segment === words[m.start].segment && NOUN_COMPOUNDS.has(`${stems[m.start]} ${stems[next]}`);
}

/**
 * A verb word right after the name's first-word action, joined to it, and followed (joined, in the same segment,
 * outside a qualifier) by a word that is no action or that ends the name (a verb word there is the thing acted on:
 * see isTrailingThing; show_create_view, show_create_trigger): the first verb is the action, and the second is part of
 * what it acts on — show_create_view, "Shows the CREATE statement for a view", creates nothing (an outside survey of
 * 23 servers: mysql's show_create_view, show_create_procedure, show_create_trigger paired with create_view… as one
 * action). The caller checks that the first verb reads and that the description never says the second's action
 * (see readsAsThing). After a dropped
 * `and`/`or` both are actions (get_or_create_user, stop_and_remove_container): the word is then not joined.
 */
function isObjectVerb(m: { start: number; length: number }, primary: { start: number; length: number }, words: NameWord[], last: number): boolean {
  const at = m.start;
  const next = words[at + m.length];
  if (primary.start !== 0 || at !== primary.start + primary.length || next === undefined) return false;
  for (let k = at; k < at + m.length; k++) if (!words[k].joined || words[k].qualifier || words[k].segment !== words[primary.start].segment) return false;
  return next.joined && !next.qualifier && next.segment === words[at].segment && (!isVerbWord(next.stem) || at + m.length === last);
}

/**
 * The second verb of isObjectVerb is a thing when the first reads (show, get, list, search) and the tool's description
 * never says the second's action (show_create_view: "Shows the CREATE statement for a view"; a word in capitals, a
 * keyword such as CREATE, is no action said). A name alone says nothing of it, and both stay actions
 * (create_update_user, read_write_file); so do a first verb that does something else and a description that says the
 * second is done (draft_send_email "Drafts and sends an email", check_transfer_funds "Checks the balance and transfers
 * funds": an outside review's shadows of send_email and transfer_funds).
 */
function readsAsThing(cls: string, first: string, saysAction: ((cls: string) => boolean) | undefined): boolean {
  return FIRST_READS.has(first) && saysAction !== undefined && !saysAction(cls);
}

const FIRST_READS: ReadonlySet<string> = new Set(['get', 'list', 'search']);

/**
 * A one-word verb after the name's action, joined on both sides to words that are no actions, is inside the name of
 * a thing (a noun compound: CreateSipIpAccessControlListMapping creates a mapping of an access control list; it does
 * not list). Right after the action it may be a second one (create_update_user): only between two things. The word
 * after it may be a verb word written as a plural that ends the name (a thing, as isPluralThing reads it):
 * list_change_request_patch_sets lists patch sets, it does not patch (a held-out survey's devops server, paired at
 * high with update_change_request).
 */
function isBetweenThings(m: { start: number; length: number }, primary: { start: number; length: number }, words: NameWord[], stems: string[]): boolean {
  const at = m.start;
  if (m.length !== 1 || at <= primary.start + primary.length || at + 1 >= stems.length) return false;
  const before = words[at - 1];
  const after = words[at + 1];
  const thingAfter = !isVerbWord(after.stem) || (at + 1 === stems.length - 1 && endsPlural(after.word));
  return words[at].joined && after.joined && before.segment === words[at].segment && after.segment === words[at].segment && !before.qualifier && !words[at].qualifier
    && !isVerbWord(before.stem) && thingAfter;
}

/**
 * A verb word written as a plural after the name's action names the things acted on, not a second action:
 * get_thread_replies gets replies (it does not reply), list_pending_updates lists updates.
 */
function isPluralThing(m: { start: number; length: number }, primary: { start: number; length: number }, words: NameWord[]): boolean {
  if (m.length !== 1 || m.start < primary.start + primary.length) return false;
  return endsPlural(words[m.start].word);
}

/** A verb word written as a plural (pulls, clones; not access, focus) or a past participle (merged, assigned; not embed, seed). */
function nounForm(w: NameWord): boolean {
  const { word } = w;
  if (word.endsWith('ed')) return word.length > 5 && !word.endsWith('eed') && w.stem !== word;
  return writtenPlural(w);
}

/** A word ending like an English plural: more than 3 letters, a final s, not ss (replies, forwards; not access). */
function endsPlural(word: string): boolean {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss');
}

/**
 * An action word after a name's action that ends or undoes (stop, delete, rollback, reject, unprotect), joined to the
 * word before it, names what is ended or undone, not a second action: stop_port_forward stops a port forward (it does
 * not forward), cancel_scheduled_run cancels a run. After a dropped `and`/`or` it stays an action:
 * stop_and_remove_container removes too.
 */
function isUndoneAction(m: { start: number; length: number }, primary: { start: number; length: number; cls: string }, words: NameWord[]): boolean {
  if (!undoes(primary.cls) || m.start < primary.start + primary.length) return false;
  for (let k = m.start; k < m.start + m.length; k++) if (!words[k].joined || words[k].segment !== words[primary.start].segment) return false;
  return true;
}

/**
 * A one-word verb written as a past participle (`-ed`) after the name's action and joined to a following word of the
 * same segment that is no action is an adjective of that thing, not an action: get_protected_branch,
 * list_archived_cards, list_deleted_files. Read as an action it made get_protected_branch share `protect` with
 * protect_branch (a real server: gitlab), so a read and a write paired with no verb conflict.
 */
function isStateWord(m: { start: number; length: number }, primary: { start: number; length: number }, words: NameWord[]): boolean {
  const at = m.start;
  const next = words[at + 1];
  if (m.length !== 1 || at < primary.start + primary.length || !words[at].word.endsWith('ed') || next === undefined) return false;
  return next.joined && next.segment === words[at].segment && !next.qualifier && !isVerbWord(next.stem);
}

/**
 * A one-word verb that ends the name after the name's action, joined to the word before it, names the thing acted
 * on, not a second action: archive_list archives a (Trello) list, create_plan creates a plan, and after an object
 * the compound's head (CreateSipCredentialList creates a credential list: it does not list; get_user_update). After
 * a dropped `and`/`or` it stays an action (create_record_and_notify).
 */
function isTrailingThing(m: { start: number; length: number }, primary: { start: number; length: number }, words: NameWord[], last: number): boolean {
  const at = m.start;
  return m.length === 1 && at >= primary.start + primary.length && at === last && words[at].joined && !words[at].qualifier && words[at].segment === words[primary.start].segment;
}

/** Nouns that name a shape of a collection rather than a thing in it (getCommentTree: the comments, as a tree). Stemmed. */
const REPRESENTATIONS: ReadonlySet<string> = new Set(
  ['tree', 'list', 'listing', 'graph', 'hierarchy', 'thread', 'feed', 'timeline', 'overview', 'summary', 'table', 'outline', 'index', 'page', 'batch', 'count'].map(stem),
);

/** Shapes that are the things themselves, many of them (stemmed). */
const LIST_SHAPES: ReadonlySet<string> = new Set(['list', 'listing'].map(stem));

/** Shapes that stay shapes under a write: a batch of orders updated is the orders (woo_orders_batch_update). Stemmed. */
const MANNERS: ReadonlySet<string> = new Set(['batch', 'count', 'summary', 'overview', 'outline'].map(stem));

/** A word written in the plural (projects, organizations; not status or class): its stem drops the s. */
function writtenPlural(w: NameWord): boolean {
  return endsPlural(w.word) && !w.word.endsWith('us') && w.stem !== w.word;
}

/** Terms with their summed weight (name terms: qualifier words count QUALIFIER_WEIGHT). */
type WeightedTerms = Map<string, number>;

export { analyzeName, nameSpelledOut, nameWords, nounForm, prefixForms, serverOf, serverPrefixes };
export type { NameWord };
