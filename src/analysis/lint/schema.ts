// Schema helpers: $ref resolution, declared types, anyOf/oneOf branches,
// free (unconstrained) strings.
import type { JsonObject, JsonValue } from '../../types.js';

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function resolveRef(root: JsonObject, schema: JsonObject, seen: Set<string>): JsonObject | undefined {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  if (!ref.startsWith('#') || seen.has(ref) || seen.size > 32) return undefined;
  seen.add(ref);
  let node: JsonValue = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (isObject(node)) node = node[key];
    else if (Array.isArray(node) && /^\d+$/.test(key)) node = node[Number(key)];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return isObject(node) ? resolveRef(root, node, seen) : undefined;
}

const NO_TYPES: ReadonlySet<string> = new Set();
const ONE_TYPE = new Map<string, ReadonlySet<string>>();

/** The types a schema declares (shared sets for a single type: read only). */
export function typesOf(schema: JsonObject): ReadonlySet<string> {
  const t = schema.type;
  if (typeof t === 'string') {
    let set = ONE_TYPE.get(t);
    if (!set) {
      set = new Set([t]);
      if (ONE_TYPE.size < 64) ONE_TYPE.set(t, set);
    }
    return set;
  }
  if (Array.isArray(t)) return new Set(t.filter((x): x is string => typeof x === 'string'));
  return NO_TYPES;
}

export function branches(schema: JsonObject, root: JsonObject): JsonObject[] {
  if (schema.anyOf === undefined && schema.oneOf === undefined) return [schema];
  const out: JsonObject[] = [schema];
  for (const key of ['anyOf', 'oneOf']) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    for (const item of list.slice(0, 16)) {
      const resolved = isObject(item) ? resolveRef(root, item, new Set()) : undefined;
      if (resolved) out.push(resolved);
    }
  }
  return out;
}

/**
 * Formats that restrict a string to a shape (JSON Schema's, and OpenAPI's byte
 * and binary): `format: text` or `markdown` is free text by another name.
 */
const SHAPED_FORMATS = new Set([
  'date-time', 'date', 'time', 'duration', 'email', 'idn-email', 'hostname', 'idn-hostname', 'ipv4', 'ipv6', 'uri', 'uri-reference',
  'iri', 'iri-reference', 'uuid', 'uri-template', 'json-pointer', 'relative-json-pointer', 'regex', 'byte', 'binary', 'int32', 'int64',
]);

/** A pattern that every string matches (`.*`, `^[\s\S]*$`, `(?:.+)`…) constrains nothing. */
function matchesAnything(pattern: string): boolean {
  let core = pattern.replace(/^\^/, '').replace(/\$$/, '');
  for (let k = 0; k < 3; k++) core = core.replace(/^\((?:\?:)?(.*)\)$/, '$1');
  return core === '' || /^(?:\.|\[\^\]|\[(?:\\s\\S|\\S\\s|\\w\\W|\\W\\w|\\d\\D|\\D\\d)\])[*+]$/.test(core);
}

function constrained(schema: JsonObject): boolean {
  return (
    schema.enum !== undefined || schema.const !== undefined ||
    (typeof schema.pattern === 'string' && !matchesAnything(schema.pattern)) ||
    (typeof schema.format === 'string' && SHAPED_FORMATS.has(schema.format)) ||
    (typeof schema.maxLength === 'number' && schema.maxLength <= 32)
  );
}

/** A string (or, with `untyped`, a schema that says nothing) that is not constrained to a closed or formatted set. */
export function freeString(schema: JsonObject, root: JsonObject, untyped: boolean): JsonObject | undefined {
  for (const branch of branches(schema, root)) {
    const types = typesOf(branch);
    const isString = types.has('string');
    const saysNothing =
      untyped && types.size === 0 && branch.enum === undefined && branch.const === undefined && branch.properties === undefined &&
      branch.items === undefined && branch.anyOf === undefined && branch.oneOf === undefined && branch.allOf === undefined &&
      branch.not === undefined && branch.if === undefined && branch.$ref === undefined;
    if ((isString || saysNothing) && !constrained(branch) && !constrained(schema)) return branch;
  }
  return undefined;
}
