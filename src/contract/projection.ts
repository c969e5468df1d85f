// Versioned projections: the part of a definition that is the contract the
// model and the runtime rely on. Anything outside a projection (icons, _meta,
// unknown keys) does not change a fingerprint; changing what a projection
// holds means a new projection version.
import type { JsonObject, JsonValue, ListKind } from '../types.js';

export const TOOL_PROJECTION = 'tool-contract/v1';
export const PROMPT_PROJECTION = 'prompt-contract/v1';
export const RESOURCE_TEMPLATE_PROJECTION = 'resource-template-contract/v1';

/** Fields of each projection, in the order reports show them. */
export const PROJECTED_FIELDS: Record<ListKind, readonly string[]> = {
  tools: ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'],
  prompts: ['name', 'title', 'description', 'arguments'],
  resourceTemplates: ['name', 'title', 'description', 'uriTemplate', 'mimeType', 'annotations'],
};

export const PROJECTION_NAMES: Record<ListKind, string> = {
  tools: TOOL_PROJECTION,
  prompts: PROMPT_PROJECTION,
  resourceTemplates: RESOURCE_TEMPLATE_PROJECTION,
};

/** Text fields are compared after Unicode NFC; invisible characters are kept (they are evidence). */
const TEXT_FIELDS = new Set(['name', 'title', 'description']);

export interface ProjectionProblem {
  reason: string;
}

type Shape = 'string' | 'object' | 'array';

const SHAPES: Record<ListKind, Record<string, Shape>> = {
  tools: {
    name: 'string', title: 'string', description: 'string', inputSchema: 'object',
    outputSchema: 'object', annotations: 'object', execution: 'object',
  },
  prompts: { name: 'string', title: 'string', description: 'string', arguments: 'array' },
  resourceTemplates: {
    name: 'string', title: 'string', description: 'string', uriTemplate: 'string', mimeType: 'string', annotations: 'object',
  },
};

const REQUIRED: Record<ListKind, readonly string[]> = {
  tools: ['name', 'inputSchema'],
  prompts: ['name'],
  resourceTemplates: ['name', 'uriTemplate'],
};

function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Projects a raw definition as the server sent it. Returns the projection, or
 * the reason it is malformed (the caller reports it as a finding rather than
 * failing the whole server).
 */
/**
 * How deep a definition may nest (objects and arrays). Real tool schemas stay
 * far below; a deeper one is malformed, never locked: writing it as JSON
 * would exhaust the stack (a hostile server can send thousands of levels).
 */
export const MAX_DEFINITION_DEPTH = 64;

/** The key of the stub discovery keeps in place of a definition it cannot keep: the reason. */
export const OMITTED = 'x-catalog-lock-omitted';

/** The definition itself, or for one nested deeper than MAX_DEFINITION_DEPTH a stub with its name and the reason. */
export function boundedDefinition(item: unknown): unknown {
  if (!nestedDeeperThan(item, MAX_DEFINITION_DEPTH)) return item;
  const name = item !== null && typeof item === 'object' && typeof (item as Record<string, unknown>).name === 'string' ? (item as Record<string, unknown>).name : undefined;
  return { ...(name !== undefined ? { name } : {}), [OMITTED]: `definition nests deeper than ${MAX_DEFINITION_DEPTH} levels` };
}

/** Whether a JSON value nests objects and arrays deeper than `max` levels (iterative: any depth is safe to ask). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

export function project(kind: ListKind, raw: unknown): { projection: JsonObject } | { problem: ProjectionProblem } {
  if (shapeOf(raw) !== 'object') return { problem: { reason: `definition is ${shapeOf(raw)}, not an object` } };
  // Discovery keeps such a definition as a stub that says why (see OMITTED).
  const omitted = (raw as Record<string, unknown>)[OMITTED];
  if (typeof omitted === 'string') return { problem: { reason: omitted } };
  if (nestedDeeperThan(raw, MAX_DEFINITION_DEPTH)) return { problem: { reason: `definition nests deeper than ${MAX_DEFINITION_DEPTH} levels` } };
  const source = raw as Record<string, unknown>;
  for (const field of REQUIRED[kind]) {
    if (source[field] === undefined) return { problem: { reason: `missing required field "${field}"` } };
  }
  const projection: JsonObject = {};
  for (const [field, shape] of Object.entries(SHAPES[kind])) {
    const value = source[field];
    // Optional fields sent as null (common from servers built on the Python SDK) are absent.
    if (value === undefined || (value === null && !REQUIRED[kind].includes(field))) continue;
    if (shapeOf(value) !== shape) return { problem: { reason: `field "${field}" is ${shapeOf(value)}, expected ${shape}` } };
    if (field === 'name' && (value as string).length === 0) return { problem: { reason: 'field "name" is empty' } };
    if (kind === 'tools' && field === 'inputSchema' && (value as JsonObject).type !== 'object') {
      return { problem: { reason: `inputSchema.type is ${JSON.stringify((value as JsonObject).type) ?? 'missing'}, expected "object"` } };
    }
    projection[field] = TEXT_FIELDS.has(field) ? (value as string).normalize('NFC') : (value as JsonValue);
  }
  return { projection };
}
