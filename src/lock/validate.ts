// Schema validation of the catalog (YAML, written by people) and the lock
// (JSON, written by the tool), with every problem placed at a line and
// column of the file it came from.
//
// The schemas are imported statically so that esbuild inlines them into
// dist/cli.js; they are compiled once, on first use.

import { distance } from 'fastest-levenshtein';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import YAML, { isAlias, isMap, isScalar, isSeq, type LineCounter, type Node as YamlNode, type Pair } from 'yaml';
import catalogSchema from '../../schemas/catalog.schema.json' with { type: 'json' };
import lockSchema from '../../schemas/lock.schema.json' with { type: 'json' };
import { isFullDate } from '../util/rfc3339.js';
import { jsonTextLocator } from './json-locator.js';

/** 1-based line and column. */
export interface SourcePosition {
  line: number;
  column: number;
}

/**
 * Finds where the value at `path` (object keys and array indexes, as
 * strings) starts in the source, or where its key starts when `at` is
 * `'key'`. Returns undefined when the path does not exist in the source.
 */
export { jsonTextLocator };

export type Locate = (path: readonly string[], at?: 'value' | 'key') => SourcePosition | undefined;

export interface ValidationIssue {
  /** Readable, one line, prefixed with the dotted path when not about the root: `servers.files.connect: must have required property 'command'`. */
  message: string;
  /** JSON pointer of the value concerned (`/servers/files/connect`). */
  path: string;
  line: number;
  column: number;
  /** The JSON Schema keyword that failed (required, enum, type...). */
  keyword: string;
}

// ---------------------------------------------------------------- compiling

let ajvInstance: Ajv2020 | undefined;
let catalogValidator: ValidateFunction | undefined;
let lockValidator: ValidateFunction | undefined;

function ajv(): Ajv2020 {
  if (!ajvInstance) {
    ajvInstance = new Ajv2020({
      allErrors: true,
      strict: false,
      verbose: true,
      discriminator: true,
      allowUnionTypes: true,
      // The schemas are this project's own, checked against the meta-schema in strict mode by
      // test/unit/json-schemas.test.ts: checking them again on every run cost ~0.1 s per schema at start-up.
      validateSchema: false,
    });
    ajvInstance.addFormat('date', { type: 'string', validate: (text: string) => isFullDate(text) });
  }
  return ajvInstance;
}

function catalogValidate(): ValidateFunction {
  catalogValidator ??= ajv().compile(catalogSchema as object);
  return catalogValidator;
}

function lockValidate(): ValidateFunction {
  lockValidator ??= ajv().compile(lockSchema as object);
  return lockValidator;
}

/** The catalog schema (as shipped in schemas/catalog.schema.json). */
export const CATALOG_SCHEMA_ID: string = catalogSchema.$id;
/** The lock schema (as shipped in schemas/lock.schema.json). */
export const LOCK_SCHEMA_ID: string = lockSchema.$id;

// ---------------------------------------------------------------- validating

/**
 * Validates a parsed catalog against schemas/catalog.schema.json. `locate`
 * places issues in the source: a locator, or the YAML source text itself
 * (parsed again only when there are issues).
 */
export function validateCatalog(data: unknown, locate?: Locate | string): ValidationIssue[] {
  const validate = catalogValidate();
  if (validate(data)) return [];
  return toIssues(validate.errors ?? [], typeof locate === 'string' ? yamlTextLocator(locate) : locate, 'catalog');
}

/**
 * Validates a parsed lock file against schemas/lock.schema.json. `locate`
 * places issues in the source: a locator, or the JSON source text itself
 * (parsed again for positions only when there are issues).
 */
export function validateLock(data: unknown, locate?: Locate | string): ValidationIssue[] {
  const validate = lockValidate();
  if (validate(data)) return [];
  return toIssues(validate.errors ?? [], typeof locate === 'string' ? jsonTextLocator(locate) : locate, 'lock');
}

interface Draft {
  segments: string[];
  at: 'value' | 'key';
  text: string;
  keyword: string;
}

