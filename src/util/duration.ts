// Durations as people write them on a command line: days, hours and minutes
// (`24h`, `7d`, `1d12h`, `90m`).

/** Milliseconds of `text`, undefined when it is not a duration of at least a minute. */
export function parseDuration(text: string): number | undefined {
  const m = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/.exec(text.trim());
  if (!m || text.trim() === '') return undefined;
  const ms = ((Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0)) * 60 + Number(m[3] ?? 0)) * 60_000;
  return ms > 0 && Number.isSafeInteger(ms) ? ms : undefined;
}

/** A duration in days, hours and minutes (`7d`, `1h30m`); under a minute, in seconds. */
export function durationText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const parts = [[Math.floor(minutes / 1440), 'd'], [Math.floor((minutes % 1440) / 60), 'h'], [minutes % 60, 'm']] as const;
  const shown = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n}${unit}`).join('');
  return shown === '' ? `${Math.round(ms / 1000)}s` : shown;
}

/**
 * A maximum age as an option gives it: milliseconds of a duration, null for `none` (no limit), undefined when it is
 * neither (--runtime-max-age, --snapshot-max-age and the Action's inputs read it alike).
 */
export function parseMaxAge(text: string): number | null | undefined {
  if (text.trim() === 'none') return null;
  return parseDuration(text);
}
