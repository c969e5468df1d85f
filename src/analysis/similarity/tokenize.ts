// Tokenizing and light stemming for the semantic_overlap collision family.
// Pure and deterministic: no locale-dependent calls, no randomness, no I/O.
//
// Identifiers (tool names, parameter names) are split on `.`, `_`, `-`, `/`,
// whitespace and any other non letter/digit character, on camelCase
// boundaries (`getFileInfo` → get file info, `HTTPServer` → http server) and
// on letter/digit boundaries (`ec2Instances` → ec 2 instances). Free text
// (descriptions) is split on anything that is not a letter or a digit.
// Everything is lower-cased after NFKC normalization.
//
// Runs of CJK characters (Han, Hiragana, Katakana, Hangul) have no spaces
// between words; they are turned into overlapping character bigrams
// (`获取网页` → 获取 取网 网页) so that two Chinese descriptions can still share
// terms. A single CJK character stays a unigram.
//
// Stop words: a small English list (articles, pronouns, auxiliaries,
// prepositions, conjunctions and a few filler words such as "tool",
// "specified", "given"). Tokens of one letter are dropped; digit tokens are
// kept in identifiers (they distinguish `v1`/`v2`) and dropped in free text.
//
// Stemming (`stem`) is deliberately light and rule-based, applied in order:
//   1. words of 3 characters or fewer are kept as they are;
//   2. `-ies`/`-ied` → `-i` (queries → queri, applied → appli), and see 6;
//   3. `-sses` → `-ss`; words ending in `ss`, `us`, `is` keep their s
//      (status, analysis, class);
//   4. `-es` after ch, sh, x, z → dropped (matches → match, boxes → box);
//      otherwise a final `-s` is dropped (files → file, notes → note);
//   5. `-ing` and `-ed` are dropped when what remains has a vowel and at least
//      3 letters (string, thing, need, speed are kept); a doubled final
//      consonant is then undoubled (running → run, mapped → map);
//   6. a final `-e` is dropped from words longer than 3 (create, created and
//      creating all become `creat`; file and files become `fil`), and a final
//      consonant + `y` becomes `i` (query = queries = queri, copy = copied).
// A short list of words whose final s is not a plural (news, series, canvas,
// analytics…) is left alone.
// Stems are keys, not words: they are only ever compared with other stems.

/** English stop words dropped from names, descriptions and parameter names. */
import { foldConfusables } from '../../util/confusables.js';
import { append } from '../../util/append.js';

export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'not', 'no', 'yes',
  'of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'with', 'without', 'into', 'onto', 'over', 'under',
  'about', 'as', 'via', 'per', 'than', 'then', 'through', 'within', 'between', 'across', 'after', 'before',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'done', 'has', 'have', 'had',
  'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must',
  'it', 'its', 'this', 'that', 'these', 'those', 'there', 'here', 'which', 'who', 'whom', 'whose', 'what',
  'when', 'where', 'why', 'how', 'if', 'else', 'so', 'such', 'also', 'only', 'just', 'very', 'more', 'most',
  'i', 'you', 'your', 'we', 'our', 'they', 'their', 'them', 'he', 'she', 'his', 'her', 'my', 'me', 'us',
  'all', 'any', 'each', 'every', 'some', 'other', 'one', 'both', 'either', 'etc', 'eg', 'ie',
  'tool', 'tools', 'mcp', 'given', 'specified', 'specific', 'provided', 'optional', 'optionally',
  'using', 'use', 'used', 'based', 'e', 'g',
  // French function words (descriptions and names written in French).
  // Only words that are no English term of their own (des is DES, en a locale, est a time zone, sans a font, son a word).
  'le', 'la', 'les', 'une', 'du', 'de', 'et', 'ou', 'à', 'au', 'aux', 'pour', 'par', 'sur', 'dans', 'avec',
  'cette', 'qui', 'que', 'sont', 'leur', 'leurs', 'outil', 'outils', 'donné', 'donnée',
]);

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** Overlapping bigrams of a CJK run (a lone character stays a unigram). */
function cjkBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** Splits a raw chunk (no separators left) on camelCase and digit boundaries. */
function splitCamel(chunk: string): string[] {
  if (/^[a-z]+$/.test(chunk)) return [chunk];
  return chunk
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(?=\p{Lu}\p{Ll})/gu, '$1 ')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2')
    .split(' ');
}

