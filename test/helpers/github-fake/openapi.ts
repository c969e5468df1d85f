// GitHub's published OpenAPI description (@octokit/openapi, the non-dereferenced
// api.github.com.json), indexed for routing and validation by the GitHub fake.
//
// - Loaded lazily, once per process (JSON.parse of ~13 MB, a few hundred ms).
// - Operations indexed by METHOD + path template; a concrete path is matched to
//   its operation (literal segments win over parameters; a trailing parameter
//   such as `{ref}` may span several segments, as GitHub accepts both
//   `heads%2Fmain` and `heads/main`).
// - OpenAPI 3.0 schemas are rewritten to JSON Schema (draft-07) for Ajv:
//   `nullable: true` becomes a type union / `null` enum member / `anyOf` with
//   `{type: 'null'}`; `$ref: '#/components/schemas/X'` points at an Ajv schema
//   id registered lazily (only the components an operation reaches are added);
//   `oneOf` is relaxed to `anyOf` by default (GitHub's oneOfs overlap, e.g.
//   validation-error.errors[].value accepts null in all three branches);
//   `discriminator`, `example`, `readOnly`/`writeOnly`, `deprecated` and x-*
//   extensions are dropped or ignored.
// - Validators are compiled lazily per operation and kind and cached.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

type Json = any;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

export interface ResolvedParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
}

export interface OpenApiOperation {
  /** Lower-case HTTP method. */
  method: HttpMethod;
  /** Path template as written in the description, e.g. `/repos/{owner}/{repo}/issues`. */
  pathTemplate: string;
  /** `issues/create`, `pulls/list`, … */
  operationId: string;
  /** `externalDocs.url`: what GitHub puts in `documentation_url`. */
  docUrl: string;
  /** The raw operation object from the description. */
  raw: Json;
  /** Template split on `/` (no leading empty segment). */
  segments: string[];
}

export interface RouteMatch {
  op: OpenApiOperation;
  /** Decoded path parameter values (strings; see validatePathParams for typed values). */
  params: Record<string, string>;
}

export type RouteResult =
  | ({ kind: 'ok' } & RouteMatch)
  | { kind: 'unknown-path' }
  | { kind: 'method-not-allowed'; allowed: string[]; pathTemplate: string };

export interface ValidationResult<T = Json> {
  ok: boolean;
  /** Human-readable problems, GitHub style where possible. */
  errors: string[];
  /** Coerced values (path/query) or the validated value (body/response). */
  value: T;
}

export interface QueryValidationResult extends ValidationResult<Record<string, unknown>> {
  /** Query parameters the operation does not declare (GitHub ignores them). */
  unknown: string[];
}

export interface SpecOptions {
  /** Path of the description; default: @octokit/openapi's api.github.com.json. */
  file?: string;
  /** `anyOf` (default) relaxes OpenAPI `oneOf` to `anyOf`; `strict` keeps `oneOf`. */
  oneOf?: 'anyOf' | 'strict';
}

export interface SpecLoadStats {
  file: string;
  bytes: number;
  readMs: number;
  parseMs: number;
  indexMs: number;
  operations: number;
}

const SCHEMA_ID_PREFIX = 'https://github-fake.invalid/components/schemas/';

// ---------------------------------------------------------------------------
// Formats. Values the fake produces and clients send are checked for the
// formats that carry meaning; the others are annotations (accepted as is).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const URI = /^[a-z][a-z0-9+.-]*:[^\s]*$/i;
const ANNOTATION_FORMATS = ['uri-template', 'int32', 'int64', 'double', 'float', 'binary', 'byte', 'password', 'repo.nwo', 'hostname', 'ipv4', 'ipv6', 'uuid', 'uri-reference', 'regex'];

function newAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    unicodeRegExp: false,
    coerceTypes: coerce ? 'array' : false,
    // Unknown formats would be logged as warnings: keep the test output quiet.
    logger: { log() {}, warn() {}, error: console.error },
  });
  ajv.addFormat('date-time', DATE_TIME);
  ajv.addFormat('date', DATE);
  ajv.addFormat('email', EMAIL);
  ajv.addFormat('uri', URI);
  for (const f of ANNOTATION_FORMATS) ajv.addFormat(f, true);
  return ajv;
}

