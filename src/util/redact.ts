// Removes secret values from text before it reaches any sink.
import { foldConfusables } from './confusables.js';

export const REDACTED = '***';
/** Where a text was cut (src/util/truncate.ts). */
const CUT = '…';
/** The shortest start of a secret removed before a cut: shorter ones are too common to tell from text. */
const CUT_PREFIX_MIN = 4;

/** Whether a value can be redacted without destroying the text: 3 characters at least, and a number of 6 digits at least (a port is not a secret). */
function redactable(secret: string): boolean {
  return secret.length >= 3 && !(/^\d+$/.test(secret) && secret.length < 6);
}

/**
 * The text with every secret replaced by `***`; and where the text was cut (`…`), the start of a secret just before
 * the cut too: a report that cut a long name or error after the secret began would otherwise show part of it.
 */
// The secrets of a run, deduplicated, filtered and sorted once per list (redactDeep calls redact per string).
const prepared = new WeakMap<readonly string[], string[]>();

function usableOf(secrets: readonly string[]): string[] {
  let usable = prepared.get(secrets);
  if (!usable) prepared.set(secrets, (usable = [...new Set(secrets)].filter(redactable).sort((a, b) => b.length - a.length)));
  return usable;
}

export function redact(text: string, secrets: readonly string[]): string {
  const usable = usableOf(secrets);
  if (usable.length === 0) return text;
  let out = text;
  // Longest first, so a secret that contains another is removed whole.
  for (const secret of usable) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  return out.includes(CUT) ? cutPrefixes(out, usable) : out;
}

/** Replaces the start of a secret that ends at a cut mark by `***`. */
function cutPrefixes(text: string, secrets: readonly string[]): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(CUT); at >= 0; at = text.indexOf(CUT, at + 1)) {
    let longest = 0;
    for (const secret of secrets) {
      for (let k = Math.min(secret.length - 1, at - from); k > longest && k >= CUT_PREFIX_MIN; k--) {
        if (text.startsWith(secret.slice(0, k), at - k)) {
          longest = k;
          break;
        }
      }
    }
    if (longest > 0) {
      out += `${text.slice(from, at - longest)}${REDACTED}`;
      from = at;
    }
  }
  return out + text.slice(from);
}

/** Unicode tag characters (U+E0020–U+E007E) as the ASCII they stand for; the other tag characters dropped. */
function spelledTags(text: string): string {
  return text.replace(/[\u{e0000}-\u{e007f}]/gu, (ch) => {
    const cp = ch.codePointAt(0)! - 0xe0000;
    return cp >= 0x20 && cp <= 0x7e ? String.fromCharCode(cp) : '';
  });
}

/** Characters that draw nothing (format characters, soft hyphen, variation selectors, Hangul fillers…). */
const INVISIBLE = /[\p{Cf}\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0]/gu;

/** Secrets at least this long are also looked for case-insensitively among look-alike letters of other scripts. */
const FOLDED_MIN = 8;

/**
 * The readings of a text in which a secret may hide that redact() does not
 * see in its characters: its NFKC form (U+212A KELVIN SIGN reads as K,
 * fullwidth letters as ASCII), with the ASCII that Unicode tag characters
 * spell and without the characters that draw nothing (zero-width spaces, soft
 * hyphens between the letters of a secret). Only readings that differ from
 * the text.
 */
export function hiddenReadings(text: string): string[] {
  const out: string[] = [];
  const nfkc = text.normalize('NFKC');
  if (nfkc !== text) out.push(nfkc);
  const visible = spelledTags(nfkc).replace(INVISIBLE, '');
  if (visible !== nfkc) out.push(visible);
  return out;
}

/** The text lower-cased with look-alike letters of other scripts (Cyrillic а, Greek ο…) read as the Latin ones. */
function folded(text: string): string {
  return foldConfusables(spelledTags(text.normalize('NFKC')).replace(INVISIBLE, '').toLowerCase());
}

/** Whether a text holds a whole secret as it is, in one of its hidden readings, or (a long one) in look-alike letters. */
export function holdsSecret(text: string, secrets: readonly string[]): boolean {
  const usable = usableOf(secrets);
  if (usable.length === 0) return false;
  // Whole secrets only: redact()'s rule for a secret's start before a cut mark is for output, not for finding one.
  if ([text, ...hiddenReadings(text)].some((t) => usable.some((secret) => t.includes(secret)))) return true;
  // Look-alike letters only where the text has letters outside ASCII: a value written in another case in plain text
  // ("Contoso-Prod" for contoso-prod) is a mention, not a hidden secret.
  if (/^[\x00-\x7f]*$/.test(text)) return false;
  const long = usable.filter((secret) => secret.length >= FOLDED_MIN);
  if (long.length === 0) return false;
  const f = folded(text);
  const lower = text.toLowerCase();
  return long.some((secret) => f.includes(folded(secret)) && !lower.includes(secret.toLowerCase()));
}

/**
 * redact(), and when what is left still holds a secret in a hidden reading,
 * that reading (NFKC, tag characters spelled out, invisible characters
 * dropped) redacted; when only look-alike letters hold it, the folded,
 * lower-cased text with it replaced. The look-alike or invisible characters
 * are lost there, never the secret kept.
 */
export function redactHidden(text: string, secrets: readonly string[]): string {
  const out = redact(text, secrets);
  if (!holdsSecret(out, secrets)) return out;
  const visible = redact(spelledTags(out.normalize('NFKC')).replace(INVISIBLE, ''), secrets);
  if (!holdsSecret(visible, secrets)) return visible;
  let f = folded(visible);
  for (const secret of usableOf(secrets)) if (secret.length >= FOLDED_MIN) f = f.split(folded(secret)).join(REDACTED);
  return f;
}
