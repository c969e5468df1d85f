// The real LiveMCPBench tool corpus (../shared/corpora/livemcptool/tools.json:
// 70 servers, 527 tools as real servers listed them), read in place, never
// copied; shared by the tests and the benches that build catalogs from it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonObject } from '../../src/types.js';
import type { OverlapInput } from '../../src/analysis/similarity/overlap.js';
import { ACTION_NAMED_PARAMS, allActions, unionActions } from '../../src/analysis/lint/parameter-walk.js';

/** Absolute path of the corpus file (shared/ sits beside the repository). */
export const CORPUS = path.resolve(fileURLToPath(new URL('../../../shared/corpora/livemcptool/tools.json', import.meta.url)));

/** One corpus entry: a server and its tool groups (keyed by server id) as they were listed. */
export interface CorpusServer {
  name: string;
  tools: Record<string, { server_name: string; version: string; tools: JsonObject[] }>;
}

/** A corpus tool as listed, with the key of the group it came from. */
export interface CorpusEntry {
  server: string;
  raw: JsonObject;
}

/** A corpus tool reduced to what semantic_overlap reads. */
export interface CorpusTool {
  server: string;
  name: string;
  description: string;
  params: string[];
  /** The actions it takes as an argument (allActions), when it multiplexes them, as the check reads them. */
  actions?: string[];
  /** What each of those actions says of itself, when its schema is a union with a branch per action (unionActions). */
  actionDetails?: OverlapInput['actionDetails'];
}

/** Reads and parses the corpus file; throws a clear error when it is missing. */
export function readCorpus(): CorpusServer[] {
  if (!existsSync(CORPUS)) throw new Error(`corpus not found at ${CORPUS} (shared/ must sit beside the repository)`);
  return JSON.parse(readFileSync(CORPUS, 'utf8')) as CorpusServer[];
}

/** Every corpus tool, in file order, with its group key. */
export function corpusEntries(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  for (const s of readCorpus()) for (const [key, group] of Object.entries(s.tools)) for (const raw of group.tools) out.push({ server: key, raw });
  return out;
}

/** Every corpus tool, in file order, as name, description and input property names. */
export function corpusTools(): CorpusTool[] {
  return corpusEntries().map(({ server, raw }) => {
    const t = raw as { name: string; description?: string; inputSchema?: { properties?: Record<string, unknown> } };
    const union = unionActions(raw, ACTION_NAMED_PARAMS);
    const actions = union?.map((u) => u.action) ?? allActions(raw, ACTION_NAMED_PARAMS);
    const actionDetails = union === undefined ? undefined : Object.fromEntries(union.map((u) => [u.action, { ...(u.description !== undefined ? { description: u.description } : {}), params: u.params }]));
    return { server, name: t.name, description: t.description ?? '', params: Object.keys(t.inputSchema?.properties ?? {}), ...(actions && actions.length > 1 ? { actions } : {}), ...(actionDetails ? { actionDetails } : {}) };
  });
}

/** The corpus tools as overlap inputs, each on its own server (`<server>/<name>` ids). */
export function corpusOverlapInputs(corpus: CorpusTool[]): OverlapInput[] {
  return corpus.map((t) => ({ id: `${t.server}/${t.name}`, name: t.name, description: t.description, params: t.params, ...(t.actions ? { actions: t.actions } : {}), ...(t.actionDetails ? { actionDetails: t.actionDetails } : {}) }));
}

/** Words that tell copies of one corpus tool apart in synthetic catalogs. */
export const VARIANTS = ['alpha', 'beta', 'prod', 'staging', 'eu', 'us', 'internal', 'public', 'legacy', 'next', 'lite', 'pro', 'cloud'];
const EXTRA_WORDS = ['quickly', 'securely', 'for the team', 'with retries', 'in batches', 'from the cache', 'using the v2 API', 'for auditing'];

/**
 * n overlap inputs built from the corpus: copy c of tool t lives on server
 * `<server>-<c>` with a variant word in its name, an extra word in its
 * description and one extra parameter (near-duplicate clusters, the worst
 * case for candidate blocking).
 */
export function syntheticOverlapCatalog(corpus: CorpusTool[], n: number): OverlapInput[] {
  const out: OverlapInput[] = [];
  for (let i = 0; out.length < n; i++) {
    const t = corpus[i % corpus.length];
    const copy = Math.floor(i / corpus.length);
    const variant = copy === 0 ? '' : `_${VARIANTS[copy % VARIANTS.length]}${Math.floor(copy / VARIANTS.length) || ''}`;
    const name = `${t.name}${variant}`;
    const server = `${t.server}-${copy}`;
    out.push({
      id: `${server}/${name}`,
      name,
      description: copy === 0 ? t.description : `${t.description} ${EXTRA_WORDS[copy % EXTRA_WORDS.length]}`,
      params: copy === 0 ? t.params : [...t.params, `opt_${copy % 7}`],
      server,
    });
  }
  return out;
}