/**
 * Splits text into lower-case words (no stop-word removal, no stemming).
 * Handles identifiers (camelCase, separators, digits) and prose alike; CJK
 * runs become character bigrams.
 */
export function splitWords(text: string): string[] {
  // ASCII text is its own NFKC form, and on ASCII the letter/digit classes are
  // [A-Za-z0-9]: one pass over the characters, chunks of lower-case letters
  // (most words of a description) taken as they are.
  const out: string[] = [];
  let start = -1;
  let plain = true;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c >= 0x80) return splitUnicode(text);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) {
      if (start < 0) {
        start = i;
        plain = true;
      }
      if (c < 97) plain = false;
    } else if (start >= 0) {
      const chunk = text.slice(start, i);
      if (plain) out.push(chunk);
      else {
        const words = chunkWords(chunk);
        for (let k = 0; k < words.length; k++) out.push(words[k]);
      }
      start = -1;
    }
  }
  return joinCompounds(out);
}

/**
 * Two-word actions made of stop words are joined before stop words go:
 * Azure's `what-if` (deployment_what_if, WhatIf) is the preview action
 * `whatif`, not two dropped words.
 */
function joinCompounds(words: string[]): string[] {
  const at = words.indexOf('what');
  if (at < 0 || at === words.length - 1) return words;
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 'what' && words[i + 1] === 'if') {
      out.push('whatif');
      i++;
    } else out.push(words[i]);
  }
  return out;
}

function splitUnicode(text: string): string[] {
  const out: string[] = [];
  const chunks = text.normalize('NFKC').split(SEPARATORS);
  for (const chunk of chunks) {
    if (chunk === '') continue;
    const words = chunkWords(chunk);
    for (let i = 0; i < words.length; i++) out.push(words[i]);
  }
  return joinCompounds(out);
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;
const SURROGATE = /[\ud800-\udfff]/;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * Caches of pure functions of one word or chunk (a catalog's vocabulary is
 * small next to its text). Cleared when full, so memory stays bounded; the
 * results never depend on what is cached.
 */
const CACHE_LIMIT = 50_000;
function cached<V>(cache: Map<string, V>, key: string, compute: (key: string) => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute(key);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, value);
  }
  return value;
}

const chunkCache = new Map<string, readonly string[]>();

/** Empties the word caches (analyzeOverlaps starts each analysis with them empty, so memory does not outlive it). */
export function clearTokenCaches(): void {
  chunkCache.clear();
  sentenceCache.clear();
  stemCache.clear();
  identifierTermCache.clear();
  textTermCache.clear();
  paramCache.clear();
}

/** The lower-case words of one chunk (a run of letters and digits, NFKC). */
export function chunkWords(chunk: string): readonly string[] {
  return cached(chunkCache, chunk, splitChunk);
}

function splitChunk(chunk: string): string[] {
  const out: string[] = [];
  if (/^[A-Za-z0-9]+$/.test(chunk)) {
    for (const w of splitCamel(chunk)) if (w) out.push(w.toLowerCase());
    return out;
  }
  // Separate CJK runs from Latin letters glued to them ("获取BBC新闻").
  let last = 0;
  for (const m of chunk.matchAll(CJK_RUN)) {
    const index = m.index ?? 0;
    if (index > last) for (const w of splitCamel(chunk.slice(last, index))) if (w) out.push(w.toLowerCase());
    append(out, cjkBigrams(m[0]));
    last = index + m[0].length;
  }
  if (last < chunk.length) for (const w of splitCamel(chunk.slice(last))) if (w) out.push(w.toLowerCase());
  return out;
}

const VOWEL = /[aeiouy]/;
const DOUBLE_CONSONANT = /([bcdfghjkmnpqrtvwxz])\1$/;

function dropSuffix(word: string, suffix: string): string | undefined {
  if (!word.endsWith(suffix)) return undefined;
  const base = word.slice(0, -suffix.length);
  if (base.length < 3 || !VOWEL.test(base)) return undefined;
  if (base.endsWith('e') && suffix === 'ed') return undefined; // need, speed, feed
  return DOUBLE_CONSONANT.test(base) ? base.slice(0, -1) : base;
}