// ---------------------------------------------------------------------------
// OpenAPI 3.0 schema -> draft-07 JSON Schema.

interface Converted {
  schema: Json;
  deps: Set<string>;
}

const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
const SCHEMA_ARRAY_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_SINGLE_KEYWORDS = new Set(['not', 'additionalProperties', 'items', 'additionalItems', 'contains', 'propertyNames', 'if', 'then', 'else']);
const DROPPED_KEYWORDS = new Set(['example', 'examples', 'discriminator', 'xml', 'externalDocs', 'readOnly', 'writeOnly', 'deprecated', 'nullable', 'description', 'title']);

function convertSchema(schema: Json, deps: Set<string>, oneOfMode: 'anyOf' | 'strict'): Json {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    const ref: string = schema.$ref;
    const prefix = '#/components/schemas/';
    if (!ref.startsWith(prefix)) throw new Error(`github-fake: unsupported $ref ${ref}`);
    const name = ref.slice(prefix.length);
    deps.add(name);
    // OpenAPI 3.0 ignores siblings of $ref; so do we.
    return { $ref: SCHEMA_ID_PREFIX + encodeURIComponent(name) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAP_KEYWORDS.has(key) && value && typeof value === 'object') {
      const mapped: Json = {};
      for (const [k, v] of Object.entries(value)) mapped[k] = convertSchema(v, deps, oneOfMode);
      out[key] = mapped;
    } else if (SCHEMA_ARRAY_KEYWORDS.has(key) && Array.isArray(value)) {
      const target = key === 'oneOf' && oneOfMode === 'anyOf' ? 'anyOf' : key;
      const converted = value.map((v) => convertSchema(v, deps, oneOfMode));
      // A schema may carry both oneOf and anyOf: keep both constraints.
      if (out[target]) out.allOf = [...(out.allOf ?? []), { [target]: converted }];
      else out[target] = converted;
    } else if (SCHEMA_SINGLE_KEYWORDS.has(key)) {
      out[key] = Array.isArray(value) ? value.map((v) => convertSchema(v, deps, oneOfMode)) : convertSchema(value, deps, oneOfMode);
    } else {
      out[key] = value; // enum, default, required, type, format, min/max… (data, not schemas)
    }
  }
  if (schema.nullable === true) return makeNullable(out);
  return out;
}

