// The statistical reading: a linear model over the words of a tool's prose,
// scored sentence by sentence. The lint's other readings look for wordings
// (phrases, lexicons, concepts); this one weighs vocabulary, and reaches
// paraphrases of text that addresses the agent about its own conduct (what
// to tell the user, what to carry out, what to hand over) that no phrase of
// the lint names. It is learned, offline and deterministic: logistic
// regression over the words of English sentences (cut to six letters) and
// adjacent word pairs, trained by
// scripts/train-steering-model.ts on the project's labelled tools (the held
// red-team cases, the lint evaluation, the corpus and real servers' tools)
// and stored as weights in steering-weights.json. A sentence reads as
// steering when its score reaches the threshold set on real tools the model
// never learned from; a tool's score is its highest sentence's. Sentences in
// other languages go to a second model (steering-weights-other.json), over
// character n-grams, with its own threshold (see otherFeaturesOf), written by
// the same script.
import type { JsonValue } from '../../types.js';
import model from './steering-weights.json' with { type: 'json' };
import otherModel from './steering-weights-other.json' with { type: 'json' };
import { normalize } from './normalize.js';
import { withoutQuotedMentions } from './quoted-mention.js';

export interface SteeringUnit {
  /** The sentence, enum member, default or example (a value's underscores read as spaces). */
  text: string;
  /** Where it stands in the definition (a JSON pointer). */
  pointer: string;
  /** The whole string it was read from, and where in it the unit starts and ends. */
  source: string;
  start: number;
  end: number;
}

export interface SteeringReading {
  score: number;
  threshold: number;
  unit: SteeringUnit;
  /** The features of the sentence that weighed most towards steering, heaviest first. */
  words: string[];
  /** Which model read it: English (words and word pairs), or another language (character n-grams). */
  language: 'english' | 'other';
}

interface ModelFile {
  bias: number;
  threshold: number;
  weights: Record<string, number>;
}

const MODEL = model as ModelFile;
const WEIGHTS = new Map<string, number>(Object.entries(MODEL.weights));
/** A sentence scoring this or more is reported. */
export const STEERING_THRESHOLD = MODEL.threshold;
// The second model, for sentences in other languages (see otherFeaturesOf): its own weights and threshold.
const OTHER = otherModel as ModelFile;
const OTHER_WEIGHTS = new Map<string, number>(Object.entries(OTHER.weights));
export const OTHER_STEERING_THRESHOLD = OTHER.threshold;

/** Words are cut to this many characters: inflected forms share a feature (reported, reports → report). */
const STEM = 6;
/** A unit of fewer words says too little to weigh ("Adds two numbers."); it is neither learned nor read. */
const MIN_TOKENS = 5;
const MAX_DEPTH = 12;
/** Units of MIN_TOKENS words or more read per tool (shorter ones, "Row 1" on four hundred lines, do not count). */
const MAX_UNITS = 2_000;
const MIN_VALUE = 12;
/** A sentence is read up to this many characters: a hostile one of a megabyte costs no more, nor fills the cache. */
const MAX_SENTENCE = 2_000;

