// Bounded text for reports: hostile names and messages can be megabytes.

/** Truncates to `max` code points (never splitting a surrogate pair), marking the cut with `…`. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count === max) return `${out}…`;
    out += ch;
    count++;
  }
  return out;
}
