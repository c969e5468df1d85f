// Classifies the changes between an approved and a live JSON Schema the way
// oasdiff and buf classify API changes: each change has a stable id, a JSON
// pointer and whether it breaks callers for the role the schema plays.
//
// Input (request-like) schemas break callers when they accept less
// (narrowing); output (response-like) schemas break callers when they promise
// less (widening). Inside `not` the polarity flips. Pure: no I/O, never throws
// on hostile input (depth is capped, values are compared iteratively).

import { addTo, append } from '../util/append.js';

export type SchemaRole = 'input' | 'output';

export interface SchemaChange {
  /** JSON pointer (RFC 6901) into the schema where the change is. */
  pointer: string;
  /** Stable id of the kind of change (see CHANGE_KINDS). */
  change: string;
  /** Whether the change breaks callers, for this role. */
  breaking: boolean;
  /** Set when the change is inside a definition no $ref uses: it validates nothing. */
  inert?: true;
  /** One line. */
  message: string;
}

export interface AnnotationFlip {
  hint: 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint';
  /** Raw approved value (undefined when absent). */
  from: unknown;
  /** Raw live value (undefined when absent). */
  to: unknown;
  risky: boolean;
  message: string;
}

/** Beyond this many nested schemas the rest is compared as a whole (`schema_too_deep`). */
export const MAX_SCHEMA_DEPTH = 64;

// ---------------------------------------------------------------- change ids

/**
 * narrow: accepts less (breaking for input); widen: accepts more (breaking
 * for output); both / none: breaking (or not) in either role; input: breaking
 * for input schemas only, whatever the polarity (annotations such as default).
 */
type Kind = 'narrow' | 'widen' | 'both' | 'none' | 'input';

export const CHANGE_KINDS = {
  schema_added: 'narrow',
  schema_removed: 'widen',
  schema_replaced: 'both',
  schema_opened: 'widen', // false (rejects everything) → a schema
  schema_closed: 'narrow', // a schema → false
  schema_too_deep: 'both',
  comparison_failed: 'both',
  required_property_added: 'narrow',
  optional_property_added: 'none',
  property_removed: 'both',
  property_made_required: 'narrow',
  property_made_optional: 'widen',
  type_narrowed: 'narrow',
  type_widened: 'widen',
  type_changed: 'both',
  alternative_added: 'widen', // anyOf / oneOf: one more alternative accepted
  alternative_removed: 'narrow',
  enum_value_removed: 'narrow',
  enum_value_added: 'widen',
  const_set: 'narrow',
  const_removed: 'widen',
  const_changed: 'both',
  constraint_added: 'narrow',
  constraint_tightened: 'narrow',
  constraint_removed: 'widen',
  constraint_loosened: 'widen',
  constraint_changed: 'both',
  format_changed: 'both',
  additional_properties_closed: 'narrow',
  additional_properties_opened: 'widen',
  additional_items_closed: 'narrow',
  additional_items_opened: 'widen',
  ref_changed: 'none', // when both sides resolve; the targets are then compared in place
  ref_unresolved: 'both',
  definition_added: 'none',
  definition_removed: 'none',
  description_changed: 'none',
  title_changed: 'none',
  examples_changed: 'none',
  annotation_changed: 'none',
  // The same members in another order (required, enum, type, anyOf…), or the same schema written another way:
  // nothing accepted or returned changed, though the bytes (and the contract hash) did.
  order_changed: 'none',
  rewritten: 'none',
  default_changed: 'input',
  keyword_changed: 'both',
  // `$schema` added, dropped or changed among draft-07, 2019-09 and 2020-12 on a schema that uses no keyword they read
  // differently.
  dialect_changed: 'none',
} as const satisfies Record<string, Kind>;

/**
 * Dialects that read the common keywords alike: draft-07, 2019-09 and 2020-12 (absent: MCP's default, 2020-12).
 * Older drafts lack keywords (`const` in draft-04) and a URI of one's own may mean anything: never "form only".
 */
const ALIKE_DIALECTS = new Set(['json-schema.org/draft-07/schema', 'json-schema.org/draft/2019-09/schema', 'json-schema.org/draft/2020-12/schema']);

