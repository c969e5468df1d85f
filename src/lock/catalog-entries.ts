// Adding `{ effect: undeclared }` entries for new tools to a catalog: an
// insertion into the text as people wrote it (comments, blank lines, order and
// formatting kept byte for byte), checked by parsing the result again.
import { isDeepStrictEqual } from 'node:util';
import YAML, { CST, isMap, isScalar, Pair, Scalar, YAMLMap, type Node as YamlNode } from 'yaml';
import type { ToolDecl } from '../types.js';
import { CatalogError, duplicateKeys, parseCatalog, PARSE_OPTIONS, RUNTIME_ID, type LoadedCatalog } from './catalog-file.js';
import { compileToolDecls } from './tool-decls.js';
import { exactId, isPattern, keyForId, parseToolKey } from './tool-pattern.js';
import { compareStrings, escapeInvisible, hasInvisible, keyText, quoteForMessage } from './validate.js';

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

/**
 * A character YAML 1.1 parsers read as syntax inside a flow map where YAML 1.2 allows it in a plain key (`h/? x`:
 * PyYAML refused a catalog an outside red team's tool name left so): such a key is quoted there.
 */
const FLOW_INDICATOR = /[?:#,[\]{}&*!|>'"%@`]/;

function newPair(doc: YAML.Document, id: string, flow = false): Pair {
  const key = new Scalar(id);
  // Invisible and direction-changing characters are escaped later, which only double quotes allow.
  if (hasInvisible(id) || (flow && FLOW_INDICATOR.test(id))) key.type = Scalar.QUOTE_DOUBLE;
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
  // A catalog written as JSON (every key in double quotes) gets its new entries as JSON, so that it stays JSON.
  const json = jsonStyle(flowTools, root);
  if (root.flow) return flowTools ? spliceFlowEntries(loaded, flowTools, added, json) : spliceRootFlowTools(loaded, root, pair, added, json);
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
  if (flowTools) return spliceFlowEntries(loaded, flowTools, added, json);

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

/** Whether the keys around the new entries are all written in double quotes (the tools map's, else the root's): JSON. */
function jsonStyle(tools: YAMLMap | undefined, root: YAMLMap): boolean {
  const keys = (tools && tools.items.length > 0 ? tools : root).items.map((p) => p.key);
  return keys.length > 0 && keys.every((key) => isScalar(key) && key.type === 'QUOTE_DOUBLE');
}

/**
 * One entry as written inside a flow map, `key: { effect: undeclared }` (as JSON, `"key": { "effect": "undeclared" }`);
 * undefined when it would not fit on one line.
 */
function flowEntry(id: string, json = false): string | undefined {
  if (json) return `${JSON.stringify(id)}: { ${Object.entries(NEW_DECL).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }`;
  const doc = new YAML.Document();
  const map = new YAMLMap();
  map.flow = true;
  map.items.push(newPair(doc, id, true));
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
function spliceFlowEntries(loaded: LoadedCatalog, map: YAMLMap, added: string[], json: boolean): string | undefined {
  const entries = added.map((id) => flowEntry(id, json));
  if (entries.some((e) => e === undefined)) return undefined;
  return insertIntoFlowMap(loaded, map, entries as string[]);
}

/**
 * A catalog written as one flow map (JSON-style) whose `tools` is missing or null: `tools: { … }` with the entries
 * is added before the root's closing brace, or written in place of the null.
 */
function spliceRootFlowTools(loaded: LoadedCatalog, root: YAMLMap, pair: Pair | undefined, added: string[], json: boolean): string | undefined {
  const entries = added.map((id) => flowEntry(id, json));
  if (entries.some((e) => e === undefined)) return undefined;
  const map = `{ ${entries.join(', ')} }`;
  if (!pair) return insertIntoFlowMap(loaded, root, [`${json ? '"tools"' : 'tools'}: ${map}`]);
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

