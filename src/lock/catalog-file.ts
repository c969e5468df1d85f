// The catalog: a YAML file written by people (catalog-locks/<agent>.yaml).
// Loading reports every problem at its line and column. Beside it:
// tool-decls.ts (which entry declares a tool), catalog-entries.ts (adding
// entries for new tools in place), catalog-new.ts (a new catalog for init).
import { VOLATILE_POINTER, volatilePointerProblem } from '../contract/volatile.js';
import { readFileBounded } from '../util/read-bounded.js';
import { RULES, ruleSuggestion, SEVERITY_ORDER } from '../rules/rules.js';
import { readErrorReason } from '../util/read-error.js';
import { dirname, resolve } from 'node:path';
import YAML, { isAlias, isMap, isScalar, isSeq, LineCounter, Pair, Scalar, type Node as YamlNode } from 'yaml';
import type { Catalog, Severity } from '../types.js';
import { isPattern, parseToolKey } from './tool-pattern.js';
import { listSome } from '../util/truncate.js';
import {
  compareStrings,
  decodeUtf8Strict,
  displayPath,
  formatIssue,
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
export const RUNTIME_ID = /^[^/]+\/[\s\S]+$/;

// Duplicate keys are found by duplicateKeys below, in linear time: the yaml
// library's own check (uniqueKeys) compares every key of a map with every
// other, which takes seconds on a catalog of 10,000 tool entries.
export const PARSE_OPTIONS = { prettyErrors: false, uniqueKeys: false, strict: true, version: '1.2' } as const;

/** Offsets of the keys that repeat an earlier key of the same map (scalars by value, as the yaml library compares them). */
export function duplicateKeys(doc: YAML.Document): number[] {
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
    bytes = await readFileBounded(path);
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
    const message = error instanceof RangeError && TOO_DEEP.test(error.message) ? TOO_DEEP_MESSAGE : `cannot read the YAML: ${(error as Error).message}`;
    throw new CatalogError(path, [{ message, line: 1, column: 1 }]);
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

/** What the engine says when a text nests deeper than its stack (the yaml library reports it as a parse error). */
const TOO_DEEP = /Maximum call stack size exceeded/;
const TOO_DEEP_MESSAGE = 'the YAML nests too deeply to be read (a catalog is a few levels deep: flatten this part)';

function yamlMessage(problem: YAML.YAMLError): string {
  if (problem.code === 'MULTIPLE_DOCS') return 'a catalog is one YAML document, but this file has more than one (remove the extra ---)';
  if (TOO_DEEP.test(problem.message)) return TOO_DEEP_MESSAGE;
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
    if (isRecord(decl) && decl.volatile !== undefined && pattern && isPattern(pattern)) {
      push(['tools', key, 'volatile'], 'key', 'volatile is read from a tool\'s exact key only (on a pattern it would mask dates in every tool it matches, tools to come included); declare it on each tool');
    }
    if (isRecord(decl) && Array.isArray(decl.volatile)) {
      decl.volatile.forEach((pointer, i) => {
        // (A pointer of the wrong shape is the schema's to report.)
        const problem = typeof pointer === 'string' && VOLATILE_POINTER.test(pointer) ? volatilePointerProblem(pointer) : undefined;
        if (problem !== undefined) push(['tools', key, 'volatile', String(i)], 'value', `${JSON.stringify(pointer)} ${problem}`);
      });
    }
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

