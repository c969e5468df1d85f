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

/** The longest text redactHidden reads again for what a hidden secret leaves of it (64 KB: descriptions are shorter). */
const READ_AGAIN_MAX = 65_536;

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
 * hyphens, variation selectors between the letters of a secret) or the
 * combining marks put on its letters (MARKED_ASCII), and the
 * bytes a run of variation selectors smuggles. Only readings that differ from
 * the text.
 */
export function hiddenReadings(text: string): string[] {
  // Every hiding character is outside ASCII.
  if (ASCII.test(text)) return [];
  const out: string[] = [];
  const nfkc = text.normalize('NFKC');
  if (nfkc !== text) out.push(nfkc);
  const visible = spelledTags(nfkc).replace(INVISIBLE, '').replace(MARKED_ASCII, '$1');
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
  return spelledTags(text.normalize('NFKC')).replace(INVISIBLE, '').replace(MARKED_ASCII, '$1');
}

/**
 * Combining marks on an ASCII character (after NFKC, which composes é and the like): a secret written with one after
 * every letter (U+0332 underlines it) still reads as the secret (an outside red team's token came through whole).
 */
const MARKED_ASCII = /([\x21-\x7e])[\p{Mn}\p{Me}]+/gu;

/** A named character reference of the few HTML escapers write for ASCII. */
const HTML_NAMED: Record<string, string> = {
  lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ',
  // HTML5's names of ASCII punctuation (`&lowbar;` is `_`; an outside review).
  excl: '!', num: '#', dollar: '$', percnt: '%', lpar: '(', rpar: ')', ast: '*', midast: '*', plus: '+', comma: ',', period: '.', sol: '/',
  colon: ':', semi: ';', equals: '=', quest: '?', commat: '@', lsqb: '[', lbrack: '[', bsol: '\\', rsqb: ']', rbrack: ']', Hat: '^',
  lowbar: '_', UnderBar: '_', grave: '`', lcub: '{', lbrace: '{', verbar: '|', vert: '|', VerticalLine: '|', rcub: '}', rbrace: '}', hyphen: '-', dash: '-', tilde: '~',
};
const ESCAPED_CONTROL: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A code point as text, or the reference as written when it is none. */
function codePoint(cp: number, written: string): string {
  return cp <= 0x10ffff ? String.fromCodePoint(cp) : written;
}

