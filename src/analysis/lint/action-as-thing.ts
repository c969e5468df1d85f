// Words of a name or a description's opening that look like a write and are a thing: an order book's depth, the
// order flow of a market (not an order placed), a weather archive (not archiving). Read by name_contradiction and
// description_contradiction (../lint.ts) before they report a declared read that its name seems to contradict.
import type { JsonObject } from '../../types.js';
import { identifierWords } from './parameter-walk.js';
import { isObject } from './schema.js';

/**
 * An order that is market data, not one placed: the order flow, an order book's depth or levels (a seventeenth
 * survey's market-data server: `order_flow`, "Order book depth."), in words that end there (the name, or the
 * description's first clause), on a tool that takes no side, quantity, amount or price (an outside red team's "Order
 * FLOW tokens at the current market price", "Order flow to the broker: routes the pending basket…", "Order book
 * level 2 feed subscription for the account": still writes).
 */
export function marketData(words: readonly string[]): boolean {
  if (words[0] !== 'order') return false;
  if (words[1] === 'flow' || words[1] === 'flows') return words.length === 2 || (words.length === 3 && FLOW_TAIL.has(words[2]));
  return words[1] === 'book' && words.length === 3 && ORDER_BOOK_PARTS.has(words[2]);
}
const FLOW_TAIL = new Set(['data', 'analysis', 'metrics', 'stats', 'statistics', 'imbalance', 'heatmap', 'snapshot', 'delta']);
const ORDER_BOOK_PARTS = new Set(['depth', 'snapshot', 'snapshots', 'level', 'levels', 'data', 'imbalance', 'delta', 'deltas', 'heatmap', 'liquidity', 'spread']);
const TRADE_WORDS = new Set(['side', 'quantity', 'qty', 'amount', 'price', 'notional', 'funds', 'shares', 'units']);

/**
 * A write read from the last word of a name ("datei_loeschen" puts its verb last), a word as often a thing (an archive,
 * a post, a log), where the description opens with a read ("Get historical weather data from ERA5 reanalysis" on
 * weather_archive, an eighteenth survey): the last word was a thing, and the description decides.
 */
export function verbLastRead(named: string | undefined, words: readonly string[], definition: JsonObject): boolean {
  if (named === undefined || words.length < 2 || words[words.length - 1] !== named || words[0] === named || !THING_TOO.has(named)) return false;
  if (typeof definition.description !== 'string' || !READ_OPENING.test(definition.description.slice(0, 100))) return false;
  // …and says no write in its opening ("Get the file and delete it" keeps the name's delete).
  const opening = definition.description.slice(0, 400).toLowerCase();
  return !opening.includes(named.slice(0, Math.max(4, named.length - 2))) && !WRITE_WORDS.test(opening);
}
/** Last words of a name that are as often a thing as an act (an outside red team got 16 of 22 writes through any verb). */
const THING_TOO = new Set(['archive', 'post', 'log', 'record', 'backup', 'export']);
const READ_OPENING = /^\s*(?:get|gets|list|lists|fetch|fetches|retrieve|retrieves|search|searches|show|shows|read|reads|look\s+up|looks\s+up)\s/i;
const WRITE_WORDS = /\b(?:delet|remov|send|sent|updat|creat|writ|archiv|drop|purg|cancel|pay|paid|transfer|post|publish|upload|execut|run|rid|eras|wip|modif|chang|set|broadcast|shar|notif|announc|dispatch|deliver|forward|repl|mail|submit|destroy|revok|void|refund|revers|charg|debit|terminat|clos|move|sav|stor)\w*/;

