// The catalog: a YAML file written by people (catalog-locks/<agent>.yaml).
// Loading reports every problem at its line and column; adding entries for
// new tools edits the text in place so that comments, blank lines, order and
// formatting stay exactly as the people who wrote them left them.
import { RULES, ruleSuggestion, SEVERITY_ORDER } from '../rules/rules.js';
import { readErrorReason } from '../util/read-error.js';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import YAML, { CST, isAlias, isMap, isScalar, isSeq, LineCounter, Pair, Scalar, YAMLMap, type Node as YamlNode } from 'yaml';
import type { Catalog, ServerDecl, Severity, ToolDecl } from '../types.js';
import { exactId, isPattern, keyForId, matchesName, parseToolKey, within, type ToolPattern } from './tool-pattern.js';
import { listSome } from '../util/truncate.js';
import {
  compareStrings,
  decodeUtf8Strict,
  displayPath,
  escapeInvisible,
  formatIssue,
  hasInvisible,
  keyText,
  notUtf8Message,
  quoteForMessage,
  toPointer,
  validateCatalog,
  yamlLocator,
  type SourcePosition,
} from './validate.js';

export interface CatalogIssue {
  message: string;
  line?: number;
  column?: number;
  /** JSON pointer of the value concerned, when known. */
  path?: string;
}

/** A catalog that cannot be used; `message` has one `file:line:column: problem` line per issue. */
export class CatalogError extends Error {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  readonly issues: CatalogIssue[];

  constructor(file: string, issues: CatalogIssue[]) {
    const sorted = [...issues].sort(
      (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareStrings(a.message, b.message),
    );
    super(sorted.map((issue) => formatIssue(file, issue)).join('\n'));
    this.name = 'CatalogError';
    this.file = file;
    this.issues = sorted;
    this.line = sorted[0]?.line;
    this.column = sorted[0]?.column;
  }
}

export interface LoadedCatalog {
  /** The file as given to loadCatalog, resolved to an absolute path. */
  path: string;
  /** Its directory: relative `cwd`s of stdio servers are resolved against it. */
  dir: string;
  /** The exact text read. */
  text: string;
  /** The parsed document, with source ranges (see `lineCounter`). */
  doc: YAML.Document;
  /** Turns offsets of `doc` ranges into lines and columns. */
  lineCounter: LineCounter;
  /** The validated catalog; `tools` is `{}` and `waivers` `[]` when the file leaves them out or empty. */
  catalog: Catalog;
}

/** A runtime id or tool key: `<label>/<tool name>`; the name may hold any character, newlines included. */
const RUNTIME_ID = /^[^/]+\/[\s\S]+$/;

// Duplicate keys are found by duplicateKeys below, in linear time: the yaml
// library's own check (uniqueKeys) compares every key of a map with every
// other, which takes seconds on a catalog of 10,000 tool entries.
const PARSE_OPTIONS = { prettyErrors: false, uniqueKeys: false, strict: true, version: '1.2' } as const;

/** Offsets of the keys that repeat an earlier key of the same map (scalars by value, as the yaml library compares them). */
function duplicateKeys(doc: YAML.Document): number[] {
  const out: number[] = [];
  YAML.visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        if (seen.has(key)) out.push((pair.key as YamlNode | null)?.range?.[0] ?? 0);
        else seen.add(key);
      }
    },
  });
  return out;
}

// ---------------------------------------------------------------- loading

/** Reads, parses and validates a catalog file. Throws CatalogError. */
export async function loadCatalog(path: string): Promise<LoadedCatalog> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const why = readErrorReason(error);
    throw new CatalogError(path, [{ message: `cannot read the catalog: ${why}` }]);
  }
  const decoded = decodeUtf8Strict(bytes);
  if (!('text' in decoded)) throw new CatalogError(path, [{ message: notUtf8Message(decoded) }]);
  return parseCatalog(decoded.text, path);
}