// Sentence ends: after . ! ? ; and their fullwidth forms (not after an abbreviation, e.g. i.e. etc., nor a list
// item's number), and at a line break, unless the next line goes on in lower case: a sentence broken over two lines is
// read whole ("the assistant tells the user\nthat every file…").
const SENTENCE_END =
  /(?<=[.!?;])(?<!(?:^|[\s(\[{"'`])(?:[eE]\.[gG]|[iI]\.[eE]|[eE]tc|[vV]s|[cC]f|[aA]pprox|[iI]ncl|[zZ]\.[bB]|[pP]\.[eE]x|[dD]\.[hH])\.)(?<!(?:^|\n)[ \t]*\d{1,3}\.)\s+|\n(?![ \t]*\p{Ll})\s*|(?<=[。！？；])/gu;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const WORD_START = /(?:^|[^\p{L}\p{N}])[\p{L}\p{N}]/gu;

/** Whether a text holds MIN_TOKENS words (counted up to that). */
function longEnough(text: string): boolean {
  WORD_START.lastIndex = 0;
  for (let n = 0; n < MIN_TOKENS; n++) if (!WORD_START.test(text)) return false;
  return true;
}
const DIGITS = /^\d+$/;

interface Units {
  out: SteeringUnit[];
  /** Units long enough to be read, so far (MAX_UNITS). */
  read: number;
}

function push(units: Units, unit: SteeringUnit): void {
  if (longEnough(unit.text.length > MAX_SENTENCE ? unit.text.slice(0, MAX_SENTENCE) : unit.text)) units.read++;
  units.out.push(unit);
}

function pushProse(text: string, pointer: string, units: Units): void {
  const add = (start: number, end: number): void => {
    const sentence = text.slice(start, end);
    if (sentence.trim().length > 1) push(units, { text: sentence, pointer, source: text, start, end });
  };
  let start = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    if (units.read >= MAX_UNITS) return;
    add(start, m.index);
    start = m.index + m[0].length;
  }
  if (units.read < MAX_UNITS) add(start, text.length);
}

function pushValue(value: JsonValue, pointer: string, units: Units): void {
  // Identifiers and short values say nothing; a value long enough to be a sentence (snake_case ones too) is read as one.
  if (typeof value === 'string' && value.length >= MIN_VALUE && units.read < MAX_UNITS) push(units, { text: value.replace(/_+/g, ' '), pointer, source: value, start: 0, end: value.length });
}

const escapeKey = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
/** Keywords whose value maps names to schemas: a property named `default` or `description` is a schema, not a keyword. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

function walkSchema(node: JsonValue | undefined, pointer: string, units: Units, depth: number): void {
  if (node === null || typeof node !== 'object' || depth > MAX_DEPTH || units.read >= MAX_UNITS) return;
  if (Array.isArray(node)) {
    node.forEach((item, i) => walkSchema(item, `${pointer}/${i}`, units, depth + 1));
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escapeKey(key)}`;
    if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, schema] of Object.entries(value)) walkSchema(schema, `${at}/${escapeKey(name)}`, units, depth + 1);
    } else if ((key === 'description' || key === 'title') && typeof value === 'string') pushProse(value, at, units);
    else if ((key === 'enum' || key === 'examples') && Array.isArray(value)) value.forEach((item, i) => pushValue(item, `${at}/${i}`, units));
    else if ((key === 'default' || key === 'const' || key === 'example') && typeof value === 'string') pushValue(value, at, units);
    else walkSchema(value, at, units, depth + 1);
  }
}

/** What the model reads of a tool: its title and description sentence by sentence, and every description, title and long value of its schemas. */
export function steeringUnits(definition: { [key: string]: JsonValue }): SteeringUnit[] {
  const units: Units = { out: [], read: 0 };
  if (typeof definition.title === 'string') pushProse(definition.title, '/title', units);
  if (typeof definition.description === 'string') pushProse(definition.description, '/description', units);
  walkSchema(definition.inputSchema, '/inputSchema', units, 0);
  walkSchema(definition.outputSchema, '/outputSchema', units, 0);
  return units.out;
}

/** The words of a text, normalised: numbers as '#', words cut to STEM characters. */
function tokens(norm: string): string[] {
  const out: string[] = [];
  for (const match of norm.matchAll(WORD)) {
    const word = match[0];
    out.push(DIGITS.test(word) ? '#' : word.length > STEM ? word.slice(0, STEM) : word);
  }
  return out;
}

// English, read so: letters of the Latin script (a few others, or emoji, allowed: one in twenty letters), and its
// commonest words, two at least and one word in six. The model learned from few honest texts in other languages
// (most real servers write English): there its vocabulary would say "French" more than "steering", and the
// wordings of instruction_text read them instead. Accents are read as their letters ("thé" reads "the").
// (Not the short words other languages share: a, an, in, on, as, so, to.)
const ENGLISH_WORDS = new Set(['the', 'of', 'and', 'is', 'for', 'that', 'with', 'be', 'by', 'this', 'it', 'are', 'from', 'or', 'any', 'you', 'your', 'not', 'all', 'if', 'when', 'before', 'after', 'each', 'every', 'its', 'their', 'should', 'must', 'will', 'can', 'into', 'than', 'then', 'also', 'only', 'here', 'what', 'which', 'who', 'has', 'have', 'was', 'were', 'been', 'they', 'them', 'there', 'these', 'those', 'would', 'could', 'does', 'do']);
const LETTER = /\p{L}/gu;
const OTHER_SCRIPT_LETTER = /(?=\p{L})\P{Script=Latin}/gu;
const MARKS = /\p{M}+/gu;

function english(norm: string, words: string[]): boolean {
  let known = 0;
  for (const w of words) if (ENGLISH_WORDS.has(w)) known++;
  if (known < 2 || known * 6 < words.length) return false;
  const other = norm.match(OTHER_SCRIPT_LETTER)?.length ?? 0;
  return other * 20 <= (norm.match(LETTER)?.length ?? 0);
}

// The conduct the reading reports on: a sentence that names none of the agent, the person it serves, the
// conversation, what it says back, a tool, or a standing rule (always, every, whatever, instead, without…) is learned
// from but not reported. A product's own vocabulary ("Marks the order as ready and notifies the warehouse.") is not
// the agent's conduct, however often attacks used its words.
const CONDUCT = /\b(?:assistant|agent|model|ai|llm|you|your|yours|users?|person|people|customers?|conversation|chat|session|thread|repl(?:y|ies)|respon\w*|answer\w*|tell\w*|told|mention\w*|says?|said|inform\w*|report\w*|instruct\w*|prompt\w*|tools?|always|never|every|whatever|regardless|instead|automatic\w*|without)\b/;

const capped = (text: string): string => (text.length > MAX_SENTENCE ? text.slice(0, MAX_SENTENCE) : text);

/** Whether a sentence names the agent's conduct (see CONDUCT): only such sentences are reported. */
export const aboutConduct = (text: string): boolean => CONDUCT.test(normalize(capped(text)).norm);

const NOT_ASCII = /[^\u0000-\u007f]/;

/** A sentence's words without their accents, as both models read them (an ASCII sentence has none to take off). */
function wordsOf(norm: string): { plain: string; t: string[] } {
  const plain = NOT_ASCII.test(norm) ? norm.normalize('NFD').replace(MARKS, '') : norm;
  return { plain, t: tokens(plain) };
}

function featuresOf(norm: string, words = wordsOf(norm)): string[] {
  const { plain, t } = words;
  if (t.length < MIN_TOKENS || !english(plain, t)) return [];
  const features = new Set<string>();
  for (let i = 0; i < t.length; i++) {
    features.add(t[i]);
    if (i + 1 < t.length) features.add(`${t[i]} ${t[i + 1]}`);
  }
  return [...features];
}

/** The distinct features of an English sentence of MIN_TOKENS words or more: its words and adjacent word pairs (none otherwise). */
export function steeringFeatures(text: string): string[] {
  return featuresOf(normalize(capped(text)).norm);
}

// Other languages, read so: the sentence is not English (above), and holds MIN_TOKENS words or, in a script written
// without spaces (Chinese, Japanese, Korean, Thai), MIN_CLOSE_LETTERS of its letters. Its features are character
// n-grams of two to four within each word, the word's edges marked by a space (" ign", "gno", "ore "): they reach
// inflected and compound forms in any script without a lexicon per language. Learned from the red teams' sets in some
// thirty languages and real servers' tools in Chinese, French and Japanese; English sentences stay with the word model.
const CLOSE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu;
const MIN_CLOSE_LETTERS = 8;
const CHUNK = /\S+/g;
/** A word's n-grams read up to this many characters (a sentence with no space is one word). */
const MAX_CHUNK = 400;

// A sentence of another language says so: letters of another script (five at least), Latin letters with diacritics
// (three at least), or the short words of a language written in Latin letters, two at least and one word in eight (English technical prose with few of its own
// short words, "Returns JSON list of open tickets", stays unread). Written without their accents, as tokens are read.
const OTHER_WORDS = new Set(
  (
    'der die das und ist nicht mit fur von zu den dem ein eine auf sie wird werden auch nur oder wenn bei sich im zum zur aus ohne vor ' +
    'le la les et est des une un pour dans pas que qui sur avec ce cette vous sont etre ou ne au aux du ' +
    'el los las del una por para con como este esta sin sus pero mas se su al lo de en y ' +
    'il gli che della delle per non sono questo questa anche di da nel alla un una dal dalla nella tra ed e ' +
    'os dos uma com nao seu sua tambem sao ao pelo pela em um do da no nos nas ' +
    'het een en van niet voor met zijn wordt ook als bij dat deze naar te op aan om je uw ' +
    'w nie na sie do ze jest jak oraz lub dla przez z to ' +
    'och att det som for inte pa ar av ett og er til ikke med ' +
    'dan yang untuk dengan tidak ini itu dari ke akan atau juga di pada jika harus agar tanpa sudah milik melalui ' +
    've bir bu icin ile olarak degil veya ' +
    'je pro jako nebo si ' +
    'si la cu pentru nu este sau ' +
    'na ya wa kwa ni za katika kama hii cha la ' +
    'ang ng mga sa ay hindi ' +
    'cua va la cac cho khong duoc voi trong ' +
    'ja on ei se etta tai kun ' +
    'az es hogy nem egy is'
  ).split(' '),
);
const OTHER_SCRIPT_MIN = 5;

/** A Latin letter with a diacritic (ą, č, ş, ı, ő, ã, ư…): three in a sentence not English say another language (Czech, Polish, Turkish, Vietnamese write few of the short words above). */
const ACCENTED_LATIN = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]/g;
const ACCENTED_MIN = 3;

function otherLanguage(norm: string, words: string[]): boolean {
  if ((norm.match(OTHER_SCRIPT_LETTER)?.length ?? 0) >= OTHER_SCRIPT_MIN) return true;
  // (Precomposed letters only: normalize() takes combining marks off Latin letters, so such a text is read by its words.)
  if ((norm.match(ACCENTED_LATIN)?.length ?? 0) >= ACCENTED_MIN) return true;
  let known = 0;
  for (const w of words) if (OTHER_WORDS.has(w)) known++;
  return known >= 2 && known * 8 >= words.length;
}

function otherFeaturesOf(norm: string, words = wordsOf(norm)): string[] {
  const { plain, t } = words;
  if (english(plain, t) || !otherLanguage(norm, t)) return [];
  if (t.length < MIN_TOKENS && (norm.match(CLOSE_SCRIPT)?.length ?? 0) < MIN_CLOSE_LETTERS) return [];
  const features = new Set<string>();
  for (const m of norm.matchAll(CHUNK)) {
    const word = ` ${m[0].slice(0, MAX_CHUNK)} `;
    for (let n = 2; n <= 4; n++) for (let i = 0; i + n <= word.length; i++) features.add(word.slice(i, i + n));
  }
  return [...features];
}

/** The distinct features of a sentence in another language (see otherFeaturesOf; none for English or short ones). */
export function otherSteeringFeatures(text: string): string[] {
  return otherFeaturesOf(normalize(capped(text)).norm);
}

/** A sentence's score: the bias plus the weights of its features, scaled by 1/√n (a long sentence weighs no more for its length). */
export function scoreFeatures(features: readonly string[], weights: ReadonlyMap<string, number> = WEIGHTS, bias = MODEL.bias): number {
  const scale = 1 / Math.sqrt(features.length || 1);
  let z = bias;
  for (const f of features) z += (weights.get(f) ?? 0) * scale;
  return z;
}

// Catalogs repeat sentences (near-copies of a server, shared boilerplate): each distinct one is scored once per
// catalog (the cache is the caller's: one per lint context). Bounded.
const MAX_CACHED = 50_000;

/**
 * A sentence's reading: its score less its model's threshold (reported from 0), -Infinity when it is not read (too
 * short; English and not about the agent's conduct). English is read by the word model, other languages by theirs.
 */
function sentenceMargin(text: string, cache: Map<string, number> | undefined): number {
  const key = capped(text);
  let s = cache?.get(key);
  if (s === undefined) {
    s = readSentence(key).margin;
    if (cache) {
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(key, s);
    }
  }
  return s;
}

function readSentence(text: string): { margin: number; score: number; threshold: number; features: string[]; weights: ReadonlyMap<string, number>; language: SteeringReading['language'] } {
  // (Quoted examples are not said: the model weighs the sentence without them.)
  const norm = withoutQuotedMentions(normalize(text).norm);
  const words = wordsOf(norm);
  const english = featuresOf(norm, words);
  if (english.length > 0) {
    const score = CONDUCT.test(norm) ? scoreFeatures(english) : -Infinity;
    return { margin: score - STEERING_THRESHOLD, score, threshold: STEERING_THRESHOLD, features: english, weights: WEIGHTS, language: 'english' };
  }
  const other = otherFeaturesOf(norm, words);
  // (Every sentence of another language is reported on: a lexicon of conduct in thirty languages, tried, cost a third of
  // what this reading adds on held-out red teams for one honest tool in a hundred.)
  const score = other.length === 0 ? -Infinity : scoreFeatures(other, OTHER_WEIGHTS, OTHER.bias);
  return { margin: score - OTHER_STEERING_THRESHOLD, score, threshold: OTHER_STEERING_THRESHOLD, features: other, weights: OTHER_WEIGHTS, language: 'other' };
}

/**
 * The tool's highest-scoring sentence when it reaches the threshold, with the words that weighed most. `skip` leaves
 * out the units another reading has already judged (see lint.ts); `cache` keeps the scores of sentences read.
 */
export function steeringReading(definition: { [key: string]: JsonValue }, skip?: (unit: SteeringUnit) => boolean, cache?: Map<string, number>): SteeringReading | undefined {
  let best: SteeringUnit | undefined;
  let top = -Infinity;
  for (const unit of steeringUnits(definition)) {
    if (skip?.(unit)) continue;
    const s = sentenceMargin(unit.text, cache);
    if (s > top) {
      top = s;
      best = unit;
    }
  }
  if (best === undefined || top < 0) return undefined;
  const read = readSentence(capped(best.text));
  const words = read.features
    .map((f) => [f, read.weights.get(f) ?? 0] as const)
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 6)
    .map(([f]) => f);
  return { score: Math.round(read.score * 100) / 100, threshold: read.threshold, unit: best, words, language: read.language };
}
