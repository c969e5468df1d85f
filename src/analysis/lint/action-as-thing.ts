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

