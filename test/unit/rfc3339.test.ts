import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeInstant, fullDateStart, isFullDate, rfc3339Instant } from '../../src/util/rfc3339.js';

describe('RFC 3339 dates and date-times (one reader for expiries, photographs, schema formats and volatile values)', () => {
  it('takes full-dates whose day exists, years 0000–0099 as written', () => {
    expect(fullDateStart('2026-12-04')).toBe(Date.UTC(2026, 11, 4));
    for (const d of ['2028-02-29', '2000-02-29', '0000-02-29', '0004-02-29', '9999-12-31']) expect(isFullDate(d), d).toBe(true);
    for (const d of ['2027-02-29', '1900-02-29', '0100-02-29', '2026-04-31', '2026-00-10', '2026-13-01', '2026-12-00', '2026-1-01', '20261204', ' 2026-12-04', '2026-12-04\n', 20261204, null]) {
      expect(isFullDate(d), String(d)).toBe(false);
    }
    const year42 = new Date(0);
    year42.setUTCFullYear(42, 0, 1);
    expect(fullDateStart('0042-01-01')).toBe(year42.getTime());
  });

  it('reads a date-time with its offset, a fraction cut to milliseconds, a leap second as the second before', () => {
    expect(dateTimeInstant('2026-10-06T07:41:12Z')).toBe(Date.UTC(2026, 9, 6, 7, 41, 12));
    expect(dateTimeInstant('2026-10-06t07:41:12.5+02:00')).toBe(Date.UTC(2026, 9, 6, 5, 41, 12, 500));
    expect(dateTimeInstant('2026-10-06T07:41:12.123456789-01:30')).toBe(Date.UTC(2026, 9, 6, 9, 11, 12, 123));
    expect(dateTimeInstant('2026-10-06T07:41:12.12345678901234Z')).toBe(Date.UTC(2026, 9, 6, 7, 41, 12, 123));
    expect(dateTimeInstant('2026-12-03 10:00:00Z')).toBe(Date.UTC(2026, 11, 3, 10));
    expect(dateTimeInstant('2016-12-31T23:59:60Z')).toBe(Date.UTC(2016, 11, 31, 23, 59, 59));
    expect(dateTimeInstant('2026-12-31T23:30:00-01:00')).toBe(Date.UTC(2027, 0, 1, 0, 30));
  });

  it("refuses what is not one: no offset, a time or offset that does not exist, a leap second but at a minute's end", () => {
    for (const bad of ['2026-12-03T10:00:00', '2026-12-03T24:00:00Z', '2026-12-03T10:60:00Z', '2026-12-03T10:00:61Z', '2026-02-30T00:00:00Z',
      '2026-12-03T10:00:00+24:00', '2026-12-03T10:00:00+01:60', '2026-12-03T10:00:00.Z', '2026-12-03T10:00Z', '2026-12-03T12:00:60Z',
      `2026-12-03T10:00:00.${'1'.repeat(41)}Z`, '2026-12-03T10:00:00Z and more', '1764763200', 1764763200, undefined]) {
      expect(dateTimeInstant(bad), String(bad)).toBeUndefined();
    }
    expect(rfc3339Instant('2026-12-03 10:00:00Z')).toBe(Date.UTC(2026, 11, 3, 10));
    expect(rfc3339Instant('2026-12-03')).toBe(Date.UTC(2026, 11, 3));
  });

  it('agrees with Date.parse on every date-time that exists, with any offset and fraction', () => {
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }),
      fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }),
      fc.option(fc.integer({ min: 0, max: 999 })), fc.option(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))),
      (y, mo, d, h, mi, s, frac, offset) => {
        const text = `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${frac === null ? '' : `.${pad(frac, 3)}`}${offset === null ? 'Z' : `${offset[0] ? '+' : '-'}${pad(offset[1])}:${pad(offset[2])}`}`;
        expect(dateTimeInstant(text), text).toBe(Date.parse(text));
      },
    ), { numRuns: 500 });
  });
});
