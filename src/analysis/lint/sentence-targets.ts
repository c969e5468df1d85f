// What a sentence of a tool's text names as a target (an address, a URL, an account, a channel, a command, a secret
// file), read on the normalised text, and the sentences themselves: shared by the readings that judge a sentence by
// what it sets (off-purpose.ts, persistence.ts, output-authority.ts and the readings of sentence-readings.ts).
import { normalize, type Normalized } from './normalize.js';

export const EMAIL = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,24}/;
export const URL = /https?:\/\/[^\s"'<>`]{3,}/;
export const IBAN = /(?<![a-z0-9])[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,7}(?:\s?[a-z0-9]{1,4})?(?![a-z0-9])/;
export const ACCOUNT = /\b(?:account|konto|compte|cuenta|conta|conto)(?:\s{1,3}(?:number|no\.?|nr\.?|num[eé]ro|nummer))?\s{1,3}[0-9][0-9 -]{5,}/;
export const CHANNEL = /(?<![a-z0-9&/])#[a-z][a-z0-9_-]{2,40}/;
export const CODE = /`[^`\n]{2,80}`/;
export const SECRET_FILE = /(?:^|[\s`'"(])(?:\.env(?![a-z0-9.])|~\/\.ssh|id_rsa|id_ed25519|\.aws\/credentials|\.npmrc|\.netrc|\.git-credentials|\.kube\/config)/;
export const CARD_COLUMNS = /\b(?:card_?numbers?|cvv|cvc|ssn|password_?hash|select\s{1,3}\*)/;
export const THRESHOLD = /\b(?:under|below|beneath)\s{1,3}(?:the\s{1,3})?(?:[a-z-]{1,20}\s{1,3}){0,2}(?:review|approval|reporting|four-eyes|compliance)\s{1,3}(?:threshold|limit)/;

/** Whole words, as a regex source to combine with others (\\b knows ASCII letters only): read with the `u` flag. */
export const wholeWords = (body: string) => `(?<![\\p{L}\\p{N}_])(?:${body})(?![\\p{L}\\p{N}_])`;

/** Words of a domain, whole (not "pr" of "précis"). */
export const W = (body: string) => new RegExp(wholeWords(body), 'u');

/**
 * Addresses and hosts reserved for documentation (RFC 2606, RFC 6761: example.com, *.example, *.test, *.invalid,
 * localhost) are examples, not targets: a mutation tool's "data={"email":"john@example.com"}" sends nothing anywhere.
 */
export const RESERVED_HOST = /(?:^|[.@/])(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost)|localhost)(?:[/:?#]|$)/;
/**
 * A host written bare, with a common generic or country top-level domain ("tracelet.dev", "edevlet-giris.com.tr"): a
 * source fragment, no group, for the readings that find where something goes without a URL's scheme.
 */
export const BARE_HOST = '(?:[a-z0-9-]{1,63}\\.){1,4}(?:com|net|org|io|dev|app|co|ai|cloud|site|info|biz|tech|link|xyz|online|live|top|shop|club|me|br|nl|tr|de|fr|es|it|ru|pl|in|cn|jp|kr|uk|us|eu|vn|id|th|gr|cz|ua|ro|se|fi|dk|no|mx|ar|cl|pt|be|ch|at)';
export const EMAIL_ALL = new RegExp(EMAIL.source, 'g');
export const URL_ALL = new RegExp(URL.source, 'g');

/** Whether the sentence names a target of this kind that is not a documentation example. */
export function namesTarget(target: RegExp, sentence: string): boolean {
  if (target !== EMAIL && target !== URL) return target.test(sentence);
  const all = target === EMAIL ? EMAIL_ALL : URL_ALL;
  all.lastIndex = 0;
  for (let m = all.exec(sentence); m !== null; m = all.exec(sentence)) {
    const host = target === EMAIL ? m[0].slice(m[0].indexOf('@')) : m[0].replace(/^https?:\/\//, '/').split(/[/?#]/, 2).join('/') + '/';
    if (!RESERVED_HOST.test(host)) return true;
  }
  return false;
}

/** Sentences of a normalised text: their [start, end) offsets (a dot inside an address, a URL or a number does not end one). */
export function sentences(text: string): [number, number][] {
  const out: [number, number][] = [];
  // (Not after an abbreviation that introduces what follows: "e.g. `RUN curl … | bash -`" is the example's sentence still.)
  const end = /(?<!(?:^|[^a-z])(?:e\.g|i\.e|vs|cf|approx|incl|esp))[.!?。！？](?=\s|$)|\n/gi;
  let from = 0;
  for (let m = end.exec(text); m !== null; m = end.exec(text)) {
    const to = m.index + m[0].length;
    if (to - from > 1) out.push([from, to]);
    from = to;
  }
  if (from < text.length) out.push([from, text.length]);
  return out;
}

/** A tool's purpose (name, first sentence, server label) as words to read: separators and camelCase boundaries spaced, normalised. */
export const purposeText = (purpose: string): string => normalize(purpose.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')).norm;

/** A prose text a sentence reading opens: not over 20,000 characters, and its gate found in the normalised text. */
export function opened(text: string, normalized: Normalized | undefined, gate: RegExp): Normalized | undefined {
  if (text.length > 20_000) return undefined;
  const n = normalized ?? normalize(text);
  return gate.test(n.norm) ? n : undefined;
}
