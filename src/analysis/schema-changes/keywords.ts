// Groups of JSON Schema keywords: bounds, annotations, open/closed pairs, name maps.

import { type ChangeId } from './change-kinds.js';
import { has } from './json.js';

const LOWER_BOUNDS = ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum', 'minContains'];
const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum', 'maxContains'];
/** Values equivalent to the keyword being absent. */
export const NEUTRAL: Record<string, number> = { minLength: 0, minItems: 0, minProperties: 0, minContains: 1 };
/** Validation keywords whose order we do not model: added / removed / changed. */
export const OTHER_VALIDATION = ['dependencies', 'contentEncoding', 'contentMediaType', 'contentSchema'];
export const ANNOTATION_IDS: Record<string, ChangeId> = {
  description: 'description_changed',
  title: 'title_changed',
  examples: 'examples_changed',
  example: 'examples_changed',
  default: 'default_changed',
  $comment: 'annotation_changed',
  deprecated: 'annotation_changed',
  readOnly: 'annotation_changed',
  writeOnly: 'annotation_changed',
  // OpenAPI's keyword, which pydantic and zod write beside a tagged union's oneOf: JSON Schema reads it as an
  // annotation (an unknown keyword validates nothing); the union's alternatives say what is accepted.
  discriminator: 'annotation_changed',
};

/** Keywords beside a $ref that do not validate the instance there. */
export const NON_VALIDATING = new Set(['$defs', 'definitions', '$schema', '$id', '$anchor']);

export function isAnnotation(key: string): boolean {
  return has(ANNOTATION_IDS, key) || key.startsWith('x-');
}

export const BOUNDS = new Map<string, boolean>([...LOWER_BOUNDS.map((k) => [k, true] as const), ...UPPER_BOUNDS.map((k) => [k, false] as const)]);
export const OPEN_CLOSED: Record<string, [ChangeId, ChangeId]> = {
  additionalProperties: ['additional_properties_closed', 'additional_properties_opened'],
  unevaluatedProperties: ['additional_properties_closed', 'additional_properties_opened'],
  additionalItems: ['additional_items_closed', 'additional_items_opened'],
  unevaluatedItems: ['additional_items_closed', 'additional_items_opened'],
};

/**
 * The instance type a keyword only ever constrains (the validation vocabulary's keywords for arrays, strings,
 * objects and numbers; `format` is left out: OpenAPI-style schemas give numbers formats too).
 */
export const KEYWORD_TYPE: Record<string, 'array' | 'string' | 'object' | 'number'> = Object.assign(
  Object.create(null) as Record<string, never>,
  Object.fromEntries([
    ...['items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'minItems', 'maxItems', 'uniqueItems', 'contains', 'minContains', 'maxContains'].map((k) => [k, 'array']),
    ...['minLength', 'maxLength', 'pattern', 'contentEncoding', 'contentMediaType', 'contentSchema'].map((k) => [k, 'string']),
    ...['properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties', 'dependentRequired', 'dependentSchemas', 'unevaluatedProperties', 'dependencies'].map((k) => [k, 'object']),
    ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].map((k) => [k, 'number']),
  ]),
);

/** Does a `type` keyword's set admit instances of this type (null or unreadable: any type)? */
export function admits(types: Set<string> | null | 'invalid', instance: 'array' | 'string' | 'object' | 'number'): boolean {
  if (types === null || types === 'invalid') return true;
  return types.has(instance) || (instance === 'number' && types.has('integer'));
}

/** Keywords whose value maps names to schemas: its keys are names, never keywords (a property may be named `$defs`). */
export const NAME_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', 'dependencies']);

/** A propertyNames schema without a `type` that every name meets (`string`, or a list holding it): absent means the same. */
export function namesOnly(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const type = (schema as Record<string, unknown>).type;
  if (type !== 'string' && !(Array.isArray(type) && type.includes('string'))) return schema;
  const { type: _type, ...rest } = schema as Record<string, unknown>;
  return rest;
}
