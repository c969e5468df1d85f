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
import { dateTimeInstant, rfc3339Instant } from '../util/rfc3339.js';

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
  if (!VOLATILE_POINTER.test(pointer)) return 'must point at a default or examples of the inputSchema or outputSchema (/inputSchema/properties/<name>/default)';
  if (/~(?![01])/.test(pointer)) return 'has a ~ that is neither ~0 nor ~1 (RFC 6901)';
  const keys = pointerKeys(pointer);
  // The index of the `default` or `examples` keyword the pointer ends at (`examples/2` names one example).
  const target = INDEX.test(keys[keys.length - 1]) && keys[keys.length - 2] === 'examples' ? keys.length - 2 : keys.length - 1;
  let at = 1;
  while (at < target) {
    const key = keys[at];
    if (SCHEMA_MAPS.has(key)) at += 2;
    else if (SCHEMA_LISTS.has(key) && INDEX.test(keys[at + 1] ?? '')) at += 2;
    else if (SCHEMA_VALUED.has(key)) at += 1;
    else return `goes through ${key}, which holds data, not a schema`;
  }
  // A map's member named like the keyword: /inputSchema/properties/default is the schema of a property, no default.
  return at === target ? undefined : `names the schema of ${keys[target]}, not a default or example of a schema`;
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
