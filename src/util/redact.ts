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
