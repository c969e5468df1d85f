// Discovers every server of a catalog with bounded concurrency. One server
// failing never stops the others.
import type { Catalog, ServerSnapshot, Snapshot } from '../types.js';
import { TOOL_PROJECTION } from '../contract/projection.js';
import { discoverServer, type DiscoverServerOptions } from './discover-server.js';
import { scrubServer, scrubSnapshot } from './scrub-snapshot.js';
import { definitionSecrets, heldValues } from './interpolate.js';
import { sortKeysDeep } from '../util/stable-json.js';

export const DEFAULT_CONCURRENCY = 8;

export interface DiscoverAllOptions extends DiscoverServerOptions {
  concurrency?: number;
  /** Called once per server as it completes (progress lines). */
  onServer?: (server: ServerSnapshot, done: number, total: number) => void;
  /** Called for a server whose definitions were scrubbed of a secret, with which values they held, by name (see heldValues). */
  onHeldValues?: (label: string, held: string[]) => void;
}

export async function mapPool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}

export async function discoverCatalog(catalog: Catalog, options: DiscoverAllOptions): Promise<Snapshot> {
  const labels = Object.keys(catalog.servers).sort();
  const secrets = { all: options.secrets ?? [], named: definitionSecrets([catalog], options.env) };
  let done = 0;
  const servers = await mapPool(labels, options.concurrency ?? DEFAULT_CONCURRENCY, async (label) => {
    // Secrets the server sent back are removed before anything reads the snapshot (see ./scrub-snapshot.ts).
    // Keys sorted as a written snapshot has them: a live check words its findings (the first parameter named, the first
    // match shown) as the check of its own snapshot does, whatever order the server wrote its JSON in.
    const raw = await discoverServer(label, catalog.servers[label], options);
    const snapshot = sortKeysDeep(scrubServer(raw, secrets)) as ServerSnapshot;
    if (snapshot.definitionsRedacted === true && options.onHeldValues) {
      const held = heldValues([raw.tools, raw.prompts, raw.resourceTemplates], catalog, options.env, [...secrets.all, ...secrets.named]);
      if (held.length > 0) options.onHeldValues(label, held);
    }
    done += 1;
    options.onServer?.(snapshot, done, labels.length);
    return snapshot;
  });
  return { snapshotVersion: 1, projection: TOOL_PROJECTION, agent: catalog.agent, servers };
}

/**
 * A discovered snapshot as a file holds it: discoverCatalog leaves in the definitions the values of the catalog no
 * secret name marks (configuration passed through ${VAR}, which a live check compares as sent: one description naming
 * a region must not leave a whole server unverified); a file keeps none, so definitions that hold one are scrubbed
 * and marked here (definitionsRedacted), and `check --snapshot` cannot verify that server (exit 2) where a live check
 * reports the tool's drift (exit 1). `onHeldValues` hears, by name, the values held by definitions only this scrub
 * marked.
 */
export function scrubAsWritten(before: Snapshot, catalog: Catalog, env: NodeJS.ProcessEnv, secrets: readonly string[], onHeldValues?: (label: string, held: string[]) => void): Snapshot {
  const after = scrubSnapshot(before, { all: secrets, named: secrets });
  if (onHeldValues) {
    for (const [k, server] of after.servers.entries()) {
      const first = before.servers[k];
      if (server.definitionsRedacted !== true || first === undefined || first.definitionsRedacted === true) continue;
      const held = heldValues([first.tools, first.prompts, first.resourceTemplates], catalog, env, secrets);
      if (held.length > 0) onHeldValues(server.label, held);
    }
  }
  return after;
}