/** Words whose final s is not a plural (news is not "new"). */
const NOT_PLURAL: ReadonlySet<string> = new Set([
  'news', 'series', 'species', 'canvas', 'atlas', 'alias', 'bias', 'chaos', 'lens', 'always', 'perhaps',
  'whereas', 'gas', 'plus', 'thus', 'physics', 'mathematics', 'analytics', 'metrics', 'economics', 'politics',
]);

/**
 * Nouns in -ing that name a thing of their own, not the act of their verb: a job posting is no post, a setting no
 * set. Not those that name their verb's act (a booking books, pricing prices: an outside red team had book_flight and
 * create_flight_booking fall apart), nor listing, which is a directory's listing as often as a marketplace's item (a
 * seventeenth survey's create_list and create_listing stay grouped: an outside red team's shadow directory_listing of
 * list_directory escaped without it). Their plural keeps the -ing already.
 */
const ING_NOUNS: ReadonlySet<string> = new Set(['posting', 'setting', 'heading', 'building', 'holding', 'housing', 'clothing', 'wedding', 'painting', 'offering']);

/** Light, deterministic English stemming; see the rules at the top of this file. */
export function stem(word: string): string {
  return cached(stemCache, word, stemWord);
}

const stemCache = new Map<string, string>();

function stemWord(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word) || NOT_PLURAL.has(word) || ING_NOUNS.has(word)) return word;
  let w = word;
  if (w.length > 4 && (w.endsWith('ies') || w.endsWith('ied'))) w = `${w.slice(0, -3)}i`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) {
    // keep
  } else if (/(ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);
  else {
    const base = dropSuffix(w, 'ing') ?? dropSuffix(w, 'ed');
    if (base !== undefined) w = base;
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  else if (w.length > 3 && /[^aeiou]y$/.test(w)) w = `${w.slice(0, -1)}i`;
  return w;
}

/** Is this word kept as a term (not a stop word, not a lone letter)? */
function keep(word: string, keepDigits: boolean): boolean {
  if (STOP_WORDS.has(word)) return false;
  if (/^\p{N}+$/u.test(word)) return keepDigits;
  if (word.length < 2 && /^[a-z]$/.test(word)) return false;
  return true;
}

/** The kept words of an identifier with their stems, in order (see tokenizeIdentifier), each marked when it belongs to a qualifier. */
export function identifierWords(name: string, particle?: (previous: string, word: string) => boolean): IdentifierWord[] {
  const out: IdentifierWord[] = [];
  let qualifier = false;
  let joined = false;
  for (const word of splitWords(name)) {
    // A particle that makes one action with the word before it (power_on, turn_off): a word of the name, not a
    // preposition starting a qualifier, nor a stop word.
    if (particle !== undefined && joined && out.length > 0 && particle(out[out.length - 1].stem, word)) {
      out.push({ word, stem: word, qualifier, joined });
      continue;
    }
    if (QUALIFIER_PREPOSITIONS.has(word) && out.length > 0) qualifier = true;
    if (keep(word, true)) {
      out.push({ word, stem: stem(word), qualifier, joined });
      joined = true;
    } else joined = false;
  }
  return out;
}

/**
 * Prepositions that start a qualifier in a tool name: what follows says how
 * the input is given or which variant it is, not what the tool acts on
 * (get_weather_by_city, extract_image_from_url, list_directory_with_sizes).
 * `to`/`into` are not among them: in docx_to_pdf the target is the point.
 */
export const QUALIFIER_PREPOSITIONS: ReadonlySet<string> = new Set(['by', 'from', 'with', 'in', 'for', 'of', 'on', 'via', 'using', 'at', 'per']);

export interface IdentifierWord {
  word: string;
  stem: string;
  /** The word comes after a qualifier preposition (see QUALIFIER_PREPOSITIONS). */
  qualifier: boolean;
  /** The word directly follows a kept word (no stop word such as `and`, `or` dropped between). */
  joined: boolean;
}

/** Identifier tokens: split, lower-cased, stop words removed, stemmed (digits kept). */
export function tokenizeIdentifier(name: string): string[] {
  return terms(splitWords(name), identifierTermCache, true);
}

/** Free-text tokens: split, lower-cased, stop words and numbers removed, stemmed. */
export function tokenizeText(text: string): string[] {
  return terms(splitWords(text), textTermCache, false);
}

/**
 * tokenizeText of a sentence, cached (read-only: shared by every caller).
 * Descriptions that differ by a word or a suffix share their other
 * sentences, and texts outside ASCII pay for NFKC and Unicode splitting.
 */
export function sentenceTerms(sentence: string): readonly string[] {
  return cached(sentenceCache, sentence, tokenizeText);
}

const sentenceCache = new Map<string, readonly string[]>();

/** Kept words stemmed, in order. */
function terms(words: string[], cache: Map<string, string>, keepDigits: boolean): string[] {
  const out: string[] = [];
  for (const w of words) {
    const term = termOf(w, cache, keepDigits);
    if (term !== '') out.push(term);
  }
  return out;
}

/** The stem of a word if it is kept, else '' (which also marks a dropped word in the caches). */
function termOf(word: string, cache: Map<string, string>, keepDigits: boolean): string {
  let term = cache.get(word);
  if (term === undefined) {
    term = keep(word, keepDigits) ? stem(word) : '';
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, term);
  }
  return term;
}

