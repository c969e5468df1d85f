// dangling_reference without a lock: a description that names, in its own
// server's naming scheme, a tool no server of the catalog lists (a twenty-fifth
// survey's deployment platform: "use volume_backup first" on volume_delete,
// "variable_list" on eight tools, "service_create_from_template" — none of them
// listed). The model looks for a tool that is not there or, where a server
// added later lists that name, calls that server's. The drift reading
// (./drift.ts) says the same of a tool the lock approved and the server
// dropped; this one needs no lock, so a first lock sees it too.
//
// A word is read as a tool's name only when it looks like the server's own:
// two words or more joined as its names are joined (`_` or `-`), the first of
// them a word two or more of its tools' names open with (`variable_set`,
// `variable_delete` → `variable_…`). Not a name any server lists (folded as
// exact_name folds), a parameter, a property or an enum value of the server's
// schemas, a word whose last part says it is metadata (`service_id`,
// `project_name`), nor one followed by `=`, `:` or `(` (an assignment, a key,
// a call in an example).
import { rule } from '../rules/rules.js';
import type { Finding } from '../types.js';
import type { EntryMap } from './entries.js';
import { normalizeToolName } from './similarity/tokenize.js';
import { identifierWords } from './lint/parameter-walk.js';

/** What of a description is read (a hostile megabyte is not). */
const MAX_TEXT = 20_000;
/** Words joined by `_`, `-` or `.` (letters and digits between: `records.get_details` is read whole, as clients name a tool). */
const JOINED = /[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)+/g;
/** Last words that make a joined word a value's name, not a tool's. */
const METADATA = new Set([
  'id', 'ids', 'uuid', 'uuids', 'name', 'names', 'url', 'urls', 'uri', 'type', 'types', 'key', 'keys', 'path', 'paths', 'status', 'count', 'token',
  'at', 'by', 'date', 'time', 'size', 'limit', 'offset', 'page', 'format', 'mode', 'version', 'file', 'dir', 'env', 'var', 'value', 'values', 'level',
]);
/** Names of more characters or words than this are not read. */
const MAX_NAME = 64;
const MAX_WORDS = 8;
/** Nodes, keys and values of a server's schemas read for their names (beyond it, a name there may be reported). */
const SCHEMA_BUDGET = 200_000;
/** Names shown in a message; every one is in details. */
const SHOWN = 5;

/**
 * Every property name and string enum value of a schema (iterative, bounded: the budget, shared by a server's schemas,
 * counts every node, key and value visited, so a hostile schema is not walked whole).
 */
function schemaWords(schema: unknown, into: Set<string>, budget: { left: number }): void {
  const stack: unknown[] = [schema];
  while (stack.length > 0 && budget.left-- > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      budget.left -= node.length;
      for (const x of node) stack.push(x);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    const members = Object.entries(node as Record<string, unknown>);
    budget.left -= members.length;
    for (const [key, value] of members) {
      if (key === 'properties' && value !== null && typeof value === 'object' && !Array.isArray(value)) for (const name of Object.keys(value)) into.add(name);
      if (key === 'enum' && Array.isArray(value)) for (const v of value) if (typeof v === 'string') into.add(v);
      if (value !== null && typeof value === 'object') stack.push(value);
    }
  }
}

/** Whether the line holding a position opens with one of the schema's top-level parameter names and `:` (a docstring's Args). */
function documentsParameter(text: string, at: number, schema: unknown): boolean {
  const start = text.lastIndexOf('\n', at) + 1;
  const line = /^\s*[-*]?\s*`?([A-Za-z_][A-Za-z0-9_]{0,63})`?\s*(?:\([^)\n]{0,40}\))?\s*:/.exec(text.slice(start, Math.min(at, start + 120)));
  if (line === null || schema === null || typeof schema !== 'object') return false;
  const properties = (schema as { properties?: unknown }).properties;
  return properties !== null && typeof properties === 'object' && Object.hasOwn(properties, line[1]);
}

