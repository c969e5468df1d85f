// Characters: hidden_unicode (invisible, bidi, tag and variation-selector
// characters) and ansi_escape (terminal control characters).
import type { Finding, JsonObject, JsonValue } from '../../types.js';
import type { Make } from './api.js';
import { pointerOf, type Site } from './sites.js';
import { codePointLabel, MAX_OCCURRENCES, plural, q, truncate } from './text.js';
import { CONFUSABLES } from '../../util/confusables.js';

const MAX_DECODED = 200;

type HiddenKind = 'zero-width' | 'bidi' | 'tag' | 'variation-selector' | 'bom' | 'soft-hyphen' | 'word-joiner' | 'invisible' | 'format';

const CF = /\p{Cf}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const VS_BASE = /[\p{Emoji}\p{Ideographic}\p{Sm}\p{So}]/u;
const COMPLEX_LETTER = /[\p{L}\p{M}]/u;
const LATIN = /\p{Script=Latin}/u;
/** A letter of a script written right to left (Hebrew, Arabic, Persian, Syriac, Thaana, N'Ko). */
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * A directional mark (LRM, RLM, ALM) beside a right-to-left letter, spaces aside: how Arabic, Hebrew and Persian text
 * keeps a phone number, a code or punctuation in place ("مثل \u200e+966…", an outside hunt's WhatsApp tool). The
 * marks move only neutral characters; the embeddings, overrides and isolates that reorder text stay reported.
 */
function marksRtlText(text: string, i: number, size: number): boolean {
  for (let j = i - 1, n = 0; j >= 0 && n < 12; j--, n++) {
    const ch = text[j];
    // A mark after right-to-left words and their punctuation ("לדוגמה: ‏+972…") keeps the number that follows in its place.
    if (ch === ' ' || ch === '\u00a0' || ':;,.()-'.includes(ch)) continue;
    // (And after an amount those words give: "תקרה יומית: 20,000 ₪‏." keeps the full stop on its side — an outside hunt's transfer.)
    if (/[\p{Sc}\p{Nd}]/u.test(ch)) continue;
    if (RTL_LETTER.test(ch)) return true;
    break;
  }
  for (let j = i + size, n = 0; j < text.length && n < 3; j++, n++) {
    const ch = text[j];
    // (And before them: "…הטלפוני \u200e*2700\u200e. אישור" closes the number before the full stop — an outside hunt's clinic.)
    if (ch === ' ' || ch === '\u00a0' || ':;,.()-'.includes(ch)) continue;
    return RTL_LETTER.test(ch);
  }
  return false;
}

export function isControl(cp: number): boolean {
  return (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || (cp >= 0x7f && cp <= 0x9f);
}

function isVariationSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

/** The subdivision flags of Unicode's recommended emoji set (England, Scotland, Wales): the only tag sequences fonts draw. */
const DRAWN_SUBDIVISION_FLAGS = new Set(['gbeng', 'gbsct', 'gbwls']);

function isTag(cp: number): boolean {
  return cp >= 0xe0000 && cp <= 0xe007f;
}

/** Invisible characters the lint reports (control characters are separate); null for ordinary characters. */
export function hiddenKind(cp: number): HiddenKind | null {
  if (cp < 0xad) return null;
  if (cp === 0xad) return 'soft-hyphen';
  if (cp >= 0x200b && cp <= 0x200d) return 'zero-width';
  if (cp === 0x200e || cp === 0x200f || cp === 0x061c || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)) return 'bidi';
  if (cp >= 0x2060 && cp <= 0x2064) return 'word-joiner';
  if (cp === 0xfeff) return 'bom';
  if (isTag(cp)) return 'tag';
  if (isVariationSelector(cp)) return 'variation-selector';
  // Invisible letters and marks (Hangul fillers, combining grapheme joiner, Khmer inherent vowels, Mongolian selectors).
  if (cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0 || cp === 0x034f || cp === 0x17b4 || cp === 0x17b5 || (cp >= 0x180b && cp <= 0x180f)) {
    return 'invisible';
  }
  if (CF.test(String.fromCodePoint(cp))) return 'format';
  return null;
}

function cpAt(text: string, index: number): number {
  return index >= 0 && index < text.length ? text.codePointAt(index)! : -1;
}

function test(re: RegExp, cp: number): boolean {
  return cp >= 0 && re.test(String.fromCodePoint(cp));
}

interface CharHit {
  site: Site;
  index: number;
  cp: number;
  kind: string;
}

interface CharScan {
  hidden: CharHit[];
  hiddenTotal: number;
  controls: CharHit[];
  controlTotal: number;
  decodedTags: string[];
  decodedVariationSelectors: string[];
}

export const PLAIN = /^[\x20-\x7e\n\t\r]*$/;

function escapeSequence(text: string, index: number, cp: number): string {
  if (cp === 0x9b) return 'C1 CSI';
  if (cp === 0x9d) return 'C1 OSC';
  if (cp !== 0x1b) return 'control';
  const next = text[index + 1];
  if (next === '[') return 'CSI';
  if (next === ']') return 'OSC';
  if (next === 'P') return 'DCS';
  return 'ESC';
}

function decodeVariationSelectors(cps: number[]): string | null {
  // "Emoji smuggling": one byte per selector (FE00–FE0F → 0–15, E0100–E01EF → 16–255).
  const bytes = Buffer.from(cps.map((cp) => (cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16)));
  const text = bytes.toString('utf8');
  return mostlyPrintable(text) ? truncate(text, MAX_DECODED) : null;
}

export function mostlyPrintable(text: string): boolean {
  if (text.length === 0) return false;
  let good = 0;
  for (const ch of text) if (/[\p{L}\p{N}\p{P}\p{Zs}\n\t]/u.test(ch)) good++;
  return good / [...text].length >= 0.85;
}

function scanCharacters(sites: Site[]): CharScan {
  const out: CharScan = { hidden: [], hiddenTotal: 0, controls: [], controlTotal: 0, decodedTags: [], decodedVariationSelectors: [] };
  const hide = (site: Site, index: number, cp: number, kind: string) => {
    out.hiddenTotal++;
    if (out.hidden.length < MAX_OCCURRENCES) out.hidden.push({ site, index, cp, kind });
  };
  for (const site of sites) {
    const { text } = site;
    if (PLAIN.test(text) && !text.includes('\r')) continue;
    // Names and keys are identifiers: no script or emoji context excuses an invisible character there.
    const identifier = site.kind === 'name' || site.kind === 'key';
    let prev = -1;
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      const size = cp > 0xffff ? 2 : 1;
      // A carriage return not followed by a newline sends a terminal back to the start of the line: what follows
      // overwrites what came before (CRLF line ends are ordinary).
      // (A CR that ends the text overwrites nothing: what is left of a CRLF file split on \n.)
      const bareReturn = cp === 0x0d && text.charCodeAt(i + 1) !== 0x0a && i + 1 < text.length;
      if (isControl(cp) || bareReturn) {
        out.controlTotal++;
        if (out.controls.length < MAX_OCCURRENCES) out.controls.push({ site, index: i, cp, kind: bareReturn ? 'carriage return' : escapeSequence(text, i, cp) });
        prev = cp;
        i += size;
        continue;
      }
      const kind = hiddenKind(cp);
      if (kind === null) {
        prev = cp;
        i += size;
        continue;
      }
      if (kind === 'tag') {
        // A run of tag characters. The subdivision flags emoji fonts draw (🏴 + gbeng / gbsct / gbwls + CANCEL TAG)
        // are ordinary; any other tag sequence after 🏴 renders as a black flag and carries data.
        let j = i;
        const run: number[] = [];
        while (j < text.length && isTag(cpAt(text, j))) {
          run.push(cpAt(text, j));
          j += 2;
        }
        const inner = run[run.length - 1] === 0xe007f ? run.slice(0, -1) : run;
        const flag =
          !identifier && prev === 0x1f3f4 && run[run.length - 1] === 0xe007f &&
          DRAWN_SUBDIVISION_FLAGS.has(inner.map((t) => String.fromCharCode(t - 0xe0000)).join(''));
        if (!flag) {
          run.forEach((t, k) => hide(site, i + 2 * k, t, kind));
          const decoded = run.filter((t) => t >= 0xe0020 && t <= 0xe007e).map((t) => String.fromCharCode(t - 0xe0000)).join('');
          if (decoded.trim().length > 0 && out.decodedTags.length < 5) out.decodedTags.push(truncate(decoded, MAX_DECODED));
        }
        prev = run[run.length - 1];
        i = j;
        continue;
      }
      if (kind === 'variation-selector') {
        // One selector after an emoji, ideograph or symbol is ordinary (❤️); runs, or a selector on a plain letter, carry data.
        let j = i;
        const run: number[] = [];
        while (j < text.length && isVariationSelector(cpAt(text, j))) {
          const v = cpAt(text, j);
          run.push(v);
          j += v > 0xffff ? 2 : 1;
        }
        const ordinary = !identifier && run.length === 1 && test(VS_BASE, prev);
        if (!ordinary) {
          let at = i;
          for (const v of run) {
            hide(site, at, v, kind);
            at += v > 0xffff ? 2 : 1;
          }
          if (run.length >= 4 && out.decodedVariationSelectors.length < 5) {
            const decoded = decodeVariationSelectors(run);
            if (decoded) out.decodedVariationSelectors.push(decoded);
          }
        }
        prev = run[run.length - 1];
        i = j;
        continue;
      }
      if (!identifier && (cp === 0x200e || cp === 0x200f || cp === 0x061c) && marksRtlText(text, i, size)) {
        prev = cp;
        i += size;
        continue;
      }
      // A soft hyphen that marks where a long compound may break ("Umsatzsteuer\u00ADvoranmeldung": an outside hunt's German
      // tax tool) is typography: letters on both sides, each part four letters or more, the word fourteen or more.
      if (!identifier && cp === 0xad && hyphenatesCompound(text, i)) {
        prev = cp;
        i += size;
        continue;
      }
      if (!identifier && (cp === 0x200c || cp === 0x200d)) {
        const next = cpAt(text, i + size);
        // ZWJ inside an emoji sequence (👩‍💻), or ZWNJ/ZWJ shaping letters of a non-Latin script (Persian, Indic).
        const emoji = cp === 0x200d && (test(PICTOGRAPHIC, prev) || test(EMOJI_MODIFIER, prev) || prev === 0xfe0f) && test(PICTOGRAPHIC, next);
        const shaping = test(COMPLEX_LETTER, prev) && !test(LATIN, prev) && test(COMPLEX_LETTER, next) && !test(LATIN, next) && prev > 0x7f;
        if (emoji || shaping) {
          prev = cp;
          i += size;
          continue;
        }
      }
      hide(site, i, cp, kind);
      prev = cp;
      i += size;
    }
  }
  return out;
}