function alikeDialect(uri: unknown): boolean {
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
function dialectSensitive(schema: unknown, dialect?: unknown): boolean {
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

export type ChangeId = keyof typeof CHANGE_KINDS;

/** Whether a change id breaks callers for a role (outside any `not`). */
export function isBreaking(change: ChangeId, role: SchemaRole): boolean {
  return breakingFor(CHANGE_KINDS[change], role, 1);
}

type Polarity = 1 | -1;

function breakingFor(kind: Kind, role: SchemaRole, polarity: Polarity): boolean {
  const effective: SchemaRole = polarity === 1 ? role : role === 'input' ? 'output' : 'input';
  switch (kind) {
    case 'narrow':
      return effective === 'input';
    case 'widen':
      return effective === 'output';
    case 'both':
      return true;
    case 'none':
      return false;
    case 'input':
      return role === 'input';
  }
}

// ---------------------------------------------------------------- JSON helpers

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(obj: Obj, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

function has(obj: Obj, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

class Lit {
  constructor(readonly text: string) {}
}
const COMMA = new Lit(',');
let overflowCounter = 0;
const CANONICAL_BUDGET = 2_000_000;

/**
 * Canonical text of a value: object keys sorted, iterative (no recursion, so
 * arbitrarily deep values are fine). Cyclic or absurdly large values get a
 * unique text, so they never compare equal to anything.
 */
function canonical(value: unknown, limit = Infinity): string {
  const parts: string[] = [];
  const stack: unknown[] = [value];
  let budget = CANONICAL_BUDGET;
  // With a limit: the text's start, once longer than `limit` (a message shows ~60 characters of a value that may be
  // megabytes, written once per place that shows it).
  let length = 0;
  while (stack.length > 0) {
    if (length > limit) break;
    const item = stack.pop();
    if (item instanceof Lit) {
      parts.push(item.text);
      length += item.text.length;
      continue;
    }
    const before = parts.length;
    if (--budget < 0) return `\u0000overflow:${++overflowCounter}`;
    if (Array.isArray(item)) {
      parts.push('[');
      stack.push(new Lit(']'));
      for (let i = item.length - 1; i >= 0; i--) {
        stack.push(item[i]);
        if (i > 0) stack.push(COMMA);
      }
    } else if (isObj(item)) {
      const keys = Object.keys(item).sort();
      parts.push('{');
      stack.push(new Lit('}'));
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push(item[keys[i]]);
        stack.push(new Lit(`${JSON.stringify(keys[i])}:`));
        if (i > 0) stack.push(COMMA);
      }
    } else if (typeof item === 'string') {
      parts.push(JSON.stringify(item));
    } else if (typeof item === 'number') {
      parts.push(Number.isFinite(item) ? JSON.stringify(item) : `#${String(item)}`);
    } else if (item === null || typeof item === 'boolean') {
      parts.push(String(item));
    } else {
      parts.push(`#${typeof item}`);
    }
    for (let i = before; i < parts.length; i++) length += parts[i].length;
  }
  return parts.join('');
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || typeof a !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  return canonical(a) === canonical(b);
}

// ---------------------------------------------------------------- pointers and messages

function escapeSegment(segment: string): string {
  if (!segment.includes('~') && !segment.includes('/')) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function child(pointer: string, ...segments: (string | number)[]): string {
  return pointer + segments.map((s) => `/${escapeSegment(String(s))}`).join('');
}

// Controls, separators and invisible characters: shown as \u{…} so a message is one visible line.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;
const MAX_SHOWN = 60;

function clip(text: string, max = MAX_SHOWN): string {
  const safe = text.replace(UNSAFE, (ch) => `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase()}}`);
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}

function nameText(name: string): string {
  return /^[A-Za-z0-9_$@.-]{1,60}$/.test(name) ? name : clip(JSON.stringify(name));
}

function valueText(value: unknown): string {
  if (value === undefined) return 'absent';
  // (More than MAX_SHOWN characters of the canonical text clip as the whole text does.)
  return clip(canonical(value, MAX_SHOWN));
}

function valuesText(values: unknown[]): string {
  const shown = values.slice(0, 5).map(valueText).join(', ');
  return values.length > 5 ? `${shown} and ${values.length - 5} more` : shown;
}

const IN_PLACE: Record<string, string> = {
  additionalProperties: '(additional properties)',
  unevaluatedProperties: '(unevaluated properties)',
  additionalItems: '[additional items]',
  unevaluatedItems: '[unevaluated items]',
};

/** Human subject of a schema pointer: "schema", "property filter.mode", "property tags[]". */
function subject(pointer: string): string {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
  let path = '';
  let property = true;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    const next = segments[i + 1];
    if (seg === 'properties' && next !== undefined) {
      path += `${path ? '.' : ''}${nameText(next)}`;
      i++;
    } else if ((seg === '$defs' || seg === 'definitions') && next !== undefined) {
      path = `${seg}.${nameText(next)}`;
      property = false;
      i++;
    } else if ((seg === 'items' || seg === 'prefixItems') && next !== undefined && /^\d+$/.test(next)) {
      path += `[${next}]`;
      i++;
    } else if (seg === 'items') {
      path += '[]';
    } else if (IN_PLACE[seg]) {
      path += IN_PLACE[seg];
    } else if ((seg === 'anyOf' || seg === 'oneOf' || seg === 'allOf') && next !== undefined) {
      path += `(${seg} ${next})`;
      i++;
    } else if ((seg === 'patternProperties' || seg === 'dependentSchemas') && next !== undefined) {
      path += `(${seg} ${nameText(next)})`;
      i++;
    } else {
      path += `(${nameText(seg)})`;
    }
  }
  if (path === '') return 'schema';
  return property && !path.startsWith('(') && !path.startsWith('[') ? `property ${path}` : `schema ${path}`;
}

// ---------------------------------------------------------------- keyword groups

const LOWER_BOUNDS = ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum', 'minContains'];
const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum', 'maxContains'];
/** Values equivalent to the keyword being absent. */
const NEUTRAL: Record<string, number> = { minLength: 0, minItems: 0, minProperties: 0, minContains: 1 };
/** Validation keywords whose order we do not model: added / removed / changed. */
const OTHER_VALIDATION = ['dependencies', 'contentEncoding', 'contentMediaType', 'contentSchema'];
const ANNOTATION_IDS: Record<string, ChangeId> = {
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
const NON_VALIDATING = new Set(['$defs', 'definitions', '$schema', '$id', '$anchor']);

function isAnnotation(key: string): boolean {
  return has(ANNOTATION_IDS, key) || key.startsWith('x-');
}

// ---------------------------------------------------------------- comparison

interface Ctx {
  role: SchemaRole;
  approvedRoot: unknown;
  liveRoot: unknown;
  out: SchemaChange[];
  ids: WeakMap<object, number>;
  nextId: number;
  seen: Set<string>;
  /** Pointers of definitions compared where a $ref reached them (not compared again on their own). */
  refTargets: Set<string>;
  /** $defs / definitions met on the way: compared at the end, those no $ref reached. */
  deferred: { x: unknown; y: unknown; pointer: string; keyword: string; depth: number; polarity: Polarity }[];
  /** Pointers of properties the approved schema required: a default given to one changes no existing call. */
  requiredBefore: Set<string>;
  /** Definitions no $ref of either schema reaches (set for the last phase): a change there validates nothing. */
  unused?: Set<string>;
  /** Canonical texts and shapes of branch targets, once per object: many `$ref` branches may name one large target. */
  viewTexts: WeakMap<object, string>;
  viewShapes: WeakMap<object, BranchShape>;
  /** Pairs of subschemas compared so far (see MAX_PAIRS), and steps of the loops inside one pair (see spend). */
  pairs: number;
  steps: number;
  /** inlinedText() by side and text of the subschema. */
  inlined: { approved: Map<string, string>; live: Map<string, string> };
  /** What disjoint() said of each list of alternatives, by root. */
  disjoints: Map<unknown, WeakMap<object, boolean>>;
  apart: ApartMemo;
}

/**
 * The most pairs of subschemas one comparison compares, and the most changes it lists. References can make a small
 * schema reach one target from thousands of places, each compared against another subschema of the other side (45 KB
 * of `$ref: "#"` listed a million changes): past either bound the comparison stops, and says so as a breaking
 * `comparison_failed` beside what it found (compare by hand: no reviewer reads further).
 */
const MAX_PAIRS = 200_000;
const MAX_CHANGES = 10_000;
/** The most steps of the loops inside pairs (branches scored against each other, definitions written out). */
const MAX_STEPS = 5_000_000;

/** Counts `n` steps of work against MAX_STEPS (past it, the comparison stops as for MAX_PAIRS). */
function spend(ctx: Pick<Ctx, 'steps'>, n: number): void {
  ctx.steps += n;
  if (ctx.steps > MAX_STEPS) throw new TooLarge(`it takes more than ${MAX_STEPS} steps (alternatives or references that fan out)`);
}

class TooLarge extends Error {}

function idOf(ctx: Ctx, obj: object): number {
  let id = ctx.ids.get(obj);
  if (id === undefined) {
    id = ++ctx.nextId;
    ctx.ids.set(obj, id);
  }
  return id;
}

interface Where {
  /** Pointer of the schema the change is in (for the message). */
  node: string;
  polarity: Polarity;
}

function push(ctx: Ctx, where: Where, pointer: string, change: ChangeId, text: string, breaking?: boolean): void {
  // Inside a `not` the words describe the negated subschema: what it "allows", the schema refuses.
  const negated = where.polarity === -1 && /\/not(\/|$)/.test(pointer) ? ' (inside "not": the schema refuses what this subschema allows)' : '';
  const inert = ctx.unused !== undefined && ctx.unused.size > 0 && underAny(ctx.unused, pointer);
  if (ctx.out.length >= MAX_CHANGES) throw new TooLarge(`it has more than ${MAX_CHANGES} changes`);
  ctx.out.push({
    pointer,
    change,
    breaking: inert ? false : (breaking ?? breakingFor(CHANGE_KINDS[change], ctx.role, where.polarity)),
    ...(inert ? { inert: true as const } : {}),
    message: `${ctx.role} ${subject(where.node)} ${text}${negated}${inert ? ' (no $ref uses this definition: it validates nothing)' : ''}`,
  });
}

/** Resolves a local reference ("#", "#/$defs/x") against a root; undefined when it cannot. */
function resolveRef(root: unknown, ref: string): { pointer: string; target: unknown } | undefined {
  if (!ref.startsWith('#')) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (fragment !== '' && !fragment.startsWith('/')) return undefined; // anchors are not resolved
  const segments = fragment === '' ? [] : fragment.slice(1).split('/').map(unescapeSegment);
  let node: unknown = root;
  for (const seg of segments) {
    if (Array.isArray(node) && /^(0|[1-9]\d*)$/.test(seg) && Number(seg) < node.length) node = node[Number(seg)];
    else if (isObj(node) && has(node, seg)) node = node[seg];
    else return undefined;
  }
  if (node === undefined) return undefined;
  return { pointer: child('', ...segments), target: node };
}

/** An `if` with a `then` or an `else`: without one, `if` validates nothing (and without `if`, neither do they). */
function conditional(o: Obj): boolean {
  return has(o, 'if') && (has(o, 'then') || has(o, 'else'));
}

function branchesText(o: Obj): string {
  return ['then', 'else'].filter((k) => has(o, k)).map((k) => `"${k}"`).join(' and ');
}

/**
 * `true` and an absent subschema accept everything, as `{}` does: one shared `{}`. A new one each time was a new
 * pair for the comparisons already made (their key is the two objects), and a schema whose `additionalProperties`
 * and `propertyNames` both point back at the root, against one that has neither, doubled its paths at each step
 * (never ending: 63 bytes of live schema).
 */
const EMPTY: Obj = Object.freeze({}) as Obj;

function normalize(schema: unknown): unknown {
  return schema === true || schema === undefined ? EMPTY : schema;
}

function compareNode(ctx: Ctx, approved: unknown, live: unknown, pointer: string, depth: number, polarity: Polarity): void {
  const where: Where = { node: pointer, polarity };
  const a = normalize(approved);
  const b = normalize(live);
  if (depth > MAX_SCHEMA_DEPTH) {
    if (!equal(a, b)) push(ctx, where, pointer, 'schema_too_deep', `is nested deeper than ${MAX_SCHEMA_DEPTH} schemas and changed; compare it by hand`);
    return;
  }
  if (a === false && b !== false && (isObj(b) || b === true)) {
    push(ctx, where, pointer, 'schema_opened', `no longer rejects every value (false → ${valueText(live)})`);
    return;
  }
  if (b === false && a !== false && isObj(a)) {
    push(ctx, where, pointer, 'schema_closed', `now rejects every value (${valueText(approved)} → false)`);
    return;
  }
  if (!isObj(a) || !isObj(b)) {
    if (!equal(a, b)) push(ctx, where, pointer, 'schema_replaced', `was replaced (${valueText(approved)} → ${valueText(live)})`);
    return;
  }
  const key = `${idOf(ctx, a)}:${idOf(ctx, b)}:${polarity}`;
  if (ctx.seen.has(key)) return;
  ctx.seen.add(key);
  if (++ctx.pairs > MAX_PAIRS) throw new TooLarge(`it takes more than ${MAX_PAIRS} comparisons of subschemas (references that reach one place from many)`);
  compareObjects(ctx, a, b, pointer, depth, polarity);
}

function compareObjects(ctx: Ctx, a0: Obj, b0: Obj, pointer: string, depth: number, polarity: Polarity): void {
  // allOf written out (pydantic's `allOf: [{$ref}]` beside a description, zod's intersection), before references are read.
  let [a, b] = has(a0, 'allOf') !== has(b0, 'allOf') ? [liftAllOf(a0), liftAllOf(b0)] : [a0, b0];
  // anyOf ↔ oneOf over alternatives a value can match twice: one change of the keyword (oneOf refuses a value that
  // matches several), then the alternatives compared pairwise under the live keyword. Over alternatives no value can
  // match twice it is no change at all (aligned()).
  for (const [from, to] of [['anyOf', 'oneOf'], ['oneOf', 'anyOf']] as const) {
    const x = own(a, from);
    const y = own(b, to);
    if (!Array.isArray(x) || !Array.isArray(y) || has(a, to) || has(b, from) || (disjointIn(ctx, x, ctx.approvedRoot) && disjointIn(ctx, y, ctx.liveRoot))) continue;
    const where: Where = { node: pointer, polarity };
    push(
      ctx,
      where,
      child(pointer, to),
      to === 'oneOf' ? 'constraint_added' : 'constraint_removed',
      to === 'oneOf' ? 'anyOf became oneOf: a value that matches more than one alternative is now refused' : 'oneOf became anyOf: a value that matches more than one alternative is now accepted',
    );
    const renamed: Obj = {};
    for (const k of Object.keys(a)) put(renamed, k === from ? to : k, a[k]);
    a = renamed;
  }
  const refA = typeof own(a, '$ref') === 'string' ? (a.$ref as string) : undefined;
  const refB = typeof own(b, '$ref') === 'string' ? (b.$ref as string) : undefined;
  // A reference on one side and alternatives that list that same reference on the other is one alternative
  // (aligned()): `{$ref: P}` → `anyOf: [{$ref: P}, {type: string}]` adds the string alternative; the reference is not
  // "inlined". Alternatives that do not list it (a union moved into or out of $defs) are compared with its target.
  const refToAlternatives = (refB !== undefined && refA === undefined && listsRef(a, refB)) || (refA !== undefined && refB === undefined && listsRef(b, refA));
  if ((refA !== undefined || refB !== undefined) && !refToAlternatives) {
    compareRefs(ctx, a, b, refA, refB, pointer, depth, polarity);
    return;
  }
  const [x, y] = aligned(a, b, ctx);
  compareKeywords(ctx, x, y, pointer, depth, polarity);
}

// ---------------------------------------------------------------- one schema written two ways

/** Keywords that validate (not annotations, not definitions). */
function validating(o: Obj): string[] {
  return Object.keys(o).filter((k) => !isAnnotation(k) && !NON_VALIDATING.has(k));
}

/** Sets an own key (a key named "__proto__", which a hostile schema can have, stays a key). */
function put(o: Obj, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

function without(o: Obj, key: string): Obj {
  const out: Obj = {};
  for (const k of Object.keys(o)) if (k !== key) put(out, k, o[k]);
  return out;
}

/**
 * Alternatives that only name types are a type list: `anyOf: [{type:
 * string}, {type: null}]` (pydantic's Optional, zod's nullable) is `type:
 * [string, null]`; `oneOf` too when no two of its types overlap (integer is a
 * number). Only on a schema with no `type` of its own.
 */
function liftTypeAlternatives(o: Obj): Obj {
  if (has(o, 'type')) return o;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const list = own(o, keyword);
    if (!Array.isArray(list) || list.length === 0) continue;
    const types: string[] = [];
    const seen = new Set<string>();
    for (const branch of list) {
      if (!isObj(branch) || validating(branch).some((k) => k !== 'type') || validating(branch).length === 0) return o;
      const t = own(branch, 'type');
      for (const name of Array.isArray(t) ? t : [t]) {
        if (typeof name !== 'string') return o;
        if (keyword === 'oneOf' && (seen.has(name) || (name === 'integer' && seen.has('number')) || (name === 'number' && seen.has('integer')))) return o;
        if (!seen.has(name)) {
          seen.add(name);
          types.push(name);
        }
      }
    }
    const out = without(o, keyword);
    out.type = types.length === 1 ? types[0] : types;
    return out;
  }
  return o;
}

/**
 * Alternatives that are only values (each a `const` or an `enum`, with at
 * most a `type` that admits them all) as one `enum` of their values, in their
 * order: `anyOf: [{const: a}, {type: string, const: b}]` is `enum: [a, b]`;
 * `oneOf` only when no value is listed twice (oneOf refuses a value two
 * alternatives accept). Only on a schema with no values of its own.
 */
function liftValueAlternatives(o: Obj, keyword: 'anyOf' | 'oneOf'): Obj {
  const list = own(o, keyword);
  if (!Array.isArray(list) || list.length === 0 || has(o, 'enum') || has(o, 'const')) return o;
  const values: unknown[] = [];
  const seen = new Set<string>();
  for (const branch of list) {
    if (!isObj(branch) || validating(branch).some((k) => k !== 'const' && k !== 'enum' && k !== 'type')) return o;
    if (has(branch, 'const') && has(branch, 'enum')) return o;
    const own = allowedValues(branch);
    if (own === undefined || (has(branch, 'type') && !own.every(typeAdmitter(branch.type)))) return o;
    for (const v of own) {
      const key = canonical(v);
      if (seen.has(key)) {
        if (keyword === 'oneOf') return o;
        continue;
      }
      seen.add(key);
      values.push(v);
    }
  }
  const out = without(o, keyword);
  out.enum = values;
  return out;
}

/**
 * Keywords read together with others of the same schema object (`additionalProperties` with `properties`, `then`
 * with `if`, `minContains` with `contains`, draft-07's `additionalItems` with `items`, …), and references: such a
 * keyword means something else once moved into another object, so an `allOf` that holds one is left as it is.
 */
const READ_WITH_SIBLINGS = new Set([
  'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'additionalItems', 'prefixItems', 'if', 'then', 'else',
  'contains', 'minContains', 'maxContains', '$ref', '$dynamicRef', '$recursiveRef', '$dynamicAnchor', '$recursiveAnchor',
]);

/** A keyword that may not move into another object: read with its siblings, a definition or identifier, a tuple, or draft-04's boolean bound. */
function staysInPlace(o: Obj, key: string): boolean {
  return READ_WITH_SIBLINGS.has(key) || NON_VALIDATING.has(key) || (key === 'items' && Array.isArray(o.items)) || ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof o[key] === 'boolean');
}

/**
 * `allOf` written out: its members merged into the schema, when that accepts
 * the same (zod's intersection → one object; pydantic's `allOf: [{$ref}]`
 * beside a description). Members and the schema must share no keyword but
 * `properties` (of distinct names), `required` (a union) and an equal `type`,
 * and hold none read with its siblings (see READ_WITH_SIBLINGS). A lone `$ref`
 * member is lifted beside annotations only: draft-07 reads no keyword beside a
 * `$ref`. Otherwise the schema is returned as it is.
 */
function liftAllOf(o: Obj): Obj {
  const list = own(o, 'allOf');
  if (!Array.isArray(list) || list.length === 0 || !list.every(isObj)) return o;
  const rest = without(o, 'allOf');
  if (list.length === 1 && has(list[0] as Obj, '$ref')) {
    const member = list[0] as Obj;
    if (validating(rest).length > 0 || Object.keys(member).some((k) => has(rest, k))) return o;
    for (const k of Object.keys(member)) put(rest, k, member[k]);
    return rest;
  }
  // The schema's own definitions and dialect ($defs, $schema at the root, as zod-to-json-schema writes them) stay
  // where they are: only the members' keywords move.
  if (Object.keys(rest).some((k) => staysInPlace(rest, k) && !NON_VALIDATING.has(k))) return o;
  for (const member of list as Obj[]) {
    for (const k of Object.keys(member)) {
      const value = member[k];
      if (staysInPlace(member, k)) return o;
      if (!has(rest, k)) put(rest, k, k === 'properties' && isObj(value) ? { ...value } : k === 'required' && Array.isArray(value) ? [...value] : value);
      else if (k === 'properties' && isObj(value) && isObj(rest.properties)) {
        const merged = rest.properties as Obj;
        for (const name of Object.keys(value)) {
          if (has(merged, name)) return o;
          put(merged, name, value[name]);
        }
      } else if (k === 'required' && Array.isArray(value) && Array.isArray(rest.required)) {
        const required = rest.required as unknown[];
        const known = new Set(required);
        for (const name of value) if (!known.has(name)) {
          known.add(name);
          required.push(name);
        }
      } else if (!(k === 'type' && canonical(value) === canonical(rest[k]))) return o;
    }
  }
  return rest;
}

/**
 * Alternatives no value can match twice, so that anyOf and oneOf over them accept the same: each names its own
 * single type, or each is an object that requires one same property with a `const` of its own (a discriminator:
 * `name: {const: "find"}`, `name: {const: "aggregate"}`).
 */
function disjoint(list: unknown, root: unknown, memo?: ApartMemo): boolean {
  if (!Array.isArray(list) || list.length < 2 || !list.every(isObj)) return false;
  // Alternatives behind a local `$ref` are read as their target (pydantic's discriminated unions list `$defs`).
  const items = list.map((item) => target(root, item as Obj));
  if (!items.every(isObj)) return false;
  const distinct = (values: string[]) => values.length === items.length && new Set(values).size === values.length;
  const types = items.map((item) => (typeof item.type === 'string' ? item.type : undefined));
  if (types.every((t) => t !== undefined) && distinct(types as string[]) && !(types.includes('integer') && types.includes('number'))) return true;
  // Pairwise, by values and types: {const: a} and {type: null}, {const: a} and {const: b} (a bounded number of pairs).
  if (items.length <= MAX_PAIRWISE && items.every((p, i) => items.every((q, j) => j <= i || apartOnce(p as Obj, q as Obj, memo)))) return true;
  const first = items[0] as Obj;
  const props = isObj(first.properties) ? Object.keys(first.properties) : [];
  // (Each item's required names as a set, once: not searched once per property.)
  const required = (items as Obj[]).map((item) => (Array.isArray(item.required) ? new Set<unknown>(item.required) : undefined));
  return props.some((key) => {
    const consts: string[] = [];
    for (const [k, item] of (items as Obj[]).entries()) {
      const prop = isObj(item.properties) ? (item.properties as Obj)[key] : undefined;
      // Only objects: properties and required say nothing of a string or a number, which would match every alternative.
      if (item.type !== 'object' || !isObj(prop) || !required[k]?.has(key)) return false;
      // A const, or an enum of one value (pydantic 1 writes Literal["a"] so).
      if (Object.hasOwn(prop, 'const')) consts.push(canonical(prop.const));
      else if (Array.isArray(prop.enum) && prop.enum.length === 1) consts.push(canonical(prop.enum[0]));
      else return false;
    }
    return distinct(consts);
  });
}

/** disjoint(), once per list and root in a comparison (many pairs of subschemas may hold one list behind a $ref). */
function disjointIn(ctx: Pick<Ctx, 'disjoints' | 'apart'>, list: unknown, root: unknown): boolean {
  if (!Array.isArray(list)) return false;
  let byList = ctx.disjoints.get(root);
  if (!byList) ctx.disjoints.set(root, (byList = new WeakMap()));
  let known = byList.get(list);
  if (known === undefined) byList.set(list, (known = disjoint(list, root, ctx.apart)));
  return known;
}

/** Most alternatives disjoint() compares pair by pair. */
const MAX_PAIRWISE = 64;

/** The type names of a `type` keyword, or undefined when it has none (or an unreadable one). */
function typeNames(o: Obj): string[] | undefined {
  const t = own(o, 'type');
  const names = Array.isArray(t) ? t : [t];
  return has(o, 'type') && names.every((n) => typeof n === 'string') ? (names as string[]) : undefined;
}

/**
 * apart() of two targets, once per pair in a comparison, with each target's values written canonically once: many
 * lists of alternatives may name the same definitions (a hundred properties, each a oneOf of the same 64 enums).
 */
interface ApartMemo {
  pairs: WeakMap<Obj, WeakMap<Obj, boolean>>;
  values: WeakMap<Obj, Set<string>>;
}

function apartOnce(p: Obj, q: Obj, memo: ApartMemo | undefined): boolean {
  if (!memo) return apart(p, q);
  let byQ = memo.pairs.get(p);
  if (!byQ) memo.pairs.set(p, (byQ = new WeakMap()));
  let known = byQ.get(q);
  if (known === undefined) byQ.set(q, (known = apart(p, q, memo)));
  return known;
}

/**
 * Two alternatives no value matches both of, as far as their values and
 * types tell: values of one the other's values or type all refuse, or types
 * that share no instance (integer is a number).
 */
function apart(p: Obj, q: Obj, memo?: ApartMemo): boolean {
  const [vp, vq] = [allowedValues(p), allowedValues(q)];
  if (vp !== undefined && vq !== undefined) {
    const texts = (o: Obj, values: unknown[]) => {
      let set = memo?.values.get(o);
      if (!set) {
        set = new Set(values.map((v) => canonical(v)));
        memo?.values.set(o, set);
      }
      return set;
    };
    const [mine, other] = [texts(p, vp), texts(q, vq)];
    for (const v of mine) if (other.has(v)) return false;
    return true;
  }
  for (const [values, typed] of [[vp, q], [vq, p]] as const) {
    const names = typeNames(typed);
    if (values !== undefined && names !== undefined) {
      const admits = typeAdmitter(names);
      return values.every((v) => !admits(v));
    }
  }
  const [tp, tq] = [typeNames(p), typeNames(q)];
  if (tp === undefined || tq === undefined) return false;
  const widen = (names: string[]) => (names.includes('number') ? [...names, 'integer'] : names);
  return !widen(tp).some((n) => widen(tq).includes(n));
}

/**
 * The canonical text of a subschema with its references written out, once per text of the subschema and side (a
 * thousand conditions `{"$ref": "#/$defs/big"}` write `big` out once, not a thousand times).
 */
function inlinedText(ctx: Pick<Ctx, 'steps' | 'approvedRoot' | 'liveRoot' | 'inlined'>, side: 'approved' | 'live', node: unknown): string {
  const key = canonical(node);
  const memo = ctx.inlined[side];
  let text = memo.get(key);
  if (text === undefined) {
    text = canonical(inlineRefs(ctx, side === 'approved' ? ctx.approvedRoot : ctx.liveRoot, node));
    memo.set(key, text);
  }
  return text;
}

/** Most references inlineRefs() replaces in one subschema (a recursive definition stops there, as `$ref` text). */
const MAX_INLINED = 64;

/**
 * A subschema with its local `$ref`s replaced by their targets, as far as MAX_INLINED of them (beyond, or when one
 * does not resolve, the `$ref` stays as written): what a condition means, to compare two conditions written alike.
 */
function inlineRefs(ctx: Pick<Ctx, 'steps'>, root: unknown, node: unknown): unknown {
  let budget = MAX_INLINED;
  const walk = (value: unknown, depth: number): unknown => {
    if (depth > MAX_SCHEMA_DEPTH || value === null || typeof value !== 'object') return value;
    spend(ctx, 1);
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1));
    const o = value as Obj;
    if (typeof own(o, '$ref') === 'string' && budget > 0) {
      const resolved = resolveRef(root, o.$ref as string);
      if (resolved !== undefined) {
        budget--;
        const out: Obj = {};
        for (const k of Object.keys(o)) if (k !== '$ref') put(out, k, walk(o[k], depth + 1));
        put(out, '$ref', walk(resolved.target, depth + 1));
        return out;
      }
    }
    const out: Obj = {};
    for (const k of Object.keys(o)) put(out, k, walk(o[k], depth + 1));
    return out;
  };
  return walk(node, 0);
}

/** Most local references a schema is followed through to its target (a chain `$ref` → `$ref` …); a cycle stops there. */
const MAX_REF_CHAIN = 8;

/** The schema a `$ref`-only node stands for (followed through a chain of them), else the node itself; undefined when a reference does not resolve. */
function target(root: unknown, node: Obj): unknown {
  let out: unknown = node;
  for (let k = 0; k < MAX_REF_CHAIN && isObj(out) && typeof own(out, '$ref') === 'string' && validating(out).length === 1; k++) {
    const resolved = resolveRef(root, out.$ref as string);
    if (resolved === undefined) return undefined;
    out = resolved.target;
  }
  return out;
}

/**
 * The two sides in comparable forms, when only one side uses a combinator: a
 * lone allOf member in place; and when one side is alternatives only (`anyOf`
 * or `oneOf` and annotations) and the other has none, the other as one
 * alternative, so its branch is matched with theirs (`{type: string}` →
 * `anyOf: [string, null]`: a null alternative added, not the schema
 * "replaced"; Optional[Model] likewise) — or, against a type list, the
 * alternatives as a type list when they only name types (`anyOf: [{type:
 * string}, {type: null}]` is `type: [string, null]`).
 */
function aligned(a: Obj, b: Obj, ctx: Pick<Ctx, 'approvedRoot' | 'liveRoot' | 'disjoints' | 'apart'>): [Obj, Obj] {
  let x = a;
  let y = b;
  // A tuple as draft-07 and 2019-09 write it (`items: [..]`, the rest in `additionalItems`) and as 2020-12 does
  // (`prefixItems: [..]`, the rest in `items`): one schema written two ways, when each side's dialect reads its own
  // form so (draft-07 ignores prefixItems: there `items: false` beside it refuses every non-empty array). The
  // approved side is read in the live side's form (where findings point).
  const [dialectA, dialectB] = [rootDialect(ctx.approvedRoot), rootDialect(ctx.liveRoot)];
  if (draft07Tuple(x) && modernTuple(y) && TUPLE_DIALECTS.has(dialectA) && dialectB === MODERN_DIALECT) x = tupleAs(x, 'modern');
  else if (modernTuple(x) && draft07Tuple(y) && dialectA === MODERN_DIALECT && TUPLE_DIALECTS.has(dialectB)) x = tupleAs(x, 'draft07');
  // anyOf ↔ oneOf over alternatives no value can match twice: the same alternatives, compared branch by branch under
  // the live keyword (where findings point).
  for (const [from, to] of [['anyOf', 'oneOf'], ['oneOf', 'anyOf']] as const) {
    if (has(x, from) && !has(x, to) && has(y, to) && !has(y, from) && disjointIn(ctx, own(x, from), ctx.approvedRoot) && disjointIn(ctx, own(y, to), ctx.liveRoot)) {
      const renamed: Obj = {};
      for (const k of Object.keys(x)) put(renamed, k === from ? to : k, x[k]);
      x = renamed;
    }
  }
  if (has(a, 'allOf') !== has(b, 'allOf')) {
    x = liftAllOf(a);
    y = liftAllOf(b);
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const plain = (o: Obj) => !has(o, 'anyOf') && !has(o, 'oneOf') && !has(o, 'allOf') && validating(o).length > 0;
    // The plain schema becomes the one alternative; an annotation stays beside the alternatives only where the other
    // side writes it there (pydantic's `{anyOf: [...], description}`), else it goes into the alternative with the
    // rest (sentry's `{anyOf: [{type: string, description}, {type: null}]}`): one description, not two changes.
    const wrap = (o: Obj, alternatives: Obj): Obj => {
      const out: Obj = {};
      const body: Obj = {};
      for (const k of Object.keys(o)) put(NON_VALIDATING.has(k) || (isAnnotation(k) && has(alternatives, k)) ? out : body, k, o[k]);
      out[keyword] = [body];
      return out;
    };
    const align = (alternatives: Obj, other: Obj): [Obj, Obj] => {
      // `enum: [a, b]` is `anyOf: [{const: a}, {const: b}]` (zod 4's z.enum against a union of literals).
      if (allowedValues(other) !== undefined) {
        const lifted = liftValueAlternatives(alternatives, keyword);
        if (lifted !== alternatives) return [lifted, other];
      }
      if (Array.isArray(own(other, 'type'))) {
        const lifted = liftTypeAlternatives(alternatives);
        if (lifted !== alternatives) return [lifted, other];
        // `{type: [string, null], maxLength: 5}` is `anyOf: [{type: string, maxLength: 5}, {type: null}]` (zod 3's
        // and zod 4's or pydantic's nullable): one alternative per type, each with the keywords of its type.
        const split = splitTypeList(other, keyword, alternatives);
        if (split !== undefined) return [alternatives, split];
      }
      return [alternatives, wrap(other, alternatives)];
    };
    if (alternativesOnly(x, [keyword]) && plain(y)) [x, y] = align(x, y);
    else if (alternativesOnly(y, [keyword]) && plain(x)) [y, x] = align(y, x);
  }
  return [x, y];
}

/**
 * A schema with a type list written as alternatives, one per type, each with the keywords that constrain its
 * type (KEYWORD_TYPE) and the `enum` / `const` values of its type; annotations stay beside them unless the
 * alternatives side writes them inside. Undefined when it is not that simple: a keyword for no one type (`not`,
 * `allOf`…), a value of no listed type, or integer and number under oneOf (a value would match both).
 */
const JSON_TYPES: ReadonlySet<string> = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);

