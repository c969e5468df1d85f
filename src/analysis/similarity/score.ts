// Pair scoring (step 4 of the pipeline described in ./overlap.ts): the
// signal weights and factors, the IDF-weighted Dice of the core objects, the
// verb match and object contrast of two names, and scorePair() (the cosines,
// the gram Dice and the parameter Jaccard are read off a ToolRow: ./rows.ts).

import type { Core, Prepared } from './features.js';
import type { OverlapSignals } from './types.js';
import type { ToolRow } from './rows.js';
import { actsOnExactTarget, verbClassId, verbSpecificityById } from './verbs.js';

/** Score given (at least) to a pair that shares a declared intent. */
export const SHARED_INTENT_SCORE = 0.9;
/** Score given (at least) to a tool whose description says it is an alias, a deprecated copy or the same as the other (see aliasTarget in ./features.ts). */
export const DECLARED_ALIAS_SCORE = 0.9;

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

/**
 * Each name holds a side of an opposite pair that the other lacks, and holds
 * not the other side (get_incoming_calls vs get_outgoing_calls; see
 * antonymSides in ./verbs.ts): two directions of one thing, not one promise,
 * even when their descriptions read alike once word order is lost.
 */
function opposed(a: Core, b: Core): boolean {
  const ab = a.antonymsOne & b.antonymsTwo & ~a.antonymsTwo & ~b.antonymsOne;
  const ba = a.antonymsTwo & b.antonymsOne & ~a.antonymsOne & ~b.antonymsTwo;
  return (ab | ba) !== 0;
}

/**
 * Both names act on a specific thing, and not the same one (their heads: watch_card vs watch_list), within one server
 * (its author's siblings). Across servers a copy renamed (read_file vs read_document, both "Reads a file from disk")
 * is the seed's shadowing case, whatever its noun.
 */
function differentThings(a: Prepared, b: Prepared): boolean {
  if (a.serverId < 0 || a.serverId !== b.serverId) return false;
  return differentHeads(a.core, b.core);
}

function differentHeads(a: Core, b: Core): boolean {
  return a.head >= 0 && b.head >= 0 && a.head !== b.head && a.specific.includes(a.head) && b.specific.includes(b.head) && !a.terms.includes(b.head) && !b.terms.includes(a.head);
}

/**
 * Two servers' tools whose names meet on a common action and a word products use for different things (list_items,
 * list-items) while nothing else of them does: their descriptions share little and the parameters that say what each works on are
 * disjoint (ERPNext's items — stock, item groups — and Rollbar's — environments, levels: a ninth survey). A word two
 * products use for two things, not one promise. Paging and sorting say nothing of what is worked on (GENERIC_PARAMS);
 * a query both take does.
 */
function homonyms(a: Prepared, b: Prepared, descTfidf: number): boolean {
  if (a.serverId === b.serverId || descTfidf >= HOMONYM_MAX_DESCRIPTION || a.ownParams.length < HOMONYM_MIN_PARAMS || b.ownParams.length < HOMONYM_MIN_PARAMS || shareAny(a.ownParams, b.ownParams)) return false;
  // The names meet only on words products use for different things (add_slide on two slide servers meets on a slide).
  let shared = 0;
  for (const term of a.core.terms) {
    if (!b.core.terms.includes(term)) continue;
    if (!a.core.prone.includes(term)) return false;
    shared++;
  }
  return shared > 0;
}
export const HOMONYM_FACTOR = 0.85;
/** Only where the action the names share is a common one (get, list, search, create, update: specificity 0.5 at most); removing a tag from a task and from a ticket is one specific promise in two products. */
const HOMONYM_MAX_ACTION = 0.5;
const HOMONYM_MAX_DESCRIPTION = 0.4;
const HOMONYM_MIN_PARAMS = 2;