function toIssues(errors: ErrorObject[], locate: Locate | undefined, kind: 'catalog' | 'lock'): ValidationIssue[] {
  const drafts: Draft[] = [];
  const formatFailed = new Set(errors.filter((e) => e.keyword === 'format').map((e) => e.instancePath));
  const discriminated = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => e.instancePath));
  for (const error of errors) {
    const draft = describe(error, kind, formatFailed, discriminated);
    if (draft) drafts.push(draft);
  }
  // Generic combinator errors ("must match exactly one schema in oneOf") only
  // help when nothing more precise was said about the same value.
  const precise = drafts.filter((d) => !['oneOf', 'anyOf'].includes(d.keyword));
  const kept = drafts.filter((d, i) => {
    const pointer = toPointer(d.segments);
    if (['oneOf', 'anyOf'].includes(d.keyword)) return !precise.some((p) => toPointer(p.segments).startsWith(pointer));
    // Two words about the same key: keep the first, which is the one with the reason.
    if (d.keyword === 'propertyNames') return !drafts.some((o, j) => j < i && o.keyword === 'propertyNames' && toPointer(o.segments) === pointer);
    return true;
  });

  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const d of kept) {
    const pointer = toPointer(d.segments);
    const where = displayPath(d.segments);
    const message = where ? `${where}: ${d.text}` : d.text;
    const dedupe = `${pointer}\u0000${message}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    const pos = nearestPosition(locate, d.segments, d.at);
    issues.push({ message, path: pointer, line: pos.line, column: pos.column, keyword: d.keyword });
  }
  issues.sort((a, b) => a.line - b.line || a.column - b.column || compareStrings(a.path, b.path) || compareStrings(a.message, b.message));
  return issues;
}

function describe(error: ErrorObject, kind: 'catalog' | 'lock', formatFailed: Set<string>, discriminated: Set<string>): Draft | undefined {
  const segments = fromPointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const schemaDesc = (error.parentSchema as { description?: string } | undefined)?.description;

  // A failing propertyNames sub-schema reports on the object, naming the key
  // (error.propertyName); the propertyNames error that follows it says no more.
  if (typeof error.propertyName === 'string') {
    const key = error.propertyName;
    const why = schemaDesc ? ` (${stripFinalDot(schemaDesc)})` : error.message ? ` (${error.message})` : '';
    return { segments: [...segments, key], at: 'key', text: `invalid key ${quoteForMessage(key)}${why}`, keyword: 'propertyNames' };
  }
  if (error.keyword === 'propertyNames') {
    const key = String(params.propertyName);
    return { segments: [...segments, key], at: 'key', text: `invalid key ${quoteForMessage(key)}`, keyword: 'propertyNames' };
  }

  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      // A key written nearly so (`trasnport`): said, since the schema's own error names only what is missing.
      const near =
        error.data !== null && typeof error.data === 'object' && !Array.isArray(error.data)
          ? Object.keys(error.data).find((k) => k !== missing && k.length > 2 && distance(k.toLowerCase(), missing.toLowerCase()) <= 2)
          : undefined;
      const hint = near === undefined ? '' : ` (${quoteForMessage(near)} is written here: a misspelling of it?)`;
      return { segments, at: 'value', text: `must have required property '${missing}'${hint}`, keyword: 'required' };
    }
    case 'additionalProperties': {
      const prop = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {}).filter((k) => k !== '$schema');
      let hint = allowed.length ? `; expected one of: ${allowed.join(', ')}` : '';
      if (kind === 'catalog' && segments.length === 0) hint += ', or a key starting with x-';
      return { segments: [...segments, prop], at: 'key', text: `unknown property ${quoteForMessage(prop)}${hint}`, keyword: 'additionalProperties' };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
      return { segments, at: 'value', text: `must be one of: ${allowed.join(', ')} (found ${quoteForMessage(error.data)})`, keyword: 'enum' };
    }
    case 'const':
      return { segments, at: 'value', text: `must be ${JSON.stringify(params.allowedValue)} (found ${quoteForMessage(error.data)})`, keyword: 'const' };
    case 'type': {
      const expected = String(params.type).split(',').join(' or ');
      const found = describeType(error.data);
      let hint = expected.includes('string') && (typeof error.data === 'number' || typeof error.data === 'boolean') ? `; quote it to make it text: "${String(error.data)}"` : '';
      // A tool declared by its effect alone (`github/get_*: read`): the entry is an object (a newcomer wrote the short form).
      if (kind === 'catalog' && segments.length === 2 && segments[0] === 'tools' && typeof error.data === 'string' && EFFECTS.has(error.data)) {
        hint = `; write it { effect: ${error.data} }`;
      }
      return { segments, at: 'value', text: `must be ${expected} (found ${found})${hint}`, keyword: 'type' };
    }
    case 'format':
      if (params.format === 'date') {
        // Written so, but no day of the calendar (2026-02-30), or not written so at all.
        const shaped = typeof error.data === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(error.data);
        const text = shaped ? `must be a day of the calendar (found ${quoteForMessage(error.data)}, which is none)` : `must be a date written YYYY-MM-DD (found ${quoteForMessage(error.data)})`;
        return { segments, at: 'value', text, keyword: 'format' };
      }
      return { segments, at: 'value', text: `must be a valid ${String(params.format)} (found ${quoteForMessage(error.data)})`, keyword: 'format' };
    case 'pattern': {
      if (formatFailed.has(error.instancePath)) return undefined;
      // (The schema's description says what the value should be: "is not valid; expected: the server's MCP endpoint (http:// or https://)".)
      const what = schemaDesc ? `; expected: ${lowerFirst(stripFinalDot(schemaDesc))}` : `: must match pattern ${String(params.pattern)}`;
      return { segments, at: 'value', text: `${quoteForMessage(error.data)} is not valid${what}`, keyword: 'pattern' };
    }
    case 'minLength':
      if (params.limit === 1) return { segments, at: 'value', text: 'must not be empty', keyword: 'minLength' };
      return { segments, at: 'value', text: `must be at least ${String(params.limit)} characters long`, keyword: 'minLength' };
    case 'minItems':
      if (params.limit === 1) return { segments, at: 'value', text: 'must list at least one item', keyword: 'minItems' };
      return { segments, at: 'value', text: `must list at least ${String(params.limit)} items`, keyword: 'minItems' };
    case 'minimum':
      return { segments, at: 'value', text: `must be ${String(params.comparison)} ${String(params.limit)} (found ${quoteForMessage(error.data)})`, keyword: 'minimum' };
    case 'maximum':
      return { segments, at: 'value', text: `must be ${String(params.comparison)} ${String(params.limit)} (found ${quoteForMessage(error.data)})`, keyword: 'maximum' };
    case 'discriminator': {
      const tag = String(params.tag);
      if (params.error === 'mapping') {
        const allowed = tag === 'transport' ? ': stdio, http or sse' : '';
        return { segments: [...segments, tag], at: 'value', text: `unknown ${tag} ${quoteForMessage(error.data && typeof error.data === 'object' ? (error.data as Record<string, unknown>)[tag] : undefined)}; expected one of${allowed}`, keyword: 'discriminator' };
      }
      const data = error.data as Record<string, unknown> | null;
      if (data && typeof data === 'object' && !(tag in data)) return undefined; // "must have required property" says it
      return { segments: [...segments, tag], at: 'value', text: `must be a string`, keyword: 'discriminator' };
    }
    case 'oneOf':
    case 'anyOf':
      if (discriminated.has(error.instancePath)) return undefined;
      return { segments, at: 'value', text: error.message ?? `must match one of the allowed forms`, keyword: error.keyword };
    default:
      return { segments, at: 'value', text: error.message ?? `is not valid (${error.keyword})`, keyword: error.keyword };
  }
}

const EFFECTS: ReadonlySet<string> = new Set(['read', 'propose', 'write', 'undeclared']);

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  if (typeof value === 'string') return `string ${quoteForMessage(value)}`;
  return `${typeof value} ${quoteForMessage(value)}`;
}

function stripFinalDot(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

function nearestPosition(locate: Locate | undefined, segments: string[], at: 'value' | 'key'): SourcePosition {
  if (locate) {
    const exact = locate(segments, at);
    if (exact) return exact;
    for (let n = segments.length - 1; n >= 0; n--) {
      const pos = locate(segments.slice(0, n), n > 0 ? 'key' : 'value');
      if (pos) return pos;
    }
  }
  // The whole document is concerned, or the caller could not place it.
  return { line: 1, column: 1 };
}

// ---------------------------------------------------------------- paths

/** `['servers', 'a/b', '0']` → `/servers/a~1b/0` (RFC 6901). */
export function toPointer(segments: readonly string[]): string {
  return segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** `/servers/a~1b/0` → `['servers', 'a/b', '0']`. */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A readable path: `servers.change-read.connect`, `tools["github/get_*"].effect`, `waivers[0].tools[1]`. */
/** A description's first letter lower-cased when it opens a phrase ("The server's…" → "the server's…"), not an acronym ("MCP…"). */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

export function displayPath(segments: readonly (string | number)[]): string {
  let out = '';
  for (const seg of segments) {
    const s = String(seg);
    if (/^(0|[1-9][0-9]*)$/.test(s)) out += `[${s}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(s)) out += out ? `.${s}` : s;
    else out += `[${quoteForMessage(s)}]`;
  }
  return out;
}

