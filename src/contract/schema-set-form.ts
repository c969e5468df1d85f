// A JSON Schema with the order of its sets forgotten: `required`, `enum`, a
// `type` list, the branches of `allOf` / `anyOf` / `oneOf` and the lists of
// `dependentRequired` mean the same in any order (and with repeats dropped —
// but in `oneOf`, where a value matching two equal branches is refused),
// so two schemas that differ only there have one set form. Tuple forms
// (`prefixItems`, `items` as a list) keep their order, and values (`const`,
// `default`, `examples`) are left as they are. Pure; used where "the same
// input schema" must not depend on how a server happens to list a set
// (target_scope_overlap), never for the fingerprints of the lock.
import { canonicalJson } from './hash.js';

/** Keywords whose value is a map of names to subschemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is one subschema. */
const SCHEMA_ONE = new Set([
  'additionalProperties',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'items',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
]);
/** Keywords whose value is a list of subschemas in which order means nothing. */
const SCHEMA_SETS = new Set(['allOf', 'anyOf', 'oneOf']);
/** Keywords whose value is a set of JSON values. */
const VALUE_SETS = new Set(['required', 'enum', 'type']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Members sorted by their canonical text, repeats dropped (kept with `repeats`: a multiset). */
function asSet(items: unknown[], repeats = false): unknown[] {
  const texts = items.map((item) => [canonicalJson(item), item] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return texts.filter(([text], i) => repeats || i === 0 || texts[i - 1][0] !== text).map(([, item]) => item);
}

/** Keywords that only describe (text for people and models), dropped by `{ prose: false }`. */
const PROSE = new Set(['description', 'title', 'examples', '$comment']);

/**
 * The schema with every set in one order (a new value; the input is not changed). With `prose: false`, the keywords
 * that only describe are left out too, at schema places only (a property named `description` stays): what a call may
 * hold, whatever the words around it.
 */
export function schemaSetForm(schema: unknown, options: { prose?: boolean } = {}): unknown {
  if (!isObject(schema)) return schema;
  const keepProse = options.prose !== false;
  const sub = (value: unknown) => schemaSetForm(value, options);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!keepProse && PROSE.has(key)) continue;
    let form = value;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      form = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, sub(schema)]));
    } else if (SCHEMA_ONE.has(key)) {
      form = Array.isArray(value) ? value.map(sub) : sub(value);
    } else if (key === 'prefixItems' && Array.isArray(value)) {
      form = value.map(sub);
    } else if (SCHEMA_SETS.has(key) && Array.isArray(value)) {
      form = asSet(value.map(sub), key === 'oneOf');
    } else if (VALUE_SETS.has(key) && Array.isArray(value)) {
      form = asSet(value);
    } else if (key === 'dependentRequired' && isObject(value)) {
      form = Object.fromEntries(Object.entries(value).map(([name, list]) => [name, Array.isArray(list) ? asSet(list) : list]));
    } else if (key === 'dependencies' && isObject(value)) {
      // Draft 7: a list of names (a set) or a subschema per property.
      form = Object.fromEntries(Object.entries(value).map(([name, dep]) => [name, Array.isArray(dep) ? asSet(dep) : sub(dep)]));
    }
    // Plain assignment would make a key named "__proto__" (a hostile schema can have one) the prototype.
    Object.defineProperty(out, key, { value: form, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