/** Do two short id lists share an id? */
function shareAny(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (b.includes(a[i])) return true;
  return false;
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
 * Generic words (info, details, data…) do not count. One name turning the
 * action around where the other does not say so at all (maps_reverse_geocode
 * vs maps_geocode: coordinates to an address, and back) is a contrast: the
 * extra word is a direction, not detail.
 */
function contrasting(a: Core, b: Core): boolean {
  return (hasOwnObject(a, b) && hasOwnObject(b, a)) || (a.inverse && !b.mentionsInverse) || (b.inverse && !a.mentionsInverse) || partOfOne(a, b) || partOfOne(b, a);
}

/**
 * x acts on many of a thing (list_projects: `projects`, plural, its head) and y on something else of one of them
 * (list_project_teams: `project` singular before its own head `teams`; customers-list-subscriptions, written as a
 * REST path, the collection plural: not when the name says where its result goes, download-bytes-to-file): a
 * collection and a part of one member, not one promise. The part must be specific and not among x's objects; a part of the same thing written singular on
 * both sides (trial_getter vs trial_protocol_getter: one record and a section of it) is no contrast.
 */
function partOfOne(x: Core, y: Core): boolean {
  return x.headPlural && thingOf(x, y);
}

/** y's head is another specific thing than x's head, and y names x's head (before its own, or as where it works): a thing of x's thing. */
function thingOf(x: Core, y: Core): boolean {
  return x.head >= 0 && y.head >= 0 && y.head !== x.head && (y.modifiers.includes(x.head) || (y.terms.includes(x.head) && !y.destination)) && !x.terms.includes(y.head) && y.specific.includes(y.head);
}

/**
 * Across servers, x acts on one of a thing and y on many of another thing of it (linear's get_project against
 * shortcut's projects-get-stories, the stories of one project; quickbooks' get_customer against shopify's
 * get-customer-orders: a twenty-first and an eleventh survey's testers judged each such pair wrong). Within one server
 * a record against a plural section of it stays (the labelled corpus: trial_getter vs trial_outcomes_getter and
 * trial_locations_getter are true), as do two tools whose plural thing is the same.
 */
function manyOfAnother(x: Core, y: Core): boolean {
  return !x.headPlural && y.headPlural && thingOf(x, y);
}

/**
 * x writes a thing (create_issue: head `issue`) and y, with the same action, writes another thing of it
 * (create_issue_note: `issue` before its own head `note`): a write makes, changes or removes exactly what its name
 * names (see actsOnExactTarget), so the two write different things. Real servers: github's create_issue vs gitlab's
 * create_issue_note and create_issue_link, create_merge_request vs create_merge_request_note, delete_issue vs
 * delete_issue_link. A read of a record against a read of a part of it stays (a record may hold its parts).
 */
function writesPartOf(a: Prepared, b: Prepared): boolean {
  if (a.primary !== b.primary) return false;
  if (!actsOnExactTarget(a.primary)) return satelliteOf(a.core, b.core) || satelliteOf(b.core, a.core);
  return partOfSame(a.core, b.core) || partOfSame(b.core, a.core);
}

/**
 * y reads a record kept beside x's thing, not x's thing itself: its logs, events, runs, versions, diffs, statistics,
 * attachments, members (get_service vs get_service_log, get_application vs get_application_events, get_models vs
 * get_models_versions: blind labels of fifteen real catalogs). A section of the record (trial_getter vs
 * trial_outcomes_getter, the labelled corpus) is the record's own data, and stays.
 */
function satelliteOf(x: Core, y: Core): boolean {
  return x.head >= 0 && y.head >= 0 && y.head !== x.head && y.satellite && y.modifiers.includes(x.head) && !x.terms.includes(y.head);
}

/** y's head is another specific thing, named after x's head (a singular modifier of y's): create_issue_note of create_issue. */
function partOfSame(x: Core, y: Core): boolean {
  return x.head >= 0 && y.head >= 0 && y.head !== x.head && y.modifiers.includes(x.head) && !x.terms.includes(y.head) && y.specific.includes(y.head);
}

const LIST = verbClassId('list');

/**
 * One item against the collection it belongs to: the names' heads are one word, written singular in one and plural
 * in the other, and the descriptions say so — the singular one's first sentence returns a single or specific thing,
 * or the plural one's lead lists (getComment "Get a single comment by ID" vs getComments "Get comments for a story",
 * in the labelled corpus; gitlab's get_merge_request_note "Get a specific note" vs get_merge_request_notes "List
 * notes"). Without such words the number alone decides nothing: get_user vs get_users ("Get user details by ID" /
 * "… by usernames") and read_file vs read_multiple_files read the same things.
 */
function itemAndCollection(a: Prepared, b: Prepared): boolean {
  const x = a.core;
  const y = b.core;
  if (x.head < 0 || x.head !== y.head) return false;
  if (x.headPlural === y.headPlural) {
    // The number told by a word before the head instead (show_vpn_community_meshed by its uid against
    // show_vpn_communities_meshed: a tenth survey's firewall, whose objects' kinds end its names): one of them keyed.
    // Within one server: across servers an outside red team's shadow keyed otherwise (get_patients_lab_results by name
    // and birth date against get_patient_lab_results by id) fell below the threshold.
    if (a.serverId < 0 || a.serverId !== b.serverId) return false;
    const singular = numberBeforeHead(x, y);
    if (singular === 0) return false;
    const [one, many] = singular > 0 ? [a, b] : [b, a];
    return keyedOne(one, many);
  }
  const [one, many] = x.headPlural ? [b, a] : [a, b];
  // Writing one and writing many of a thing is one promise in batches (delete_relation, "Delete a specific relation",
  // against another server's delete_relations): not across servers, where each is the other's copy.
  if (a.serverId !== b.serverId && actsOnExactTarget(one.primary) && one.primary === many.primary) return false;
  return one.saysOne || (many.leadVerb === LIST && one.leadVerb !== LIST) || keyedOne(one, many);
}

/**
 * The singular one takes a key of one record the plural one does not take, and the plural one takes no keys of
 * several (getWorkspace(workspaceId) vs getWorkspaces(type); get_incident(incident_id) vs list_incidents(query)): one
 * record by its key against the whole list. A plural tool that takes many keys does one's job many times
 * (get_user(id) vs get_users(usernames), read_file(path) vs read_multiple_files(paths)).
 */
function keyedOne(one: Prepared, many: Prepared): boolean {
  // Reads only: creating one record and creating many is one promise in batches (create_issue vs create_issues).
  if (many.manyKeys || actsOnExactTarget(one.primary) || actsOnExactTarget(many.primary)) return false;
  for (let i = 0; i < one.keys.length; i++) if (!hasSorted(many.params, one.keys[i])) return true;
  return false;
}

/**
 * Names of the same terms where one word before the head is written singular in one (a modifier) and plural in the
 * other: 1 when x holds it singular, -1 when y does, 0 when there is no such word (or both ways).
 */
function numberBeforeHead(x: Core, y: Core): number {
  if (x.terms.length !== y.terms.length || x.modifiers.length === y.modifiers.length) return 0;
  for (const t of x.terms) if (!y.terms.includes(t)) return 0;
  const xOnly = x.modifiers.filter((t) => !y.modifiers.includes(t)).length;
  const yOnly = y.modifiers.filter((t) => !x.modifiers.includes(t)).length;
  return xOnly > 0 && yOnly === 0 ? 1 : yOnly > 0 && xOnly === 0 ? -1 : 0;
}

/** Whether an ascending list holds a value (a binary search: a tool may take thousands of parameters). */
function hasSorted(list: readonly number[], value: number): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === value;
}