function splitTypeList(o: Obj, keyword: 'anyOf' | 'oneOf', alternatives: Obj): Obj | undefined {
  const types = own(o, 'type') as unknown[];
  // (JSON Schema's seven type names, each once: any other list is not that simple, and a list of 40,000 made names
  // times values.)
  if (types.length < 2 || !types.every((t): t is string => typeof t === 'string' && JSON_TYPES.has(t)) || new Set(types).size !== types.length) return undefined;
  if (keyword === 'oneOf' && types.includes('integer') && types.includes('number')) return undefined;
  const valueType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v);
  const admitsValue = (t: string, v: unknown) => { const vt = valueType(v); return vt === t || (t === 'number' && vt === 'integer'); };
  const enumValues = has(o, 'enum') ? own(o, 'enum') : has(o, 'const') ? [own(o, 'const')] : undefined;
  if (enumValues !== undefined && (!Array.isArray(enumValues) || enumValues.some((v) => !types.some((t) => admitsValue(t, v))))) return undefined;
  const out: Obj = {};
  const branches: Obj[] = types.map((t) => ({ type: t }));
  for (const k of Object.keys(o)) {
    if (k === 'type' || k === 'enum' || k === 'const') continue;
    if (NON_VALIDATING.has(k) || isAnnotation(k)) {
      put(out, k, o[k]);
      continue;
    }
    // `format` validates strings (and, OpenAPI-style, numbers), never null: it goes with every other type.
    const instance = k === 'format' ? 'format' : KEYWORD_TYPE[k];
    if (instance === undefined) return undefined;
    types.forEach((t, i) => {
      if (t === instance || (instance === 'number' && t === 'integer') || (instance === 'format' && t !== 'null')) put(branches[i], k, o[k]);
    });
  }
  if (enumValues !== undefined) {
    types.forEach((t, i) => {
      const values = (enumValues as unknown[]).filter((v) => admitsValue(t, v));
      // `null` under type null is the type itself (kept only when the values allow it); otherwise the values of that type.
      if (values.length === 0) branches[i] = { not: {} };
      else if (t === 'null') return;
      else if (has(o, 'const')) put(branches[i], 'const', values[0]);
      else put(branches[i], 'enum', values);
    });
    // A type with no value left accepts nothing: drop it.
    for (let i = branches.length - 1; i >= 0; i--) if (has(branches[i], 'not')) branches.splice(i, 1);
  }
  // Annotations the alternatives side writes inside its alternatives go inside ours too (see wrap in aligned()).
  for (const k of Object.keys(out)) {
    if (isAnnotation(k) && !has(alternatives, k)) {
      for (const b of branches) put(b, k, out[k]);
      delete out[k];
    }
  }
  put(out, keyword, branches);
  return out;
}

/** Alternatives only (see alternativesOnly), one of which is a plain reference to `ref`. */
function listsRef(o: Obj, ref: string): boolean {
  if (!alternativesOnly(o)) return false;
  const list = Array.isArray(own(o, 'anyOf')) ? own(o, 'anyOf') : own(o, 'oneOf');
  return (list as unknown[]).some((branch) => isObj(branch) && own(branch, '$ref') === ref && validating(branch).every((k) => k === '$ref'));
}

