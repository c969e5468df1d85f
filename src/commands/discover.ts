// catalog-lock discover: the live catalog with its evidence.
import { resolve } from 'node:path';
import { entriesOf } from '../analysis/entries.js';
import { discoverCatalog, scrubAsWritten } from '../discovery/discover-all.js';
import { writeFileAtomic } from '../lock/atomic-write.js';
import { logInline } from '../report/escape.js';
import type { JsonObject, ServerSnapshot, Snapshot } from '../types.js';
import { truncate } from '../util/truncate.js';
import { stableStringifyForLogs } from '../util/stable-json.js';
import { redactFields, redactHidden } from '../util/redact.js';
import { displayPath, heldValuesLine, loadCatalogs, progressLine, secretsFor, type Io } from './context.js';

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
    // What lock and check will refuse to take for the server's, though it answered (an eighth survey read `ok` here).
    const scrubbed = [s.definitionsRedacted === true ? 'its definitions' : '', s.serverInfoRedacted === true ? 'its name, version or capabilities' : ''].filter(Boolean).join(' and ');
    const refused = scrubbed === '' ? '' : ` — ${scrubbed} carried a secret, scrubbed: lock and check will not take them for what it sent (lock names where)`;
    lines.push(`  ${logInline(s.label)}: ${s.status} (${info}, protocol ${logInline(s.protocolVersion ?? '?')}, ${s.toolCount} tools)${s.error ? ` — ${logInline(s.error)}` : ''}${refused}`);
    s.tools.forEach((tool, index) => {
      // A definition with no string name is listed by its place, saying why (lock and check report it malformed).
      const named = tool !== null && typeof tool === 'object' && typeof tool.name === 'string';
      const why = tool === null || typeof tool !== 'object' || Array.isArray(tool) ? 'not an object' : tool.name === undefined ? 'no name' : `name ${JSON.stringify(tool.name)?.slice(0, 60)}`;
      lines.push(`    ${logInline(named ? `${s.label}/${tool.name as string}` : `${s.label}: tool #${index + 1} (${why}: malformed)`)}`);
    });
  }
  return `${lines.join('\n')}\n`;
}

const KIND_WORD = { tools: 'tool', prompts: 'prompt', resourceTemplates: 'resource template' } as const;

/**
 * One warning per name a server lists more than once (per kind), unescaped: discover records what the server served,
 * and a name listed twice is complete evidence (exit 0), but lock refuses the server when the definitions differ and
 * check reports duplicate_name either way. An outside survey's discover showed such a name twice with no word, and
 * only lock said why. Fingerprints only servers where a name repeats (entriesOf tells same definitions from different
 * ones as lock does).
 */
export function duplicateNameWarnings(server: ServerSnapshot): string[] {
  const nameOf = (raw: unknown) => (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && typeof (raw as JsonObject).name === 'string' ? ((raw as JsonObject).name as string) : undefined);
  const repeats = (raws: readonly unknown[] | undefined) => {
    const seen = new Set<string>();
    for (const raw of raws ?? []) {
      const name = nameOf(raw)?.normalize('NFC');
      if (name === undefined) continue;
      if (seen.has(name)) return true;
      seen.add(name);
    }
    return false;
  };
  if (!(['tools', 'prompts', 'resourceTemplates'] as const).some((kind) => repeats(server[kind]))) return [];
  // Per kind and name (NFC, as runtime ids are): how many listings, and whether any definition differs from the first.
  const groups = new Map<string, { kind: keyof typeof KIND_WORD; name: string; listings: number; differ: boolean }>();
  for (const finding of entriesOf(server).findings) {
    if (finding.rule !== 'duplicate_name') continue;
    const kind = finding.details?.kind as keyof typeof KIND_WORD;
    const name = nameOf(server[kind]?.[finding.details?.index as number]);
    if (name === undefined) continue;
    const key = `${kind}\0${name.normalize('NFC')}`;
    const group = groups.get(key) ?? { kind, name, listings: 1, differ: false };
    group.listings++;
    group.differ ||= finding.details?.sameDefinition === false;
    groups.set(key, group);
  }
  return [...groups.values()].map(
    (g) =>
      `duplicate_name: ${server.label} lists the ${KIND_WORD[g.kind]} name ${JSON.stringify(truncate(g.name, 200))} ${g.listings} times` +
      (g.differ
        ? ', with different definitions: lock refuses to lock this server (which one a client keeps is undefined) and check reports duplicate_name; make the server list each name once'
        : ', the same definition each time: lock records it once (with a warning) and check reports duplicate_name; make the server list each name once'),
  );
}