const LETTERS_BEFORE = /[\p{L}]{4,40}$/u;
const LETTERS_AFTER = /^[\p{L}]{4,40}/u;
function hyphenatesCompound(text: string, index: number): boolean {
  const before = LETTERS_BEFORE.exec(text.slice(Math.max(0, index - 40), index))?.[0];
  const after = LETTERS_AFTER.exec(text.slice(index + 1, index + 41))?.[0];
  return before !== undefined && after !== undefined && before.length + after.length >= 14;
}

function occurrences(hits: CharHit[]): JsonValue[] {
  return hits.map((hit) => {
    const entry: JsonObject = { pointer: pointerOf(hit.site.path), codePoint: codePointLabel(hit.cp), index: hit.index, kind: hit.kind };
    if (hit.site.kind === 'key') entry.inKey = true;
    return entry;
  });
}

function distinctPointers(hits: CharHit[]): string[] {
  return [...new Set(hits.map((hit) => pointerOf(hit.site.path)))];
}

function fieldsPhrase(pointers: string[]): string {
  const first = q(pointers[0] ?? '', 60);
  return pointers.length > 1 ? `${first} and ${plural(pointers.length - 1, 'other field')}` : first;
}

/**
 * Words that mix letters of another script passing for Latin ones (Cyrillic а е о р с, Greek ο α, small capitals) with
 * plain Latin letters: "Tеmpеlkаn … kunci API dаn kаtа sаndi" (red team 56's Indonesian ask, read after its
 * measurement), a disguise for a reader and for any pattern that reads letters. The model reads the word. Not a word
 * wholly in another script, nor Turkish dotless ı, a letter of its own.
 */