/** A schema that is nothing but `anyOf` or `oneOf` alternatives (annotations and definitions aside). */
function alternativesOnly(o: Obj, keywords: readonly string[] = ['anyOf', 'oneOf']): boolean {
  return keywords.some((keyword) => Array.isArray(own(o, keyword)) && validating(o).every((k) => k === keyword));
}

const MODERN_DIALECT = 'json-schema.org/draft/2020-12/schema';
/** Dialects that read `items: [..]` as a tuple and `additionalItems` as its rest. */
const TUPLE_DIALECTS = new Set(['json-schema.org/draft-07/schema', 'json-schema.org/draft/2019-09/schema']);

/** The dialect a schema's root declares (absent: MCP's default, 2020-12). */
function rootDialect(root: unknown): string {
  return dialectKey(isObj(root) ? own(root, '$schema') : undefined);
}

function draft07Tuple(o: Obj): boolean {
  return Array.isArray(own(o, 'items')) && !has(o, 'prefixItems');
}

function modernTuple(o: Obj): boolean {
  return Array.isArray(own(o, 'prefixItems')) && !Array.isArray(own(o, 'items')) && !has(o, 'additionalItems');
}

/** Tuples tupleAs() wrote in the other form: read as the tuple their own dialect reads (see restUnreachable). */
const TUPLES_REWRITTEN = new WeakSet<object>();

/** A tuple schema rewritten in the other form (see aligned()); every other keyword kept. */
function tupleAs(o: Obj, form: 'modern' | 'draft07'): Obj {
  const [positions, rest] = form === 'modern' ? ['items', 'additionalItems'] : ['prefixItems', 'items'];
  const [toPositions, toRest] = form === 'modern' ? ['prefixItems', 'items'] : ['items', 'additionalItems'];
  const out: Obj = {};
  for (const k of Object.keys(o)) if (k !== positions && k !== rest) put(out, k, o[k]);
  put(out, toPositions, o[positions]);
  if (has(o, rest)) put(out, toRest, o[rest]);
  TUPLES_REWRITTEN.add(out);
  return out;
}

function compareRefs(
  ctx: Ctx, a: Obj, b: Obj, refA: string | undefined, refB: string | undefined, pointer: string, depth: number, polarity: Polarity,
): void {
  const where: Where = { node: pointer, polarity };
  const refPointer = child(pointer, '$ref');
  const ra = refA === undefined ? undefined : resolveRef(ctx.approvedRoot, refA);
  const rb = refB === undefined ? undefined : resolveRef(ctx.liveRoot, refB);
  if (refA !== undefined && refA === refB) {
    // Same reference: compare the targets where they are, once (the seen set guards cycles).
    if (ra && rb) {
      if (ra.pointer === rb.pointer) {
        ctx.refTargets.add(ra.pointer);
        compareNode(ctx, ra.target, rb.target, ra.pointer, depth + 1, polarity);
      }
    } else if (ra || rb) {
      push(ctx, where, refPointer, 'ref_unresolved', `reference ${clip(JSON.stringify(refA))} ${ra ? 'no longer resolves' : 'now resolves'}`);
    }
    compareKeywords(ctx, a, b, pointer, depth, polarity, '$ref');
    return;
  }
  if (refA !== undefined && refB !== undefined) {
    if (ra && rb) {
      push(ctx, where, refPointer, 'ref_changed', `reference changed from ${clip(JSON.stringify(refA))} to ${clip(JSON.stringify(refB))}`);
      // Through a chain of references to the schemas they stand for: one change of reference, not one per link.
      compareNode(ctx, followRefs(ctx.approvedRoot, ra.target), followRefs(ctx.liveRoot, rb.target), pointer, depth + 1, polarity);
      compareKeywords(ctx, a, b, pointer, depth, polarity, '$ref');
    } else {
      push(ctx, where, refPointer, 'ref_unresolved', `reference changed from ${clip(JSON.stringify(refA))} to ${clip(JSON.stringify(refB))} and cannot be resolved`);
    }
    return;
  }
  // One side is a reference, the other inline: expand the reference in place
  // when it has nothing but annotations beside it.
  const [refSide, resolved, ref] = refA !== undefined ? [a, ra, refA] : [b, rb, refB as string];
  const siblings = Object.keys(refSide).filter((k) => k !== '$ref' && !isAnnotation(k) && !NON_VALIDATING.has(k));
  if (!resolved) {
    push(ctx, where, refPointer, 'ref_unresolved', `reference ${clip(JSON.stringify(ref))} ${refA !== undefined ? 'was replaced by an inline schema' : 'replaced an inline schema'} and cannot be resolved`);
    return;
  }
  if (siblings.length > 0) {
    push(ctx, where, pointer, 'schema_replaced', `was replaced (${refA !== undefined ? 'reference to inline schema' : 'inline schema to reference'})`);
    return;
  }
  push(ctx, where, refPointer, 'ref_changed', refA !== undefined ? `reference ${clip(JSON.stringify(ref))} was inlined` : `is now the reference ${clip(JSON.stringify(ref))}`);
  if (refA !== undefined) compareNode(ctx, followRefs(ctx.approvedRoot, resolved.target), b, pointer, depth + 1, polarity);
  else compareNode(ctx, a, followRefs(ctx.liveRoot, resolved.target), pointer, depth + 1, polarity);
}

/** A reference target followed through further `$ref`-only links (see target()); as it is when a link does not resolve. */
function followRefs(root: unknown, node: unknown): unknown {
  return isObj(node) ? (target(root, node) ?? node) : node;
}

const BOUNDS = new Map<string, boolean>([...LOWER_BOUNDS.map((k) => [k, true] as const), ...UPPER_BOUNDS.map((k) => [k, false] as const)]);
const OPEN_CLOSED: Record<string, [ChangeId, ChangeId]> = {
  additionalProperties: ['additional_properties_closed', 'additional_properties_opened'],
  unevaluatedProperties: ['additional_properties_closed', 'additional_properties_opened'],
  additionalItems: ['additional_items_closed', 'additional_items_opened'],
  unevaluatedItems: ['additional_items_closed', 'additional_items_opened'],
};

/**
 * The instance type a keyword only ever constrains (the validation vocabulary's keywords for arrays, strings,
 * objects and numbers; `format` is left out: OpenAPI-style schemas give numbers formats too).
 */
const KEYWORD_TYPE: Record<string, 'array' | 'string' | 'object' | 'number'> = Object.assign(
  Object.create(null) as Record<string, never>,
  Object.fromEntries([
    ...['items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'minItems', 'maxItems', 'uniqueItems', 'contains', 'minContains', 'maxContains'].map((k) => [k, 'array']),
    ...['minLength', 'maxLength', 'pattern', 'contentEncoding', 'contentMediaType', 'contentSchema'].map((k) => [k, 'string']),
    ...['properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties', 'dependentRequired', 'dependentSchemas', 'unevaluatedProperties', 'dependencies'].map((k) => [k, 'object']),
    ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].map((k) => [k, 'number']),
  ]),
);

/** Does a `type` keyword's set admit instances of this type (null or unreadable: any type)? */
function admits(types: Set<string> | null | 'invalid', instance: 'array' | 'string' | 'object' | 'number'): boolean {
  if (types === null || types === 'invalid') return true;
  return types.has(instance) || (instance === 'number' && types.has('integer'));
}

/** Compares the keywords of two object schemas; only keywords present on either side cost anything. */
function compareKeywords(ctx: Ctx, a: Obj, b: Obj, pointer: string, depth: number, polarity: Polarity, skip?: string): void {
  const where: Where = { node: pointer, polarity };
  const at = (keyword: string) => child(pointer, keyword);
  const keys = new Set(Object.keys(a));
  for (const key of Object.keys(b)) keys.add(key);
  let propertiesDone = false;
  let valuesDone = false;
  const boundsDone = { lower: false, upper: false };
  const typesA = typeSet(own(a, 'type'));
  const typesB = typeSet(own(b, 'type'));
  for (const keyword of [...keys].sort()) {
    if (keyword === skip) continue;
    // A keyword for a type one side does not admit constrains nothing both sides accept: string → array of strings
    // is one type change, not also "items narrowed from any" (the type finding says it; nothing is left unsaid).
    const instance = KEYWORD_TYPE[keyword];
    if (instance !== undefined && (!admits(typesA, instance) || !admits(typesB, instance))) continue;
    const x = own(a, keyword);
    const y = own(b, keyword);
    switch (keyword) {
      case 'properties':
      case 'required':
        if (!propertiesDone) compareProperties(ctx, a, b, pointer, depth, polarity);
        propertiesDone = true;
        continue;
      case 'type':
        // `{const: "a"}` → `{type: "string", const: "a"}` (valibot → zod, TypeBox, pydantic): a type written on one
        // side only, beside values it admits all of, accepts nothing more or less; the values are compared below.
        if (!equal(x, y) && !typeOnlyRestatesValues(a, b)) compareType(ctx, where, at(keyword), x, y);
        continue;
      case 'enum':
      case 'const':
        if (!valuesDone) compareAllowedValues(ctx, where, a, b, pointer);
        valuesDone = true;
        continue;
      case 'minimum':
      case 'exclusiveMinimum':
      case 'maximum':
      case 'exclusiveMaximum': {
        // An inclusive and an exclusive bound on one side are one bound: compared as such when both sides are numbers.
        const side = keyword.toLowerCase().includes('min') ? 'lower' : 'upper';
        if (boundsDone[side]) continue;
        boundsDone[side] = true;
        if (!compareNumericBound(ctx, where, a, b, pointer, side === 'lower')) {
          const [inclusive, exclusive] = side === 'lower' ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
          for (const k of [exclusive, inclusive]) compareBound(ctx, where, at(k), k, own(a, k), own(b, k), side === 'lower');
        }
        continue;
      }
      case '$schema':
        // The dialect: what a schema accepts changes with it only through keywords the drafts read differently.
        if (!equal(x, y)) {
          const text = `${x === undefined ? 'now declares its dialect' : y === undefined ? 'no longer declares its dialect' : 'changes its dialect'} (${valueText(x)} → ${valueText(y)})`;
          if (!alikeDialect(x) || !alikeDialect(y)) push(ctx, where, at(keyword), 'keyword_changed', `${text}: a dialect other than draft-07, 2019-09 or 2020-12 may read any keyword otherwise`);
          // Each side read in its own dialect: a keyword only one of them reads as compared here may change what is
          // accepted unseen (draft-07 ignores dependentRequired); draft-07's tuple items → 2020-12's prefixItems does not.
          else if (dialectSensitive(a, x) || dialectSensitive(b, y)) push(ctx, where, at(keyword), 'keyword_changed', `${text}, and uses keywords the drafts read differently`);
          else push(ctx, where, at(keyword), 'dialect_changed', `${text}; each side's keywords mean here what its own dialect reads`);
        }
        continue;
      case 'dependentRequired':
        compareDependentRequired(ctx, where, at(keyword), x, y);
        continue;
      case 'multipleOf':
        compareMultipleOf(ctx, where, at(keyword), x, y);
        continue;
      case 'pattern':
        compareAddedRemoved(ctx, where, at(keyword), keyword, x, y, 'constraint_changed');
        continue;
      case 'format':
        compareAddedRemoved(ctx, where, at(keyword), keyword, x, y, 'format_changed');
        continue;
      case 'uniqueItems': {
        // absent means false
        const ux = x ?? false;
        const uy = y ?? false;
        if (ux === false && uy === true) push(ctx, where, at(keyword), 'constraint_added', 'now requires unique items');
        else if (ux === true && uy === false) push(ctx, where, at(keyword), 'constraint_removed', 'no longer requires unique items');
        else if (!equal(ux, uy)) push(ctx, where, at(keyword), 'constraint_changed', `uniqueItems changed from ${valueText(x)} to ${valueText(y)}`);
        continue;
      }
      case 'items':
        // a schema, or a tuple (draft 4 to 2019-09)
        if (Array.isArray(x) || Array.isArray(y)) compareTuple(ctx, where, pointer, keyword, x, y, depth);
        else if (!restUnreachable(keyword, a, b, ctx)) compareOpenClosed(ctx, where, pointer, keyword, x, y, depth, 'additional_items_closed', 'additional_items_opened');
        continue;
      case 'prefixItems':
        compareTuple(ctx, where, pointer, keyword, x, y, depth);
        continue;
      case 'propertyNames':
        // A property name is always a string: `type: "string"` there admits every name (zod 4 writes it for records).
        compareNode(ctx, namesOnly(x), namesOnly(y), at(keyword), depth + 1, polarity);
        continue;
      case 'then':
      case 'else':
        // Read under the same condition only (absent means "anything", as {} does); under another condition, or none
        // (without "if" they validate nothing), the conditional is compared as a whole at "if".
        if (conditional(a) && conditional(b) && equal(a.if, b.if)) compareNode(ctx, x, y, at(keyword), depth + 1, polarity);
        continue;
      case 'contains':
      case 'not':
        // absent is not the same as {}
        if (!has(a, keyword)) push(ctx, where, at(keyword), 'constraint_added', `now has a "${keyword}" constraint`);
        else if (!has(b, keyword)) push(ctx, where, at(keyword), 'constraint_removed', `no longer has a "${keyword}" constraint`);
        else compareNode(ctx, x, y, at(keyword), depth + 1, keyword === 'not' ? (polarity === 1 ? -1 : 1) : polarity);
        continue;
      case 'if': {
        // One finding for the conditional: added, removed, or its condition replaced (whether that narrows or widens
        // depends on then/else too).
        const [before, after] = [conditional(a), conditional(b)];
        // Beside a closing unevaluated*, then / else also let properties through: the change goes both ways.
        const both = readsEvaluated(a) || readsEvaluated(b) ? { breaking: true as const, note: ', and the schema refuses what it does not evaluate (unevaluated*), so this changes that too' } : { breaking: undefined, note: '' };
        if (!before && after) push(ctx, where, at(keyword), 'constraint_added', `now has a conditional ("if" … ${branchesText(b)})${both.note}`, both.breaking);
        else if (before && !after) push(ctx, where, at(keyword), 'constraint_removed', `no longer has a conditional ("if" … ${branchesText(a)})${both.note}`, both.breaking);
        else if (before && after && !equal(x, y)) push(ctx, where, at(keyword), 'schema_replaced', 'condition ("if") was replaced');
        // The same words, `{$ref: …}`, over a definition that changed: the condition changed all the same (the
        // definition compared alone would be read with one polarity, where a condition has both).
        else if (before && after && inlinedText(ctx, 'approved', x) !== inlinedText(ctx, 'live', y)) {
          push(ctx, where, at(keyword), 'schema_replaced', 'condition ("if") was replaced: a definition it references changed');
        }
        continue;
      }
      case 'anyOf':
      case 'oneOf':
      case 'allOf':
        // branches matched regardless of position; anything but two arrays is a replacement
        if (Array.isArray(x) && Array.isArray(y)) {
          compareBranches(ctx, where, pointer, keyword, x, y, depth, readsEvaluated(a) || readsEvaluated(b));
        } else if (!equal(x, y)) {
          const count = (v: unknown) => (Array.isArray(v) ? `${v.length} branches` : valueText(v));
          push(ctx, where, at(keyword), 'schema_replaced', `${keyword} was replaced (${count(x)} → ${count(y)})`);
        }
        continue;
      case 'patternProperties':
        // Beside an additionalProperties that refuses something (false, or a schema), a pattern also admits the names
        // it matches: adding one accepts those names and constrains their values, removing one the reverse.
        if (closesNames(a) || closesNames(b)) compareMap(ctx, where, pointer, keyword, x, y, depth, 'constraint_changed', 'constraint_changed');
        else compareMap(ctx, where, pointer, keyword, x, y, depth, 'constraint_added', 'constraint_removed');
        continue;
      case 'dependentSchemas':
        compareMap(ctx, where, pointer, keyword, x, y, depth, 'constraint_added', 'constraint_removed');
        continue;
      case '$defs':
      case 'definitions':
        // Compared where a $ref reaches them (with the polarity of that place); the rest at the end.
        ctx.deferred.push({ x, y, pointer, keyword, depth, polarity });
        continue;
    }
    const lower = BOUNDS.get(keyword);
    if (lower !== undefined) {
      compareBound(ctx, where, at(keyword), keyword, x, y, lower);
    } else if (has(OPEN_CLOSED, keyword)) {
      const [closed, opened] = OPEN_CLOSED[keyword];
      if (!restUnreachable(keyword, a, b, ctx)) compareOpenClosed(ctx, where, pointer, keyword, x, y, depth, closed, opened);
    } else if (equal(x, y)) {
      continue;
    } else if (isAnnotation(keyword)) {
      const id: ChangeId = has(ANNOTATION_IDS, keyword) ? ANNOTATION_IDS[keyword] : 'annotation_changed';
      // What the model reads of a description or title is shown (its start, clipped): a reviewer approves that text.
      const shown = keyword === 'description' || keyword === 'title' ? (x === undefined ? `: ${valueText(y)}` : y === undefined ? `: was ${valueText(x)}` : ` from ${valueText(x)} to ${valueText(y)}`) : '';
      const text = keyword === 'default' ? `default changed from ${valueText(x)} to ${valueText(y)}` : `${nameText(keyword)} ${x === undefined ? 'added' : y === undefined ? 'removed' : 'changed'}${shown}`;
      // A default given to, changed on or taken from a property every approved call had to pass changes no existing
      // call; nor does `default: null` where there was none (no value either way).
      if (keyword === 'default' && ctx.requiredBefore.has(pointer)) push(ctx, where, at(keyword), id, `${text} (it was required: no approved call omits it)`, false);
      else if (keyword === 'default' && x === undefined && y === null) push(ctx, where, at(keyword), id, `${text} (no value, as before)`, false);
      else push(ctx, where, at(keyword), id, text);
    } else if (OTHER_VALIDATION.includes(keyword)) {
      compareAddedRemoved(ctx, where, at(keyword), keyword, x, y, 'constraint_changed');
    } else {
      push(ctx, where, at(keyword), 'keyword_changed', `keyword ${nameText(keyword)} changed from ${valueText(x)} to ${valueText(y)}`);
    }
  }
}