function makeNullable(s: Json): Json {
  const constraintKeys = Object.keys(s);
  if (constraintKeys.length === 0) return s; // `{ nullable: true }` alone: anything goes
  if (typeof s.type === 'string' || Array.isArray(s.type)) {
    const types: string[] = Array.isArray(s.type) ? [...s.type] : [s.type];
    if (!types.includes('null')) types.push('null');
    const out = { ...s, type: types };
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  // No `type` (allOf / anyOf / oneOf / enum only): null OR the constraints.
  return { anyOf: [{ type: 'null' }, s] };
}

// ---------------------------------------------------------------------------

interface AjvSlot {
  ajv: Ajv;
  added: Set<string>;
}

export class OpenApiSpec {
  readonly doc: Json;
  readonly stats: SpecLoadStats;
  readonly operations: OpenApiOperation[] = [];
  private readonly byMethodAndLength = new Map<string, OpenApiOperation[]>();
  private readonly byMethodTrailing = new Map<HttpMethod, OpenApiOperation[]>();
  private readonly byTemplate = new Map<string, OpenApiOperation>();
  private readonly oneOfMode: 'anyOf' | 'strict';
  private readonly converted = new Map<string, Converted>();
  private readonly plain: AjvSlot = { ajv: newAjv(false), added: new Set() };
  private readonly coercing: AjvSlot = { ajv: newAjv(true), added: new Set() };
  private readonly validators = new Map<string, ValidateFunction | null>();
  private readonly paramCache = new Map<OpenApiOperation, ResolvedParameter[]>();

  constructor(doc: Json, stats: Omit<SpecLoadStats, 'indexMs' | 'operations'>, oneOfMode: 'anyOf' | 'strict' = 'anyOf') {
    const t0 = performance.now();
    this.doc = doc;
    this.oneOfMode = oneOfMode;
    for (const [pathTemplate, item] of Object.entries<Json>(doc.paths)) {
      for (const method of METHODS) {
        const raw = item[method];
        if (!raw) continue;
        const op: OpenApiOperation = {
          method,
          pathTemplate,
          operationId: raw.operationId ?? `${method} ${pathTemplate}`,
          docUrl: raw.externalDocs?.url ?? 'https://docs.github.com/rest',
          raw: { ...raw, parameters: [...(item.parameters ?? []), ...(raw.parameters ?? [])] },
          segments: pathTemplate.split('/').slice(1),
        };
        this.operations.push(op);
        this.byTemplate.set(`${method.toUpperCase()} ${pathTemplate}`, op);
        const key = `${method} ${op.segments.length}`;
        let list = this.byMethodAndLength.get(key);
        if (!list) this.byMethodAndLength.set(key, (list = []));
        list.push(op);
        if (GREEDY_PARAMS.has(op.segments[op.segments.length - 1]!)) {
          let t = this.byMethodTrailing.get(method);
          if (!t) this.byMethodTrailing.set(method, (t = []));
          t.push(op);
        }
      }
    }
    this.stats = { ...stats, indexMs: performance.now() - t0, operations: this.operations.length };
  }

  /** `operation('GET /repos/{owner}/{repo}')`. */
  operation(methodAndTemplate: string): OpenApiOperation | undefined {
    const [m, ...rest] = methodAndTemplate.split(' ');
    return this.byTemplate.get(`${m!.toUpperCase()} ${rest.join(' ')}`);
  }

  /** Match a concrete (still percent-encoded) request path to an operation. */
  match(method: string, rawPath: string): RouteResult {
    const m = method.toLowerCase() as HttpMethod;
    const rawSegments = rawPath.replace(/\/+$/, '').split('/').slice(1);
    let segments: string[];
    try {
      segments = rawSegments.map((s) => decodeURIComponent(s));
    } catch {
      return { kind: 'unknown-path' };
    }
    const found = this.matchAmong(this.byMethodAndLength.get(`${m} ${segments.length}`) ?? [], segments, false);
    if (found) return { kind: 'ok', ...found };
    const trailing = this.matchAmong(this.byMethodTrailing.get(m) ?? [], segments, true);
    if (trailing) return { kind: 'ok', ...trailing };
    // Another method for the same path?
    const allowed: string[] = [];
    let pathTemplate = '';
    for (const other of METHODS) {
      if (other === m) continue;
      const hit =
        this.matchAmong(this.byMethodAndLength.get(`${other} ${segments.length}`) ?? [], segments, false) ??
        this.matchAmong(this.byMethodTrailing.get(other) ?? [], segments, true);
      if (hit) {
        allowed.push(other.toUpperCase());
        pathTemplate = hit.op.pathTemplate;
      }
    }
    if (allowed.length) return { kind: 'method-not-allowed', allowed, pathTemplate };
    return { kind: 'unknown-path' };
  }

  private matchAmong(candidates: OpenApiOperation[], segments: string[], greedyTail: boolean): RouteMatch | undefined {
    let best: RouteMatch | undefined;
    for (const op of candidates) {
      const tpl = op.segments;
      if (greedyTail ? segments.length <= tpl.length : segments.length !== tpl.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < tpl.length; i++) {
        const t = tpl[i]!;
        const last = i === tpl.length - 1;
        const value = greedyTail && last ? segments.slice(i).join('/') : segments[i]!;
        if (isParam(t)) {
          if (value === '') {
            ok = false;
            break;
          }
          params[t.slice(1, -1)] = value;
        } else if (t !== value) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      if (!best || moreSpecific(op.segments, best.op.segments)) best = { op, params };
    }
    return best;
  }

  /** The operation's parameters with `$ref`s to components.parameters resolved. */
  parameters(op: OpenApiOperation): ResolvedParameter[] {
    let params = this.paramCache.get(op);
    if (!params) {
      params = (op.raw.parameters as Json[]).map((p) => {
        const resolved = p.$ref ? this.resolvePointer(p.$ref) : p;
        return { name: resolved.name, in: resolved.in, required: resolved.required === true || resolved.in === 'path', schema: resolved.schema ?? {} };
      });
      this.paramCache.set(op, params);
    }
    return params;
  }

  validatePathParams(op: OpenApiOperation, params: Record<string, string>): ValidationResult<Record<string, unknown>> {
    return this.validateParams(op, 'path', { ...params });
  }

  validateQuery(op: OpenApiOperation, search: URLSearchParams): QueryValidationResult {
    const declared = new Set(this.parameters(op).filter((p) => p.in === 'query').map((p) => p.name));
    const values: Record<string, unknown> = {};
    const unknown: string[] = [];
    for (const key of new Set(search.keys())) {
      const all = search.getAll(key);
      // `labels[]=a&labels[]=b` style is not used by GitHub; repeated keys become arrays.
      values[key] = all.length > 1 ? all : all[0];
      if (!declared.has(key)) unknown.push(key);
    }
    const result = this.validateParams(op, 'query', values);
    return { ...result, unknown };
  }

  private validateParams(op: OpenApiOperation, where: 'path' | 'query', values: Record<string, unknown>): ValidationResult<Record<string, unknown>> {
    const key = `${op.method} ${op.pathTemplate} ${where}`;
    let validate = this.validators.get(key);
    if (validate === undefined) {
      const params = this.parameters(op).filter((p) => p.in === where);
      const properties: Json = {};
      const required: string[] = [];
      for (const p of params) {
        properties[p.name] = p.schema;
        if (p.required) required.push(p.name);
      }
      validate = this.compile(this.coercing, { type: 'object', properties, required });
      this.validators.set(key, validate);
    }
    const ok = validate!(values) as boolean;
    return { ok, errors: ok ? [] : formatErrors(validate!.errors ?? [], values, where), value: values };
  }

  /** Does the operation take a JSON request body; is it required? */
  requestBodyInfo(op: OpenApiOperation): { present: boolean; required: boolean; json: boolean } {
    const rb = op.raw.requestBody ? this.deref(op.raw.requestBody) : undefined;
    if (!rb) return { present: false, required: false, json: false };
    return { present: true, required: rb.required === true, json: Boolean(rb.content?.['application/json']) };
  }

  validateRequestBody(op: OpenApiOperation, body: unknown): ValidationResult {
    const key = `${op.method} ${op.pathTemplate} body`;
    let validate = this.validators.get(key);
    if (validate === undefined) {
      const rb = op.raw.requestBody ? this.deref(op.raw.requestBody) : undefined;
      const schema = rb?.content?.['application/json']?.schema;
      validate = schema ? this.compile(this.plain, schema) : null;
      this.validators.set(key, validate);
    }
    if (!validate) return { ok: true, errors: [], value: body };
    const ok = validate(body) as boolean;
    return { ok, errors: ok ? [] : formatErrors(validate.errors ?? [], body, 'body'), value: body };
  }

  /** The documented statuses of an operation (`'200'`, `'404'`, `'default'`…). */
  responseStatuses(op: OpenApiOperation): string[] {
    return Object.keys(op.raw.responses ?? {});
  }

  /**
   * Validate a response the fake is about to send. `documented: false` when the
   * status is not in the description (allowed for error statuses: GitHub
   * answers 401/403/5xx on any route; a violation for 2xx/3xx).
   */
  validateResponse(op: OpenApiOperation, status: number, body: unknown): ValidationResult & { documented: boolean } {
    const responses = op.raw.responses ?? {};
    const entry = responses[String(status)] ?? responses.default;
    if (!entry) {
      if (status >= 400) return { ok: true, errors: [], value: body, documented: false };
      return { ok: false, errors: [`status ${status} is not documented for ${op.operationId} (documented: ${Object.keys(responses).join(', ')})`], value: body, documented: false };
    }
    const key = `${op.method} ${op.pathTemplate} response ${status}`;
    let validate = this.validators.get(key);
    if (validate === undefined) {
      const resolved = this.deref(entry);
      const schema = resolved.content?.['application/json']?.schema;
      validate = schema ? this.compile(this.plain, schema) : null;
      this.validators.set(key, validate);
    }
    if (!validate) {
      const hasBody = body !== undefined && body !== null && body !== '';
      const resolved = this.deref(entry);
      if (hasBody && !resolved.content) return { ok: false, errors: [`status ${status} of ${op.operationId} has no content, but a body was produced`], value: body, documented: true };
      return { ok: true, errors: [], value: body, documented: true };
    }
    const ok = validate(body) as boolean;
    return { ok, errors: ok ? [] : formatErrors(validate.errors ?? [], body, 'response'), value: body, documented: true };
  }

  /** Validate any value against a named component schema (e.g. to test a factory). */
  validateComponent(name: string, value: unknown): ValidationResult {
    const key = `component ${name}`;
    let validate = this.validators.get(key);
    if (validate === undefined) {
      validate = this.compile(this.plain, { $ref: `#/components/schemas/${name}` });
      this.validators.set(key, validate);
    }
    const ok = validate!(value) as boolean;
    return { ok, errors: ok ? [] : formatErrors(validate!.errors ?? [], value, 'response'), value };
  }

  private compile(slot: AjvSlot, schema: Json): ValidateFunction {
    const deps = new Set<string>();
    const converted = convertSchema(schema, deps, this.oneOfMode);
    for (const d of deps) this.ensureComponent(slot, d);
    return slot.ajv.compile(converted);
  }

  private ensureComponent(slot: AjvSlot, name: string): void {
    if (slot.added.has(name)) return;
    slot.added.add(name);
    const c = this.convertComponent(name);
    for (const d of c.deps) this.ensureComponent(slot, d);
    slot.ajv.addSchema(c.schema, SCHEMA_ID_PREFIX + encodeURIComponent(name));
  }

  private convertComponent(name: string): Converted {
    let c = this.converted.get(name);
    if (!c) {
      const raw = this.doc.components.schemas[name];
      if (!raw) throw new Error(`github-fake: unknown schema component ${name}`);
      const deps = new Set<string>();
      c = { schema: convertSchema(raw, deps, this.oneOfMode), deps };
      this.converted.set(name, c);
    }
    return c;
  }

  private deref(obj: Json): Json {
    let cur = obj;
    for (let i = 0; i < 10 && cur && typeof cur.$ref === 'string'; i++) cur = this.resolvePointer(cur.$ref);
    return cur;
  }

  private resolvePointer(ref: string): Json {
    if (!ref.startsWith('#/')) throw new Error(`github-fake: unsupported $ref ${ref}`);
    let cur: Json = this.doc;
    for (const part of ref.slice(2).split('/')) {
      cur = cur?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      if (cur === undefined) throw new Error(`github-fake: dangling $ref ${ref}`);
    }
    return cur;
  }
}

/**
 * Trailing parameters GitHub lets span several raw segments (`git/refs/heads/a/b`,
 * `contents/dir/file`, `branches/feature/x`, `compare/main...feature/x`).
 * Octokit itself sends them percent-encoded (`heads%2Fa%2Fb`).
 */
const GREEDY_PARAMS = new Set(['{ref}', '{path}', '{branch}', '{basehead}', '{file_path}']);

function isParam(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

/** Literal segments win over parameters, position by position. */
function moreSpecific(a: string[], b: string[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const pa = isParam(a[i]!);
    const pb = isParam(b[i]!);
    if (pa !== pb) return !pa;
  }
  return a.length > b.length;
}

// ---------------------------------------------------------------------------
// Error messages, shaped like GitHub's ("For 'properties/title', 42 is not a string.").

function valueAt(root: unknown, instancePath: string): unknown {
  if (!instancePath) return root;
  let cur: any = root;
  for (const part of instancePath.slice(1).split('/')) cur = cur?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return cur;
}

function propertyPath(instancePath: string, where: string): string {
  const parts = instancePath ? instancePath.slice(1).split('/') : [];
  if (where === 'path' || where === 'query') return parts.join('.') || '(root)';
  return parts.length ? `properties/${parts.join('/')}` : 'root';
}

function a(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

export function formatErrors(errors: ErrorObject[], root: unknown, where: 'path' | 'query' | 'body' | 'response'): string[] {
  // Type errors under an anyOf at the same location are merged into one message.
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => `${e.instancePath}|${e.schemaPath.replace(/\/anyOf$/, '')}`));
  const merged = new Map<string, string[]>();
  const out: string[] = [];
  for (const e of errors) {
    const parentKey = [...anyOfPaths].find((k) => {
      const [ip, sp] = k.split('|');
      return e.instancePath === ip && e.schemaPath.startsWith(`${sp}/anyOf/`) && e.keyword === 'type';
    });
    if (parentKey) {
      const list = merged.get(parentKey) ?? [];
      list.push(String((e.params as { type: string | string[] }).type));
      merged.set(parentKey, list);
      continue;
    }
    if (e.keyword === 'anyOf' && merged.has(`${e.instancePath}|${e.schemaPath.replace(/\/anyOf$/, '')}`)) continue;
    out.push(formatOne(e, root, where));
  }
  for (const [k, types] of merged) {
    const ip = k.split('|')[0]!;
    const flat = [...new Set(types.flatMap((t) => t.split(',')).filter((t) => t !== 'null'))];
    out.unshift(`For '${propertyPath(ip, where)}', ${JSON.stringify(valueAt(root, ip))} is not ${flat.map(a).join(' or ')}.`);
  }
  return out;
}

function formatOne(e: ErrorObject, root: unknown, where: 'path' | 'query' | 'body' | 'response'): string {
  const value = valueAt(root, e.instancePath);
  const at = propertyPath(e.instancePath, where);
  const p = e.params as Record<string, any>;
  switch (e.keyword) {
    case 'required':
      return e.instancePath ? `For '${at}', "${p.missingProperty}" wasn't supplied.` : `"${p.missingProperty}" wasn't supplied.`;
    case 'type':
      return `For '${at}', ${JSON.stringify(value)} is not ${String(p.type).split(',').map(a).join(' or ')}.`;
    case 'enum':
      return `For '${at}', ${JSON.stringify(value)} is not a member of ${JSON.stringify(p.allowedValues)}.`;
    case 'format':
      return `For '${at}', ${JSON.stringify(value)} is not a valid ${p.format}.`;
    case 'additionalProperties':
      return `For '${at}', "${p.additionalProperty}" is not a permitted key.`;
    default:
      return `For '${at}', ${JSON.stringify(value)} ${e.message ?? 'is invalid'} (${e.keyword}).`;
  }
}

// ---------------------------------------------------------------------------
// Process-wide cache.

const cache = new Map<string, OpenApiSpec>();

export function defaultSpecFile(): string {
  const require = createRequire(import.meta.url);
  return require.resolve('@octokit/openapi/generated/api.github.com.json');
}

/** The parsed, indexed description; loaded on first call, then cached per process. */
export function getGitHubSpec(options: SpecOptions = {}): OpenApiSpec {
  const file = options.file ?? defaultSpecFile();
  const mode = options.oneOf ?? 'anyOf';
  const key = `${file}|${mode}`;
  let spec = cache.get(key);
  if (!spec) {
    const t0 = performance.now();
    const text = readFileSync(file, 'utf8');
    const t1 = performance.now();
    const doc = JSON.parse(text);
    const t2 = performance.now();
    spec = new OpenApiSpec(doc, { file, bytes: Buffer.byteLength(text), readMs: t1 - t0, parseMs: t2 - t1 }, mode);
    cache.set(key, spec);
  }
  return spec;
}
