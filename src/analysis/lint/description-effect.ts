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
import { writeActionOf } from './name-effect.js';
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
  /^(?:used|designed|meant|intended)\s+to\s+/,
  /^(?:allows|enables|lets|helps)\s+(?:you\s+|the\s+(?:user|agent|assistant|model)\s+|users\s+|agents\s+)?(?:to\s+)?/,
  /^(?:you\s+can|can|will)\s+/,
];

/** Words between a verb and its object that the object's name leaves out. */
const DETERMINERS = new Set(['a', 'an', 'the', 'one', 'or', 'more', 'all', 'any', 'each', 'every', 'some', 'your', 'my', 'its', 'their', 'this', 'that', 'these', 'those', 'new', 'existing', 'multiple', 'several', 'specified', 'given', 'selected']);
/** Where a verb's object ends. */
const OBJECT_END = new Set([
  'in', 'on', 'from', 'to', 'into', 'onto', 'for', 'with', 'by', 'of', 'at', 'via', 'using', 'within', 'across', 'through', 'as', 'if', 'when', 'where',
  'and', 'or', 'but', 'then', 'that', 'which', 'who', 'based', 'according', 'including', 'without', 'under', 'over', 'about',
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
const ASKED = new Set(['prompt', 'prompts', 'query', 'queries', 'question', 'questions', 'chat', 'completion', 'icmp', 'echo', 'ping', 'pings']);
/** The text a transform acts on, named after in or from: a write there (removes escapes from text, replaces secrets in a text) changes a copy it returns. */
const GIVEN_TEXT = /\b(?:in|from|within|inside)\s(?:(?:a|an|the|any|given|provided|input|supplied|some)\s){0,2}(?:text|texts|string|strings|input|content|html|markdown|json|xml|csv|output|document|snippet)(?=\s*(?:$|[,;:()]|(?:with|and|so|to|before|for|by|using|into|then|while)\b))/;
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

const isVerb = (word: string) => verbAt([stem(baseForm(word))], 0) !== undefined;

/**
 * What the description's opening says the tool does when it contradicts the declared effect: the marker or the
 * opening's words as written ("[WRITE]", "Search and replace text"), else undefined.
 */
export function descriptionWriteAction(description: string, server: string, effect: 'read' | 'propose'): string | undefined {
  const head = description.slice(0, 400);
  const marker = MARKER.exec(head);
  if (marker !== null) return effect === 'read' ? `[${marker[1]}]` : undefined;
  let text = head.replace(OPENING, '');
  const sentence = text.split(/[.!?](?:\s|$)|\n/, 1)[0].toLowerCase();
  // The first clause: up to a sentence's end, a colon, a semicolon, a dash between spaces, a parenthesis or a line break.
  text = text.split(/[.!?](?:\s|$)|[:;\n()[\]]|\s[-–—]\s/, 1)[0].toLowerCase();
  for (const subject of SUBJECTS) text = text.replace(subject, '');
  const words = text.replace(/’/g, "'").match(/[a-z][a-z0-9'-]*|,|&|\//g)?.slice(0, OPENING_WORDS) ?? [];
  // An adverb first (permanently deletes, safely removes).
  let at = words.length > 1 && /^[a-z]{3,}ly$/.test(words[0]) && isVerb(words[1]) ? 1 : 0;
  // The opening verbs: the first, then any joined to it by a comma, and, or, and/or, &.
  const start = at;
  const verbs: string[] = [];
  while (at < words.length && isVerb(words[at])) {
    verbs.push(words[at]);
    let next = at + 1;
    while (next < words.length && [',', 'and', 'or', '&', '/'].includes(words[next])) next++;
    if (next === at + 1 || next >= words.length || !isVerb(words[next])) {
      at++;
      break;
    }
    at = next;
  }
  if (verbs.length === 0 || DENIALS.has(words[at])) return undefined;
  const object: string[] = [];
  let end = at;
  for (; end < words.length && object.length < 3; end++) {
    const word = words[end];
    if (OBJECT_END.has(word) || word === ',' || word === '&' || word === '/') break;
    if (!DETERMINERS.has(word)) object.push(word.replace(/'s$/, '').replace(/[^a-z0-9]/g, ''));
  }
  const thing = object[object.length - 1];
  if (GIVEN_TEXT.test(sentence)) return undefined;
  for (const verb of verbs) {
    const cls = verbAt([stem(baseForm(verb))], 0)?.cls;
    if ((cls === 'create' || cls === 'write') && thing !== undefined && RETURNED.has(thing)) continue;
    if (cls === 'send' && object.some((w) => ASKED.has(w))) continue;
    const name = [baseForm(verb), ...object].filter((w) => w.length > 0).join('_');
    if (writeActionOf(name, server, effect) !== undefined) return words.slice(start, end).join(' ').replace(/ ,/g, ',');
  }
  return undefined;
}