function stringSet(value: unknown): Set<string> {
  return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
}

function compareProperties(ctx: Ctx, a: Obj, b: Obj, pointer: string, depth: number, polarity: Polarity): void {
  const where: Where = { node: pointer, polarity };
  const rawPropsA = own(a, 'properties');
  const rawPropsB = own(b, 'properties');
  for (const [keyword, x, y, shape] of [
    ['properties', rawPropsA, rawPropsB, isObj],
    ['required', own(a, 'required'), own(b, 'required'), Array.isArray],
  ] as const) {
    const odd = (v: unknown) => v !== undefined && !shape(v);
    if ((odd(x) || odd(y)) && !equal(x, y)) {
      push(ctx, where, child(pointer, keyword), 'schema_replaced', `${keyword} was replaced (${valueText(x)} → ${valueText(y)})`);
    }
  }
  const propsA: Obj = isObj(rawPropsA) ? rawPropsA : {};
  const propsB: Obj = isObj(rawPropsB) ? rawPropsB : {};
  const reqA = stringSet(own(a, 'required'));
  const reqB = stringSet(own(b, 'required'));
  const names = new Set([...Object.keys(propsA), ...reqA, ...Object.keys(propsB), ...reqB]);
  const requiredPointer = child(pointer, 'required');
  for (const name of [...names].sort()) {
    const propPointer = child(pointer, 'properties', name);
    const propWhere: Where = { node: propPointer, polarity };
    const inA = has(propsA, name) || reqA.has(name);
    const inB = has(propsB, name) || reqB.has(name);
    if (!inA && inB) {
      if (reqB.has(name)) push(ctx, propWhere, has(propsB, name) ? propPointer : requiredPointer, 'required_property_added', 'was added as required');
      else push(ctx, propWhere, propPointer, 'optional_property_added', 'was added as optional');
      continue;
    }
    if (inA && !inB) {
      push(ctx, propWhere, has(propsA, name) ? propPointer : requiredPointer, 'property_removed', 'was removed');
      continue;
    }
    // At the property (one pointer per change, as oasdiff does) where the live schema defines it, else at `required`.
    const at = has(propsB, name) ? propPointer : requiredPointer;
    if (!reqA.has(name) && reqB.has(name)) push(ctx, propWhere, at, 'property_made_required', 'is now required');
    else if (reqA.has(name) && !reqB.has(name)) push(ctx, propWhere, at, 'property_made_optional', 'is no longer required');
    if (reqA.has(name)) ctx.requiredBefore.add(propPointer);
    if (has(propsA, name) || has(propsB, name)) compareNode(ctx, own(propsA, name), own(propsB, name), propPointer, depth + 1, polarity);
  }
  const listA = own(a, 'required');
  const listB = own(b, 'required');
  if (Array.isArray(listA) && Array.isArray(listB) && sameSet(reqA, reqB) && !equal(listA, listB)) {
    // Only names: a member that is not a string makes the schema invalid, which is no change of form.
    const names = (list: unknown[]) => list.every((v) => typeof v === 'string');
    if (names(listA) && names(listB)) push(ctx, where, requiredPointer, 'order_changed', `lists the same required properties in another form (${valueText(listA)} → ${valueText(listB)})`);
    else push(ctx, where, requiredPointer, 'schema_replaced', `required was replaced (${valueText(listA)} → ${valueText(listB)})`);
  }
}

function sameSet<T>(x: Set<T>, y: Set<T>): boolean {
  if (x.size !== y.size) return false;
  for (const v of x) if (!y.has(v)) return false;
  return true;
}

/** The set of instance types a `type` keyword allows; null means any type. */
function typeSet(value: unknown): Set<string> | null | 'invalid' {
  if (value === undefined) return null;
  if (typeof value === 'string') return new Set([value]);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return new Set(value as string[]);
  return 'invalid';
}

function typeSubset(x: Set<string> | null, y: Set<string> | null): boolean {
  if (y === null) return true;
  if (x === null) return false;
  for (const t of x) if (!y.has(t) && !(t === 'integer' && y.has('number'))) return false;
  return true;
}

function typeText(value: unknown): string {
  if (value === undefined) return 'any';
  if (typeof value === 'string') return nameText(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value.map((v) => nameText(v as string)).join('|') : 'none';
  return valueText(value);
}

function compareType(ctx: Ctx, where: Where, pointer: string, x: unknown, y: unknown): void {
  const tx = typeSet(x);
  const ty = typeSet(y);
  const text = `type changed from ${typeText(x)} to ${typeText(y)}`;
  if (tx === 'invalid' || ty === 'invalid') return push(ctx, where, pointer, 'type_changed', text);
  const narrower = typeSubset(ty, tx);
  const wider = typeSubset(tx, ty);
  // The same set written differently (["string","null"] and ["null","string"], "integer" and ["integer"]).
  if (narrower && wider) return push(ctx, where, pointer, 'order_changed', `allows the same types written another way (${typeText(x)} → ${typeText(y)})`);
  if (narrower) push(ctx, where, pointer, 'type_narrowed', text.replace('changed', 'narrowed'));
  else if (wider) push(ctx, where, pointer, 'type_widened', text.replace('changed', 'widened'));
  else push(ctx, where, pointer, 'type_changed', text);
}

/**
 * `enum` and `const` together, as the set of values they allow: an enum of
 * one value and a const of that value are the same schema, enum → const
 * removes values, const → enum adds them. A schema with both keywords, or a
 * malformed enum, is compared keyword by keyword.
 */
/**
 * The rest of a tuple (`items` beside `prefixItems`, `additionalItems` beside
 * tuple `items`) on two sides whose `maxItems` already stops at the tuple's
 * length: no item past the positions is accepted on either side, whatever the
 * rest says (zod 4 writes `items: false` there, zod 3 nothing).
 */
function restUnreachable(keyword: string, a: Obj, b: Obj, ctx: Pick<Ctx, 'approvedRoot' | 'liveRoot'>): boolean {
  const positions = keyword === 'items' ? 'prefixItems' : keyword === 'additionalItems' ? 'items' : undefined;
  if (positions === undefined) return false;
  // Only where each side is read as that form of tuple: by its dialect (draft-07 ignores prefixItems, its items then
  // applying to every item; 2020-12 reads no additionalItems), or because aligned() rewrote a tuple its dialect reads
  // into the other side's form.
  const reads = (o: Obj, dialect: string) => TUPLES_REWRITTEN.has(o) || (keyword === 'items' ? dialect === MODERN_DIALECT : TUPLE_DIALECTS.has(dialect));
  if (!reads(a, rootDialect(ctx.approvedRoot)) || !reads(b, rootDialect(ctx.liveRoot))) return false;
  const bounded = (o: Obj) => {
    const list = own(o, positions);
    const max = own(o, 'maxItems');
    return Array.isArray(list) && typeof max === 'number' && max <= list.length;
  };
  return bounded(a) && bounded(b);
}

/** An additionalProperties (or unevaluatedProperties) that refuses some value: false, or a schema other than {} / true. */
function closesNames(o: Obj): boolean {
  return refusesWith(o, ['additionalProperties', 'unevaluatedProperties']);
}

/** One of `keywords` is set to something that refuses a value: false, or a schema other than {} / true (annotations aside). */
function refusesWith(o: Obj, keywords: readonly string[]): boolean {
  return keywords.some((k) => has(o, k) && o[k] !== true && !(isObj(o[k]) && Object.keys(o[k] as Obj).every((key) => isAnnotation(key))));
}

/** The values a schema is restricted to (`const`, or `enum`), or undefined when it has neither. */
function allowedValues(o: Obj): unknown[] | undefined {
  if (has(o, 'const')) return [o.const];
  const list = own(o, 'enum');
  return Array.isArray(list) ? list : undefined;
}

/**
 * Whether a `type` keyword's value admits a JSON value (an integer-valued number is an integer too): a test built
 * once per keyword and asked of many values (a type list of 40,000 names was searched for each value).
 */
function typeAdmitter(type: unknown): (value: unknown) => boolean {
  const names = new Set<unknown>(Array.isArray(type) ? type : [type]);
  return (value) => {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
    return names.has(kind) || (kind === 'integer' && names.has('number'));
  };
}

/**
 * `type` is on one side only, the side without it is restricted to values
 * (const or enum), and the type admits every value of both sides: it then
 * restricts nothing the values do not.
 */
function typeOnlyRestatesValues(a: Obj, b: Obj): boolean {
  if (has(a, 'type') === has(b, 'type')) return false;
  const [typed, untyped] = has(a, 'type') ? [a, b] : [b, a];
  const bare = allowedValues(untyped);
  if (bare === undefined) return false;
  return [...bare, ...(allowedValues(typed) ?? [])].every(typeAdmitter(typed.type));
}

function compareAllowedValues(ctx: Ctx, where: Where, a: Obj, b: Obj, pointer: string): void {
  const enumA = own(a, 'enum');
  const enumB = own(b, 'enum');
  const onlyEnum = (o: Obj) => Array.isArray(own(o, 'enum')) && !has(o, 'const');
  const onlyConst = (o: Obj) => has(o, 'const') && !has(o, 'enum');
  if (onlyEnum(a) && onlyConst(b)) {
    compareValueSets(ctx, where, child(pointer, 'const'), enumA as unknown[], [b.const], ' (enum is now a const)');
    return;
  }
  if (onlyConst(a) && onlyEnum(b)) {
    compareValueSets(ctx, where, child(pointer, 'enum'), [a.const], enumB as unknown[], ' (const is now an enum)');
    return;
  }
  compareEnum(ctx, where, child(pointer, 'enum'), enumA, enumB);
  const at = child(pointer, 'const');
  const x = own(a, 'const');
  const y = own(b, 'const');
  if (!has(a, 'const') && !has(b, 'const')) return;
  if (!has(a, 'const')) push(ctx, where, at, 'const_set', `is now fixed to ${valueText(y)}`);
  else if (!has(b, 'const')) push(ctx, where, at, 'const_removed', `is no longer fixed to ${valueText(x)}`);
  else if (!equal(x, y)) push(ctx, where, at, 'const_changed', `is now fixed to ${valueText(y)} instead of ${valueText(x)}`);
}

function compareEnum(ctx: Ctx, where: Where, pointer: string, x: unknown, y: unknown): void {
  if (x === undefined && y === undefined) return;
  if (x === undefined) return push(ctx, where, pointer, 'constraint_added', `is now restricted to an enum of ${Array.isArray(y) ? y.length : valueText(y)} values`);
  if (y === undefined) return push(ctx, where, pointer, 'constraint_removed', 'is no longer restricted to an enum');
  if (!Array.isArray(x) || !Array.isArray(y)) {
    if (!equal(x, y)) push(ctx, where, pointer, 'constraint_changed', `enum changed from ${valueText(x)} to ${valueText(y)}`);
    return;
  }
  compareValueSets(ctx, where, pointer, x, y, '');
}

/** The values one allowed-value list has and the other lacks, as enum_value_removed / enum_value_added. */
function compareValueSets(ctx: Ctx, where: Where, pointer: string, x: unknown[], y: unknown[], note: string): void {
  const keyed = (values: unknown[]) => {
    const map = new Map<string, unknown>();
    for (const v of values) map.set(canonical(v), v);
    return map;
  };
  const before = keyed(x);
  const after = keyed(y);
  const removed = [...before.keys()].filter((k) => !after.has(k)).sort().map((k) => before.get(k));
  const added = [...after.keys()].filter((k) => !before.has(k)).sort().map((k) => after.get(k));
  if (removed.length) push(ctx, where, pointer, 'enum_value_removed', `no longer allows ${valuesText(removed)}${note}`);
  if (added.length) push(ctx, where, pointer, 'enum_value_added', `now also allows ${valuesText(added)}${note}`);
  if (!removed.length && !added.length && !equal(x, y)) push(ctx, where, pointer, 'order_changed', `allows the same values listed in another order${note}`);
}

/** Beyond this many candidate pairs, unmatched branches are paired in order instead of by similarity. */
const MAX_BRANCH_PAIRS = 10_000;

interface BranchShape {
  /** Canonical text of each top-level keyword but `type` and `properties`. */
  keywords: Map<string, string>;
  /** Sorted types of `type`, when it is a well-formed type. */
  type: string | undefined;
  /** Canonical text of each property schema. */
  properties: Map<string, string>;
}

/** Keywords whose subschema admits anything when it is `true` or `{}`, as when it is absent. */
const PERMISSIVE_WHEN_EMPTY = ['additionalProperties', 'unevaluatedProperties', 'additionalItems', 'unevaluatedItems', 'items', 'propertyNames'];

/**
 * A branch as it is matched: without the keywords that admit anything (`additionalProperties: true` or `{}`,
 * `properties: {}`), so `{type: object, additionalProperties: true}` meets `{type: object, additionalProperties:
 * {}}` as the same alternative (compareNode then calls it a rewrite). Matching only; compared as written.
 */
function matchForm(node: unknown): unknown {
  if (!isObj(node)) return node;
  const empty = (v: unknown) => v === true || (isObj(v) && Object.keys(v).length === 0);
  let out: Obj | undefined;
  for (const key of [...PERMISSIVE_WHEN_EMPTY, 'properties']) {
    if (Object.hasOwn(node, key) && empty(node[key])) {
      out ??= { ...node };
      delete out[key];
    }
  }
  return out ?? node;
}

function branchShape(branch: unknown): BranchShape {
  const shape: BranchShape = { keywords: new Map(), type: undefined, properties: new Map() };
  const node = normalize(branch);
  if (!isObj(node)) return shape;
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'properties') continue;
    shape.keywords.set(key, canonical(node[key]));
  }
  const types = typeSet(own(node, 'type'));
  if (types instanceof Set) shape.type = [...types].sort().join('|');
  const props = own(node, 'properties');
  if (isObj(props)) for (const name of Object.keys(props)) shape.properties.set(name, canonical(props[name]));
  return shape;
}