const LOOK_ALIKE_SCRIPT = /[\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u0250-\u02af\u1d00-\u1d2b\ua730\ua731\u01c0\u0261\u0237]/u;
const WORD_RUN = /[\p{L}\p{M}]{2,}/gu;
const MAX_WORDS_READ = 20_000;
function lookAlikeWords(sites: Site[]): { site: Site; word: string }[] {
  const out: { site: Site; word: string }[] = [];
  for (const site of sites) {
    const { text } = site;
    if (!LOOK_ALIKE_SCRIPT.test(text) || !/[a-z]/i.test(text)) continue;
    WORD_RUN.lastIndex = 0;
    let n = 0;
    for (let m = WORD_RUN.exec(text); m !== null && n < MAX_WORDS_READ; m = WORD_RUN.exec(text), n++) {
      const word = m[0];
      if (!/[a-z]/i.test(word)) continue;
      let alike = false;
      for (const ch of word.toLowerCase()) {
        const cp = ch.codePointAt(0)!;
        if (cp > 0x7f && cp !== 0x0131 && CONFUSABLES[cp] !== undefined) {
          alike = true;
          break;
        }
      }
      if (alike) out.push({ site, word });
      if (out.length >= MAX_OCCURRENCES) return out;
    }
  }
  return out;
}

