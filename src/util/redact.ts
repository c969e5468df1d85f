// Removes secret values from text before it reaches any sink.

export const REDACTED = '***';

export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  // Longest first, so a secret that contains another is removed whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length < 3) continue; // too short to redact without destroying the text; never used as a secret alone
    out = out.split(secret).join(REDACTED);
  }
  return out;
}