const BRANCH_WEIGHTS: Record<string, number> = { $ref: 1000, const: 1000, enum: 100 };

/** How alike two branches are: same $ref or const first, then same type, then shared keywords and properties. 0 = nothing in common. */
function branchScore(x: BranchShape, y: BranchShape): number {
  let score = x.type !== undefined && x.type === y.type ? 100 : 0;
  for (const [key, text] of x.keywords) if (y.keywords.get(key) === text) score += Object.hasOwn(BRANCH_WEIGHTS, key) ? BRANCH_WEIGHTS[key] : 10;
  for (const [name, text] of x.properties) {
    const other = y.properties.get(name);
    if (other !== undefined) score += other === text ? 5 : 2;
  }
  return score;
}

/**
 * anyOf / oneOf / allOf branches, matched regardless of position: equal
 * branches first (in order), then the most alike remaining ones (ties to the
 * lower positions), then what is left in order. Paired branches are compared
 * at the live position; an unpaired approved branch is removed (at its
 * approved position), an unpaired live one added. One more anyOf / oneOf
 * alternative accepts more (alternative_added); one more allOf subschema
 * accepts less (constraint_added). For oneOf this ignores that overlapping
 * alternatives reject what matches both.
 */
function allOfNoun(keyword: string): string {
  return keyword === 'allOf' ? 'subschema' : 'alternative';
}

/**
 * What a branch is matched by: a `{"$ref": …}` branch by the schema it references (in its own root), so the old
 * inline schema finds its new `$ref` to an identical definition (OpenAPI-generated servers move schemas into $defs).
 * A few hops at most; an unresolvable reference is matched as written.
 */
function matchView(root: unknown, branch: unknown): unknown {
  let node = branch;
  for (let hops = 0; hops < 8 && isObj(node) && typeof node.$ref === 'string' && Object.keys(node).every((k) => k === '$ref' || isAnnotation(k)); hops++) {
    const resolved = resolveRef(root, node.$ref);
    if (!resolved) break;
    node = resolved.target;
  }
  return node;
}

/** compute(node), once per object node (values that are not objects are computed each time). */
function onceFor<T>(cache: WeakMap<object, T>, node: unknown, compute: (node: unknown) => T): T {
  if (node === null || typeof node !== 'object') return compute(node);
  let value = cache.get(node);
  if (value === undefined) cache.set(node, (value = compute(node)));
  return value;
}

/** An unevaluatedProperties or unevaluatedItems that refuses something: it reads what the schema's branches evaluate. */
function readsEvaluated(o: Obj): boolean {
  return refusesWith(o, ['unevaluatedProperties', 'unevaluatedItems']);
}

/**
 * Branches of anyOf / oneOf / allOf matched and compared; the ones left are
 * added or removed. `evaluated`: the schema holds a closing unevaluated*
 * keyword, which refuses what no branch evaluates, so a branch added or
 * removed changes what it refuses too, both ways (TypeBox's Intersect, zod's
 * `.and()` for 2019-09).
 */
function compareBranches(ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown[], y: unknown[], depth: number, evaluated = false): void {
  const pairs: [number, number][] = [];
  const viewA = x.map((branch) => matchView(ctx.approvedRoot, branch));
  const viewB = y.map((branch) => matchView(ctx.liveRoot, branch));
  const pairedA = new Array<boolean>(x.length).fill(false);
  const pairedB = new Array<boolean>(y.length).fill(false);
  const pair = (i: number, j: number) => {
    pairs.push([i, j]);
    pairedA[i] = true;
    pairedB[j] = true;
  };

  const byText = new Map<string, { positions: number[]; next: number }>();
  const textOf = (view: unknown) => onceFor(ctx.viewTexts, normalize(view), (node) => canonical(matchForm(node)));
  const shapeOf = (view: unknown) => onceFor(ctx.viewShapes, normalize(view), (node) => branchShape(matchForm(node)));
  for (let i = 0; i < x.length; i++) {
    const text = textOf(viewA[i]);
    const queue = byText.get(text);
    if (queue) queue.positions.push(i);
    else byText.set(text, { positions: [i], next: 0 });
  }
  for (let j = 0; j < y.length; j++) {
    const queue = byText.get(textOf(viewB[j]));
    if (queue && queue.next < queue.positions.length) pair(queue.positions[queue.next++], j);
  }

  let restA = x.flatMap((_, i) => (pairedA[i] ? [] : [i]));
  let restB = y.flatMap((_, j) => (pairedB[j] ? [] : [j]));
  const both = restA.length > 0 && restB.length > 0;
  const shapesA = new Map(both ? restA.map((i) => [i, shapeOf(viewA[i])]) : []);
  const shapesB = new Map(both ? restB.map((j) => [j, shapeOf(viewB[j])]) : []);
  if (both && restA.length * restB.length <= MAX_BRANCH_PAIRS) {
    const candidates: [number, number, number][] = [];
    for (const i of restA) {
      for (const j of restB) {
        const [shapeA, shapeB] = [shapesA.get(i)!, shapesB.get(j)!];
        spend(ctx, 1 + shapeA.keywords.size + shapeA.properties.size);
        const score = branchScore(shapeA, shapeB);
        if (score > 0) candidates.push([score, i, j]);
      }
    }
    candidates.sort((p, q) => q[0] - p[0] || p[1] - q[1] || p[2] - q[2]);
    for (const [, i, j] of candidates) if (!pairedA[i] && !pairedB[j]) pair(i, j);
  } else if (both) {
    // Too many to score every pair: same $ref, then same const, then same type, each in order.
    for (const key of [(s: BranchShape) => s.keywords.get('$ref'), (s: BranchShape) => s.keywords.get('const'), (s: BranchShape) => s.type]) {
      const waiting = new Map<string, { positions: number[]; next: number }>();
      for (const i of restA) {
        if (pairedA[i]) continue;
        const k = key(shapesA.get(i)!);
        if (k === undefined) continue;
        const queue = waiting.get(k);
        if (queue) queue.positions.push(i);
        else waiting.set(k, { positions: [i], next: 0 });
      }
      for (const j of restB) {
        if (pairedB[j]) continue;
        const k = key(shapesB.get(j)!);
        const queue = k === undefined ? undefined : waiting.get(k);
        if (queue && queue.next < queue.positions.length) pair(queue.positions[queue.next++], j);
      }
    }
  }
  restA = restA.filter((i) => !pairedA[i]);
  restB = restB.filter((j) => !pairedB[j]);
  const inOrder = Math.min(restA.length, restB.length);
  for (let k = 0; k < inOrder; k++) pair(restA[k], restB[k]);

  pairs.sort((p, q) => p[1] - q[1]);
  for (const [i, j] of pairs) {
    // An anyOf alternative that admits every value of the approved branch's types (`{type: object}`, open, nothing
    // else: a generated server's catch-all) takes all the branch took, and more: the branch's properties are not
    // "removed", its constraints are lifted (Notion's API server 1.x -> 2.x, an outside tester's upgrade: three
    // false breaking findings under an alternative that accepts any object). Not where a closing unevaluated* reads
    // what the branches evaluate: a catch-all evaluates no property.
    if (keyword === 'anyOf' && !evaluated && textOf(viewA[i]) !== textOf(viewB[j]) && admitsEveryValueOf(matchForm(viewB[j]), viewA[i])) {
      push(ctx, where, child(pointer, keyword, j), 'constraint_removed', `anyOf alternative ${j} (${valueText(y[j])}) admits every value of the type approved alternative ${i} admitted: what that alternative required is no longer required`);
      continue;
    }
    compareNode(ctx, x[i], y[j], child(pointer, keyword, j), depth + 1, where.polarity);
  }
  if (pairs.some(([i, j]) => i !== j)) push(ctx, where, child(pointer, keyword), 'order_changed', `lists its ${keyword} ${allOfNoun(keyword)}s in another order`);
  const allOf = keyword === 'allOf';
  const noun = allOfNoun(keyword);
  // oneOf refuses a value two alternatives accept: over alternatives that may overlap (not shown disjoint), one
  // removed also accepts what it shared with another, one added also refuses what it shares: both ways.
  const removedOverlaps = keyword === 'oneOf' && !disjointIn(ctx, x, ctx.approvedRoot);
  const addedOverlaps = keyword === 'oneOf' && !disjointIn(ctx, y, ctx.liveRoot);
  const unevaluated = ': the schema refuses what its branches do not evaluate (unevaluated*), so this changes that too';
  // Alternatives no value could match twice that now may (one widened into another's values: string → [string,
  // number] beside number): a value matching two is now refused, whatever each alternative's own change says.
  if (keyword === 'oneOf' && y.length >= 2 && disjointIn(ctx, x, ctx.approvedRoot) && addedOverlaps && restB.length <= inOrder) {
    push(ctx, where, child(pointer, keyword), 'constraint_changed', 'oneOf alternatives that no value could match twice now may overlap: a value that matches two is refused', true);
  } else if (keyword === 'oneOf' && x.length >= 2 && removedOverlaps && !addedOverlaps && restA.length <= inOrder) {
    // And back: alternatives that may have overlapped no longer do, so a value two of them accepted (refused then) may
    // be accepted now.
    push(ctx, where, child(pointer, keyword), 'constraint_changed', 'oneOf alternatives that may have overlapped no longer can: a value that matched two was refused and may now be accepted', true);
  }
  // The live alternatives that may be catch-alls, found once (not once per removed alternative).
  let catchAlls: number[] | undefined;
  for (const i of restA.slice(inOrder)) {
    // Removed, but a catch-all alternative of the live side takes every value it took (see admitsEveryValueOf).
    let absorbedBy = -1;
    if (keyword === 'anyOf' && !evaluated) {
      catchAlls ??= viewB.flatMap((view, j) => (onlyTyped(matchForm(view)) ? [j] : []));
      spend(ctx, catchAlls.length);
      absorbedBy = catchAlls.find((j) => admitsEveryValueOf(matchForm(viewB[j]), viewA[i])) ?? -1;
    }
    if (absorbedBy >= 0) {
      push(ctx, where, child(pointer, keyword, i), 'constraint_removed', `anyOf alternative ${i} (${valueText(x[i])}) was removed, and alternative ${absorbedBy} admits every value of its type: what it required is no longer required`);
      continue;
    }
    const note = evaluated ? unevaluated : removedOverlaps ? ': a value it shared with another alternative is now accepted' : '';
    push(ctx, where, child(pointer, keyword, i), allOf ? 'constraint_removed' : 'alternative_removed', `${keyword} ${noun} ${i} (${valueText(x[i])}) was removed${note}`, evaluated || removedOverlaps || undefined);
  }
  for (const j of restB.slice(inOrder)) {
    const note = evaluated ? unevaluated : addedOverlaps ? ': a value it shares with another alternative is now refused' : '';
    push(ctx, where, child(pointer, keyword, j), allOf ? 'constraint_added' : 'alternative_added', `${keyword} ${noun} ${j} (${valueText(y[j])}) was added${note}`, evaluated || addedOverlaps || undefined);
  }
}

