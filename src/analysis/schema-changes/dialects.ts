// The JSON Schema dialects read alike (draft-07, 2019-09, 2020-12) and the keywords they
// read differently.

import { has, isObj, type Obj, own } from './json.js';
import { isAnnotation, NON_VALIDATING } from './keywords.js';

/**
 * Dialects that read the common keywords alike: draft-07, 2019-09 and 2020-12 (absent: MCP's default, 2020-12).
 * Older drafts lack keywords (`const` in draft-04) and a URI of one's own may mean anything: never "form only".
 */
const ALIKE_DIALECTS = new Set(['json-schema.org/draft-07/schema', 'json-schema.org/draft/2019-09/schema', 'json-schema.org/draft/2020-12/schema']);

export function alikeDialect(uri: unknown): boolean {
  if (uri === undefined) return true;
  if (typeof uri !== 'string') return false;
  return ALIKE_DIALECTS.has(uri.trim().replace(/^https?:\/\//, '').replace(/#$/, ''));
}

/** Keywords that exist in some of the alike dialects only, or that they read differently. */
const DIALECT_KEYWORDS = [
  'additionalItems', 'prefixItems', 'dependencies', 'dependentRequired', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems',
  'minContains', 'maxContains', '$recursiveRef', '$recursiveAnchor', '$dynamicRef', '$dynamicAnchor', '$anchor',
];

/**
 * Whether what a schema accepts may depend on which of the alike dialects reads it: a keyword of DIALECT_KEYWORDS,
 * tuple `items`, boolean `exclusiveMinimum` / `exclusiveMaximum`, or a validating keyword beside a `$ref` (draft-07
 * ignores them, 2019-09 applies them). Iterative and bounded like every walk here; past the bound, sensitive.
 */
export function dialectSensitive(schema: unknown, dialect?: unknown): boolean {
  // What this comparison reads each of those keywords as, each dialect reads it so too when it is listed here.
  // No $schema is 2020-12, as MCP says (and as rootDialect reads it).
  const reads = DIALECT_READS.get(dialectKey(dialect));
  const unread = (usage: string) => reads === undefined || !reads.has(usage);
  const stack: unknown[] = [schema];
  for (let seen = 0; stack.length > 0 && seen < 100_000; seen++) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (!Array.isArray(node)) {
      const o = node as Record<string, unknown>;
      if (Array.isArray(o.items) && unread('tupleItems')) return true;
      if (DIALECT_KEYWORDS.some((k) => k in o && unread(k))) return true;
      if (typeof o.exclusiveMinimum === 'boolean' || typeof o.exclusiveMaximum === 'boolean') return true;
      if (typeof o.$ref === 'string' && Object.keys(o).some((k) => k !== '$ref' && !isAnnotation(k) && !NON_VALIDATING.has(k)) && unread('besideRef')) return true;
    }
    for (const value of Array.isArray(node) ? node : Object.values(node)) if (value !== null && typeof value === 'object') stack.push(value);
  }
  return stack.length > 0;
}

function dialectKey(uri: unknown): string {
  return uri === undefined ? 'json-schema.org/draft/2020-12/schema' : String(uri).trim().replace(/^https?:\/\//, '').replace(/#$/, '');
}

/**
 * The dialect-sensitive keywords each alike dialect reads as this comparison does (tuple `items` and
 * `additionalItems` as a tuple and its rest, `prefixItems` as a tuple, `dependentRequired` as required
 * dependencies…; `besideRef`: validating keywords beside a `$ref` applied). A schema that uses only these under
 * its own dialect is compared faithfully, whichever dialect the other side declares.
 */
const DIALECT_READS = new Map<string, Set<string>>([
  ['json-schema.org/draft-07/schema', new Set(['tupleItems', 'additionalItems', 'dependencies'])],
  [
    'json-schema.org/draft/2019-09/schema',
    new Set(['tupleItems', 'additionalItems', 'dependentRequired', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems', 'minContains', 'maxContains', '$recursiveRef', '$recursiveAnchor', '$anchor', 'besideRef']),
  ],
  [
    'json-schema.org/draft/2020-12/schema',
    new Set(['prefixItems', 'dependentRequired', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems', 'minContains', 'maxContains', '$dynamicRef', '$dynamicAnchor', '$anchor', 'besideRef']),
  ],
]);

export const MODERN_DIALECT = 'json-schema.org/draft/2020-12/schema';
export const DRAFT_07 = 'json-schema.org/draft-07/schema';
export const DRAFT_2019_09 = 'json-schema.org/draft/2019-09/schema';
/** Dialects that read `items: [..]` as a tuple and `additionalItems` as its rest. */
export const TUPLE_DIALECTS = new Set([DRAFT_07, DRAFT_2019_09]);
/** Dialects that split draft-07's `dependencies` into `dependentRequired` and `dependentSchemas`. */
export const DEPENDENT_DIALECTS = new Set([DRAFT_2019_09, MODERN_DIALECT]);

/** The dialect a schema's root declares (absent: MCP's default, 2020-12). */
export function rootDialect(root: unknown): string {
  return dialectKey(isObj(root) ? own(root, '$schema') : undefined);
}

export function draft07Tuple(o: Obj): boolean {
  return Array.isArray(own(o, 'items')) && !has(o, 'prefixItems');
}

export function modernTuple(o: Obj): boolean {
  return Array.isArray(own(o, 'prefixItems')) && !Array.isArray(own(o, 'items')) && !has(o, 'additionalItems');
}
