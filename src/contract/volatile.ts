// Values a server computes from its clock at every listing: a schema default
// or example that is today's date (a payment toolkit's list_transactions
// defaults its range to the last 31 days). The definition then differs from
// one tools/list to the next, so the lock would never match the live catalog.
// A catalog declares such places per tool (`volatile`: JSON pointers into the
// definition, at a `default` or `examples` of the input or output schema);
// there a date or date-time (RFC 3339, or ISO 8601 without an offset) within VOLATILE_WINDOW_DAYS of the
// clock of the run is replaced by a fixed mark before the fingerprint, in the
// lock as in the live definitions. Anything else there (a text, a number, a
// date far from the clock: an expiry moved to 2099, a run time to 1970) is
// compared as it is, so the declaration hides no edited instruction and no
// date that does not follow the clock.
import type { JsonObject, JsonValue } from '../types.js';

/** What stands for a masked date, in the lock's definitions and in every compared projection. */
export const VOLATILE_MARK = 'x-catalog-lock-volatile-date';

/** How far from the clock of the run a date may be and still be masked: a year and a month, either way. */
export const VOLATILE_WINDOW_DAYS = 400;
const WINDOW_MS = VOLATILE_WINDOW_DAYS * 86_400_000;

/** The catalog's volatile places of a tool by runtime id, and the clock of the run (ms since the epoch). */
export interface VolatilePlaces {
  of: (runtimeId: string) => readonly string[] | undefined;
  nowMs: number;
}

/** A `volatile` pointer's shape: into the input or output schema, ending at a `default` or at `examples` (or one of them). */
export const VOLATILE_POINTER = /^\/(?:inputSchema|outputSchema)(?:\/[^/]+)*\/(?:default|examples(?:\/(?:0|[1-9][0-9]{0,5}))?)$/;

/** Schema keywords whose values are data, not schemas: a pointer through one (…/const/default) names no schema's default. */
const VALUE_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);

/**
 * Why a `volatile` pointer is refused, or undefined when it is a place a date may stand: its shape (VOLATILE_POINTER),
 * RFC 6901 escapes (only ~0 and ~1), and no value keyword on the way unless it names a property
 * (`/inputSchema/properties/default/default` is the default of a property called default; `…/const/default` is inside
 * a constant).
 */
export function volatilePointerProblem(pointer: string): string | undefined {
  if (!VOLATILE_POINTER.test(pointer)) return 'must point at a default or examples of the inputSchema or outputSchema (/inputSchema/properties/<name>/default)';
  if (/~(?![01])/.test(pointer)) return 'has a ~ that is neither ~0 nor ~1 (RFC 6901)';
  const keys = pointerKeys(pointer);
  const last = /^\d+$/.test(keys[keys.length - 1]) ? keys.length - 2 : keys.length - 1;
  for (let i = 1; i < last; i++) {
    if (VALUE_KEYWORDS.has(keys[i]) && keys[i - 1] !== 'properties') return `goes through ${keys[i]}, whose value is data, not a schema`;
  }
  return undefined;
}

// RFC 3339 full-date and date-time (section 5.6), checked for a real calendar day: a small fixed regex, as the
// repository's other date readings (waiver expiry, a runtime photograph's capturedAtUtc) are; each reads its own form.
const RFC3339 = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[Tt ](?:[01]\d|2[0-3]):[0-5]\d:(?:[0-5]\d|60)(?:\.\d{1,9})?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;
/** ISO 8601 local date-time, with no offset: what Python's datetime.now().isoformat() writes (read as UTC). */
const LOCAL_DATE_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?$/;

/** The instant of an RFC 3339 date or date-time (ms since the epoch), or undefined for anything else. */
export function rfc3339Instant(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length > 40 || !RFC3339.test(value)) return undefined;
  // A day the month has (Date.parse would take 2026-02-30 for March 2nd); a leap second read as the second before.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return undefined;
  const ms = Date.parse(value.replace(/:60(?=[.Zz+-]|$)/, ':59').replace(' ', 'T'));
  return Number.isNaN(ms) ? undefined : ms;
}

/** Whether a value is a date or date-time string (RFC 3339). */
export function isRfc3339Date(value: unknown): value is string {
  return rfc3339Instant(value) !== undefined;
}

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
  if (ms !== undefined || typeof value !== 'string' || !LOCAL_DATE_TIME.test(value) || rfc3339Instant(value.slice(0, 10)) === undefined) return ms;
  const local = Date.parse(`${value.length > 23 ? value.slice(0, 23) : value}Z`);
  return Number.isNaN(local) ? undefined : local;
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
    const masked = volatilePointerProblem(pointer) === undefined ? (maskAt(out, pointerKeys(pointer), nowMs) as JsonObject) : out;
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

function maskAt(node: JsonValue, keys: readonly string[], nowMs: number): JsonValue {
  if (keys.length === 0) {
    if (clockDate(node, nowMs)) return VOLATILE_MARK;
    if (Array.isArray(node) && node.some((item) => clockDate(item, nowMs))) return node.map((item) => (clockDate(item, nowMs) ? VOLATILE_MARK : item));
    return node;
  }
  const [key, ...rest] = keys;
  if (Array.isArray(node)) {
    if (!/^(?:0|[1-9][0-9]*)$/.test(key) || Number(key) >= node.length) return node;
    const index = Number(key);
    const masked = maskAt(node[index], rest, nowMs);
    if (masked === node[index]) return node;
    const copy = node.slice();
    copy[index] = masked;
    return copy;
  }
  if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return node;
  const masked = maskAt(node[key], rest, nowMs);
  if (masked === node[key]) return node;
  return { ...node, [key]: masked };
}