/**
 * `catchAll` (a branch in its match form: permissive keywords dropped) constrains nothing but a type, and that type
 * holds every type `branch` may take: every value the branch admits, it admits. Annotations and non-validating
 * keywords aside.
 */
/** A schema that constrains nothing but its type (annotations aside). */
function onlyTyped(node: unknown): node is Obj {
  return isObj(node) && Object.keys(node).every((k) => k === 'type' || isAnnotation(k) || NON_VALIDATING.has(k));
}

function admitsEveryValueOf(catchAll: unknown, branch: unknown): boolean {
  if (!onlyTyped(catchAll)) return false;
  const wide = typeSet(own(catchAll, 'type'));
  if (wide === 'invalid' || branch === true || !isObj(branch)) return false;
  // A branch that constrains nothing but its type is compared as it is (a description changed beside it).
  const form = matchForm(branch);
  if (!isObj(form) || Object.keys(form).every((k) => k === 'type' || isAnnotation(k) || NON_VALIDATING.has(k))) return false;
  const narrow = typeSet(own(branch, 'type'));
  return wide === null || (narrow !== 'invalid' && narrow !== null && typeSubset(narrow, wide));
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function compareBound(ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, lower: boolean): void {
  if (equal(x, y)) return;
  const neutral = NEUTRAL[keyword];
  if (neutral !== undefined && ((x === undefined && y === neutral) || (y === undefined && x === neutral))) return;
  // draft 4: exclusiveMinimum / exclusiveMaximum are booleans, absent meaning false
  if (typeof x === 'boolean' || typeof y === 'boolean') {
    const bx = x ?? false;
    const by = y ?? false;
    if (bx === false && by === true) return push(ctx, where, pointer, 'constraint_tightened', `${keyword} is now true`);
    if (bx === true && by === false) return push(ctx, where, pointer, 'constraint_loosened', `${keyword} is no longer true`);
    if (!equal(bx, by)) push(ctx, where, pointer, 'constraint_changed', `${keyword} changed from ${valueText(x)} to ${valueText(y)}`);
    return;
  }
  if (x === undefined && isFiniteNumber(y)) return push(ctx, where, pointer, 'constraint_added', `${keyword} ${valueText(y)} was added`);
  if (y === undefined && isFiniteNumber(x)) return push(ctx, where, pointer, 'constraint_removed', `${keyword} ${valueText(x)} was removed`);
  if (isFiniteNumber(x) && isFiniteNumber(y)) {
    const tighter = lower ? y > x : y < x;
    return push(ctx, where, pointer, tighter ? 'constraint_tightened' : 'constraint_loosened', `${keyword} ${tighter ? 'tightened' : 'loosened'} from ${x} to ${y}`);
  }
  push(ctx, where, pointer, 'constraint_changed', `${keyword} changed from ${valueText(x)} to ${valueText(y)}`);
}

/** A numeric bound: its value, whether it excludes the value, and the keyword it comes from. */
interface NumericBound {
  value: number;
  exclusive: boolean;
  keyword: string;
}

/**
 * The bound a schema sets on one side (the tightest of minimum and a numeric
 * exclusiveMinimum; with draft 4's boolean exclusiveMinimum, minimum made
 * exclusive), null when none, undefined when a keyword is not what it should be.
 */
function numericBound(o: Obj, lower: boolean): NumericBound | null | undefined {
  const [inclusiveKey, exclusiveKey] = lower ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
  const inclusive = own(o, inclusiveKey);
  const exclusive = own(o, exclusiveKey);
  if (inclusive !== undefined && !isFiniteNumber(inclusive)) return undefined;
  if (typeof exclusive === 'boolean') {
    if (inclusive === undefined) return exclusive ? undefined : null;
    return { value: inclusive as number, exclusive, keyword: exclusive ? exclusiveKey : inclusiveKey };
  }
  if (exclusive !== undefined && !isFiniteNumber(exclusive)) return undefined;
  const bounds: NumericBound[] = [];
  // A bound at or past the safe integers (zod 4 writes `maximum: 9007199254740991` on every int()) refuses no value
  // JSON carries exactly (I-JSON, RFC 7493): no bound.
  const outer = (value: number) => (lower ? value <= -Number.MAX_SAFE_INTEGER : value >= Number.MAX_SAFE_INTEGER);
  if (inclusive !== undefined && !outer(inclusive as number)) bounds.push({ value: inclusive as number, exclusive: false, keyword: inclusiveKey });
  if (exclusive !== undefined && !outer(exclusive as number)) bounds.push({ value: exclusive as number, exclusive: true, keyword: exclusiveKey });
  if (bounds.length === 0) return null;
  return bounds.reduce((p, q) => (tighterBound(q, p, lower) ? q : p));
}

/** Whether x admits fewer values than y on that side. */
function tighterBound(x: NumericBound, y: NumericBound, lower: boolean): boolean {
  if (x.value !== y.value) return lower ? x.value > y.value : x.value < y.value;
  return x.exclusive && !y.exclusive;
}

function boundText(b: NumericBound, lower: boolean): string {
  return `${lower ? (b.exclusive ? '>' : '≥') : b.exclusive ? '<' : '≤'} ${b.value}`;
}

/**
 * minimum / exclusiveMinimum (or maximum / exclusiveMaximum) of both schemas as
 * one bound each: exclusiveMinimum 0 → minimum 0 admits 0, a loosening, not a
 * minimum "added". Returns false when a keyword is not a number (compared
 * keyword by keyword instead).
 */
/** On an integer, an exclusive whole bound is the inclusive one next to it: > 0 is ≥ 1 (zod's int().positive() and int().min(1)). */
function onIntegers(o: Obj, bound: NumericBound | null | undefined, lower: boolean): NumericBound | null | undefined {
  if (!bound || !bound.exclusive || !Number.isInteger(bound.value) || own(o, 'type') !== 'integer') return bound;
  return { value: lower ? bound.value + 1 : bound.value - 1, exclusive: false, keyword: bound.keyword };
}

function compareNumericBound(ctx: Ctx, where: Where, a: Obj, b: Obj, pointer: string, lower: boolean): boolean {
  const x = onIntegers(a, numericBound(a, lower), lower);
  const y = onIntegers(b, numericBound(b, lower), lower);
  if (x === undefined || y === undefined) return false;
  const side = lower ? 'lower bound' : 'upper bound';
  const keys = lower ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
  if (x === null && y === null) {
    // Only a bound at the safe-integer limit written or dropped: the same values, written another way.
    const key = keys.find((k) => !equal(own(a, k), own(b, k)));
    if (key !== undefined) push(ctx, where, child(pointer, key), 'rewritten', `${side} at the limit of the safe integers, which refuses no value JSON carries exactly, was ${own(b, key) === undefined ? 'dropped' : 'written out'}`);
    return true;
  }
  if (x === null) return push(ctx, where, child(pointer, y!.keyword), 'constraint_added', `${side} ${boundText(y!, lower)} was added (${y!.keyword})`), true;
  if (y === null) return push(ctx, where, child(pointer, x.keyword), 'constraint_removed', `${side} ${boundText(x, lower)} was removed (${x.keyword})`), true;
  if (x.value === y.value && x.exclusive === y.exclusive) {
    if (keys.some((k) => !equal(own(a, k), own(b, k)))) push(ctx, where, child(pointer, y.keyword), 'rewritten', `${side} ${boundText(y, lower)} is the same, written another way`);
    return true;
  }
  const tighter = tighterBound(y, x, lower);
  push(ctx, where, child(pointer, y.keyword), tighter ? 'constraint_tightened' : 'constraint_loosened', `${side} ${tighter ? 'tightened' : 'loosened'} from ${boundText(x, lower)} to ${boundText(y, lower)}`);
  return true;
}

/**
 * dependentRequired: for each property, the properties it requires. Requiring
 * more narrows, fewer widens; a property whose dependencies are only added or
 * removed, likewise.
 */
function compareDependentRequired(ctx: Ctx, where: Where, pointer: string, x: unknown, y: unknown): void {
  if (equal(x, y)) return;
  const valid = (v: unknown): v is Record<string, unknown[]> => isObj(v) && Object.values(v).every((list) => Array.isArray(list) && list.every((n) => typeof n === 'string'));
  if ((x !== undefined && !valid(x)) || (y !== undefined && !valid(y))) return compareAddedRemoved(ctx, where, pointer, 'dependentRequired', x, y, 'constraint_changed');
  const before = (x ?? {}) as Record<string, string[]>;
  const after = (y ?? {}) as Record<string, string[]>;
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const name of names) {
    const from = new Set(has(before, name) ? before[name] : []);
    const to = new Set(has(after, name) ? after[name] : []);
    const added = [...to].filter((n) => !from.has(n)).sort();
    const removed = [...from].filter((n) => !to.has(n)).sort();
    const at = child(pointer, name);
    const list = (names: string[]) => names.map(nameText).join(', ');
    if (added.length > 0 && removed.length > 0) push(ctx, where, at, 'constraint_changed', `with ${nameText(name)} now requires ${list(added)} instead of ${list(removed)}`);
    else if (added.length > 0) push(ctx, where, at, from.size === 0 ? 'constraint_added' : 'constraint_tightened', `with ${nameText(name)} now also requires ${list(added)}`);
    else if (removed.length > 0) push(ctx, where, at, to.size === 0 ? 'constraint_removed' : 'constraint_loosened', `with ${nameText(name)} no longer requires ${list(removed)}`);
    else if (!equal(before[name], after[name])) push(ctx, where, at, 'order_changed', `with ${nameText(name)} requires the same properties listed another way`);
  }
}

function isWholeMultiple(big: number, small: number): boolean {
  const ratio = big / small;
  const rounded = Math.round(ratio);
  return rounded >= 1 && Math.abs(ratio - rounded) <= 1e-9 * Math.max(1, ratio);
}

function compareMultipleOf(ctx: Ctx, where: Where, pointer: string, x: unknown, y: unknown): void {
  if (equal(x, y)) return;
  const valid = (v: unknown): v is number => isFiniteNumber(v) && v > 0;
  if (x === undefined && valid(y)) return push(ctx, where, pointer, 'constraint_added', `multipleOf ${y} was added`);
  if (y === undefined && valid(x)) return push(ctx, where, pointer, 'constraint_removed', `multipleOf ${x} was removed`);
  if (valid(x) && valid(y)) {
    if (isWholeMultiple(y, x)) return push(ctx, where, pointer, 'constraint_tightened', `multipleOf tightened from ${x} to ${y}`);
    if (isWholeMultiple(x, y)) return push(ctx, where, pointer, 'constraint_loosened', `multipleOf loosened from ${x} to ${y}`);
  }
  push(ctx, where, pointer, 'constraint_changed', `multipleOf changed from ${valueText(x)} to ${valueText(y)}`);
}

function compareAddedRemoved(ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, changed: ChangeId): void {
  if (equal(x, y)) return;
  if (x === undefined) push(ctx, where, pointer, 'constraint_added', `${keyword} ${valueText(y)} was added`);
  else if (y === undefined) push(ctx, where, pointer, 'constraint_removed', `${keyword} ${valueText(x)} was removed`);
  else push(ctx, where, pointer, changed, `${keyword} changed from ${valueText(x)} to ${valueText(y)}`);
}

function compareOpenClosed(
  ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, depth: number, closed: ChangeId, opened: ChangeId,
): void {
  if (x === undefined && y === undefined) return;
  const at = child(pointer, keyword);
  const nx = normalize(x);
  const ny = normalize(y);
  const what = keyword.endsWith('Properties') ? 'additional properties' : 'additional items';
  const label = keyword === 'items' ? 'items' : what;
  if (nx !== false && ny === false) return push(ctx, where, at, closed, `no longer allows ${label}`);
  if (nx === false && ny !== false) return push(ctx, where, at, opened, `now allows ${label}`);
  compareNode(ctx, x, y, at, depth + 1, where.polarity);
}

function compareTuple(ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, depth: number): void {
  if (x === undefined && y === undefined) return;
  if (Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
    for (let i = 0; i < x.length; i++) compareNode(ctx, x[i], y[i], child(pointer, keyword, i), depth + 1, where.polarity);
    return;
  }
  if (equal(x, y)) return;
  const shape = (v: unknown) => (Array.isArray(v) ? `${v.length} positions` : v === undefined ? 'absent' : 'one schema');
  push(ctx, where, child(pointer, keyword), 'schema_replaced', `${keyword} was replaced (${shape(x)} → ${shape(y)})`);
}

