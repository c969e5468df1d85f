// catalog-lock discover: the live catalog with its evidence.
import { resolve } from 'node:path';
import { discoverCatalog } from '../discovery/discover-all.js';
import { writeFileAtomic } from '../lock/atomic-write.js';
import { logInline } from '../report/escape.js';
import type { Snapshot } from '../types.js';
import { stableStringify } from '../util/stable-json.js';
import { loadCatalogs, progressLine, scrub, secretsFor, type Io } from './context.js';
import { redact } from '../util/redact.js';

export interface DiscoverOptions {
  catalog?: string;
  format?: 'json' | 'text';
  output?: string;
  concurrency?: number;
}

export function renderSnapshotText(snapshot: Snapshot): string {
  const lines = [`agent ${logInline(snapshot.agent)}`];
  for (const s of snapshot.servers) {
    const info = s.serverInfo ? `${logInline(s.serverInfo.name)} ${logInline(s.serverInfo.version)}` : 'no server info';
    lines.push(`  ${logInline(s.label)}: ${s.status} (${info}, protocol ${logInline(s.protocolVersion ?? '?')}, ${s.toolCount} tools)${s.error ? ` — ${logInline(s.error)}` : ''}`);
    for (const tool of s.tools) {
      const name = typeof tool?.name === 'string' ? tool.name : JSON.stringify(tool?.name ?? null);
      lines.push(`    ${logInline(`${s.label}/${name}`)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function discoverCommand(io: Io, options: DiscoverOptions): Promise<number> {
  const catalogs = await loadCatalogs(io, options.catalog);
  const secrets = secretsFor(catalogs.map((c) => c.catalog), io.env);
  const snapshots: Snapshot[] = [];
  for (const loaded of catalogs) {
    snapshots.push(
      await discoverCatalog(loaded.catalog, {
        env: io.env,
        baseDir: loaded.dir,
        secrets,
        concurrency: options.concurrency,
        onServer: (server, done, total) => progressLine(io, server, done, total),
      }),
    );
  }
  // Secrets are scrubbed from the whole text below. Instructions that carried one are marked, so that a reader
  // of the file knows their hash (of the text as the server sent it) cannot be recomputed from what is written.
  for (const snapshot of snapshots) {
    for (const server of snapshot.servers) {
      if (typeof server.instructions === 'string' && redact(server.instructions, secrets) !== server.instructions) server.instructionsRedacted = true;
      // Definitions that carried a secret are no longer what the server sent once scrubbed: marked, so that
      // neither `lock --snapshot` nor `check --snapshot` takes them for the server's.
      const definitions = JSON.stringify([server.tools, server.prompts, server.resourceTemplates]);
      if (redact(definitions, secrets) !== definitions) server.definitionsRedacted = true;
    }
  }
  const text =
    options.format === 'text'
      ? snapshots.map(renderSnapshotText).join('\n')
      : stableStringify(snapshots.length === 1 ? snapshots[0] : snapshots);
  const clean = scrub(text, secrets);
  if (options.output) await writeFileAtomic(resolve(io.cwd, options.output), clean);
  else io.stdout(clean);
  return snapshots.every((s) => s.servers.every((server) => server.status === 'ok')) ? 0 : 2;
}