/** The free-text term of one lower-case word (as tokenizeText makes it), or '' when the word is dropped. */
export function textTermOf(word: string): string {
  return termOf(word, textTermCache, false);
}

const identifierTermCache = new Map<string, string>();
const textTermCache = new Map<string, string>();

/**
 * The fold the exact_name rule uses: NFKC, case, look-alike letters of other
 * scripts, and every character that is not a letter or a digit (`.`, `_`,
 * `-`, `/`, spaces, invisible characters) removed, so camelCase and separator
 * boundaries fold away: `change.preview`, `change_preview`, `changePreview`
 * and `changepreview` are one name, as they are to a model choosing a tool.
 * Pairs whose names fold to the same string belong to exact_name, not to
 * semantic_overlap.
 */
export function normalizeToolName(name: string): string {
  // ASCII is its own NFKC form, and on ASCII the letter/digit classes are [A-Za-z0-9].
  if (ASCII_ONLY.test(name)) return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  // Look-alike letters of other scripts fold to the Latin letter they pass for (ѕend_email = send_email).
  // Default-ignorable characters are invisible even where they are letters (the Hangul fillers): no part of a name.
  return foldConfusables(name.normalize('NFKC').toLowerCase()).replace(/[^\p{L}\p{N}]+|\p{Default_Ignorable_Code_Point}/gu, '');
}

/**
 * The key under which exact_name groups names, and semantic_overlap leaves
 * them to it: the fold, or for a name with no letter or digit at all (`_`,
 * `...`, an emoji) the name as it reads behind `=`, which no fold contains.
 * Such a name collides with the names that read the same across servers, not
 * with every other name that folds to nothing.
 */
export function nameKey(name: string): string {
  const fold = normalizeToolName(name);
  if (fold !== '') return fold;
  // Compared as it reads: NFKC, case and look-alikes folded, invisible and control characters removed, every
  // dash read as `-` and every single quote as `'` (`a/-` and `b/‐`, `🚀` and `🚀` with a variation selector).
  const read = foldConfusables(name.normalize('NFKC').toLowerCase())
    .replace(/[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu, '')
    .replace(/\p{Pd}/gu, '-')
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u2035\uff07]/g, "'");
  return `=${read}`;
}

/** Normalized form of a parameter name: its identifier tokens joined (file_path = filePath = filepaths). */
export function normalizeParam(name: string): string {
  return cached(paramCache, name, (key) => splitWords(key).map(stem).join(''));
}

const paramCache = new Map<string, string>();

/** Character n-grams (default 3) of a string; a string shorter than n is its own single gram. */
export function charNgrams(text: string, n = 3): Set<string> {
  if (!SURROGATE.test(text)) {
    // No surrogate pairs: code points are code units.
    const out = new Set<string>();
    if (text.length === 0) return out;
    if (text.length < n) {
      out.add(text);
      return out;
    }
    for (let i = 0; i + n <= text.length; i++) out.add(text.slice(i, i + n));
    return out;
  }
  const chars = Array.from(text);
  const out = new Set<string>();
  if (chars.length === 0) return out;
  if (chars.length < n) {
    out.add(text);
    return out;
  }
  for (let i = 0; i + n <= chars.length; i++) out.add(chars.slice(i, i + n).join(''));
  return out;
}
