// Removes secret values from text before it reaches any sink.
import { CONFUSABLES } from './confusables.js';

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

/**
 * Characters that draw nothing: Unicode's default ignorables (format characters, zero-width spaces, soft hyphen,
 * variation selectors, unassigned tag-block and specials code points…), which text shapers draw as nothing, and the
 * Hangul fillers that draw a blank.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u115f\u1160\u3164\uffa0]/gu;

/** Secrets at least this long are also looked for among look-alike letters of other scripts. */
const FOLDED_MIN = 6;

/** Small capitals: they pass for a capital or, small as they are, a lower-case letter (ᴏ ᴄ ꜱ ᴠ ᴡ ᴢ). */
const SMALL_CAPITALS = [0x1d00, 0x0299, 0x1d04, 0x1d05, 0x1d07, 0xa730, 0x0262, 0x029c, 0x026a, 0x1d0a, 0x1d0b, 0x029f, 0x1d0d, 0x0274, 0x1d0f, 0x1d18, 0x0280, 0xa731, 0x1d1b, 0x1d1c, 0x1d20, 0x1d21, 0x028f, 0x1d22];

/**
 * Look-alike characters as the ASCII they pass for, case kept: the lint's lower-case table (Cyrillic а е о р…,
 * Greek ο α…), the capitals of Cyrillic and Greek that pass for Latin ones (Т К М Н В, Ν Β Η Ζ…), the dashes and
 * the minus sign for `-`; small capitals read as capitals in one map and as lower-case letters in the other. A
 * secret is compared case for case, so a value mentioned in another case in plain text is no match.
 */
const FOLDS: readonly ReadonlyMap<string, string>[] = (['upper', 'lower'] as const).map((small) => {
  const out = new Map<string, string>();
  for (const [cp, latin] of Object.entries(CONFUSABLES)) if (/^[a-z]$/.test(latin)) out.set(String.fromCodePoint(Number(cp)), latin);
  for (const cp of SMALL_CAPITALS) {
    const ch = String.fromCodePoint(cp);
    const latin = out.get(ch);
    if (latin) out.set(ch, small === 'upper' ? latin.toUpperCase() : latin);
  }
  const capitals = 'АA ВB ЕE КK МM НH ОO РP СC ТT ХX УY ЅS ІI ЈJ ԚQ ԜW ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX ՕO ՍU';
  for (const pair of capitals.split(' ')) out.set(pair[0], pair[1]);
  for (const dash of '\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63') out.set(dash, '-');
  return out;
});
const FOLDABLE = new RegExp(`[${[...FOLDS[0].keys()].join('')}]`, 'gu');

/**
 * Bytes smuggled in variation selectors (U+FE00–FE0F for 0–15, U+E0100–E01EF for 16–255), a run after any
 * character (an emoji that draws as one), read as UTF-8: each run one line.
 */
function smuggledBytes(text: string): string | undefined {
  const runs = text.match(/[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]{2,}/gu);
  if (!runs) return undefined;
  return runs
    .map((run) => {
      const bytes = [...run].map((ch) => {
        const cp = ch.codePointAt(0)!;
        return cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16;
      });
      return Buffer.from(bytes).toString('utf8');
    })
    .join('\n');
}

/**
 * The readings of a text in which a secret may hide that redact() does not
 * see in its characters: its NFKC form (U+212A KELVIN SIGN reads as K,
 * fullwidth letters as ASCII), with the ASCII that Unicode tag characters
 * spell and without the characters that draw nothing (zero-width spaces, soft
 * hyphens, variation selectors between the letters of a secret), and the
 * bytes a run of variation selectors smuggles. Only readings that differ from
 * the text.
 */
export function hiddenReadings(text: string): string[] {
  // Every hiding character is outside ASCII.
  if (ASCII.test(text)) return [];
  const out: string[] = [];
  const nfkc = text.normalize('NFKC');
  if (nfkc !== text) out.push(nfkc);
  const visible = spelledTags(nfkc).replace(INVISIBLE, '');
  if (visible !== nfkc) out.push(visible);
  const smuggled = smuggledBytes(text);
  if (smuggled !== undefined) out.push(smuggled);
  return out;
}

/** The visible reading with look-alike characters read as ASCII, once per fold (see FOLDS), or [] when it has none. */
function foldedReadings(visible: string): string[] {
  FOLDABLE.lastIndex = 0;
  if (!FOLDABLE.test(visible)) return [];
  return FOLDS.map((fold) => visible.replace(FOLDABLE, (ch) => fold.get(ch) ?? ch));
}

const ASCII = /^[\x00-\x7f]*$/;

function visibleOf(text: string): string {
  return spelledTags(text.normalize('NFKC')).replace(INVISIBLE, '');
}

/** Whether a text holds a whole secret as it is, in one of its hidden readings, or (one of 6 characters or more) in look-alike characters. */
export function holdsSecret(text: string, secrets: readonly string[]): boolean {
  const usable = usableOf(secrets);
  if (usable.length === 0) return false;
  // Whole secrets only: redact()'s rule for a secret's start before a cut mark is for output, not for finding one.
  if ([text, ...hiddenReadings(text)].some((t) => usable.some((secret) => t.includes(secret)))) return true;
  if (ASCII.test(text)) return false;
  const long = usable.filter((secret) => secret.length >= FOLDED_MIN);
  return foldedReadings(visibleOf(text)).some((f) => long.some((secret) => f.includes(secret)));
}

/**
 * redact(), and when what is left still holds a secret in a hidden reading,
 * that reading (NFKC, tag characters spelled out, invisible characters
 * dropped) redacted; when only look-alike letters hold it, that reading with
 * them read as Latin letters, the secret replaced. The look-alike or invisible characters
 * are lost there, never the secret kept.
 */
export function redactHidden(text: string, secrets: readonly string[]): string {
  const out = redact(text, secrets);
  if (!holdsSecret(out, secrets)) return out;
  // Smuggled bytes: the runs of variation selectors are dropped with the other invisible characters below.
  const visible = redact(visibleOf(out), secrets);
  if (!holdsSecret(visible, secrets)) return visible;
  for (const f of foldedReadings(visible)) {
    let cleaned = f;
    for (const secret of usableOf(secrets)) if (secret.length >= FOLDED_MIN) cleaned = cleaned.split(secret).join(REDACTED);
    if (!holdsSecret(cleaned, secrets)) return cleaned;
  }
  return REDACTED;
}