/**
 * A scrubbed snapshot as written: the labels and the agent redacted too (scrubSnapshot keeps a label, the catalog's
 * key, so that a check still finds its server: a file holds none of the secrets).
 */
function forOutput(snapshot: Snapshot, secrets: readonly string[]): Snapshot {
  const labels = (servers: unknown) => (servers as Snapshot['servers']).map((server) => ({ ...server, label: redactHidden(server.label, secrets) }));
  return redactFields(snapshot, secrets, ['snapshotVersion', 'projection'], { servers: labels });
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
        onHeldValues: (label, held) => heldValuesLine(io, label, held),
      }),
    );
  }
  // discoverCatalog scrubbed the secrets servers sent back and marked what carried one (instructionsRedacted: their
  // hash, of the text as sent, cannot be recomputed from what is written; definitionsRedacted: neither `lock
  // --snapshot` nor `check --snapshot` takes them for the server's). It left in the definitions the values a check
  // may read there (configuration the catalog passes); a file written keeps none, so definitions holding one are
  // scrubbed and marked here too (scrubAsWritten), and the labels (see forOutput). The text
  // written is not scrubbed again: that replaced the snapshot's own words (`toolCount` read `***Count` with a value
  // `tool`) and left a number echoing one no JSON.
  for (let i = 0; i < snapshots.length; i++) {
    snapshots[i] = forOutput(scrubAsWritten(snapshots[i], catalogs[i].catalog, io.env, secrets, (label, held) => heldValuesLine(io, label, held)), secrets);
  }
  const text =
    options.format === 'text'
      ? snapshots.map(renderSnapshotText).join('\n')
      : stableStringifyForLogs(snapshots.length === 1 ? snapshots[0] : snapshots);
  if (options.output) await writeFileAtomic(resolve(io.cwd, options.output), text);
  else io.stdout(text);
  // A name listed twice is recorded as served (the evidence is complete: exit 0), and said on stderr: what lock and
  // check will make of it. Read from the snapshots as written (scrubbed), escaped: names are the server's.
  snapshots.forEach((snapshot, i) => {
    for (const server of snapshot.servers) for (const warning of duplicateNameWarnings(server)) io.stderr(`${displayPath(io, catalogs[i].path)}: warning: ${logInline(warning)}\n`);
    // A server that sent a secret back answered (exit 0: its evidence is complete), but lock and check will refuse
    // what was written of it (an outside audit: a pipeline gating on discover's exit code went green, then lock failed).
    for (const server of snapshot.servers) {
      const scrubbed = [server.definitionsRedacted === true ? 'its definitions' : '', server.serverInfoRedacted === true ? 'its name, version or capabilities' : ''].filter(Boolean).join(' and ');
      if (scrubbed !== '') io.stderr(`${displayPath(io, catalogs[i].path)}: warning: ${logInline(server.label)}: ${scrubbed} carried a secret, written scrubbed: lock --snapshot and check --snapshot will refuse this server (exit 2); lock names where\n`);
    }
  });
  // Exit 2 says why on stderr too, progress lines or not (a script reading only the exit code and stderr must not have
  // to open the snapshot to learn which server failed: an outside reviewer's discover ran silent).
  const failed = snapshots.flatMap((s) => s.servers.filter((server) => server.status !== 'ok'));
  if (!io.progress) for (const server of failed) io.stderr(`${logInline(server.label)}: ${server.status}: ${logInline(server.error ?? '')}\n`);
  return failed.length === 0 ? 0 : 2;
}
