// Pretty JSON with every object's keys sorted (UTF-16 code unit order, as in
// RFC 8785), so files the tool writes diff line by line and are
// byte-identical when nothing changed.

export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === 'object') {
    // fromEntries, not assignment: a key named "__proto__" (a hostile schema can have one) stays an own key.
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function stableStringify(value: unknown): string {
  return `${JSON.stringify(sortKeysDeep(value), null, 2)}\n`;
}

/**
 * Serialized JSON made safe to print in a CI log, with the same data: the characters a terminal or a reviewer's eye
 * takes for something else (C1 controls, bidi overrides, zero-width and invisible marks, line and paragraph
 * separators, tag characters) written as \u escapes, and `##[` (the runner's older workflow command form, read
 * anywhere in a line, JSON quotes or not) written `##\u005b`. Only strings can hold them, so the escapes land inside
 * strings and JSON.parse gives back the same value.
 */
const LOG_UNSAFE = /[\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]|##\[/g;
export function logSafeJson(json: string): string {
  return json.replace(LOG_UNSAFE, (c) =>
    // (Per UTF-16 unit: a tag character is a surrogate pair, written as two escapes.)
    c === '##[' ? '##\\u005b' : Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}

/** stableStringify for what is printed or attached to a run (reports, snapshots): see logSafeJson. */
export function stableStringifyForLogs(value: unknown): string {
  return logSafeJson(stableStringify(value));
}