/** The separator a server joins its names' words with, when its names use one (`_`, `-`), else undefined. */
function separatorOf(names: readonly string[]): RegExp | undefined {
  let under = 0;
  let dash = 0;
  for (const n of names) {
    if (n.includes('_')) under++;
    if (n.includes('-')) dash++;
  }
  if (under === 0 && dash === 0) return undefined;
  return under >= dash ? /_/ : /-/;
}

/**
 * Tools whose description names a tool in their server's naming scheme that no server of the catalog lists. `exclude`
 * holds, per tool id, names already reported of it (the drift reading's: a tool the server dropped).
 */
export function unlistedReferences(tools: EntryMap, exclude: ReadonlyMap<string, ReadonlySet<string>> = new Map(), alsoListed: Iterable<string> = []): Finding[] {
  const listed = new Set<string>();
  // Tools a server lists with a malformed definition are listed all the same (drift says what is wrong with them).
  for (const id of alsoListed) listed.add(normalizeToolName(id.slice(id.indexOf('/') + 1)));
  const byServer = new Map<string, string[]>();
  for (const id of Object.keys(tools)) {
    const label = id.slice(0, id.indexOf('/'));
    const name = id.slice(label.length + 1);
    listed.add(normalizeToolName(name));
    const ids = byServer.get(label);
    if (ids) ids.push(id);
    else byServer.set(label, [id]);
  }
  const out: Finding[] = [];
  for (const [label, ids] of [...byServer].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const names = ids.map((id) => id.slice(label.length + 1));
    const separator = separatorOf(names);
    if (separator === undefined) continue;
    // The server's namespaces: first words two or more of its names open with.
    const opens = new Map<string, number>();
    for (const n of names) {
      const w = identifierWords(n);
      if (w.length >= 2) opens.set(w[0], (opens.get(w[0]) ?? 0) + 1);
    }
    if (![...opens.values()].some((c) => c >= 2)) continue;
    let schemas: Set<string> | undefined;
    for (const id of [...ids].sort()) {
      const description = tools[id].definition.description;
      if (typeof description !== 'string') continue;
      const text = description.slice(0, MAX_TEXT);
      const named = new Set<string>();
      for (const m of text.matchAll(JOINED)) {
        const token = m[0];
        if (token.length > MAX_NAME || !separator.test(token) || /^[A-Z][a-z]/.test(token)) continue;
        // A segment of a URL or a path (…/get-started, docs/get_started.md) names a page, not a tool.
        if (text[m.index! - 1] === '/' || text[m.index! + token.length] === '/') continue;
        const w = identifierWords(token);
        if (w.length < 2 || w.length > MAX_WORDS || METADATA.has(w[w.length - 1]) || (opens.get(w[0]) ?? 0) < 2) continue;
        if (/^[=:(]/.test(text.slice(m.index! + token.length, m.index! + token.length + 1))) continue;
        // A line that documents one of the tool's parameters lists its values ("operation: Operation type (\"list\",
        // \"get_layouts\", \"get_info\")" in a docstring's Args: the corpus's slide tool), not tools.
        if (documentsParameter(text, m.index!, tools[id].definition.inputSchema)) continue;
        if (listed.has(normalizeToolName(token)) || exclude.get(id)?.has(token)) continue;
        if (schemas === undefined) {
          schemas = new Set();
          const budget = { left: SCHEMA_BUDGET };
          for (const other of ids) {
            schemaWords(tools[other].definition.inputSchema, schemas, budget);
            schemaWords(tools[other].definition.outputSchema, schemas, budget);
          }
        }
        if (schemas.has(token)) continue;
        named.add(token);
      }
      if (named.size === 0) continue;
      const sorted = [...named].sort();
      const shown = sorted.slice(0, SHOWN).map((n) => JSON.stringify(n)).join(', ') + (sorted.length > SHOWN ? `, and ${sorted.length - SHOWN} more` : '');
      out.push({
        rule: 'dangling_reference',
        severity: rule('dangling_reference').severity,
        tools: [id],
        servers: [label],
        message: `${id}: its description names ${shown}, which no server of the catalog lists`,
        details: { names: sorted, listed: false },
      });
    }
  }
  return out;
}
