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