/** A description whose first clause is market data and nothing more ("Order book depth. Requires: …"). */
export function marketOpening(definition: JsonObject): boolean {
  if (typeof definition.description !== 'string' || tradesIn(definition)) return false;
  const first = definition.description.slice(0, 200).split(/[.:;\n]/, 1)[0].trim().toLowerCase().replace(MARKET_TAIL, '');
  return marketData(first.split(/\s+/));
}
/** What a market's data is for: "for a trading pair", "of the given symbol", "on an exchange". */
const MARKET_TAIL = /\s{1,3}(?:for|of|on)(?:\s{1,3}(?:a|an|the|one|given|selected|trading|pair|pairs|symbol|symbols|market|markets|instrument|instruments|ticker|tickers|exchange|exchanges|coin|coins|asset|assets|contract|contracts)){1,3}$/;

/** Whether the tool takes what a trade needs: a side, a quantity, an amount or a price (top-level parameter words). */
function tradesIn(definition: JsonObject): boolean {
  const schema = definition.inputSchema;
  const properties = isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
  return properties.some((name) => identifierWords(name).some((w) => TRADE_WORDS.has(w)));
}

/**
 * A French name that lists what is to be done: a thing, `à`, then the verb's infinitive (`cvs_a_mettre_a_jour`, "CVs
 * to be updated"; `factures_a_valider`): the verb may say which things the tool lists rather than what it does (a
 * nineteenth survey's CRM report, declared read). Read as weaker evidence (low), not as none: "fichiers_a_supprimer"
 * may delete them (an outside red team). Only where the description opens with a read ("Identifie les ressources
 * dont le CV …"; not "Supprime les contacts …"), and not `issue_a_refund` (an English article: no infinitive follows).
 */
export function toBeDone(named: string | undefined, words: readonly string[], definition: JsonObject): boolean {
  if (named === undefined || typeof definition.description !== 'string' || !LISTS_OPENING.test(definition.description.slice(0, 100))) return false;
  const verb = named.split(' ')[0];
  const at = words.indexOf(verb);
  return at >= 2 && (words[at - 1] === 'a' || words[at - 1] === 'à') && /(?:er|ir|re)$/.test(verb);
}

const LISTS_OPENING = new RegExp(`${READ_OPENING.source}|^\\s*(?:identifie|liste|retourne|renvoie|r[eé]cup[eè]re|recherche|affiche|trouve|obtient|donne|compte|calcule)\\s`, 'i');

/**
 * An `init` that opens the server's connection, session or client, and sets up nothing else ("Verify, login and
 * initialize management connection": a nineteenth survey's firewall management servers, whose first call logs in):
 * the client's own session, no write to what it manages. The whole description is read for another act (an outside
 * red team: "Initialize the client session. Wipes the local cache", "… and apply the policy package").
 */
export function opensConnection(named: string | undefined, definition: JsonObject): boolean {
  return named !== undefined && INIT.has(named) && opensConnectionOnly(definition);
}

/** A tool named to initialize or connect whose description initializes a connection, a session or a client, and names no other act. */
export function opensConnectionOnly(definition: JsonObject): boolean {
  if (typeof definition.description !== 'string' || definition.description.length > 1_000 || typeof definition.name !== 'string') return false;
  if (!identifierWords(definition.name).some((w) => INIT.has(w) || CONNECTS.has(w))) return false;
  const text = definition.description.toLowerCase();
  return CONNECTION_INIT.test(text) && !SETS_UP_THINGS.test(text) && !WRITE_WORDS.test(text) && !MORE_WRITES.test(text);
}
const INIT = new Set(['init', 'initialize', 'initialise']);
const CONNECTS = new Set(['connect', 'login', 'logon', 'signin', 'session', 'setup']);
const CONNECTION_INIT = /\binitiali[sz](?:e|es|ed|ing)\s+(?:(?:the|a|an|its|your|this|our)\s+)?(?:[\w-]+\s+){0,2}?(?:connection|session|client)s?\b/i;
const SETS_UP_THINGS =
  /\b(?:creat|writ|insert|delet|remov|drop|migrat|install|provision|deploy|regist|configur|reset|wip|eras|format|seed)\w*|\b(?:tables?|schemas?|databases?|repositor(?:y|ies)|projects?|files?|folders?|director(?:y|ies)|indexes|indices|buckets?|accounts?|users?)\b/i;