/** Parses and validates catalog text; `path` names the file in messages and anchors `dir`. Throws CatalogError. */
export function parseCatalog(text: string, path: string): LoadedCatalog {
  const lineCounter = new LineCounter();
  const doc = YAML.parseDocument(text, { ...PARSE_OPTIONS, lineCounter });
  const at = (offset: number | undefined): SourcePosition | undefined => {
    if (typeof offset !== 'number') return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };

  // 1. YAML itself: syntax errors, duplicate keys, unresolved tags, and so on.
  const syntax: CatalogIssue[] = [];
  for (const problem of [...doc.errors, ...doc.warnings]) {
    syntax.push({ message: yamlMessage(problem), ...at(problem.pos?.[0]) });
  }
  if (syntax.length === 0) {
    for (const offset of duplicateKeys(doc)) syntax.push({ message: 'Map keys must be unique: this key appears more than once in the same map', ...at(offset) });
  }
  if (syntax.length > 0) throw new CatalogError(path, syntax);
  if (doc.contents === null) throw new CatalogError(path, [{ message: 'the catalog is empty', line: 1, column: 1 }]);

  // 2. Keys must be text: `01:` is the number 1 and `true:` a boolean in YAML, which would silently rename them.
  const keyIssues: CatalogIssue[] = [];
  YAML.visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      if (isScalar(key) && key.value === '<<' && key.type === Scalar.PLAIN && (isAlias(pair.value) || isMap(pair.value) || isSeq(pair.value))) {
        // YAML 1.1 merge keys: the yaml library reads them only in 1.1 mode; in a gate's input, every setting is written where it applies.
        keyIssues.push({ message: 'merge keys (`<<: *anchor`) are not supported: write the settings out, or alias the whole entry (`name: *anchor`)', ...at(key.range?.[0]) });
        return;
      }
      if (isScalar(key) && typeof key.value === 'string') return;
      const pos = at((key as YamlNode | null)?.range?.[0]);
      if (isScalar(key)) {
        const shown = key.source ?? String(key.value);
        const kind = key.value === null ? 'empty (null)' : `read as a ${typeof key.value}`;
        keyIssues.push({ message: `key ${quoteForMessage(shown)} is ${kind}; keys must be text, so quote it: ${JSON.stringify(String(shown))}`, ...pos });
      } else {
        keyIssues.push({ message: 'a key must be text, not a list or a map', ...pos });
      }
    },
  });
  if (keyIssues.length > 0) throw new CatalogError(path, keyIssues);

  // 3. The schema.
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    throw new CatalogError(path, [{ message: `cannot read the YAML: ${(error as Error).message}`, line: 1, column: 1 }]);
  }
  const locate = yamlLocator(doc, lineCounter);
  const schemaIssues: CatalogIssue[] = validateCatalog(data, locate).map(({ message, line, column, path: pointer }) => ({ message, line, column, path: pointer }));

  // 4. What the schema cannot say (checked even when the schema failed, so every problem is reported at once).
  const semantic = semanticIssues(data, locate);
  if (schemaIssues.length > 0 || semantic.length > 0) throw new CatalogError(path, [...schemaIssues, ...semantic]);
  const catalog = data as Catalog;
  if (catalog.tools === null || catalog.tools === undefined) catalog.tools = {};
  if (catalog.waivers === null || catalog.waivers === undefined) catalog.waivers = [];

  const absolute = resolve(path);
  return { path: absolute, dir: dirname(absolute), text, doc, lineCounter, catalog };
}

function yamlMessage(problem: YAML.YAMLError): string {
  if (problem.code === 'MULTIPLE_DOCS') return 'a catalog is one YAML document, but this file has more than one (remove the extra ---)';
  return problem.message;
}

/** Declared servers named in a message about an unknown one. */
const KNOWN_SERVERS_NAMED = 8;