/** x acts on a specific object y lacks. */
function hasOwnObject(x: Core, y: Core): boolean {
  for (let i = 0; i < x.specific.length; i++) if (!y.terms.includes(x.specific[i]) && !y.specific.includes(x.specific[i])) return true;
  return false;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** verbMatch when a name has no primary action. */
const NO_VERB = -1;
/** verbMatch when both names have a primary action and neither is among the other's actions. */
const VERB_CONFLICT = -2;

/** Verb classes that read (see actionlessConflict). */
const READS: ReadonlySet<number> = new Set(['get', 'list', 'search'].map(verbClassId));

/**
 * x's name has no action word (git_branch on server git: `branch` once the label is stripped; dokploy's mysql-one):
 * its description's first action is its action, and it conflicts with y's action when one reads and the other writes
 * (git_branch: "Manage branches: list all branches, …" against create_branch and delete_branch). Within one server,
 * also when one reads and the other acts otherwise — runs, starts, stops, reloads (mysql-one, "Gets a specific MySQL
 * database by its ID", against mysql-deploy, mysql-start, mysql-stop taking the same mysqlId: an outside survey of 23
 * servers) — and with y's description's first action when y's name has none either; across servers not, where a
 * shadow's author writes the description ("Gets the service image and deploys it" named `service`, against
 * deploy_service: an outside review). Two reads stay (lol-summoner-game-history and lol-summoner-search: a true pair
 * of the labelled corpus), and so do two writes (comment_on_ticket, "Post a comment…", against add_comment: a
 * description's first verb is looser than a name's), and it only ever tells a conflict: a name without an action gets
 * no verb bonus from its description.
 */
function actionlessConflict(x: Prepared, y: Prepared): boolean {
  if (x.primary >= 0 || x.leadVerb < 0) return false;
  const sameServer = x.serverId >= 0 && x.serverId === y.serverId;
  // Both names without an action, on one server: their descriptions' first actions are theirs (pin_message "Pins…",
  // unpin_message "Unpins…").
  const action = y.primary >= 0 ? y.primary : sameServer ? y.leadVerb : -1;
  if (action < 0 || action === x.leadVerb || y.verbs.includes(x.leadVerb)) return false;
  return actsOnExactTarget(x.leadVerb) !== actsOnExactTarget(action) || (sameServer && READS.has(x.leadVerb) !== READS.has(action));
}

/**
 * x's name negates the action y's name opens with (unread_room_message against read_room_messages, unpin_message
 * against pin_message: see negatedAction in ./features.ts): the opposite action, never a synonym, whatever the lexicon
 * reads of either word (`unread` is a state for it, `pin` no verb).
 */
function negates(x: Prepared, y: Prepared): boolean {
  return x.negated.length > 0 && y.nameStems[0] === x.negated[0] && y.negated.length === 0;
}

/**
 * The specificity of the shared primary action (≥ 0) when the names share
 * one, else NO_VERB or VERB_CONFLICT: one number, no object per pair.
 */
function verbMatch(a: Prepared, b: Prepared): number {
  if (a.primary < 0 || b.primary < 0) return actionlessConflict(a, b) || actionlessConflict(b, a) ? VERB_CONFLICT : NO_VERB;
  const first = a.primary === b.primary || b.verbs.includes(a.primary);
  const second = a.verbs.includes(b.primary);
  if (!first && !second) return listsOneThing(a, b) || listsOneThing(b, a) || oneJob(a.primary, b.primary) || getSaysRead(a, b) || getSaysRead(b, a) ? verbSpecificityById(GET) : VERB_CONFLICT;
  return first && second ? Math.max(verbSpecificityById(a.primary), verbSpecificityById(b.primary)) : verbSpecificityById(first ? a.primary : b.primary);
}

const GET = verbClassId('get');
const SEARCH = verbClassId('search');
/**
 * x's name gets many (its head plural) and its description opens with y's read, a search or a listing (get_accommodations, "Searches for
 * accommodation options…", against another server's search_hotels; getDeployments, "Lists deployments", against
 * vercel_list_deployments; a monitor's get-incidents, "List incidents…", against list_incidents): the least specific
 * read a name can say, told by its description, is that read. Not a get of one ("Search for an order by its number"
 * on get_order: an outside red team) and not within one server, where a get and a search are its author's two tools.
 */
function getSaysRead(x: Prepared, y: Prepared): boolean {
  if (x.primary !== GET || !x.core.headPlural || (y.primary !== SEARCH && y.primary !== LIST) || (x.serverId >= 0 && x.serverId === y.serverId)) return false;
  // A get of many things is a listing of them, said or not, against a list of the same things (get_tasks against
  // list_tasks: a twenty-fifth survey's tasks, tables).
  return x.leadVerb === y.primary || (y.primary === LIST && y.core.head === x.core.head && y.core.headPlural);
}
/**
 * Two classes of action that do one job on one thing, read at a get's weight (a shared action says little more): a
 * download is a get of a thing's bytes (get_attachment / download_attachment of two mail servers), and saving or
 * storing a new thing creates it (create_draft / save_draft: "Create a draft email" / "Save an email draft", the
 * same held-out survey). Two downloads keep their own weight (download_from_url / download_from_youtube, a true pair
 * of the labelled corpus), and an upload or an update stays apart.
 */
const ONE_JOB: ReadonlySet<number> = new Set(
  [['get', 'download'], ['create', 'write']].flatMap(([x, y]) => [verbClassId(x) * 1024 + verbClassId(y), verbClassId(y) * 1024 + verbClassId(x)]),
);
const oneJob = (x: number, y: number): boolean => ONE_JOB.has(x * 1024 + y);

/**
 * Two servers' names that read one thing, one with `list` and the other with `get`, the same head written singular in
 * both (a ledger's list-trial-balance and another's get_trial_balance; list-profit-and-loss, get_profit_loss: an
 * eleventh survey's reports): a list of one thing is a read of it, not a listing. Within one server list and get on
 * one word are its author's two tools (item_list and item_get: the items and one of them).
 */
function listsOneThing(x: Prepared, y: Prepared): boolean {
  if (x.primary !== LIST || y.primary !== GET || (x.serverId >= 0 && x.serverId === y.serverId)) return false;
  return x.core.head >= 0 && x.core.head === y.core.head && !x.core.headPlural && !y.core.headPlural;
}

/**
 * Tools of two servers whose names differ by a leading mark alone — a word of
 * the server's label or an environment's name — before the same whole tool
 * name (read_change_preview on change-read and prod_change_preview:
 * change_preview, which has its own action and thing), or one name that is
 * the other with a mark before it: a prefix does not resolve an overlap
 * (seed 000). The pair is read as the name it shares: no verb conflict, no
 * contrast of objects, the tail's action shared. Within one server leading
 * words are its author's own division of its tools (GitHub's operation ids:
 * actions-get-repo-secret, codespaces-get-repo-secret), and stay.
 */
function prefixedAlike(a: Prepared, b: Prepared): boolean {
  if (a.serverId >= 0 && a.serverId === b.serverId) return false;
  return (a.tail >= 0 && (a.tail === b.tail || a.tail === b.whole)) || (b.tail >= 0 && b.tail === a.whole);
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
  if (lead < 0 || lead !== b.leadVerb || (lead !== a.primary && lead !== b.primary)) return false;
  return descTfidf >= SAME_DESCRIPTION_COSINE || verbSpecificityById(lead) >= CLAIMED_ACTION_SPECIFICITY;
}

/**
 * Scores one pair from prepared features; its signals are written into
 * `into` (reused: scoring allocates nothing). `row` is loaded with `a`
 * (scoring every partner of one tool in a row loads it once).
 */
function scorePair(row: ToolRow, a: Prepared, b: Prepared, into: OverlapSignals): number {
  row.load(a);
  const prefixed = prefixedAlike(a, b);
  const tailAction = a.tail >= 0 && (a.tail === b.tail || a.tail === b.whole) ? a.tailAction : b.tailAction;
  const verb = !prefixed ? verbMatch(a, b) : tailAction >= 0 ? verbSpecificityById(tailAction) : NO_VERB;
  const nameTfidf = round4(row.nameCosine(b));
  const descTfidf = round4(row.descCosine(b));
  const conflict = (verb === VERB_CONFLICT && !descriptionsClaimOneAction(a, b, descTfidf)) || negates(a, b) || negates(b, a);
  const charNgram = round4(row.gramDice(b));
  const objectOverlap = round4(weightedDice(a.core, b.core));
  const paramJaccard = round4(row.paramJaccard(b));
  const sharedIntent = a.intents.length > 0 && b.intents.length > 0 && shareAny(a.intents, b.intents);
  const W = OVERLAP_WEIGHTS;
  // The object weight drops out when neither name has an object (tavily_search once its label is stripped: the action
  // is all the name says), as the description and parameter weights do below.
  const objects = a.core.terms.length > 0 || b.core.terms.length > 0;
  let sum = W.nameTfidf * nameTfidf + W.charNgram * charNgram + (objects ? W.objectOverlap * objectOverlap : 0);
  sum += W.verbClass * (verb >= 0 ? verb : 0);
  let total = W.nameTfidf + W.charNgram + (objects ? W.objectOverlap : 0) + W.verbClass;
  // A tool with no description (a shop server's fourteen) is read by its name, all the model reads, when the names
  // name a thing in common (create-product, woo_products_create): an empty description is no evidence of a
  // difference, and would otherwise pull such a copy below the threshold. Names that share no thing (a bare `search`,
  // get_x and get_y once their letters are dropped) keep the description's weight: an action alone promises little.
  if ((a.descVec.size > 0 && b.descVec.size > 0) || ((a.descVec.size > 0 || b.descVec.size > 0) && objectOverlap === 0)) {
    sum += W.descTfidf * descTfidf;
    total += W.descTfidf;
  }
  if (a.params.length > 0 || b.params.length > 0) {
    sum += W.paramJaccard * paramJaccard;
    total += W.paramJaccard;
  }
  let score = sum / total;
  if (conflict) score *= VERB_CONFLICT_FACTOR;
  const opposite = opposed(a.core, b.core);
  // (A count of things against the things, within one server: get_pull_requests_count returns a number where
  // get_pull_requests returns the requests — a tenth survey's issue tracker had five such pairs, each reported; `count`
  // is a shape of the collection to the name reading, not a thing. Not across servers: an outside red team named a
  // shadow transfer_funds_count, "Transfer money from one account to another", and it fell below the threshold.)
  const sameServer = a.serverId >= 0 && a.serverId === b.serverId;
  const counting = a.counts !== b.counts && sameServer;
  const partsAcross = !sameServer && (manyOfAnother(a.core, b.core) || manyOfAnother(b.core, a.core));
  if (!prefixed && (opposite || contrasting(a.core, b.core) || writesPartOf(a, b) || a.detaches !== b.detaches || counting || itemAndCollection(a, b) || partsAcross)) score *= CONTRAST_FACTOR;
  if (sameServer) score *= SAME_SERVER_FACTOR;
  else if (!prefixed && !sharedIntent && verb >= 0 && verb <= HOMONYM_MAX_ACTION && homonyms(a, b, descTfidf)) score *= HOMONYM_FACTOR;
  // Not when the names' actions conflict: create_user and delete_user both "Calls the users endpoint" are boilerplate.
  // Nor when the names name opposite sides of one thing (get_incoming_calls, get_outgoing_calls), nor two different
  // things (trello's watch_card and watch_list, both "Subscribe or unsubscribe from watching a … for activity
  // notifications"): a word that tells apart what is acted on resolves the pair; a mark before the same thing
  // (safe_deploy_plan, prod_deploy_plan) does not.
  if (descTfidf >= SAME_DESCRIPTION_COSINE && a.descVec.size > 0 && b.descVec.size > 0 && !conflict && !opposite && !differentThings(a, b)) {
    score = Math.max(score, SAME_DESCRIPTION_SCORE);
  }
  if (sharedIntent) score = Math.max(score, SHARED_INTENT_SCORE);
  const declaredAlias = a.aliases.length > 0 && b.aliases.length > 0 && shareAny(a.aliases, b.aliases);
  if (declaredAlias) score = Math.max(score, DECLARED_ALIAS_SCORE);
  into.nameTfidf = nameTfidf;
  into.descTfidf = descTfidf;
  into.charNgram = charNgram;
  into.verbClass = verb >= 0;
  into.objectOverlap = objectOverlap;
  into.paramJaccard = paramJaccard;
  into.sharedIntent = sharedIntent;
  into.declaredAlias = declaredAlias;
  return round4(Math.min(1, score));
}

const noSignals = (): OverlapSignals => ({ nameTfidf: 0, descTfidf: 0, charNgram: 0, verbClass: false, objectOverlap: 0, paramJaccard: 0, sharedIntent: false, declaredAlias: false });

export { noSignals, scorePair };