export function characterFindings(sites: Site[], make: Make): Finding[] {
  const findings: Finding[] = [];
  const found = lookAlikeWords(sites);
  // (Two words at least, or one in a name or a key: a single slip of the keyboard layout is no disguise.)
  const alike = found.length >= 2 || found.some((a) => a.site.kind === 'name' || a.site.kind === 'key') ? found : [];
  const alikePhrase = alike.length > 0 ? `${plural(alike.length, 'word')} mixing look-alike letters of another script into Latin ones (${q(alike[0].word, 40)}) in ${fieldsPhrase([...new Set(alike.map((a) => pointerOf(a.site.path)))])}` : '';
  const alikeDetails = alike.map((a): JsonValue => ({ pointer: pointerOf(a.site.path), word: truncate(a.word, 60) }));
  const chars = scanCharacters(sites);
  // (One finding of the rule: the words are said after the characters when both are there.)
  if (alike.length > 0 && chars.hiddenTotal === 0) findings.push(make('hidden_unicode', alikePhrase, { total: alike.length, lookAlikeWords: alikeDetails }));
  if (chars.hiddenTotal > 0) {
    const pointers = distinctPointers(chars.hidden);
    const details: JsonObject = { total: chars.hiddenTotal, occurrences: occurrences(chars.hidden) };
    if (chars.decodedTags.length > 0) details.decodedTags = chars.decodedTags;
    if (chars.decodedVariationSelectors.length > 0) details.decodedVariationSelectors = chars.decodedVariationSelectors;
    const kinds = [...new Set(chars.hidden.map((hit) => hit.kind))].join(', ');
    let message = `${plural(chars.hiddenTotal, 'invisible or bidi character')} (${kinds}) in ${fieldsPhrase(pointers)}`;
    if (chars.decodedTags.length > 0) message += `; tag characters spell ${q(chars.decodedTags[0])}`;
    else if (chars.decodedVariationSelectors.length > 0) message += `; variation selectors spell ${q(chars.decodedVariationSelectors[0])}`;
    if (alike.length > 0) {
      message += `; and ${alikePhrase}`;
      details.lookAlikeWords = alikeDetails;
    }
    findings.push(make('hidden_unicode', message, details));
  }
  if (chars.controlTotal > 0) {
    const pointers = distinctPointers(chars.controls);
    const kinds = [...new Set(chars.controls.map((hit) => hit.kind))].join(', ');
    findings.push(
      make('ansi_escape', `${plural(chars.controlTotal, 'terminal control character')} (${kinds}) in ${fieldsPhrase(pointers)}`, {
        total: chars.controlTotal,
        occurrences: occurrences(chars.controls),
      }),
    );
  }
  return findings;
}
