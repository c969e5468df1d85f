// Values a server computes from its clock at every listing: a schema default
// or example that is today's date (a payment toolkit's list_transactions
// defaults its range to the last 31 days). The definition then differs from
// one tools/list to the next, so the lock would never match the live catalog.
// A catalog declares such places per tool (`volatile`: JSON pointers into the
// definition, at a `default` or `examples` of the input or output schema, or
// at a text: the tool's description or title, a description in its schemas,
// where a server writes "today is 2026-12-04" and only such dates are masked);
// there a date or date-time (RFC 3339, or ISO 8601 without an offset) within VOLATILE_WINDOW_DAYS of the
// clock of the run is replaced by a fixed mark before the fingerprint, in the
// lock as in the live definitions. Anything else there (a text, a number, a
// date far from the clock: an expiry moved to 2099, a run time to 1970) is
// compared as it is, so the declaration hides no edited instruction and no
// date that does not follow the clock.
import type { JsonObject, JsonValue } from '../types.js';
import { dateTimeInstant, rfc3339Instant } from '../util/rfc3339.js';

/** What stands for a masked date, in the lock's definitions and in every compared projection. */
export const VOLATILE_MARK = 'x-catalog-lock-volatile-date';

/** How far from the clock of the run a date may be and still be masked: a year and a month, either way. */
export const VOLATILE_WINDOW_DAYS = 400;
const WINDOW_MS = VOLATILE_WINDOW_DAYS * 86_400_000;
/**
 * How far from the clock a date in a text may be and still be masked: two days, the date of the listing ("today is …",
 * in any time zone). A text holds other dates as well, which are its terms ("only rows older than 2026-06-01"): an
 * outside review showed a 400-day window in a text let such a cutoff move unseen.
 */
export const VOLATILE_TEXT_WINDOW_DAYS = 2;
const TEXT_WINDOW_MS = VOLATILE_TEXT_WINDOW_DAYS * 86_400_000;

/** How far from the clock a date at a volatile place may be, in days: a text's (description, title) or a value's. */
export function volatileWindowDays(pointer: string): number {
  return TEXT_KEYS.has(pointerKeys(pointer).at(-1) ?? '') ? VOLATILE_TEXT_WINDOW_DAYS : VOLATILE_WINDOW_DAYS;
}

/** The catalog's volatile places of a tool by runtime id, and the clock of the run (ms since the epoch). */
export interface VolatilePlaces {
  of: (runtimeId: string) => readonly string[] | undefined;
  nowMs: number;
}

/**
 * A `volatile` pointer's shape: into the input or output schema, ending at a `default` or at `examples` (or one of
 * them), or at a text: the tool's description or title, or a description in its schemas (where a server writes
 * "today is 2026-12-04"; in a text only the dates are masked, see maskTextDates).
 */
export const VOLATILE_POINTER =
  /^\/(?:description|title|(?:inputSchema|outputSchema)(?:\/[^/]+)*\/(?:default|examples(?:\/(?:0|[1-9][0-9]{0,5}))?|description|title))$/;
/** The keys a pointer ends at that name a text, in which dates are masked one by one. */
const TEXT_KEYS = new Set(['description', 'title']);

