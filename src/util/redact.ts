// Removes secret values from text before it reaches any sink.

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
 * The readings of a text in which a secret may hide that redact() does not
 * see in its characters: its NFKC form (a look-alike such as U+212A KELVIN
 * SIGN for K, or fullwidth letters, reads as the ASCII letter once
 * normalised, as names are), and with the ASCII that Unicode tag characters
 * spell (invisible, each standing for one printable character). Only the
 * readings that differ from the text.
 */
export function hiddenReadings(text: string): string[] {
  const out: string[] = [];
  const nfkc = text.normalize('NFKC');
  if (nfkc !== text) out.push(nfkc);
  if (/[\u{e0000}-\u{e007f}]/u.test(text)) out.push(spelledTags(nfkc));
  return out;
}

/** Whether a text holds a secret as it is or in one of its hidden readings (see hiddenReadings). */
export function holdsSecret(text: string, secrets: readonly string[]): boolean {
  if (usableOf(secrets).length === 0) return false;
  return [text, ...hiddenReadings(text)].some((t) => redact(t, secrets) !== t);
}

/**
 * redact(), and when what is left still holds a secret in a hidden reading,
 * that text normalised (NFKC) with its tag characters spelled out, redacted:
 * the look-alike or invisible characters are lost there, never the secret.
 */
export function redactHidden(text: string, secrets: readonly string[]): string {
  const out = redact(text, secrets);
  return holdsSecret(out, secrets) ? redact(spelledTags(out.normalize('NFKC')), secrets) : out;
}