/**
 * Quotes untrusted text for a one-line message: JSON string syntax with
 * control, format (bidi, zero-width), separator and private-use characters
 * escaped, cut after `max` characters.
 */
export function quoteForMessage(value: unknown, max = 120): string {
  if (value === undefined) return 'nothing';
  let text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  if (typeof value !== 'string') return escapeInvisible(text.length > max ? text.slice(0, max) + '…' : text);
  if (text.length > max) text = text.slice(0, max) + '…';
  return escapeInvisible(JSON.stringify(text));
}

// Controls, format characters, surrogates, private use, unassigned, line and
// paragraph separators, and default-ignorable code points (Hangul fillers,
// variation selectors…): a key holding one could pass for another.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

/** Replaces invisible or misleading characters by `\uXXXX` (or `\UXXXXXXXX`) escapes. */
export function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, (ch) => {
    const cp = ch.codePointAt(0)!;
    return cp > 0xffff ? `\\U${cp.toString(16).toUpperCase().padStart(8, '0')}` : `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  });
}

/** True when the text has characters that render invisibly or misleadingly. */
export function hasInvisible(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(text);
  INVISIBLE.lastIndex = 0;
  return found;
}

/** `file:line:column: message`. */
/**
 * The text of a file's bytes, read strictly as UTF-8: a byte sequence that is not UTF-8 is an error, never a
 * U+FFFD that a rewrite would then save over the bytes people wrote. A byte order mark is kept in the text (so a
 * rewrite keeps it too). Returns the offset and line of the first bad sequence instead of text when there is one.
 */
export function decodeUtf8Strict(bytes: Uint8Array): { text: string } | { offset: number; line: number } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const offset = firstInvalidUtf8(bytes);
    let line = 1;
    for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
    return { offset, line };
  }
}

/** The message for bytes that are not UTF-8, after the file name. */
export function notUtf8Message(where: { offset: number; line: number }): string {
  return `not valid UTF-8 (byte offset ${where.offset}, line ${where.line}); save the file as UTF-8`;
}

/** The offset of the first byte sequence that is not well-formed UTF-8 (WHATWG / Unicode table 3-7), or the length. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  const cont = (at: number, lo = 0x80, hi = 0xbf) => at < n && bytes[at] >= lo && bytes[at] <= hi;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
    } else if (b >= 0xc2 && b <= 0xdf) {
      if (!cont(i + 1)) return i;
      i += 2;
    } else if (b >= 0xe0 && b <= 0xef) {
      const lo = b === 0xe0 ? 0xa0 : 0x80;
      const hi = b === 0xed ? 0x9f : 0xbf;
      if (!cont(i + 1, lo, hi) || !cont(i + 2)) return i;
      i += 3;
    } else if (b >= 0xf0 && b <= 0xf4) {
      const lo = b === 0xf0 ? 0x90 : 0x80;
      const hi = b === 0xf4 ? 0x8f : 0xbf;
      if (!cont(i + 1, lo, hi) || !cont(i + 2) || !cont(i + 3)) return i;
      i += 4;
    } else {
      return i;
    }
  }
  return n;
}

export function formatIssue(file: string, issue: { message: string; line?: number; column?: number }): string {
  if (issue.line === undefined) return `${file}: ${issue.message}`;
  return `${file}:${issue.line}:${issue.column ?? 1}: ${issue.message}`;
}

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------- locating

/** The string form of a map key, as it appears in the JS value of the document. */
export function keyText(key: unknown): string {
  if (isScalar(key)) return String(key.value);
  if (key === null || key === undefined) return '';
  return String(key);
}

/**
 * Each map's pairs by key text (first occurrence), built when a map is first
 * searched: a report locates one finding after another in a catalog of
 * thousands of tools, and a linear search per finding was quadratic (a SARIF
 * report of 50k tools took minutes). A map edited since (the catalog is
 * rewritten in place) is caught by the check on every hit and re-indexed; a
 * miss is confirmed by a linear search, so the index never hides a key —
 * except in a frozen document (one the locator parsed itself and never edits).
 */
const pairIndex = new WeakMap<object, { length: number; at: Map<string, number> }>();

function pairOf(map: { items: Pair[] }, seg: string, frozen: boolean): Pair | undefined {
  const { items } = map;
  let index = pairIndex.get(map);
  if (!index || index.length !== items.length) {
    const at = new Map<string, number>();
    for (let i = 0; i < items.length; i++) {
      const text = keyText(items[i].key);
      if (!at.has(text)) at.set(text, i);
    }
    pairIndex.set(map, (index = { length: items.length, at }));
  }
  const i = index.at.get(seg);
  if (i !== undefined && keyText(items[i].key) === seg) return items[i];
  // A document only the locator holds is never edited: its index is the truth, misses included.
  if (frozen) return undefined;
  const found = items.find((p) => keyText(p.key) === seg);
  // Found by the search but not by the index: the map was edited; index it again next time.
  if (found) pairIndex.delete(map);
  return found;
}

/** Finds the node at `path` in a YAML document, and the key node it hangs from. */
export function findYamlNode(
  doc: YAML.Document,
  path: readonly string[],
  frozen = false,
): { node: YamlNode | null; key: YamlNode | null } | undefined {
  let node: unknown = doc.contents;
  let key: YamlNode | null = null;
  for (const seg of path) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const pair = pairOf(node, seg, frozen);
      if (!pair) return undefined;
      key = (pair.key as YamlNode | null) ?? null;
      node = pair.value;
    } else if (isSeq(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(seg)) return undefined;
      const index = Number(seg);
      if (index >= node.items.length) return undefined;
      key = null;
      node = node.items[index];
    } else {
      return undefined;
    }
  }
  return { node: (node as YamlNode | null) ?? null, key };
}

/**
 * A locator over a parsed YAML document; the document must have been parsed
 * with `lineCounter`. `frozen`: the document is the locator's own and never
 * edited, so a key its index does not hold is missing (no confirming search).
 */
export function yamlLocator(doc: YAML.Document, lineCounter: LineCounter, frozen = false): Locate {
  return (path, at = 'value') => {
    const found = findYamlNode(doc, path, frozen);
    if (!found) return undefined;
    const order = at === 'key' ? [found.key, found.node] : [found.node, found.key];
    for (const n of order) {
      const offset = n?.range?.[0];
      if (typeof offset === 'number') {
        const { line, col } = lineCounter.linePos(offset);
        return { line, column: col };
      }
    }
    return undefined;
  };
}

/** A locator over YAML (or JSON) source text, parsed on first use. */
export function yamlTextLocator(text: string): Locate {
  let inner: Locate | undefined;
  return (path, at) => {
    if (!inner) {
      const lineCounter = new YAML.LineCounter();
      const doc = YAML.parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
      inner = yamlLocator(doc, lineCounter, true);
    }
    return inner(path, at);
  };
}