// JSON Schema keywords (draft 4 to 2020-12) by what their value holds: one schema, a map of schemas by name, a list of
// schemas by index (`items` is a schema or, before 2020-12, a list). Any other key on the way (const, enum, a
// vendor's keyword) holds data: a `default` under it is no schema's default.
const SCHEMA_VALUED = new Set(['items', 'additionalItems', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties', 'contains',
  'propertyNames', 'not', 'if', 'then', 'else', 'contentSchema']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
const INDEX = /^(?:0|[1-9]\d{0,5})$/;

/**
 * Why a `volatile` pointer is refused, or undefined when it is a place a date may stand: its shape (VOLATILE_POINTER),
 * RFC 6901 escapes (only ~0 and ~1), and a path that goes from schema to schema by the keywords that hold schemas
 * (`/inputSchema/properties/default/default` is the default of a property called default, `…/$defs/default/default`
 * of a definition called default; `…/const/default` is inside a constant's data).
 */
export function volatilePointerProblem(pointer: string): string | undefined {
  if (!VOLATILE_POINTER.test(pointer)) return 'must point at a default, examples or description of the inputSchema or outputSchema (/inputSchema/properties/<name>/default), or at /description or /title';
  if (/~(?![01])/.test(pointer)) return 'has a ~ that is neither ~0 nor ~1 (RFC 6901)';
  const keys = pointerKeys(pointer);
  if (keys.length === 1) return undefined;
  // The index of the keyword the pointer ends at (`examples/2` names one example).
  const target = INDEX.test(keys[keys.length - 1]) && keys[keys.length - 2] === 'examples' ? keys.length - 2 : keys.length - 1;
  let at = 1;
  while (at < target) {
    const key = keys[at];
    if (SCHEMA_MAPS.has(key)) at += 2;
    else if (SCHEMA_LISTS.has(key) && INDEX.test(keys[at + 1] ?? '')) at += 2;
    else if (SCHEMA_VALUED.has(key)) at += 1;
    else if (SCHEMA_LISTS.has(key)) return `goes through ${key} without an index (${key}/0/…): its value is a list of schemas`;
    else return `goes through ${key}, which holds data, not a schema`;
  }
  // A map's member named like the keyword: /inputSchema/properties/default is the schema of a property, no default.
  return at === target ? undefined : `names the schema of ${keys[target]}, not a default, an example or a description of a schema`;
}

/** ISO 8601 local date-time, with no offset: what Python's datetime.now().isoformat() writes (read as UTC). */
const LOCAL_DATE_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?$/;

/**
 * A date near the clock of the run: what a server computes from its clock. RFC 3339, or a local date-time with no
 * offset (a Python server's isoformat(): an outside review), read as UTC; either way within the window.
 */
function clockDate(value: unknown, nowMs: number): boolean {
  const ms = dateInstant(value);
  return ms !== undefined && Math.abs(ms - nowMs) <= WINDOW_MS;
}

/** The instant of a date the mask reads (RFC 3339, or a local date-time read as UTC), or undefined. */
export function dateInstant(value: unknown): number | undefined {
  const ms = rfc3339Instant(value);
  if (ms !== undefined || typeof value !== 'string' || !LOCAL_DATE_TIME.test(value)) return ms;
  // Read as UTC: the same date-time with a Z (and the seconds, where only the minutes are written).
  return dateTimeInstant(`${value.length === 16 ? `${value}:00` : value}Z`);
}

/** The keys of a JSON pointer (RFC 6901: ~1 is /, ~0 is ~). */
function pointerKeys(pointer: string): string[] {
  return pointer.split('/').slice(1).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The projection with the clock dates at `pointers` replaced by VOLATILE_MARK (an array of examples: each such date
 * in it), and the pointers where nothing was masked. The projection given is not changed: objects on a masked path
 * are copied. A pointer refused by volatilePointerProblem masks nothing.
 */
export function maskVolatile(projection: JsonObject, pointers: readonly string[] | undefined, nowMs: number): { projection: JsonObject; unmasked: string[] } {
  const unmasked: string[] = [];
  if (!pointers || pointers.length === 0) return { projection, unmasked };
  let out = projection;
  for (const pointer of pointers) {
    const keys = pointerKeys(pointer);
    const masked = volatilePointerProblem(pointer) === undefined ? (maskAt(out, keys, nowMs, TEXT_KEYS.has(keys[keys.length - 1])) as JsonObject) : out;
    if (masked === out) unmasked.push(pointer);
    out = masked;
  }
  return { projection: out, unmasked };
}

/** What stands at a pointer of a definition (for a message), or undefined when it leads nowhere. */
export function valueAt(definition: JsonValue, pointer: string): JsonValue | undefined {
  let node: JsonValue | undefined = definition;
  for (const key of pointerKeys(pointer)) {
    if (Array.isArray(node)) node = /^(?:0|[1-9][0-9]*)$/.test(key) ? node[Number(key)] : undefined;
    else if (node !== null && typeof node === 'object' && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * Dates written in a text: an ISO 8601 date, a time after it (by T or a space, seconds, a fraction and an offset
 * optional), and an English weekday before it ("Friday 2026-12-04 19:06:23": a firewall log server's description
 * says the day it was started, a nineteenth survey). Only these forms: "December 4, 2026" is compared as written.
 */
const TEXT_DATE =
  /(?:\b([A-Z][a-z]{2,8}|[A-Z]{3,9})\.?,?[ \t]{1,3})?\b(\d{4}-\d{2}-\d{2})(?:([Tt ])(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)([Zz]|[+-]\d{2}:\d{2})?)?(?![\w:.-]?\d)(?![A-Za-z])/g;
/** English weekdays, by their UTC day number (Sunday 0): a weekday is masked with its date only when it is that date's. */
const WEEKDAYS = new Map<string, number>(
  ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].flatMap((short, day) => {
    const long = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][day];
    return [[short, day], [long, day], ...(short === 'tue' ? [['tues', day]] : short === 'thu' ? [['thur', day], ['thurs', day]] : [])] as [string, number][];
  }),
);

/** The instant of a date written in a text (TEXT_DATE's date and time groups), read as dateInstant reads a value. */
function textDateInstant(date: string, time: string | undefined, offset: string | undefined): number | undefined {
  if (time === undefined) return dateInstant(date);
  return dateInstant(`${date}T${time.length === 5 ? `${time}:00` : time}${offset ?? ''}`);
}

/**
 * The text with each date TEXT_DATE reads that `masked` takes (by its instant) replaced by VOLATILE_MARK, with the
 * English weekday before it when it is that date's (a day either way: the server's zone); the rest as written (a word
 * before the date that is no weekday, or another day's, stays). The same text when nothing is masked.
 */
export function maskTextDates(text: string, masked: (ms: number) => boolean): string {
  if (!/\d{4}-\d{2}-\d{2}/.test(text)) return text;
  return text.replace(TEXT_DATE, (whole: string, word: string | undefined, date: string, _t: string | undefined, time: string | undefined, offset: string | undefined) => {
    const ms = textDateInstant(date, time, offset);
    if (ms === undefined || !masked(ms)) return whole;
    const day = word === undefined ? undefined : WEEKDAYS.get(word.toLowerCase());
    const dateDay = new Date(ms).getUTCDay();
    const itsDay = day !== undefined && (day === dateDay || day === (dateDay + 1) % 7 || day === (dateDay + 6) % 7);
    return itsDay ? VOLATILE_MARK : `${whole.slice(0, whole.indexOf(date))}${VOLATILE_MARK}`;
  });
}

/**
 * Two texts that differ only by dates (or by the mark of one on either side): the description a server writes with
 * today's date in it, listed on two days. Undefined when they differ otherwise; else whether the mark stands on
 * either side (the lock masked a date there, or masks one now).
 */
export function differOnlyByDates(x: unknown, y: unknown, nowMs?: number): { mark: boolean } | undefined {
  if (typeof x !== 'string' || typeof y !== 'string' || x === y || x.length > 100_000 || y.length > 100_000) return undefined;
  // (Dates the mask would take at one clock: within its window of each other, not an expiry moved from 2099 to 1970;
  // with the run's clock, the second text's (the live one's) dates are those of the listing, as the mask takes them.)
  const seen: number[] = [];
  const live: number[] = [];
  const any = (ms: number) => seen.push(ms) > 0;
  if (maskTextDates(x, any) !== maskTextDates(y, (ms) => live.push(ms) > 0 && any(ms))) return undefined;
  if (seen.length > 0 && Math.max(...seen) - Math.min(...seen) > WINDOW_MS) return undefined;
  if (nowMs !== undefined && live.some((ms) => Math.abs(ms - nowMs) > TEXT_WINDOW_MS)) return undefined;
  return { mark: x.includes(VOLATILE_MARK) || y.includes(VOLATILE_MARK) };
}

/** What a change of a text that differs only by dates says to do (`pointer`: the text's place in the definition). */
export function volatileTextHint(mark: boolean, pointer: string): string {
  return mark
    ? "only a date differs, and the lock masked one here or masks one now: the catalog's volatile places, or the date's distance from the clock, changed since the lock; if the server writes it from its clock, run lock to record it"
    : `only a date differs: if the server writes it from its clock, declare "${pointer}" under the tool's volatile in the catalog`;
}

function maskAt(node: JsonValue, keys: readonly string[], nowMs: number, text = false): JsonValue {
  if (keys.length === 0) {
    if (text) return typeof node === 'string' ? maskTextDates(node, (ms) => Math.abs(ms - nowMs) <= TEXT_WINDOW_MS) : node;
    if (clockDate(node, nowMs)) return VOLATILE_MARK;
    if (Array.isArray(node) && node.some((item) => clockDate(item, nowMs))) return node.map((item) => (clockDate(item, nowMs) ? VOLATILE_MARK : item));
    return node;
  }
  const [key, ...rest] = keys;
  if (Array.isArray(node)) {
    if (!/^(?:0|[1-9][0-9]*)$/.test(key) || Number(key) >= node.length) return node;
    const index = Number(key);
    const masked = maskAt(node[index], rest, nowMs, text);
    if (masked === node[index]) return node;
    const copy = node.slice();
    copy[index] = masked;
    return copy;
  }
  if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return node;
  const masked = maskAt(node[key], rest, nowMs, text);
  if (masked === node[key]) return node;
  return { ...node, [key]: masked };
}
