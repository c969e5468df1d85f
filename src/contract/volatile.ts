// Values a server computes from its clock at every listing: a schema default
// or example that is today's date (a payment toolkit's list_transactions
// defaults its range to the last 31 days). The definition then differs from
// one tools/list to the next, so the lock would never match the live catalog.
// A catalog declares such places per tool (`volatile`: JSON pointers into the
// definition, at a `default` or `examples` of the input or output schema);
// there a date or date-time (RFC 3339) is replaced by a fixed mark before the
// fingerprint, in the lock as in the live definitions. Only dates are masked:
// any other value there (a text, a number) is compared as it is, so the
// declaration cannot hide an edited instruction.
import type { JsonObject, JsonValue } from '../types.js';

/** What stands for a masked date, in the lock's definitions and in every compared projection. */
export const VOLATILE_MARK = 'x-catalog-lock-volatile-date';

/** A `volatile` pointer: into the input or output schema, ending at a `default` or at `examples` (or one of them). */
export const VOLATILE_POINTER = /^\/(?:inputSchema|outputSchema)(?:\/[^/]+)*\/(?:default|examples(?:\/(?:0|[1-9][0-9]{0,5}))?)$/;

// RFC 3339 full-date and date-time (section 5.6), checked for a real calendar day. Written out here:
// the format is fixed and small, and the JSON Schema validator's date-time format is in a package this does not need.
const RFC3339 = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[Tt ](?:[01]\d|2[0-3]):[0-5]\d:(?:[0-5]\d|60)(?:\.\d{1,9})?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;

/** Whether a value is a date or date-time string (RFC 3339). */
export function isRfc3339Date(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40 || !RFC3339.test(value)) return false;
  // A day the month has (Date.parse would take 2026-02-30 for March 2nd).
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** The keys of a JSON pointer (RFC 6901: ~1 is /, ~0 is ~). */
function pointerKeys(pointer: string): string[] {
  return pointer.split('/').slice(1).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The projection with the dates at `pointers` replaced by VOLATILE_MARK (an array of examples: each date in it).
 * The projection given is not changed: objects on a masked path are copied. Pointers that lead nowhere, or to
 * anything but a date, change nothing.
 */
export function maskVolatile(projection: JsonObject, pointers: readonly string[] | undefined): JsonObject {
  if (!pointers || pointers.length === 0) return projection;
  let out = projection;
  for (const pointer of pointers) {
    if (!VOLATILE_POINTER.test(pointer)) continue;
    out = maskAt(out, pointerKeys(pointer)) as JsonObject;
  }
  return out;
}

function maskAt(node: JsonValue, keys: readonly string[]): JsonValue {
  if (keys.length === 0) {
    if (isRfc3339Date(node)) return VOLATILE_MARK;
    if (Array.isArray(node) && node.some(isRfc3339Date)) return node.map((item) => (isRfc3339Date(item) ? VOLATILE_MARK : item));
    return node;
  }
  const [key, ...rest] = keys;
  if (Array.isArray(node)) {
    if (!/^(?:0|[1-9][0-9]*)$/.test(key) || Number(key) >= node.length) return node;
    const index = Number(key);
    const masked = maskAt(node[index], rest);
    if (masked === node[index]) return node;
    const copy = node.slice();
    copy[index] = masked;
    return copy;
  }
  if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return node;
  const masked = maskAt(node[key], rest);
  if (masked === node[key]) return node;
  return { ...node, [key]: masked };
}