/** Acts WRITE_WORDS does not hold, read in an init's description. */
const MORE_WRITES =
  /\b(?:appl(?:y|ies|ied|ying)|truncat\w*|push\w*|kill\w*|overwrit\w*|e-?mail\w*|notif\w*|purg\w*|flush\w*|clear\w*|revok\w*|restart\w*|reboot\w*|shut\w*|stop\w*|launch\w*|spawn\w*|commit\w*|sync\w*|import\w*|load\w*|enabl\w*|disabl\w*|grant\w*|assign\w*|lock\w*|unlock\w*|invalidat\w*|rotat\w*|terminat\w*|destroy\w*|cancel\w*|pay\w*|publish\w*|approv\w*|reject\w*)\b/i;

/**
 * A name that asks whether an act may happen: the act, then a state ending the name (`checkout_ready`,
 * `payment_eligibility`), on a tool whose description's first sentence is a read and names no write once the state
 * and what it is for are set aside ("Get basket ready for checkout with payment context": a twentieth survey's food
 * delivery, which reads the cart). Not "Get the payment ready and charge the card on file", nor "List eligible
 * requests and approve them all" (an outside red team's 18 writes through a first version that read the opening only).
 */
export function actReadiness(named: string | undefined, words: readonly string[], definition: JsonObject): boolean {
  if (named === undefined || words.length < 2 || !READINESS.has(words[words.length - 1]) || words[words.length - 2] !== named) return false;
  if (typeof definition.description !== 'string' || !READ_OPENING.test(definition.description.slice(0, 100))) return false;
  const first = definition.description.slice(0, 300).split(/(?<=[.!?])\s|\n/, 1)[0].toLowerCase();
  const rest = first.replace(READY_FOR, ' ').replace(/\bpayments?\b/g, ' ');
  return !rest.includes(named.slice(0, Math.max(4, named.length - 2))) && !WRITE_WORDS.test(rest) && !/\b(?:and|then)\s+\w+|,\s*then\b/.test(rest.replace(/\b\w+\s+and\s+\w+(?=\s+(?:context|details|info|information|status|data)\b)/g, ' '));
}
const READINESS = new Set(['ready', 'readiness', 'eligible', 'eligibility', 'allowed', 'possible', 'available', 'availability']);
/** "ready for checkout", "eligible for a refund": the state and the act it is for. */
const READY_FOR = /\b(?:ready|eligible|allowed|possible|available)\s+(?:for|to)\s+(?:(?:a|an|the)\s+)?\w+/g;

/**
 * A reaction or an enrolment kept on the service (star, like, upvote, enroll, opt in…) is the name's act only when
 * the description opens with it ("Stars or unstars a specific segment": a twentieth survey's miss); these words name
 * things as often (star_rating, react_components, like_for_like_sales, opt_in_rate: an outside red team's 19 honest
 * reads flagged by a first version that read the name alone).
 */
export function reactionUnsaid(named: string | undefined, definition: JsonObject): boolean {
  if (named === undefined) return false;
  // (A gerund names those who do it or the doing: liking_users, reacting_users.)
  const gerund = named.endsWith('ing') ? named.slice(0, -3) : undefined;
  if (gerund !== undefined && (REACTIONS.has(gerund) || REACTIONS.has(`${gerund}e`))) return true;
  if (!REACTIONS.has(named)) return false;
  if (typeof definition.description !== 'string') return true;
  const opening = definition.description.slice(0, 60).trim().toLowerCase().replace(/^this\s+tool\s+/, '');
  const verb = named.replace(/\s+/g, '[\\s-]?');
  return !new RegExp(`^${verb}(?:s|es|ed|d)?\\b`).test(opening);
}
const REACTIONS = new Set(['star', 'unstar', 'like', 'unlike', 'upvote', 'downvote', 'dislike', 'react', 'enroll', 'enrol', 'opt in', 'optin', 'sign up', 'signup', 'opt out', 'optout', 'unenroll', 'unenrol']);
