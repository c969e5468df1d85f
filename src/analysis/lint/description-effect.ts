// The action a tool's description opens with, against the effect the catalog
// declares: the description's counterpart of ./name-effect.ts. A tool named
// neutrally (ha_reload_config, obsidian_search_replace, reminders_tasks) whose
// description starts "Deletes…", "Search and replace…" or carries a
// "[WRITE]" marker, declared read, is misdeclared as surely as delete_ticket.
//
// Only the description's opening verbs count — the first one, and those
// joined to it by a comma, `and` or `or` ("Gets or creates a session") — read
// with their object as a name is (writeActionOf: the same exceptions hold), so
// that what a read tool's description says further on ("Returns whether the
// user can delete it", "Lists issues; use create_issue to add one") is never
// taken for its action.
import { foreignWriteAction, opensForeign } from './foreign-openings.js';
import { EXTRA_WRITES, writeActionOf } from './name-effect.js';
import { stem } from '../similarity/tokenize.js';
import { verbAt } from '../similarity/verbs.js';

/** A description's opening marker of a write: "[WRITE]", "(destructive)", "[MUTATING]"… after symbols or emoji. */
const MARKER = /^[^\p{L}\p{N}[(]{0,12}[[(]\s{0,2}(write|writes|destructive|dangerous|danger|mutating|mutation|modifies|modifying|write[ _-]?(?:operation|op|access|action|tool))\s{0,2}[\])]/iu;

/** Symbols, emoji and Markdown that may open a description before its first word. */
const OPENING = /^[^\p{L}\p{N}[(]{0,12}/u;

/** Words that say who acts before the verb, dropped from the opening ("This tool", "Use this tool to", "Allows you to"). */
const SUBJECTS: readonly RegExp[] = [
  /^(?:this|the|a|an)\s+(?:mcp\s+)?(?:tool|function|endpoint|operation|command|api|method|action|server|utility)\s+(?:that\s+|which\s+|will\s+|can\s+|to\s+|for\s+|is\s+used\s+to\s+|lets\s+you\s+|allows\s+you\s+to\s+|helps\s+(?:you\s+)?(?:to\s+)?)?/,
  /^(?:tool|function|endpoint|operation|command|method|action|utility)\s+(?:that\s+|which\s+|to\s+|for\s+)/,
  /^(?:use|call|invoke)\s+(?:this|it)(?:\s+(?:tool|function|endpoint|operation|command|method|action))?\s+(?:to|when\s+you\s+(?:want|need)\s+to)\s+/,
  /^(?:be\s+)?(?:used|designed|meant|intended)\s+to\s+/,
  /^(?:allows|enables|lets|helps)\s+(?:you\s+|the\s+(?:user|agent|assistant|model)\s+|users\s+|agents\s+)?(?:to\s+)?/,
  /^(?:you\s+can|can\s+be\s+used\s+to|can|will)\s+/,
  /^with\s+this\s+(?:tool|function|endpoint)\s+(?:you\s+can\s+)?/,
  /^(?:this|it)\s+(?=[a-z]{3,}(?:ly|s)\s)/,
];

/** Words between a verb and its object that the object's name leaves out. */
const DETERMINERS = new Set(['a', 'an', 'the', 'one', 'or', 'more', 'all', 'any', 'each', 'every', 'some', 'your', 'my', 'its', 'their', 'this', 'that', 'these', 'those', 'new', 'existing', 'multiple', 'several', 'specified', 'given', 'selected']);
/** Where a verb's object ends. */
const OBJECT_END = new Set([
  'in', 'on', 'from', 'to', 'into', 'onto', 'for', 'with', 'by', 'of', 'at', 'via', 'using', 'within', 'across', 'through', 'as', 'if', 'when', 'where',
  'and', 'or', 'but', 'then', 'that', 'which', 'who', 'based', 'according', 'including', 'without', 'under', 'over', 'about',
  'between', 'near', 'since', 'per', 'are', 'is', 'were', 'was', 'such',
  // Adverbs of place and time: "Start here." is an onboarding line, no object (a survey's get_started).
  'here', 'there', 'now', 'below', 'above',
]);

/**
 * What a tool makes to return it, not to keep: creating a summary, writing a haiku, adding two numbers changes
 * nothing (the head of the object of a make or write verb).
 */
const RETURNED = new Set([
  'summary', 'summaries', 'preview', 'previews', 'diagram', 'diagrams', 'chart', 'charts', 'graph', 'plot', 'visualization', 'haiku', 'poem', 'story',
  'text', 'answer', 'response', 'explanation', 'description', 'outline', 'translation', 'number', 'numbers', 'sum', 'total', 'hash', 'checksum', 'uuid',
  'password', 'regex', 'query', 'queries', 'expression', 'embedding', 'embeddings', 'completion', 'suggestion', 'suggestions', 'recommendation',
  'recommendations', 'prediction', 'forecast', 'estimate', 'analysis', 'snippet', 'code', 'url', 'link', 'qr', 'hint', 'hints',
]);
/** What is sent to be answered, not to be kept or acted on: a prompt to a model, a query, ICMP echo requests. */
const ASKED = new Set([
  'prompt', 'prompts', 'query', 'queries', 'question', 'questions', 'inquiry', 'inquiries', 'chat', 'completion', 'icmp', 'echo', 'ping', 'pings', 'get', 'head',
]);
/** Questions a tool answers, in the plural (a Q&A tool: "Responds to questions about…", "Responde preguntas sobre…"). */
const QUESTIONS = new Set(['questions', 'queries', 'inquiries', 'prompts', 'pings', 'preguntas', 'perguntas', 'domande']);
/** Where a reply is posted, or how it is sent: an answer to questions there is a post ("…in the support inbox", "…by posting the answer"). */
const POSTED = /\b(?:by|via)\s(?:e-?mail|sending|posting|replying|commenting|publishing|messaging|dm)\b|\bon\sbehalf\sof\b|\b(?:in|on|to|from)\s(?:(?:the|a|an|your|their|its)\s)?(?:[\w-]+\s){0,2}(?:channel|channels|thread|threads|inbox|queue|forum|forums|ticket|tickets|chat|chats|conversation|conversations|discussions?|community|review|reviews|listing|listings|marketplace|store)\b|\bposted\b/;
/** A model a message is sent to, to be answered: "Sends a message to Claude and returns its reply". */
const TO_A_MODEL = /^to\s(?:the\s)?(?:model|llm|ai|assistant|claude|chatgpt|gpt[\w.-]*|openai|gemini|grok|perplexity|mistral|llama|anthropic)\b/;
/** A first line that says the action is not carried out: done as a dry run, what it would do, nothing kept (not a dry run offered: "Supports a dry run", "Pass dryRun: true"). */
const NOT_CARRIED_OUT = /\b(?:in|as|only|performs?|does|runs?)\s(?:a\s)?dry[\s-]run\b|\bwhat\s(?:it|they)\swould\b|\bnothing\sis\s(?:committed|stored|saved|changed|written|sent|modified|persisted|created|deleted)\b/;
/** The text a transform acts on, named after in or from: a write there (removes escapes from text, replaces secrets in a text) changes a copy it returns. */
const GIVEN_TEXT = /\b(?:in|from|within|inside)\s(?:(?:a|an|the|any|given|provided|input|supplied|some)\s){0,2}(?:text|texts|string|strings|input|content|html|markdown|json|xml|csv|output|document|snippet)(?=\s*(?:$|[,;:()]|(?:with|and|so|to|before|for|by|using|into|then|while)\b))|\b(?:in|from)\s(?:the\s)?(?:list|array|items|values|input|text|string|data)\s(?:you\s(?:pass|give|provide|supply)|passed|given|provided|supplied)\b/;
/** Words after the verbs that deny the action ("Deletes nothing", "Creates no files"). */
const DENIALS = new Set(['nothing', 'no', 'none', 'never', 'not']);

/** How many words of the opening are read. */
const OPENING_WORDS = 16;

/** The base form of a verb written in the third person (creates, replies, pushes) or as is. */
function baseForm(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** Writes only a description is read for here: names with these words are left to the name rule as it is. */
const DESCRIPTION_WRITES = new Set(['manage', 'transition', 'empty', 'book', 'subscribe', 'unsubscribe']);
/** Of those, the ones beyond a proposal. */
const DESCRIPTION_BEYOND_PROPOSAL = new Set(['transition', 'empty', 'book']);
/** What a run or execute verb runs when it runs code (the head of its object): not a query's pipeline, a job's status. */
const CODE_THINGS = new Set(['code', 'command', 'commands', 'script', 'scripts', 'shell', 'bash', 'python', 'javascript', 'powershell', 'program', 'binary', 'playbook', 'migration', 'migrations']);

/** Verbs of reading the verb lexicon does not hold: an opening with one is a read, never a label to skip. */
const READS = new Set(['return', 'provide', 'give', 'report', 'tell', 'answer', 'count', 'detect', 'identify', 'determine', 'compare', 'explain', 'suggest', 'recommend', 'track', 'test', 'lookup', 'list', 'search', 'get']);

/** How many words of the verb start at words[i] (a multi-word verb: roll back, shut down, turn off), 0 when none. */
function verbLength(words: readonly string[], i: number): number {
  const first = stem(baseForm(words[i]));
  const pair = i + 1 < words.length ? verbAt([first, stem(words[i + 1])], 0) : undefined;
  if (pair !== undefined && pair.length === 2) return 2;
  if (verbAt([first], 0) !== undefined || EXTRA_WRITES.has(first) || DESCRIPTION_WRITES.has(baseForm(words[i]))) return 1;
  return 0;
}

/** An opening in capitals that marks a write without brackets: "DESTRUCTIVE:", "⚠️ IRREVERSIBLE –". */
const CAPS_MARKER = /^(DESTRUCTIVE|IRREVERSIBLE|DANGEROUS|DANGER|WRITE(?: OPERATION)?|MUTATING)\s{0,2}[:!–—-]/;
/** A clause that sets the scene before the verb: "Given an account id, transfers…", "When called, …", "In Stripe, …". */
const LEAD_IN = /^(?:given|when|for|in|on|after|once|with|using|if|within|from|whenever)\b[^,]{0,80},\s*/;
/** What after a verb with no object says it names a thing: "Posts in a subreddit", "Schedule of matches", "Writes are not supported". */
const THING_AFTER = new Set(['of', 'near', 'between', 'since', 'per', 'are', 'is', 'were', 'was', 'for', 'in', 'on', 'from', 'to', 'by', 'with', 'at']);
/** What after several joined verbs with no object says they name things: "Updates and commits of a branch". */
const NAMED_AFTER = new Set(['of', 'are', 'is', 'were', 'was', 'near', 'between', 'since', 'per']);
/** A light verb before the write it names ("Issues a refund", "Makes a payment", "Places an order"), and such writes. */
const LIGHT = new Set(['issue', 'make', 'place', 'process', 'perform', 'execute', 'initiate', 'submit', 'complete', 'do']);
const LIGHT_WRITES = new Set([
  'refund', 'refunds', 'payment', 'payments', 'transfer', 'transfers', 'purchase', 'purchases', 'order', 'orders', 'withdrawal', 'withdrawals',
  'deposit', 'deposits', 'booking', 'bookings', 'reservation', 'reservations', 'charge', 'charges', 'payout', 'payouts', 'trade', 'trades',
  'deployment', 'deletion', 'rollback', 'restart', 'reboot', 'shutdown', 'migration', 'commit', 'push', 'wire', 'cancellation',
]);
/** A past participle, regular or one of the common irregular ones ("Changes made by a user"). */
const PARTICIPLE = /^(?:[a-z]{3,}ed|made|done|taken|sent|given|seen|written|run|kept|held|left|set|put|built|paid|sold|bought|won|lost|found|brought)$/;
/** A listing's words: what is returned is a list of things the verb word names ("Replies to a thread, oldest first"). */
const LISTING = /\b(?:newest|oldest|latest|most\srecent|sorted|ordered|first|last\s\d+|since|between|paginated|page\sof)\b/;
/** Statements a run or execute tool takes that write, in capitals as a description lists them. */
const WRITE_STATEMENTS = /\b(?:INSERT|UPDATE|DELETE|DROP|TRUNCATE|ALTER|MERGE|POST|PUT|PATCH)\b/;
const DENIES_WRITES = /\b(?:not|no|never|without|only|reject|rejects|rejected|refuses?|blocked|read-only|readonly)\b/i;

/** The opening's words once a lead-in, a subject and an adverb are dropped. */
function openingWords(clause: string): string[] {
  let text = clause.replace(LEAD_IN, '');
  for (const subject of SUBJECTS) text = text.replace(subject, '');
  return text.replace(/’/g, "'").match(/[a-z][a-z0-9'-]*|,|&|\//g)?.slice(0, OPENING_WORDS) ?? [];
}

/** The first clause of a text: up to a sentence's end, a colon, a semicolon, a dash between spaces, a parenthesis or a line break. */
const CLAUSE_END = /[.!?](?:\s|$)|[:;\n()[\]]|\s[-–—]\s/;

/** The opening once its marker or heading is read: a write marker found (declared read), or the text to read on. */
type Opening = { marker: string } | { text: string };

/**
 * A marker ("[WRITE]", "IRREVERSIBLE:") is the action of a tool declared read. A Markdown heading line first ("#
 * Email") is a title, not the opening. Declared propose, a marker says nothing of a proposal: the verbs after it are
 * read (a review: "[DESTRUCTIVE] Deletes the repository." went unflagged).
 */
function readMarkers(head: string, effect: 'read' | 'propose'): Opening {
  const marker = MARKER.exec(head);
  if (marker !== null && effect === 'read') return { marker: `[${marker[1]}]` };
  let text = (/^\s{0,3}#/.test(head) ? head.replace(/^[^\n]*\n/, '') : marker !== null ? head.slice(marker[0].length) : head).replace(OPENING, '');
  const caps = CAPS_MARKER.exec(text);
  if (caps !== null && effect === 'read') return { marker: caps[1] };
  if (caps !== null) text = text.slice(caps[0].length).replace(OPENING, '');
  // A short aside in parentheses is left out ("Users (admin). Deactivates a user…").
  return { text: text.replace(/\s?\([^()\n]{0,40}\)/g, (aside) => (WRITE_STATEMENTS.test(aside) ? aside : '')) };
}

/** The text from its opening clause on, the clause and its words. */
interface Clause {
  text: string;
  clause: string;
  words: string[];
}

function clauseAt(text: string): Clause {
  const clause = text.split(CLAUSE_END, 1)[0];
  return { text, clause, words: openingWords(clause.toLowerCase()) };
}

/**
 * Past a short label, heading or sentence with no verb first ("Branch cleanup: deletes…", "# Email", "Okta user
 * lifecycle. Deactivates…"): the opening is what follows it.
 * (A label before a colon or a dash has up to five words, a sentence up to three; a read's own verb the lexicon does
 * not hold — Returns, Provides, Reports — opens no label.)
 */
function pastLabel(first: Clause, head: string): Clause {
  const { text, clause, words } = first;
  const beforeColon = /^\s*(?::|\s[-–—]\s)/.test(text.slice(clause.length));
  const label = beforeColon || /^\s*#/.test(head) ? 5 : 3;
  if (words.length === 0 || words.length > label || READS.has(baseForm(words[0]))) return first;
  if (!titled(first, beforeColon, label) && verbLength(words, words.length > 1 && /^[a-z]{3,}ly$/.test(words[0]) ? 1 : 0) > 0) return first;
  const rest = text.slice(clause.length).replace(/^[^\p{L}\p{N}]+/u, '');
  return rest.length > 0 ? clauseAt(rest) : first;
}

/**
 * Before a colon, a verb word in its base form with a bare noun is a title too ("Update checker: reports…", "Refund
 * policy lookup: returns…", "Merge conflicts in a PR: …": a second outside hunt), not an order ("Delete the file: …").
 * Not before a list of the verbs it stands for ("Manage users in Auth0: create, block, delete.") nor of actions
 * ("Manage branches: list all branches, create a new branch, delete a branch"). A one-word label too: "Rollback:
 * reverts the last deployment". (The clause after the colon or dash is read only when there is one.)
 */
function titled({ text, clause, words }: Clause, beforeColon: boolean, label: number): boolean {
  if (!beforeColon) return false;
  const after = openingWords(text.slice(clause.length).replace(/^[^\p{L}\p{N}]+/u, '').split(CLAUSE_END, 1)[0].toLowerCase());
  const segments = after.join(' ').split(/\s*,\s*/).map((seg) => seg.split(' ').filter((w) => w !== 'and' && w !== 'or'));
  const actionList = segments.length >= 2 && segments.every((seg) => seg.length > 0 && verbLength(seg, 0) > 0);
  const verbList = actionList || (after.length > 0 && after.every((w, k) => [',', 'and', 'or', '&', '/'].includes(w) || verbLength(after, k) > 0));
  if (verbList || words.length === 0 || words.length > label) return false;
  if (words.length === 1) return after.length > 0;
  return words[0] === baseForm(words[0]) && !DETERMINERS.has(words[1]) && !/^[,&/]$/.test(words[1]) && !['and', 'or'].includes(words[1]);
}

/** The opening verbs: the first (after an adverb: permanently deletes, safely removes), then any joined to it by a comma, and, or, and/or, &. */
function openingVerbs(words: readonly string[]): { start: number; at: number; verbs: string[] } {
  let at = words.length > 1 && /^[a-z]{3,}ly$/.test(words[0]) && verbLength(words, 1) > 0 ? 1 : 0;
  const start = at;
  const verbs: string[] = [];
  while (at < words.length) {
    const length = verbLength(words, at);
    if (length === 0) break;
    verbs.push(words.slice(at, at + length).join(' '));
    let next = at + length;
    while (next < words.length && [',', 'and', 'or', '&', '/'].includes(words[next])) next++;
    if (next === at + length || next >= words.length || verbLength(words, next) === 0) {
      at += length;
      break;
    }
    at = next;
  }
  return { start, at, verbs };
}

/**
 * A light verb, then a determiner and the write it names ("Issues a refund", "Makes a payment", "Places an order"):
 * the words up to that write, else undefined. (The determiner tells the verb from a noun: "Issues of a repository"
 * names issues.)
 */
function lightVerbWrite(words: readonly string[], start: number, effect: 'read' | 'propose'): string | undefined {
  if (start >= words.length - 1 || !LIGHT.has(baseForm(words[start]))) return undefined;
  // Placing orders, trades or bets needs no determiner ("Places purchase orders with suppliers": an outside red team's
  // plan tool that came to place them): "places" before them is no noun.
  if (baseForm(words[start]) === 'place' && !DETERMINERS.has(words[start + 1])) {
    const j = words.slice(start + 1, start + 4).findIndex((w) => PLACED.has(w));
    return j >= 0 && words.slice(start + 1, start + 1 + j).every((w) => !OBJECT_END.has(w) && /^[a-z-]+$/.test(w)) ? words.slice(start, start + 2 + j).join(' ') : undefined;
  }
  if (start >= words.length - 2 || !DETERMINERS.has(words[start + 1])) return undefined;
  const k = words.slice(start + 2, start + 5).findIndex((w) => LIGHT_WRITES.has(w));
  // (Declared propose, making or doing a booking, a reservation or an order may be its draft; placing, submitting or
  // processing one is not.)
  if (k < 0 || (effect === 'propose' && ['make', 'do'].includes(baseForm(words[start])) && ['order', 'orders', 'booking', 'bookings', 'reservation', 'reservations'].includes(words[start + 2 + k]))) return undefined;
  return words.slice(start, start + 3 + k).join(' ');
}
/** What is placed, said with no determiner ("Places limit orders"). */
const PLACED = new Set(['order', 'orders', 'trade', 'trades', 'bet', 'bets', 'bid', 'bids', 'wager', 'wagers']);

/** The verbs' object (up to three words, determiners left out) and the index of the word that ends it. */
function objectAfter(words: readonly string[], at: number): { object: string[]; end: number } {
  const object: string[] = [];
  let end = at;
  for (; end < words.length && object.length < 3; end++) {
    const word = words[end];
    if (OBJECT_END.has(word) || word === ',' || word === '&' || word === '/') break;
    if (!DETERMINERS.has(word)) object.push(word.replace(/'s$/, '').replace(/[^a-z0-9]/g, ''));
  }
  return { object, end };
}

/**
 * What the description's opening says the tool does when it contradicts the declared effect: the marker or the
 * opening's words as written ("[WRITE]", "Search and replace text"), else undefined.
 */
export function descriptionWriteAction(description: string, server: string, effect: 'read' | 'propose'): string | undefined {
  const head = description.slice(0, 400);
  const opening = readMarkers(head, effect);
  if ('marker' in opening) return opening.marker;
  // Another language than English opens it: the English reading would take a French verb the similarity lexicon
  // holds (supprimer, modifier, envoie) or an identifier further on ("…。请使用 create_task") for the opening.
  if (opensForeign(opening.text)) return NOT_CARRIED_OUT.test(head.toLowerCase().split('\n', 1)[0]) ? undefined : foreignWriteAction(description, effect);
  const { text, words } = pastLabel(clauseAt(opening.text), head);
  const sentence = text.split(/[.!?](?:\s|$)|\n/, 1)[0];
  const notCarriedOut = NOT_CARRIED_OUT.test(head.toLowerCase().split('\n', 1)[0]);
  const { start, at, verbs } = openingVerbs(words);
  const light = notCarriedOut ? undefined : lightVerbWrite(words, start, effect);
  if (light !== undefined) return light;
  // No English verb opens it: a write said in another language (./foreign-openings.ts).
  if (verbs.length === 0) return notCarriedOut ? undefined : foreignWriteAction(description, effect);
  if (DENIALS.has(words[at])) return undefined;
  const { object, end } = objectAfter(words, at);
  const said = () => words.slice(start, end).join(' ').replace(/ ,/g, ',');
  if (object.length === 0) {
    // A write with no object, into a place ("Posts to a Slack channel", "Writes to the file"): unless what is
    // returned is a list of such things ("Replies to a thread, oldest first").
    if (verbs.length === 1 && ['to', 'into', 'onto'].includes(words[end]) && !LISTING.test(sentence.toLowerCase())) {
      const cls = verbAt(verbs[0].split(' ').map((w, k) => stem(k === 0 ? baseForm(w) : w)), 0)?.cls;
      // (Not an answer to questions: "Responds to questions about the docs" reads them; "Replies to the question in
      // the thread" posts.)
      // The head of what is answered (user questions, natural-language queries), up to where the object ends.
      const into = objectAfter(words, end + 1).object;
      if (cls === 'reply' && into.some((w) => QUESTIONS.has(w)) && !POSTED.test(sentence.toLowerCase())) return undefined;
      if (cls !== undefined && (effect === 'read' ? ['send', 'write', 'reply', 'upload', 'forward'] : ['send', 'reply', 'forward']).includes(cls)) {
        return words.slice(start, Math.min(words.length, end + 4)).join(' ');
      }
    }
    // No object: a thing named, not an action ("Posts in a subreddit", "Commits on a branch", "Schedule of
    // matches") — unless several actions are joined ("Subscribe or unsubscribe from watching a card"), and not
    // before of or a verb.
    if (verbs.length < 2 || NAMED_AFTER.has(words[end] ?? 'of')) return undefined;
  }
  if (notCarriedOut) return undefined;
  // Removing or replacing something in the text a tool is given changes a copy it returns (making a thing from JSON
  // or a text still makes it).
  const reading: VerbReading = { words, at, start, end, object, sentence, transform: GIVEN_TEXT.test(sentence.toLowerCase()), server, effect };
  return verbs.some((verb) => writes(verb, reading)) ? said() : undefined;
}

/** What the opening's verbs are read with. */
interface VerbReading {
  words: readonly string[];
  /** Where the verbs end, where they start, where their object ends. */
  at: number;
  start: number;
  end: number;
  object: readonly string[];
  sentence: string;
  /** The sentence acts on a text the tool is given. */
  transform: boolean;
  server: string;
  effect: 'read' | 'propose';
}

/** The lookups `forward` gives a direction to in a description. */
const GEOCODING = new Set(['geocode', 'geocoding'].map(stem));
/** Words after what is forwarded that say where it goes. */
const SENT_ON = /(?:^|\s)(?:to|by|via|over|through|into|using|email|e-mail|webhook)(?:\s|$)|@/;

/** "… in read-only mode", "…, read-only". */
const READ_ONLY_MODE = /\bin\s{1,3}(?:a\s{1,3})?read[-\s]?only\s{1,3}(?:mode|transaction|session|connection)\b/i;

/** An object qualified as reading only: read-only, readonly, read only, non-destructive. */
function readOnlyThing(object: readonly string[]): boolean {
  return object.some((w, i) => w === 'readonly' || w === 'nondestructive' || (w === 'read' && object[i + 1] === 'only'));
}

/** Whether one opening verb, with the object, writes beyond the declared effect. */
function writes(verb: string, { words, at, start, end, object, sentence, transform, server, effect }: VerbReading): boolean {
  const thing = object[object.length - 1];
  const base = verb.split(' ').map((w, k) => (k === 0 ? baseForm(w) : w));
  const cls = verbAt(base.map(stem), 0)?.cls;
  // What is run is said to read only ("Execute a READ-ONLY command from an allowlist", "Runs read-only SQL queries":
  // a ninth survey's ssh server): the run is the read the catalog declares.
  if (cls === 'execute' && (readOnlyThing(object) || READ_ONLY_MODE.test(sentence))) return false;
  if ((cls === 'create' || cls === 'write') && thing !== undefined && RETURNED.has(thing)) return false;
  if (transform && (cls === 'delete' || cls === 'update')) return false;
  // Forward geocoding is a direction ("Forward geocode addresses": addresses to coordinates); search or lookup results
  // forwarded are sent (an outside review: "Forward search results over email").
  if (cls === 'forward' && object.length > 1 && GEOCODING.has(stem(object[0])) && !SENT_ON.test(words.slice(end).join(' '))) return false;
  if (cls === 'send' && (object.some((w) => ASKED.has(w)) || TO_A_MODEL.test(words.slice(end, end + 3).join(' ')))) return false;
  if (cls === 'reply' && object.some((w) => QUESTIONS.has(w)) && !POSTED.test(sentence.toLowerCase())) return false;
  if ((effect === 'read' ? DESCRIPTION_WRITES : DESCRIPTION_BEYOND_PROPOSAL).has(base[0]) && object.length > 0) return true;
  // A plural before a participle names things: "Orders placed by a customer", "Updates made since Monday".
  // (Not a participle before its object: "Deletes archived messages".)
  if (verb !== base.join(' ') && at === start + 1 && PARTICIPLE.test(words[at] ?? '') && (at + 1 >= words.length || THING_AFTER.has(words[at + 1]))) return false;
  // A write only this rule's vocabulary holds, judged where the description puts it (the name's reading would take
  // a later word for the action: "Voids an open invoice", "Submits a review").
  if (base.length === 1 && object.length > 0 && cls === undefined && EXTRA_WRITES.has(stem(base[0])) && writeActionOf(base[0], server, effect) !== undefined) return true;
  const name = [...base, ...object].filter((w) => w.length > 0).join('_');
  if (writeActionOf(name, server, effect) !== undefined) return true;
  // Running code or a command, or statements that write ("Executes arbitrary Python code", "Execute a SQL statement,
  // including INSERT, UPDATE and DELETE"); not when the sentence denies them ("only SELECT; INSERT is rejected").
  return cls === 'execute' && ((thing !== undefined && CODE_THINGS.has(thing)) || (WRITE_STATEMENTS.test(sentence) && !DENIES_WRITES.test(sentence)));
}