function compareMap(
  ctx: Ctx, where: Where, pointer: string, keyword: string, x: unknown, y: unknown, depth: number, added: ChangeId, removed: ChangeId, done?: Set<string>,
): void {
  if (x === undefined && y === undefined) return;
  if ((x !== undefined && !isObj(x)) || (y !== undefined && !isObj(y))) {
    if (!equal(x, y)) push(ctx, where, child(pointer, keyword), 'schema_replaced', `${keyword} was replaced (${valueText(x)} → ${valueText(y)})`);
    return;
  }
  const mx: Obj = x ?? {};
  const my: Obj = y ?? {};
  const names = new Set([...Object.keys(mx), ...Object.keys(my)]);
  for (const name of [...names].sort()) {
    const at = child(pointer, keyword, name);
    if (!has(mx, name)) push(ctx, { node: at, polarity: where.polarity }, at, added, 'was added');
    else if (!has(my, name)) push(ctx, { node: at, polarity: where.polarity }, at, removed, 'was removed');
    else if (!done?.has(at)) compareNode(ctx, mx[name], my[name], at, depth + 1, where.polarity);
  }
}

/**
 * The definitions (of those deferred) that no `$ref` anywhere in either
 * schema reaches: a change inside one changes what neither schema accepts.
 * Nothing is unused when a reference cannot be followed here (an anchor, a
 * remote or relative URI, `$dynamicRef`, an `$id` below the root that moves
 * the base): any definition might be its target.
 */
function unusedDefinitions(deferred: Ctx['deferred'], approved: unknown, live: unknown): Set<string> {
  // Every place a $ref reaches, with the places above it (a definition is used when a target is it or inside it).
  const reached = new Set<string>();
  // Targets that name a whole definitions map (`#/$defs`): every definition in it counts as used.
  const containers = new Set<string>();
  // Each $ref with the innermost definition it is written in ('' outside any): a $ref inside a definition nothing
  // reaches reaches nothing either (Notion's generated schemas: nine definitions in every tool, most only referenced
  // by others no $ref uses).
  const refs: { within: string; pointer: string }[] = [];
  for (const root of [approved, live]) {
    // [node, pointer, innermost definition, whether the node's keys are names (of properties…), not keywords]
    const stack: [unknown, string, string, boolean][] = [[root, '', '', false]];
    while (stack.length > 0) {
      const [node, at, within, names] = stack.pop()!;
      if (Array.isArray(node)) {
        node.forEach((item, i) => stack.push([item, child(at, i), within, false]));
        continue;
      }
      if (!isObj(node)) continue;
      if (names) {
        // A property named `$defs` or `$ref` is a property, not a keyword.
        for (const key of Object.keys(node)) stack.push([node[key], child(at, key), within, false]);
        continue;
      }
      for (const key of Object.keys(node)) {
        const value = node[key];
        if (key === '$dynamicRef' || key === '$recursiveRef' || (key === '$id' && node !== root)) return new Set();
        if (key === '$ref' && typeof value === 'string') {
          const target = resolveRef(root, value);
          if (target === undefined && !value.startsWith('#/')) return new Set();
          // An unresolved pointer names a place by its text: it still counts as a use of that place.
          refs.push({ within, pointer: target?.pointer ?? value.slice(1) });
        }
        if (typeof value !== 'object' || value === null) continue;
        const here = child(at, key);
        if ((key === '$defs' || key === 'definitions') && isObj(value)) {
          for (const name of Object.keys(value)) stack.push([value[name], child(here, name), child(here, name), false]);
        } else stack.push([value, here, within, NAME_MAPS.has(key)]);
      }
    }
  }
  // Reached from outside the definitions, then from inside each definition reached, until nothing more is: a worklist,
  // each $ref followed once (a loop that waited for a target to be reached never ended on a $ref to the root, "#",
  // which reaches no place below it; passes over every $ref until none changed were quadratic in a chain of them).
  // A pointer of more segments than any real schema nests is not followed: nothing is called unused.
  if (refs.some((r) => segmentsOver(r.pointer, MAX_REF_SEGMENTS))) return new Set();
  const byWithin = new Map<string, number[]>();
  // The definitions maps each $ref is written under (`#/$defs/a/$defs/b` is under `/$defs` and `/$defs/a/$defs`).
  const byContainer = new Map<string, number[]>();
  refs.forEach((r, k) => {
    addTo(byWithin, r.within, k);
    for (const m of r.within.matchAll(/\/(?:\$defs|definitions)(?=\/)/g)) addTo(byContainer, r.within.slice(0, m.index + m[0].length), k);
  });
  const queue = [...(byWithin.get('') ?? [])];
  const followed = new Set<number>();
  while (queue.length > 0) {
    const k = queue.pop()!;
    if (followed.has(k)) continue;
    followed.add(k);
    const { pointer } = refs[k];
    // A $ref to a whole definitions map uses every definition in it, and what they reference.
    if (/\/(\$defs|definitions)$/.test(pointer) && !containers.has(pointer)) {
      containers.add(pointer);
      append(queue, byContainer.get(pointer) ?? []);
    }
    for (let at = pointer; at !== '' && !reached.has(at); at = at.slice(0, Math.max(0, at.lastIndexOf('/')))) {
      reached.add(at);
      append(queue, byWithin.get(at) ?? []);
    }
  }
  const unused = new Set<string>();
  for (const d of deferred) {
    const container = child(d.pointer, d.keyword);
    if (containers.has(container)) continue;
    for (const side of [d.x, d.y]) {
      if (!isObj(side)) continue;
      for (const name of Object.keys(side)) {
        const at = child(d.pointer, d.keyword, name);
        if (!reached.has(at)) unused.add(at);
      }
    }
  }
  return unused;
}

/** More segments than any schema nests (a $ref's pointer: see unusedDefinitions). */
const MAX_REF_SEGMENTS = 256;

/** Whether a pointer has more than `max` segments. */
function segmentsOver(pointer: string, max: number): boolean {
  let n = 0;
  for (let i = pointer.indexOf('/'); i >= 0; i = pointer.indexOf('/', i + 1)) if (++n > max) return true;
  return false;
}

/** Keywords whose value maps names to schemas: its keys are names, never keywords (a property may be named `$defs`). */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', 'dependencies']);

/** Whether `pointer` is one of `set`'s pointers or inside one (its prefixes looked up: no scan of the set). */
function underAny(set: Set<string>, pointer: string): boolean {
  for (let at = pointer; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) if (set.has(at)) return true;
  return false;
}

function compareChanges(x: SchemaChange, y: SchemaChange): number {
  for (const key of ['pointer', 'change', 'message'] as const) {
    if (x[key] < y[key]) return -1;
    if (x[key] > y[key]) return 1;
  }
  return Number(x.breaking) - Number(y.breaking);
}

/**
 * The changes from the approved schema to the live one, for a schema in the
 * given role, sorted by pointer then change id. Never throws.
 */
export function classifySchemaChanges(role: SchemaRole, approved: unknown, live: unknown): SchemaChange[] {
  const ctx: Ctx = { role, approvedRoot: approved, liveRoot: live, out: [], ids: new WeakMap(), nextId: 0, seen: new Set(), refTargets: new Set(), deferred: [], requiredBefore: new Set(), viewTexts: new WeakMap(), viewShapes: new WeakMap(), pairs: 0, steps: 0, inlined: { approved: new Map(), live: new Map() }, disjoints: new Map(), apart: { pairs: new WeakMap(), values: new WeakMap() } };
  const root: Where = { node: '', polarity: 1 };
  try {
    if (approved === undefined && live !== undefined) push(ctx, root, '', 'schema_added', 'was added');
    else if (approved !== undefined && live === undefined) push(ctx, root, '', 'schema_removed', 'was removed');
    else if (approved !== undefined) compareNode(ctx, approved, live, '', 0, 1);
    // Definitions no $ref reached (unused, or used where a keyword is compared as a whole): compared on their own.
    if (ctx.deferred.length > 0) ctx.unused = unusedDefinitions(ctx.deferred, approved, live);
    for (let i = 0; i < ctx.deferred.length; i++) {
      const d = ctx.deferred[i];
      compareMap(ctx, { node: d.pointer, polarity: d.polarity }, d.pointer, d.keyword, d.x, d.y, d.depth, 'definition_added', 'definition_removed', ctx.refTargets);
    }
    // Reorderings are reported when nothing else changed (then they are what changed; beside other changes, noise).
    if (ctx.out.some((c) => c.change !== 'order_changed')) ctx.out = ctx.out.filter((c) => c.change !== 'order_changed');
    // A schema whose bytes changed is never left unexplained: what no keyword accounts for was rewritten in place.
    if (ctx.out.length === 0 && canonical(approved) !== canonical(live)) push(ctx, root, '', 'rewritten', 'was rewritten without a change in what it accepts or returns');
  } catch (error) {
    // Defence in depth: a comparison that fails is reported, never thrown (stack exhaustion, exotic objects).
    const why = error instanceof TooLarge ? `${error.message}; the changes up to there are listed, compare the rest by hand` : clip(String(error));
    ctx.out.push({ pointer: '', change: 'comparison_failed', breaking: true, message: `${role} schema could not be compared: ${why}` });
  }
  const unique = new Map<string, SchemaChange>();
  for (const change of ctx.out) unique.set(`${change.pointer}\u0000${change.change}\u0000${change.breaking}\u0000${change.message}`, change);
  return [...unique.values()].sort(compareChanges);
}

// ---------------------------------------------------------------- annotations

type Hint = AnnotationFlip['hint'];

/** MCP defaults when a hint is absent (or not a boolean), the direction that is risky, and what each direction means. */
const HINTS: { hint: Hint; default: boolean; risky: { from: boolean; to: boolean }; meaning: Record<'true' | 'false', string> }[] = [
  {
    hint: 'readOnlyHint',
    default: false,
    risky: { from: true, to: false },
    meaning: { true: 'the tool now declares it does not modify its environment', false: 'the tool no longer declares itself read-only and may modify its environment' },
  },
  {
    hint: 'destructiveHint',
    default: true,
    risky: { from: false, to: true },
    meaning: { true: 'the tool may now perform destructive updates', false: 'the tool now declares it performs only additive updates' },
  },
  {
    hint: 'idempotentHint',
    default: false,
    risky: { from: true, to: false },
    meaning: { true: 'repeated calls with the same arguments are now declared to have no additional effect', false: 'repeated calls are no longer declared idempotent' },
  },
  {
    hint: 'openWorldHint',
    default: true,
    risky: { from: false, to: true },
    meaning: { true: 'the tool may now interact with an open world of external entities', false: 'the tool now declares a closed domain' },
  },
];

function hintText(raw: unknown, fallback: boolean): string {
  if (typeof raw === 'boolean') return String(raw);
  if (raw === undefined) return `absent (default ${fallback})`;
  return `${valueText(raw)} (not a boolean, default ${fallback})`;
}

/**
 * The behaviour hints whose effective value changed (absent or non-boolean
 * counts as the MCP default), in a fixed order. Flips in the safe direction
 * are reported with risky: false.
 */
export function annotationFlips(approved: unknown, live: unknown): AnnotationFlip[] {
  const before: Obj = isObj(approved) ? approved : {};
  const after: Obj = isObj(live) ? live : {};
  // The spec: destructiveHint and idempotentHint are meaningful only when readOnlyHint is false — on the live side,
  // whatever the approved one said (a tool that became read-only does not "now perform only additive updates": its
  // readOnlyHint flip says what changed).
  const readOnly = own(after, 'readOnlyHint') === true;
  const flips: AnnotationFlip[] = [];
  for (const spec of HINTS) {
    const from = own(before, spec.hint);
    const to = own(after, spec.hint);
    const effFrom = typeof from === 'boolean' ? from : spec.default;
    const effTo = typeof to === 'boolean' ? to : spec.default;
    if (effFrom === effTo) continue;
    const moot = readOnly && (spec.hint === 'destructiveHint' || spec.hint === 'idempotentHint');
    flips.push({
      hint: spec.hint,
      from,
      to,
      risky: !moot && effFrom === spec.risky.from && effTo === spec.risky.to,
      message: moot
        ? `${spec.hint} changed from ${hintText(from, spec.default)} to ${hintText(to, spec.default)}: meaningful only when readOnlyHint is false, and the tool declares itself read-only`
        : `${spec.hint} changed from ${hintText(from, spec.default)} to ${hintText(to, spec.default)}: ${spec.meaning[String(effTo) as 'true' | 'false']}`,
    });
  }
  return flips;
}

/**
 * Whether two annotation objects say the same: equal but for behaviour hints
 * written out at their MCP default on one side and absent on the other
 * (`readOnlyHint: false` dropped). Anything else (another title, a hint that
 * is not a boolean, a flip) is a change in meaning.
 */
export function annotationsSameMeaning(approved: unknown, live: unknown): boolean {
  const strip = (value: unknown): unknown => {
    if (value === undefined || value === null) return {};
    if (!isObj(value)) return value;
    const out: Obj = { ...value };
    for (const spec of HINTS) if (own(out, spec.hint) === spec.default) delete out[spec.hint];
    return out;
  };
  return canonical(strip(approved)) === canonical(strip(live));
}

/**
 * Whether two `execution` objects mean the same: `taskSupport` absent is "forbidden" (MCP 2025-11-25), so
 * `{taskSupport: "forbidden"}`, `{}` and no `execution` at all are one contract; anything else compares as written.
 */
export function executionSameMeaning(approved: unknown, live: unknown): boolean {
  const strip = (value: unknown): unknown => {
    if (value === undefined || value === null) return {};
    if (!isObj(value)) return value;
    const out: Obj = { ...value };
    if (own(out, 'taskSupport') === 'forbidden') delete out.taskSupport;
    return out;
  };
  return canonical(strip(approved)) === canonical(strip(live));
}

/** A propertyNames schema without a `type` that every name meets (`string`, or a list holding it): absent means the same. */
function namesOnly(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const type = (schema as Record<string, unknown>).type;
  if (type !== 'string' && !(Array.isArray(type) && type.includes('string'))) return schema;
  const { type: _type, ...rest } = schema as Record<string, unknown>;
  return rest;
}