// (Leading zeros allowed: `&#00000103;` is `g`.)
const HTML_REFERENCE = new RegExp(`&(?:#0*(\\d{1,7})|#[xX]0*([0-9a-fA-F]{1,6})|(${Object.keys(HTML_NAMED).join('|')}));?`, 'g');
const PERCENT_RUN = /(?:%[0-9a-fA-F]{2})+/g;
/** `%uXXXX`, JavaScript's old escape() of a code unit. */
const PERCENT_U = /%u([0-9a-fA-F]{4})/g;
const BACKSLASH_ESCAPE = /\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})|\\([0-3][0-7]{2})|\\([nrtbf])|\\([!-/:-@[-`{-~])/g;

/** The decoders a server may have encoded a text for, each where the text holds its mark. */
const DECODERS: readonly ((text: string) => string)[] = [
  // HTML character references.
  (text) =>
    text.includes('&')
      ? text.replace(HTML_REFERENCE, (ref, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
          name !== undefined ? HTML_NAMED[name] : codePoint(dec !== undefined ? Number(dec) : parseInt(hex!, 16), ref),
        )
      : text,
  // Percent-escapes, as UTF-8 (bytes that are none as Latin-1).
  (text) =>
    text.includes('%')
      ? text.replace(PERCENT_U, (_, unit: string) => String.fromCharCode(parseInt(unit, 16))).replace(PERCENT_RUN, (run) => {
          try {
            return decodeURIComponent(run);
          } catch {
            return Buffer.from(run.slice(1).split('%').map((h) => parseInt(h, 16))).toString('latin1');
          }
        })
      : text,
  // JSON and JS escapes, and Markdown's backslash escapes (`\\` is one backslash either way).
  (text) =>
    text.includes('\\')
      ? text.replace(BACKSLASH_ESCAPE, (esc, braced: string | undefined, u: string | undefined, x: string | undefined, octal: string | undefined, control: string | undefined, punct: string | undefined) =>
          punct ?? (control !== undefined ? ESCAPED_CONTROL[control] : octal !== undefined ? String.fromCharCode(parseInt(octal, 8)) : codePoint(parseInt((braced ?? u ?? x)!, 16), esc)),
        )
      : text,
];

/** The character each of DECODERS needs in a text. */
const MARKS = ['&', '%', '\\'];
const decodeAll = (text: string): string => DECODERS.reduce((t, decode) => decode(t), text);

/**
 * The text as decoders read it, each reading that differs from it: HTML character references (`&#90;`, `&lt;`),
 * percent-escapes of every byte (`%5a%71…`, not only what encodeURIComponent escapes) and `%u0073`, JSON and JS
 * escapes (`\u005a`, `\x41`, octal `\163`), Markdown's backslash escapes (`p\_w`) — each alone (one decoder must not undo what another
 * decoded: a secret that holds `\x12` once its `&lt;` is read), all of them in turn, and that twice (one encoding
 * inside another). A server may send a secret already escaped: a sink that decodes it shows the secret.
 */
export function decodedReadings(text: string): string[] {
  if (!/[&%\\]/.test(text)) return [];
  // (Each decoder whose mark the text holds; the others would return it as it is.)
  const out = new Set(DECODERS.filter((_, k) => text.includes(MARKS[k])).map((decode) => decode(text)));
  const all = decodeAll(text);
  out.add(all).add(decodeAll(all));
  out.delete(text);
  return [...out];
}

/** Secrets (or forms of one) at least this long are also looked for with the text's white space taken out: split over lines or spaced out. */
const JOINED_MIN = 12;

const longs = new WeakMap<readonly string[], string[]>();
/**
 * The secrets looked for with white space taken out, once per list: of JOINED_MIN characters or more, with a letter
 * and a digit, as keys and tokens are written (a value of words, `datawarehouse`, is read in "the data warehouse"
 * otherwise; an outside review).
 */
function longOf(usable: readonly string[]): string[] {
  let long = longs.get(usable);
  if (!long) longs.set(usable, (long = usable.filter((secret) => secret.length >= JOINED_MIN && !/\s/.test(secret) && /\p{L}/u.test(secret) && /\d/.test(secret))));
  return long;
}

/**
 * Whether a JSON text holds a key-shaped secret (see longOf) split by white space inside one of its strings (written
 * there as white space or as an escape: `\n`, `\f`, `\u000b`…): one pass over a whole value, where holdsSecret reads
 * one string.
 */
export function holdsSplitSecretInJson(json: string, secrets: readonly string[]): boolean {
  const long = longOf(usableOf(secrets));
  if (long.length === 0) return false;
  // An escaped backslash stays (`C:\\new` holds no line break); white space written as an escape goes.
  const joined = json.replace(/\\\\|\s+|\\[nrtf]|\\u(?:000[9a-dA-D]|0020|0085|00[aA]0|200[0-9a-bA-B]|202[89fF]|205[fF]|3000|1680|[fF][eE][fF][fF])/g, (m) => (m === '\\\\' ? m : ''));
  return long.some((secret) => joined.includes(secret));
}

/** Whether a text may hold an encoding decodedReadings reads: a cheap test before holdsEncodedSecret. */
export const MAY_BE_ENCODED = /[&%\\]/;

/** Whether a text holds a secret in an encoding a server chose or split by white space only (see holdsEncoded): what holdsSecret adds to its plain readings. */
export function holdsEncodedSecret(text: string, secrets: readonly string[]): boolean {
  const usable = usableOf(secrets);
  return usable.length > 0 && holdsEncoded(text, usable);
}

/**
 * Whether a text holds a secret in an encoding a server chose (see decodedReadings; hex and every-byte percent are
 * among a secret's forms: see escapedForms) or, key-shaped, split by white space (a line break in the middle, one
 * character a space): readings no sink writes, which a reader or a model decodes.
 */
function holdsEncoded(text: string, usable: readonly string[]): boolean {
  const decoded = decodedReadings(text);
  if (decoded.some((t) => usable.some((secret) => t.includes(secret)))) return true;
  const spaced = [text, ...decoded].filter((t) => /\s/.test(t));
  if (spaced.length === 0) return false;
  const long = longOf(usable);
  if (long.length > 0 && spaced.some((t) => long.some((secret) => t.replace(/\s+/g, '').includes(secret)))) return true;
  // A secret of several words (a passphrase) written with other white space between them: a line break, two spaces.
  const phrases = phrasesOf(usable);
  return phrases.length > 0 && spaced.some((t) => {
    const single = t.replace(/\s+/g, ' ');
    return phrases.some((phrase) => single.includes(phrase));
  });
}

const phraseLists = new WeakMap<readonly string[], string[]>();
/** The secrets of several words (JOINED_MIN characters or more), each run of white space in them one space, once per list. */
function phrasesOf(usable: readonly string[]): string[] {
  let phrases = phraseLists.get(usable);
  if (!phrases) phraseLists.set(usable, (phrases = usable.filter((secret) => secret.length >= JOINED_MIN && /\S\s+\S/.test(secret)).map((secret) => secret.trim().replace(/\s+/g, ' '))));
  return phrases;
}

/**
 * Whether a text holds a whole secret as it is, in one of its hidden readings, (one of 6 characters or more) in
 * look-alike characters, or (with `encoded`, the default) in an encoding or split by white space (see holdsEncoded).
 */
export function holdsSecret(text: string, secrets: readonly string[], encoded = true): boolean {
  const usable = usableOf(secrets);
  if (usable.length === 0) return false;
  // Whole secrets only: redact()'s rule for a secret's start before a cut mark is for output, not for finding one.
  if ([text, ...hiddenReadings(text)].some((t) => usable.some((secret) => t.includes(secret)))) return true;
  if (encoded && holdsEncoded(text, usable)) return true;
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
  // A long text that hides a secret is not read again reading by reading (each reads all of it, with every decoder:
  // 1 MB took seconds; an outside review): nothing of it is kept.
  if (out.length > READ_AGAIN_MAX) return REDACTED;
  // Smuggled bytes: the runs of variation selectors are dropped with the other invisible characters below.
  const visible = redact(visibleOf(out), secrets);
  if (!holdsSecret(visible, secrets)) return visible;
  for (const f of foldedReadings(visible)) {
    let cleaned = f;
    for (const secret of usableOf(secrets)) if (secret.length >= FOLDED_MIN) cleaned = cleaned.split(secret).join(REDACTED);
    if (!holdsSecret(cleaned, secrets)) return cleaned;
  }
  // Encoded by the server: the decoded reading, the secret replaced; hex or white space that hid it: nothing kept.
  for (const decoded of decodedReadings(visible)) {
    const cleaned = redact(decoded, secrets);
    if (!holdsSecret(cleaned, secrets)) return cleaned;
  }
  return REDACTED;
}

/**
 * A number whose JSON text holds a secret (an account id a server echoes as a number), as the string `***`: JSON has
 * no redacted number, and `***` written in place of the digits is no JSON at all.
 */
function redactNumber(value: number, secrets: readonly string[]): number | string {
  const text = JSON.stringify(value);
  return redact(text, secrets) === text ? value : REDACTED;
}

/**
 * Every string of a JSON value, keys included, with the secrets removed (see redactHidden), and every number that
 * holds one as `***`. For data alone: a format's own words (a report's property names, a severity) are not data.
 */
export function redactDeep(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0) return value;
  if (typeof value === 'string') return redactHidden(value, secrets);
  if (typeof value === 'number') return redactNumber(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, secrets));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // defineProperty: a key `__proto__` stays an own property, as JSON.parse made it.
      Object.defineProperty(out, redactHidden(key, secrets), { value: redactDeep(item, secrets), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

/**
 * An object of a known format with its data redacted: the fields named in `own` are the format's own words (a
 * severity, a status, a count, a digest: kept as they are, or `"info"` would read `"***"`), those in `nested` are
 * objects of a known format read by their own function, and every other value is data (redactDeep): a field the
 * format does not name is redacted, never kept. Keys are kept (they are the format's). Not an object: all data.
 */
export function redactFields<T>(value: T, secrets: readonly string[], own: readonly string[], nested: Record<string, (item: unknown) => unknown> = {}): T {
  if (secrets.length === 0) return value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return redactDeep(value, secrets) as T;
  const field = (key: string, item: unknown) => (own.includes(key) ? item : Object.hasOwn(nested, key) ? nested[key](item) : redactDeep(item, secrets));
  // (fromEntries: a key `__proto__` stays an own property.)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, field(key, item)])) as T;
}