function semanticIssues(data: unknown, locate: ReturnType<typeof yamlLocator>): CatalogIssue[] {
  const issues: CatalogIssue[] = [];
  if (!isRecord(data)) return issues;
  const servers = isRecord(data.servers) ? data.servers : {};
  const tools = isRecord(data.tools) ? data.tools : {};
  const labels = Object.keys(servers);
  // A gateway declares hundreds of servers: the first few are named, the rest counted.
  const known = labels.length === 0 ? 'no server is declared' : `declared servers: ${listSome(labels.map((l) => quoteForMessage(l)), KNOWN_SERVERS_NAMED)}`;
  const push = (segments: string[], at: 'key' | 'value', message: string) => {
    const pos = locate(segments, at) ?? { line: 1, column: 1 };
    issues.push({ message: `${displayPath(segments)}: ${message}`, ...pos, path: toPointer(segments) });
  };

  for (const key of Object.keys(tools)) {
    const slash = key.indexOf('/');
    if (slash <= 0) continue; // the schema says what is wrong with it
    const label = key.slice(0, slash);
    if (label.includes('*')) {
      push(['tools', key], 'key', `a pattern may use * only in the tool name, not in the server label ${quoteForMessage(label)}`);
    } else if (!Object.hasOwn(servers, label)) {
      push(['tools', key], 'key', `no server ${quoteForMessage(label)} is declared under servers (${known})`);
    }
    const decl = tools[key];
    const pattern = parseToolKey(key);
    if (isRecord(decl) && decl.intents !== undefined && pattern && isPattern(pattern)) {
      push(['tools', key, 'intents'], 'key', 'intents are read from a tool\'s exact key only (on a pattern they would pair every tool it matches); declare them on each tool');
    }
  }

  // A severity override for a rule that does not exist changes nothing: a typo would silently keep the default.
  const severity = isRecord(data.policy) && isRecord(data.policy.severity) ? data.policy.severity : {};
  for (const rule of Object.keys(severity)) {
    const known = RULES.get(rule);
    if (!known) push(['policy', 'severity', rule], 'key', `unknown rule ${quoteForMessage(rule)}${ruleSuggestion(rule)} (the rules are listed in docs/rules.md)`);
    else if ((known.evidence || known.fixOnly) && typeof severity[rule] === 'string' && SEVERITY_ORDER.indexOf(severity[rule] as Severity) > SEVERITY_ORDER.indexOf(known.severity)) {
      // The override would be ignored (it would be a waiver by another name): say so rather than keep it silently.
      push(
        ['policy', 'severity', rule],
        'value',
        `${rule} ${known.evidence ? 'is missing evidence' : 'is resolved by a fix or a relock'} and cannot be lowered below ${known.severity} (an override may only raise it; see docs/rules.md)`,
      );
    }
  }

  const waivers = Array.isArray(data.waivers) ? data.waivers : [];
  waivers.forEach((waiver: unknown, w) => {
    if (!isRecord(waiver) || !Array.isArray(waiver.tools)) return;
    waiver.tools.forEach((tool: unknown, t) => {
      // A declared server's label alone covers that server's own findings (its instructions…), none of its tools'.
      if (typeof tool !== 'string' || tool === '' || Object.hasOwn(tools, tool) || Object.hasOwn(servers, tool)) return;
      const at = ['waivers', String(w), 'tools', String(t)];
      if (!RUNTIME_ID.test(tool)) {
        push(at, 'value', `${quoteForMessage(tool)} is neither a key of tools, a tool id <server label>/<tool name> nor a declared server's label`);
        return;
      }
      const label = tool.slice(0, tool.indexOf('/'));
      if (!Object.hasOwn(servers, label)) push(at, 'value', `${quoteForMessage(tool)} names no declared server (${known})`);
    });
  });
  return issues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a value (or its key) of the loaded catalog starts, e.g. `positionOf(loaded, ['tools', 'github/get_*'], 'key')`. */
export function positionOf(loaded: LoadedCatalog, path: readonly string[], at: 'value' | 'key' = 'value'): SourcePosition | undefined {
  return yamlLocator(loaded.doc, loaded.lineCounter)(path, at);
}

// ---------------------------------------------------------------- resolving tool declarations

/**
 * The declaration that applies to a runtime id, and the key that gave it. `ambiguous`: patterns that match the id
 * and declare it otherwise than the best one, which is not more specific than they are (`s/get_*: write` and
 * `s/*_record: read` for `s/get_and_purge_record`): the best one is no reason to prefer its declaration, so `decl`
 * is then `effect: undeclared` (a write, the strictest reading, until an entry of its own says otherwise).
 */
type Resolved = { key: string; decl: ToolDecl; ambiguous?: string[] };
type Resolver = (runtimeId: string) => Resolved | undefined;

/**
 * A resolver over a fixed `tools` map: patterns compiled once and indexed by
 * server label (a label is always literal), best first. Use it when resolving
 * many ids against a catalog that does not change (an analysis run).
 */
export function compileToolDecls(tools: Record<string, ToolDecl>): Resolver {
  // Exact keys by the runtime id they declare (escapes removed); patterns by label, then by their literal head (the
  // piece before the first star), each list best first: a name is tried only against the patterns whose head it
  // starts with (a catalog of thousands of patterns must not make every tool try all of them).
  const exact = new Map<string, string>();
  const byLabel = new Map<string, { lengths: number[]; byHead: Map<string, ToolPattern[]> }>();
  for (const key of Object.keys(tools)) {
    const pattern = parseToolKey(key);
    if (!pattern) continue;
    if (!isPattern(pattern)) {
      const id = exactId(pattern);
      if (!exact.has(id) || key === id) exact.set(id, key);
      continue;
    }
    let index = byLabel.get(pattern.label);
    if (!index) byLabel.set(pattern.label, (index = { lengths: [], byHead: new Map() }));
    const head = pattern.pieces[0];
    const list = index.byHead.get(head);
    if (list) list.push(pattern);
    else {
      index.byHead.set(head, [pattern]);
      if (!index.lengths.includes(head.length)) index.lengths.push(head.length);
    }
  }
  const better = (a: ToolPattern, b: ToolPattern) => b.literal - a.literal || compareStrings(a.key, b.key);
  for (const index of byLabel.values()) {
    index.lengths.sort((a, b) => a - b);
    for (const list of index.byHead.values()) list.sort(better);
  }
  return (runtimeId) => {
    const key = exact.get(runtimeId);
    if (key !== undefined) return { key, decl: tools[key] };
    const slash = runtimeId.indexOf('/');
    if (slash <= 0) return undefined;
    const index = byLabel.get(runtimeId.slice(0, slash));
    if (!index) return undefined;
    const name = runtimeId.slice(slash + 1);
    // The most literal characters wins, ties to the smaller key; every matching pattern is kept to tell whether the
    // best one is more specific than each that declares otherwise.
    let best: ToolPattern | undefined;
    const matching: ToolPattern[] = [];
    for (const length of index.lengths) {
      if (length > name.length) break;
      for (const pattern of index.byHead.get(name.slice(0, length)) ?? []) {
        if (!matchesName(pattern, name)) continue;
        matching.push(pattern);
        if (best === undefined || better(pattern, best) < 0) best = pattern;
      }
    }
    if (!best) return undefined;
    const chosen = best;
    const ambiguous = matching.filter((other) => other !== chosen && !sameDecl(tools[other.key], tools[chosen.key]) && !within(chosen, other));
    if (ambiguous.length === 0) return { key: chosen.key, decl: tools[chosen.key] };
    const keys = [chosen.key, ...ambiguous.map((p) => p.key).sort(compareStrings)];
    const decls = keys.map((k) => tools[k]);
    // The same effect, identity and target, other approvals: that declaration under the strictest approval any of
    // them asks. Anything else is undeclared: an identity or target they do not agree on must not fall back to the
    // server's, which neither pattern gave this tool.
    const merged = strictest(decls);
    return { key: chosen.key, decl: merged ?? { effect: 'undeclared' }, ambiguous: keys };
  };
}

const APPROVALS = ['never', 'on-write', 'always'] as const;

/** Declarations that agree on effect, identity and target, merged under the strictest approval declared; undefined when they do not agree. */
function strictest(decls: ToolDecl[]): ToolDecl | undefined {
  const text = (v: unknown) => JSON.stringify(v !== null && typeof v === 'object' ? Object.entries(v).sort() : (v ?? null));
  const agreed = (key: 'effect' | 'identity' | 'target') => decls.every((d) => text(d[key]) === text(decls[0][key]));
  if (!agreed('effect') || !agreed('identity') || !agreed('target')) return undefined;
  const out: ToolDecl = { effect: decls[0].effect };
  const approvals = decls.map((d) => d.approval).filter((a): a is NonNullable<ToolDecl['approval']> => a !== undefined);
  if (approvals.length > 0) out.approval = approvals.reduce((x, y) => (APPROVALS.indexOf(y) > APPROVALS.indexOf(x) ? y : x));
  if (decls[0].identity !== undefined) out.identity = decls[0].identity;
  if (decls[0].target !== undefined) out.target = decls[0].target;
  return out;
}

/** Whether two declarations say the same of a tool (effect, approval, identity, target; intents are per tool). */
function sameDecl(a: ToolDecl, b: ToolDecl): boolean {
  const of = (d: ToolDecl) => JSON.stringify([d.effect ?? null, d.approval ?? null, d.identity ?? null, d.target ? Object.entries(d.target).sort() : null]);
  return of(a) === of(b);
}

const resolverCache = new WeakMap<object, { keys: string[]; resolve: Resolver }>();


/**
 * The declaration that applies to a runtime id (`label/tool`): the exact key
 * if there is one; otherwise the matching pattern with the most literal
 * (non-`*`) characters, ties going to the smaller key in string order.
 * (Cached per `tools` object and rebuilt when its keys change.)
 */
export function resolveToolDecl(catalog: Pick<Catalog, 'tools'>, runtimeId: string): Resolved | undefined {
  const tools = catalog.tools ?? {};
  // A key equal to the id declares it, unless the id has a star or a backslash (then the key would be a pattern or an escape).
  if (!/[\\*]/.test(runtimeId) && Object.hasOwn(tools, runtimeId)) return { key: runtimeId, decl: tools[runtimeId] };
  const keys = Object.keys(tools);
  let cached = resolverCache.get(tools);
  if (!cached || !isDeepStrictEqual(cached.keys, keys)) {
    cached = { keys, resolve: compileToolDecls(tools) };
    resolverCache.set(tools, cached);
  }
  return cached.resolve(runtimeId);
}

// ---------------------------------------------------------------- adding entries for new tools

/**
 * A tool being added whose id is another string than an exact key of the catalog, yet the same text once both are
 * NFC-normalised (`café` composed vs `cafe` + U+0301) or case-folded. Names are matched exactly (a tool name is an
 * identity), so the key does not declare the tool; `message` says so with both written in \u escapes, which show the
 * difference (one line, ASCII only).
 */
export interface Lookalike {
  /** The runtime id added as undeclared. */
  id: string;
  /** The existing catalog key it resembles. */
  key: string;
  /** What makes them look the same. */
  reason: 'normalization' | 'case';
  message: string;
}

export interface AddedEntries {
  text: string;
  added: string[];
  /** Added ids that resemble an existing exact key (see Lookalike), in the order of `added`. */
  lookalikes: Lookalike[];
}

/**
 * The catalog text with `<id>: { effect: undeclared }` added under `tools`
 * for every id that no key or pattern covers yet, in sorted order after the
 * existing entries. Everything else in the text is kept byte for byte; the
 * result is checked by parsing it again. The loaded catalog is not changed.
 */
export function addToolEntries(loaded: LoadedCatalog, runtimeIds: readonly string[]): AddedEntries {
  const wanted = new Set<string>();
  const resolve = compileToolDecls(loaded.catalog.tools ?? {});
  for (const id of runtimeIds) {
    if (!RUNTIME_ID.test(id)) {
      throw new Error(`${loaded.path}: cannot add tool ${quoteForMessage(id)}: a tool id is <server label>/<tool name>`);
    }
    const label = id.slice(0, id.indexOf('/'));
    if (!Object.hasOwn(loaded.catalog.servers, label)) {
      throw new Error(`${loaded.path}: cannot add tool ${quoteForMessage(id)}: no server ${quoteForMessage(label)} is declared`);
    }
    if (!resolve(id)) wanted.add(id);
  }
  const added = [...wanted].sort(compareStrings);
  if (added.length === 0) return { text: loaded.text, added, lookalikes: [] };
  const lookalikes = findLookalikes(loaded.catalog.tools ?? {}, added);
  // The keys that declare exactly these ids: a `*` or `\` in a tool name is escaped, never a pattern.
  const keys = added.map(keyForId);

  const expected = expectedData(loaded, keys);
  // Only ever an insertion into the text as written: never the document printed again, which would reformat every
  // line and move comments (a file this cannot edit in place gets the entries to add by hand instead).
  let text: string | undefined;
  try {
    text = spliceEntries(loaded, keys);
    if (text !== undefined) text = escapeAddedKeys(text, keys);
  } catch {
    text = undefined;
  }
  if (text !== undefined && producesExpected(text, expected, keys) && stillLoads(text, loaded.path)) return { text, added, lookalikes };
  // A file this cannot edit in place is a file problem (exit 2 with the file named), not a crash.
  // Each entry exactly as it must be written (the escaped key an automatic add writes: a tool named `get_*` is
  // `s1/get_\*`, never a pattern over every get_ tool).
  throw new CatalogError(loaded.path, [
    { message: `could not add entries under tools without changing the rest of the file; add them by hand under tools: ${handEntries(keys).join('; ')}` },
  ]);
}

const NEW_DECL: ToolDecl = { effect: 'undeclared' };

/** NFC, then case folded (upper then lower case, so that `ß` and `SS`, `ſ` and `s` meet). */
function folded(text: string): string {
  return text.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

/** A string as a JSON literal with every character outside printable ASCII as a \u escape: `"caf\u00e9"`. */
export function codePointsShown(text: string): string {
  return JSON.stringify(text).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The added ids that equal an exact key's id after NFC normalisation or case folding (one linear pass over the keys). */
function findLookalikes(tools: Record<string, ToolDecl>, added: readonly string[]): Lookalike[] {
  const byNfc = new Map<string, string>();
  const byFolded = new Map<string, string>();
  for (const key of Object.keys(tools)) {
    const pattern = parseToolKey(key);
    if (!pattern || isPattern(pattern)) continue;
    const id = exactId(pattern);
    const nfc = id.normalize('NFC');
    if (!byNfc.has(nfc)) byNfc.set(nfc, key);
    const fold = folded(id);
    if (!byFolded.has(fold)) byFolded.set(fold, key);
  }
  const out: Lookalike[] = [];
  for (const id of added) {
    // An added id has no exact key (it would not be added), so any key found here is another string.
    let key = byNfc.get(id.normalize('NFC'));
    let reason: Lookalike['reason'] = 'normalization';
    if (key === undefined) {
      key = byFolded.get(folded(id));
      reason = 'case';
    }
    if (key === undefined) continue;
    const how = reason === 'normalization' ? 'equal once both are NFC-normalized' : 'equal once both are NFC-normalized and case-folded';
    out.push({
      id,
      key,
      reason,
      message:
        `new tool ${codePointsShown(id)} and catalog key ${codePointsShown(key)} look alike (${how}) but are different names: ` +
        `the key does not declare the tool, added as undeclared; if the key meant it, replace the key with ${codePointsShown(keyForId(id))}`,
    });
  }
  return out;
}

function expectedData(loaded: LoadedCatalog, added: string[]): { data: Record<string, unknown>; toolKeys: string[] } {
  const data = loaded.doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown>;
  const before = (data.tools ?? {}) as Record<string, unknown>;
  const tools: Record<string, unknown> = { ...before };
  for (const id of added) tools[id] = { ...NEW_DECL };
  data.tools = tools;
  return { data, toolKeys: Object.keys(tools) };
}

function producesExpected(text: string, expected: { data: Record<string, unknown>; toolKeys: string[] }, added: string[]): boolean {
  const doc = YAML.parseDocument(text, PARSE_OPTIONS);
  if (doc.errors.length > 0 || doc.warnings.length > 0 || duplicateKeys(doc).length > 0) return false;
  let data: Record<string, unknown>;
  try {
    data = doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown>;
  } catch {
    return false;
  }
  if (!isDeepStrictEqual(data, expected.data)) return false;
  if (!isDeepStrictEqual(Object.keys(data.tools as object), expected.toolKeys)) return false;
  // The added keys are text, and show no invisible or direction-changing character raw.
  const tools = doc.get('tools', true);
  if (!isMap(tools)) return false;
  const byKey = pairsByKey(tools);
  for (const id of added) {
    const pair = byKey.get(id);
    if (!pair || !isScalar(pair.key) || typeof pair.key.value !== 'string') return false;
    const range = pair.key.range;
    if (!range || hasInvisible(text.slice(range[0], range[1]))) return false;
  }
  return true;
}

function stillLoads(text: string, path: string): boolean {
  try {
    parseCatalog(text, path);
    return true;
  } catch {
    return false;
  }
}

/** A block map holding the new entries, as YAML text at indentation 0, one `key: { effect: undeclared }` each. */
function renderEntries(added: string[]): string {
  const doc = new YAML.Document();
  const map = new YAMLMap();
  for (const id of added) map.items.push(newPair(doc, id));
  doc.contents = map;
  return doc.toString({ lineWidth: 0 });
}

/** The YAML lines of new entries, as the automatic add writes them (invisible characters escaped inside double quotes). */
function handEntries(keys: string[]): string[] {
  return renderEntries(keys)
    .split('\n')
    .filter((line) => line !== '')
    .map(escapeInvisible);
}

function newPair(doc: YAML.Document, id: string): Pair {
  const key = new Scalar(id);
  // Invisible and direction-changing characters are escaped later, which only double quotes allow.
  if (hasInvisible(id)) key.type = Scalar.QUOTE_DOUBLE;
  const value = doc.createNode({ ...NEW_DECL }) as YAMLMap;
  value.flow = true;
  return new Pair(key, value);
}

function indented(rendered: string, indent: number, nl: string): string {
  const pad = ' '.repeat(indent);
  return rendered
    .split('\n')
    .map((line) => (line === '' ? line : pad + line))
    .join(nl);
}

/** The 0-based column where a node starts. */
function columnOf(loaded: LoadedCatalog, node: unknown): number | undefined {
  const offset = (node as YamlNode | null)?.range?.[0];
  if (typeof offset !== 'number') return undefined;
  return loaded.lineCounter.linePos(offset).col - 1;
}

/** The offset of the line break ending the line that holds `offset` (before a `\r\n`), or the text length. */
function lineBreakAfter(text: string, offset: number): number {
  const idx = text.indexOf('\n', offset);
  if (idx === -1) return text.length;
  return idx > 0 && text[idx - 1] === '\r' ? idx - 1 : idx;
}

function lineOf(loaded: LoadedCatalog, offset: number): number {
  return loaded.lineCounter.linePos(offset).line;
}

/** Inserts the new entries into the original text; undefined when the layout is not one it knows. */
function spliceEntries(loaded: LoadedCatalog, added: string[]): string | undefined {
  const { text, doc } = loaded;
  const nl = text.includes('\r\n') ? '\r\n' : '\n';
  const root = doc.contents;
  if (!isMap(root)) return undefined;
  const pair = root.items.find((p) => keyText(p.key) === 'tools');
  // A flow map under tools takes the entries inside its braces, whatever the layout around it.
  const flowTools = pair && isMap(pair.value) && pair.value.flow ? pair.value : undefined;
  if (root.flow) return flowTools ? spliceFlowEntries(loaded, flowTools, added) : spliceRootFlowTools(loaded, root, pair, added);
  const rendered = renderEntries(added); // ends with '\n'

  // No `tools:` at all: append the map at the end of the file.
  if (!pair) {
    const base = columnOf(loaded, root.items[0]?.key) ?? 0;
    const head = text.length === 0 || text.endsWith('\n') ? '' : nl;
    return text + head + ' '.repeat(base) + 'tools:' + nl + indented(rendered, base + 2, nl);
  }

  const key = pair.key as YamlNode;
  const keyRange = key.range;
  const keyColumn = columnOf(loaded, key);
  if (!keyRange || keyColumn === undefined) return undefined;
  const value = pair.value as YamlNode | null;
  const entries = indented(rendered, keyColumn + 2, nl).slice(0, -nl.length); // without the final line break

  // `tools:`, `tools: ~`, `tools: null`: write the entries under the key.
  if (value === null || (isScalar(value) && value.value === null)) {
    let t = text;
    let from = keyRange[1];
    const range = value?.range;
    if (range && range[1] > range[0]) {
      if (lineOf(loaded, range[0]) !== lineOf(loaded, keyRange[0])) return undefined;
      let start = range[0];
      while (start > keyRange[1] && (t[start - 1] === ' ' || t[start - 1] === '\t')) start--;
      t = t.slice(0, start) + t.slice(range[1]);
      from = start;
      const eol = lineBreakAfter(t, from);
      if (t.slice(from, eol).trim() === '') t = t.slice(0, from) + t.slice(eol); // nothing but spaces left after the colon
    }
    const eol = lineBreakAfter(t, from);
    return t.slice(0, eol) + nl + entries + t.slice(eol);
  }

  // `tools: {}`: turn it into a block map.
  const emptyRange = isMap(value) && value.flow && value.items.length === 0 ? value.range : undefined;
  if (
    emptyRange &&
    /^\{[ \t]*\}$/.test(text.slice(emptyRange[0], emptyRange[1])) &&
    lineOf(loaded, emptyRange[0]) === lineOf(loaded, keyRange[0])
  ) {
    const range = emptyRange;
    let start = range[0];
    while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
    const t = text.slice(0, start) + text.slice(range[1]);
    const eol = lineBreakAfter(t, start);
    return t.slice(0, eol) + nl + entries + t.slice(eol);
  }

  // Any other flow map (`tools: { a: {...}, }`, over several lines, with comments): insert before its `}`.
  if (flowTools) return spliceFlowEntries(loaded, flowTools, added);

  // A block map: append after the last entry, at the indentation of the first.
  if (isMap(value) && !value.flow && value.items.length > 0) {
    const indent = columnOf(loaded, value.items[0].key);
    const last = value.items[value.items.length - 1];
    const end = (last.value as YamlNode | null)?.range?.[1] ?? (last.key as YamlNode | null)?.range?.[1];
    if (indent === undefined || end === undefined) return undefined;
    const block = indented(rendered, indent, nl);
    let at: number;
    if (end > 0 && text[end - 1] === '\n') at = end;
    else {
      const idx = text.indexOf('\n', end);
      if (idx === -1) return text + nl + block;
      at = idx + 1;
    }
    // Comments indented deeper than the entry keys right after the last entry belong to it (a `# TODO` under its
    // fields): the new entries go after them, not between the entry and its comments.
    at = afterDeeperComments(text, at, indent);
    if (at === text.length && !text.endsWith('\n')) return text + nl + block;
    return text.slice(0, at) + block + text.slice(at);
  }
  return undefined;
}

/** One entry as written inside a flow map, `key: { effect: undeclared }`; undefined when it would not fit on one line. */
function flowEntry(id: string): string | undefined {
  const doc = new YAML.Document();
  const map = new YAMLMap();
  map.flow = true;
  map.items.push(newPair(doc, id));
  doc.contents = map;
  const rendered = doc.toString({ lineWidth: 0 });
  if (!rendered.startsWith('{ ') || !rendered.endsWith(' }\n')) return undefined;
  const entry = rendered.slice(2, -3);
  return /[\r\n]/.test(entry) ? undefined : entry;
}

/** The CST token of the flow map that starts at `offset` (as the yaml parser reads the text: commas, comments, braces). */
function flowMapToken(text: string, offset: number): CST.FlowCollection | undefined {
  let found: CST.FlowCollection | undefined;
  for (const token of new YAML.Parser().parse(text)) {
    if (token.type !== 'document') continue;
    CST.visit(token, (item) => {
      const value = item.value;
      if (value?.type === 'flow-collection' && value.offset === offset) {
        found = value;
        return CST.visit.BREAK;
      }
      return undefined;
    });
    if (found) break;
  }
  return found?.start.type === 'flow-map-start' ? found : undefined;
}

/** The offset where the line holding `offset` starts. */
function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/**
 * Inserts the new entries into a flow map, just before its closing `}`: on lines of their own before a `}` that
 * stands alone on its line (at the indentation of the entries above), else inline, separated by commas. A trailing
 * comma after the last entry is kept and given to the new entries too; without one, a comma is inserted right after
 * the last entry's value (before any comment on its line). Everything else stays byte for byte.
 */
function spliceFlowEntries(loaded: LoadedCatalog, map: YAMLMap, added: string[]): string | undefined {
  const entries = added.map(flowEntry);
  if (entries.some((e) => e === undefined)) return undefined;
  return insertIntoFlowMap(loaded, map, entries as string[]);
}

/**
 * A catalog written as one flow map (JSON-style) whose `tools` is missing or null: `tools: { … }` with the entries
 * is added before the root's closing brace, or written in place of the null.
 */
function spliceRootFlowTools(loaded: LoadedCatalog, root: YAMLMap, pair: Pair | undefined, added: string[]): string | undefined {
  const entries = added.map(flowEntry);
  if (entries.some((e) => e === undefined)) return undefined;
  const map = `{ ${entries.join(', ')} }`;
  if (!pair) return insertIntoFlowMap(loaded, root, [`tools: ${map}`]);
  const value = pair.value as YamlNode | null;
  const range = value?.range;
  if (!isScalar(value) || value.value !== null || !range || range[1] <= range[0]) return undefined;
  const token = loaded.text.slice(range[0], range[1]);
  if (!/^(?:null|Null|NULL|~)$/.test(token)) return undefined;
  return loaded.text.slice(0, range[0]) + map + loaded.text.slice(range[1]);
}

/** Inserts rendered entries before the closing brace of a flow map, following its layout and trailing-comma style. */
function insertIntoFlowMap(loaded: LoadedCatalog, map: YAMLMap, entries: string[]): string | undefined {
  const { text } = loaded;
  const nl = text.includes('\r\n') ? '\r\n' : '\n';
  const open = map.range?.[0];
  if (open === undefined || text[open] !== '{') return undefined;
  const token = flowMapToken(text, open);
  const close = token?.end.find((t) => t.type === 'flow-map-end')?.offset;
  if (!token || close === undefined || text[close] !== '}') return undefined;

  // The parser puts a comma before the item it separates: a last item with nothing but a comma (and space or
  // comments) is a trailing comma.
  const lastItem = token.items[token.items.length - 1];
  const trailing = lastItem && !lastItem.key && !lastItem.sep && !lastItem.value ? lastItem.start.find((t) => t.type === 'comma') : undefined;
  const lastPair = map.items[map.items.length - 1] as Pair | undefined;
  const lastEnd = lastPair ? ((lastPair.value as YamlNode | null)?.range?.[1] ?? (lastPair.key as YamlNode | null)?.range?.[1]) : undefined;
  if (lastPair && lastEnd === undefined) return undefined;
  // Where the content written so far ends: after the trailing comma, the last entry, or the opening brace.
  const contentEnd = trailing ? trailing.offset + 1 : (lastEnd ?? open + 1);
  const needsComma = lastPair !== undefined && !trailing;

  const closeLine = lineStartOf(text, close);
  if (/^[ \t]*$/.test(text.slice(closeLine, close)) && contentEnd <= closeLine) {
    // `}` alone on its line: one line per entry before it, indented like an entry that starts its own line.
    let indent: string | undefined;
    for (const pair of [lastPair, map.items[0] as Pair | undefined]) {
      const start = (pair?.key as YamlNode | null)?.range?.[0];
      if (start === undefined) continue;
      const lead = text.slice(lineStartOf(text, start), start);
      if (/^[ \t]*$/.test(lead)) {
        indent = lead;
        break;
      }
    }
    indent ??= text.slice(closeLine, close) + '  ';
    const lines = entries.map((e, i) => `${indent}${e}${i < entries.length - 1 || trailing ? ',' : ''}${nl}`).join('');
    const head = needsComma ? text.slice(0, lastEnd) + ',' + text.slice(lastEnd, closeLine) : text.slice(0, closeLine);
    return head + lines + text.slice(closeLine);
  }
  // Inline: `{ a: 1 }` -> `{ a: 1, new: {...} }`, `{ a: 1, }` -> `{ a: 1, new: {...}, }`, `{}` -> `{ new: {...} }`.
  const list = entries.join(', ');
  let insert: string;
  if (trailing) insert = ` ${list},`;
  else if (needsComma) insert = `, ${list}`;
  else insert = ` ${list}${text[contentEnd] === '}' ? ' ' : ''}`;
  return text.slice(0, contentEnd) + insert + text.slice(contentEnd);
}

/**
 * The offset after the comment lines, starting at line start `from`, that are indented deeper than `indent`
 * (blank lines between them included, blank lines after the last one not): `from` itself when there is none.
 */
function afterDeeperComments(text: string, from: number, indent: number): number {
  let at = from;
  let pos = from;
  while (pos < text.length) {
    const next = text.indexOf('\n', pos);
    const lineEnd = next === -1 ? text.length : next + 1;
    const line = text.slice(pos, next === -1 ? text.length : next).replace(/\r$/, '');
    const content = line.trimStart();
    if (content === '') {
      pos = lineEnd;
      continue;
    }
    if (!content.startsWith('#') || line.length - content.length <= indent || /^[ ]*\t/.test(line)) break;
    at = lineEnd;
    pos = lineEnd;
  }
  return at;
}

/** The pairs of a map by key text (the first pair of a key): one lookup per key instead of a scan. */
function pairsByKey(map: YAMLMap): Map<string, Pair> {
  const out = new Map<string, Pair>();
  for (const pair of map.items as Pair[]) {
    const key = keyText(pair.key);
    if (!out.has(key)) out.set(key, pair);
  }
  return out;
}

/** Escapes invisible characters inside the double-quoted keys of the added entries. */
function escapeAddedKeys(text: string, added: string[]): string {
  const risky = added.filter(hasInvisible);
  if (risky.length === 0) return text;
  const doc = YAML.parseDocument(text, PARSE_OPTIONS);
  const tools = doc.get('tools', true);
  if (!isMap(tools)) return text;
  const ranges: [number, number][] = [];
  const byKey = pairsByKey(tools);
  for (const id of risky) {
    const pair = byKey.get(id);
    const key = pair?.key;
    if (!isScalar(key) || key.type !== Scalar.QUOTE_DOUBLE || !key.range) continue;
    ranges.push([key.range[0], key.range[1]]);
  }
  ranges.sort((a, b) => b[0] - a[0]);
  let out = text;
  for (const [start, end] of ranges) out = out.slice(0, start) + escapeInvisible(out.slice(start, end)) + out.slice(end);
  return out;
}

// ---------------------------------------------------------------- a new catalog

export interface NewCatalog {
  agent: string;
  servers: Record<string, ServerDecl>;
  /** Said at the top of the file, e.g. where the servers were imported from. */
  comment?: string;
  release?: string;
  environment?: string;
  owner?: string;
}

/** The text of a new catalog (for `init`), with short comments explaining the fields. Throws when the input would not validate. */
export function createCatalogText(input: NewCatalog): string {
  const data: Record<string, unknown> = { version: 1, agent: input.agent };
  if (input.release !== undefined) data.release = input.release;
  if (input.environment !== undefined) data.environment = input.environment;
  if (input.owner !== undefined) data.owner = input.owner;
  data.servers = input.servers;
  data.tools = {};
  data.waivers = [];
  const issues = validateCatalog(data);
  if (issues.length > 0) throw new Error(`cannot create a catalog: ${issues.map((i) => i.message).join('; ')}`);

  const doc = new YAML.Document(data);
  const header = [
    `Catalog of agent ${oneLine(input.agent)}: the MCP servers it reaches and what each tool may do.`,
    'Written by people and reviewed like code; catalog-lock writes the lock next to it.',
    ...(input.comment ? input.comment.split(/\r?\n/).map(oneLine) : []),
  ];
  doc.commentBefore = header.map((line) => (line ? ` ${line}` : '')).join('\n');

  const root = doc.contents as YAMLMap;
  const comments: Record<string, string[]> = {
    version: [],
    servers: [
      ...(input.release === undefined ? ['release: 2026-01-01.1    (the agent release this catalog describes)'] : []),
      ...(input.owner === undefined ? ['owner: my-team           (who owns this allowlist)'] : []),
      ...(input.release === undefined || input.owner === undefined ? [''] : []),
      'The MCP servers, by label; a tool is named <label>/<tool name>.',
      'connect: { transport: stdio, command, args, env, cwd } or { transport: http | sse, url, headers }.',
      'This file goes to git: put secrets in the environment and write ${VAR}.',
    ],
    tools: [
      'What each tool may do: effect: read | propose | write | undeclared;',
      'approval: never | always | on-write. A key with * (github/get_*) covers many',
      'tools; an exact key wins. catalog-lock adds new tools as { effect: undeclared }.',
    ],
    waivers: ['Exceptions to rules: { rule, tools: [...], reason, owner, expires: YYYY-MM-DD }.'],
  };
  for (const pair of root.items) {
    const name = keyText(pair.key);
    const lines = comments[name];
    if (lines?.length && isScalar(pair.key)) pair.key.commentBefore = lines.map((l) => (l ? ` ${l}` : '')).join('\n');
    if (name === 'servers' && isMap(pair.value)) {
      for (const server of pair.value.items) {
        const connect = isMap(server.value) ? server.value.get('connect', true) : undefined;
        const args = isMap(connect) ? connect.get('args', true) : undefined;
        if (isSeq(args)) args.flow = true;
      }
    }
  }
  return doc.toString({ lineWidth: 0 });
}

function oneLine(text: string): string {
  return escapeInvisible(text.replace(/\r?\n/g, ' '));
}
