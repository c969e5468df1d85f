// Several Markdown reports (one per catalog) in one pull-request comment or
// job summary: each gets an even share of the room, at least enough for its
// decision and reasons, and the whole never exceeds GitHub's limit — reports
// that do not fit are left out with a line that says how many.

/** GitHub's limit for a comment body, with room for the marker the comment carries. */
export const COMMENT_LIMIT = 65_000;
/** The least room a report gets (its decision, reasons and first findings). */
const MIN_SHARE = 4_000;

/** The room each of `count` reports gets within `limit` (shared evenly, never below MIN_SHARE). */
export function shareOf(count: number, limit = COMMENT_LIMIT - 5_000): number {
  return Math.max(MIN_SHARE, Math.floor(limit / Math.max(1, count)));
}

/** Parts joined by newlines, cut at a part boundary when the whole would exceed `limit`, with a notice. */
export function combineReports(parts: string[], limit = COMMENT_LIMIT): string {
  const whole = parts.join('\n');
  if (whole.length <= limit) return whole;
  const notice = (left: number) => `\n_${left} more report part(s) left out: the comment would exceed ${limit.toLocaleString('en-US')} characters. The JSON report and the job log have everything._\n`;
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const next = out === '' ? parts[i] : `${out}\n${parts[i]}`;
    if (next.length + notice(parts.length - i - 1).length > limit) return `${out}${notice(parts.length - i)}`;
    out = next;
  }
  return out;
}
