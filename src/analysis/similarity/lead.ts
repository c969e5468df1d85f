// The lead of a description (splitLead): its first sentence, extended by the
// next ones until it has LEAD_MIN_TOKENS tokens, and the tokens of the rest.
// Descriptions state their promise first; what follows is usage notes and
// caveats (./descriptions.ts weighs the two differently).
//
// Most descriptions are ASCII: they are read in one pass over their
// characters (splitLeadAscii), words and sentence ends found together, each
// word's term taken from the caches of ./tokenize.ts. That pass gives exactly
// what the general path gives (tokenizeText per sentence of the lead, then on
// the rest as one text); texts with other characters take the general path.

import { chunkWords, sentenceTerms, textTermOf } from './tokenize.js';

/** Tokens a description lead must have before it may end at a sentence boundary. */
const LEAD_MIN_TOKENS = 4;

/**
 * The end of a sentence: a run of marks before a space or the end, or line breaks. A run is tried from its first mark
 * only (the lookbehind): tried from each, a run of 100,000 dots with no space after it cost 100,000²/2 steps.
 */
const SENTENCE_BOUNDARY = /(?<![.!?。！？])[.!?。！？]+(?:\s|$)|\n+/g;

/** Tokens of the lead and of the rest of a description. */
function splitLead(text: string): [string[], string[]] {
  return splitLeadAscii(text) ?? splitLeadText(text);
}

/** The general path: sentences cut by a regular expression, each tokenized on its own (once per analysis: sentenceTerms). */
function splitLeadText(text: string): [string[], string[]] {
  // Sentences are cut after a separator (whitespace, a newline), where
  // tokenizing the pieces gives the tokens of the whole: each sentence is
  // tokenized once.
  const boundary = SENTENCE_BOUNDARY;
  let start = 0;
  const lead: string[] = [];
  for (const m of text.matchAll(boundary)) {
    const end = (m.index ?? 0) + m[0].length;
    for (const token of sentenceTerms(text.slice(start, end))) lead.push(token);
    start = end;
    if (lead.length >= LEAD_MIN_TOKENS) return [lead, sentenceTerms(text.slice(end)).slice()];
  }
  for (const token of sentenceTerms(text.slice(start))) lead.push(token);
  return [lead, []];
}

/**
 * Where the lead of a text ends (a character offset; the text's length when the whole text is its lead): the
 * boundary splitLeadText stops at. Read when a lead is a server's boilerplate and the next sentence is the promise.
 */
function leadLength(text: string): number {
  const boundary = SENTENCE_BOUNDARY;
  let start = 0;
  let tokens = 0;
  for (const m of text.matchAll(boundary)) {
    const end = (m.index ?? 0) + m[0].length;
    tokens += sentenceTerms(text.slice(start, end)).length;
    start = end;
    if (tokens >= LEAD_MIN_TOKENS) return end;
  }
  return text.length;
}

const isAlnum = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
const isSentenceEnd = (c: number) => c === 46 || c === 33 || c === 63; // . ! ?
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13); // \s on ASCII: space, \t \n \v \f \r

/**
 * splitLeadText for an ASCII text, in one pass; undefined when the text has
 * another character. What the general path does, step by step:
 * - a sentence ends after a run of `.`, `!`, `?` followed by whitespace or
 *   the end, and at a newline (the boundary regular expression); the lead
 *   ends at the first sentence end once it has LEAD_MIN_TOKENS tokens;
 * - words are runs of letters and digits, split on camelCase and digits
 *   unless all lower-case (splitWords);
 * - `what` then `if` is the word `whatif` (joinCompounds): inside one
 *   sentence of the lead (each is tokenized alone), anywhere in the rest
 *   (tokenized as one text);
 * - each word becomes its term or is dropped (textTermOf).
 */
function splitLeadAscii(text: string): [string[], string[]] | undefined {
  const lead: string[] = [];
  let rest: string[] | undefined;
  let out = lead;
  // The previous word was `what` (not yet pushed: `what if` may follow).
  let what = false;
  const push = (word: string) => {
    if (what) {
      what = false;
      if (word === 'if') word = 'whatif';
      else pushTerm(out, 'what');
    }
    if (word === 'what') what = true;
    else pushTerm(out, word);
  };
  const endSentence = () => {
    if (what) pushTerm(out, 'what');
    what = false;
    if (lead.length >= LEAD_MIN_TOKENS) out = rest = [];
  };
  let start = -1;
  let plain = true;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return undefined;
    if (isAlnum(c)) {
      if (start < 0) {
        start = i;
        plain = true;
      }
      if (c < 97) plain = false;
      continue;
    }
    if (start >= 0) {
      pushChunk(text.slice(start, i), plain, push);
      start = -1;
    }
    if (rest !== undefined) continue;
    if (c === 10) endSentence();
    else if (isSentenceEnd(c)) {
      let q = i + 1;
      while (q < n && isSentenceEnd(text.charCodeAt(q))) q++;
      if (q === n || isSpace(text.charCodeAt(q))) endSentence();
      i = q - 1;
    }
  }
  if (start >= 0) pushChunk(text.slice(start), plain, push);
  if (what) pushTerm(out, 'what');
  return [lead, rest ?? []];
}

/** The words of a chunk (a run of ASCII letters and digits), one by one. */
function pushChunk(chunk: string, plain: boolean, push: (word: string) => void): void {
  if (plain) push(chunk);
  else {
    const words = chunkWords(chunk);
    for (let k = 0; k < words.length; k++) push(words[k]);
  }
}

function pushTerm(out: string[], word: string): void {
  const term = textTermOf(word);
  if (term !== '') out.push(term);
}

export { leadLength, splitLead, splitLeadAscii, splitLeadText };
