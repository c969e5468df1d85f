// Which catalog entry declares a runtime id (`label/tool`): exact keys first,
// then the most literal matching pattern. Pure (no file, no YAML): the
// analysis resolves every tool of a catalog through it.
import type { Catalog, ToolDecl } from '../types.js';
import { exactId, isPattern, matchesName, parseToolKey, within, type ToolPattern } from './tool-pattern.js';
import { isDeepStrictEqual } from 'node:util';

const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);


/**
 * The declaration that applies to a runtime id, and the key that gave it. `ambiguous`: patterns that match the id
 * and declare it otherwise than the best one, which is not more specific than they are (`s/get_*: write` and
 * `s/*_record: read` for `s/get_and_purge_record`): the best one is no reason to prefer its declaration, so `decl`
 * is then `effect: undeclared` (a write, the strictest reading, until an entry of its own says otherwise).
 */
type Resolved = { key: string; decl: ToolDecl; ambiguous?: string[] };
export type Resolver = (runtimeId: string) => Resolved | undefined;

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

/**
 * The catalog's `volatile` pointers of a tool (see ../contract/volatile.ts), from its exact key (never a pattern's);
 * `resolve` when the caller compiled the catalog's declarations already.
 */
export function volatileOfCatalog(tools: Record<string, ToolDecl>, resolve: Resolver = compileToolDecls(tools)): (runtimeId: string) => readonly string[] | undefined {
  return (runtimeId) => {
    const found = resolve(runtimeId);
    // Exact keys only, as the catalog's validation says: on a pattern it would mask dates of tools nobody looked at.
    const exactKey = found !== undefined && !isPattern(parseToolKey(found.key)!);
    const pointers = exactKey ? found.decl.volatile : undefined;
    return Array.isArray(pointers) ? pointers.filter((p): p is string => typeof p === 'string') : undefined;
  };
}
