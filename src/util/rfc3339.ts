// RFC 3339 (section 5.6) dates and date-times, read strictly, in one place: a waiver's expiry and the catalog
// schema's `date` format (full-date), a runtime photograph's time and the report and snapshot schemas' `date-time`
// format (date-time), a volatile place's value (either). Date.parse is not used to read them: it takes 2026-02-30
// for March 2nd and reads a date-time with no offset in the machine's zone.

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// full-date "T" full-time, `t` or a space for the T (RFC 3339 section 5.6 allows both as readings; the repository's
// schemas took the space before this reader), a fraction of any length (time-secfrac is 1*DIGIT).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,40}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** The longest date-time text read (a fraction of 40 digits and an offset: 66 characters). */
const MAX_LENGTH = 66;

/** The instant at 00:00 UTC of a day that exists, or undefined (years 0000–0099 are read as written, not as 19xx). */
function dayStart(year: number, month: number, day: number): number | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : undefined;
}

/** The instant at 00:00 UTC of a full-date (`2026-12-04`) whose day exists, or undefined. */
export function fullDateStart(text: unknown): number | undefined {
  const m = typeof text === 'string' ? FULL_DATE.exec(text) : null;
  return m ? dayStart(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/** True for a full-date (`YYYY-MM-DD`) whose day exists. */
export function isFullDate(text: unknown): text is string {
  return fullDateStart(text) !== undefined;
}

/**
 * The instant (ms since the epoch) of an RFC 3339 date-time (`2026-10-06T07:41:12Z`, a fraction, an offset; a space
 * for the T), or undefined for anything else: another shape, no offset, or a day or time that does not exist
 * (`2026-02-30`, `24:00`). A leap second (`:60`, at a minute's 59th only) is read as the second before; a fraction beyond
 * milliseconds is cut.
 */
export function dateTimeInstant(text: unknown): number | undefined {
  if (typeof text !== 'string' || text.length > MAX_LENGTH) return undefined;
  const m = DATE_TIME.exec(text);
  if (!m) return undefined;
  const day = dayStart(Number(m[1]), Number(m[2]), Number(m[3]));
  const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6])];
  if (day === undefined || hour > 23 || minute > 59 || second > 60 || (second === 60 && minute !== 59)) return undefined;
  let offset = 0;
  if (!m[8]) {
    const [offsetHour, offsetMinute] = [Number(m[10]), Number(m[11])];
    if (offsetHour > 23 || offsetMinute > 59) return undefined;
    offset = (m[9] === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute) * 60_000;
  }
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  return day + ((hour * 60 + minute) * 60 + Math.min(second, 59)) * 1000 + ms - offset;
}

/** The instant of an RFC 3339 full-date (its 00:00 UTC) or date-time, or undefined. */
export function rfc3339Instant(value: unknown): number | undefined {
  return fullDateStart(value) ?? dateTimeInstant(value);
}
