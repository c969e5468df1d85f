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

/** Items joined by `, `, the first `max` of them, the rest counted (`a, b and 3 more`). */
export function listSome(items: readonly string[], max: number): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
