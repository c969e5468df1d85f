// catalog-lock check: the live catalog (or a snapshot, or nothing with
// --offline) against the lock.
import { resolve } from 'node:path';
import { declarationFindings, effectiveEffect } from '../analysis/declarations.js';
import { drift } from '../analysis/drift.js';
import { discoverCatalog } from '../discovery/discover-all.js';
import { resolveToolDecl, type LoadedCatalog } from '../lock/catalog-file.js';
import { writeFileAtomic } from '../lock/atomic-write.js';
import { loadLock, lockPathFor } from '../lock/lock-file.js';
import { decide } from '../policy/decide.js';
import { buildReport } from '../report/build.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderText } from '../report/text.js';
import { rule } from '../rules/rules.js';
import type { Decision, Finding, Report, Severity, Snapshot } from '../types.js';
import { stableStringify } from '../util/stable-json.js';
import { displayPath, loadCatalogs, progressLine, scrub, secretsFor, UsageError, type Io } from './context.js';
import { readSnapshots } from './snapshot-file.js';

export interface CheckOptions {
  catalog?: string;
  snapshot?: string;
  offline?: boolean;
  format?: 'text' | 'json' | 'markdown';
  output?: string;
  failOn?: Severity;
  concurrency?: number;
}

const DECISION_RANK: Record<Decision, number> = { promote: 0, contain: 1, rollback: 2 };

export async function checkOne(
  io: Io,
  loaded: LoadedCatalog,
  options: CheckOptions,
  snapshots: Snapshot[] | undefined,
  secrets: string[],
): Promise<Report> {
  const { catalog } = loaded;
  const lock = await loadLock(lockPathFor(loaded.path));
  const mode: Report['mode'] = options.offline ? 'offline' : snapshots ? 'snapshot' : 'live';
  const resolveDecl = (id: string) => resolveToolDecl(catalog, id)?.decl;
  const findings: Finding[] = [];
  let snapshot: Snapshot | undefined;
  let liveDigest: string | null = null;
  let toolIds: string[] = Object.keys(lock?.tools ?? {});

  if (!lock) {
    findings.push({
      rule: 'server_not_locked',
      severity: rule('server_not_locked').severity,
      tools: [],
      servers: Object.keys(catalog.servers).sort(),
      message: `${displayPath(io, lockPathFor(loaded.path))} does not exist; run \`catalog-lock lock\``,
    });
  }

  if (mode === 'offline') {
    // The lock itself: every catalog server locked, no locked server the catalog dropped.
    for (const label of Object.keys(catalog.servers).sort()) {
      if (lock && !lock.servers[label]) {
        findings.push({ rule: 'server_not_locked', severity: rule('server_not_locked').severity, tools: [], servers: [label], message: `${label} is declared in the catalog but has no entry in the lock` });
      }
    }
    for (const label of Object.keys(lock?.servers ?? {}).sort()) {
      if (!catalog.servers[label]) {
        findings.push({ rule: 'server_removed', severity: rule('server_removed').severity, tools: [], servers: [label], message: `${label} is in the lock but no longer declared in the catalog` });
      }
    }
  } else {
    if (snapshots) {
      snapshot = snapshots.find((s) => s.agent === catalog.agent);
      if (!snapshot) throw new UsageError(`the snapshot file has no snapshot for agent ${catalog.agent}`);
    } else {
      snapshot = await discoverCatalog(catalog, {
        env: io.env,
        baseDir: loaded.dir,
        secrets,
        concurrency: options.concurrency,
        onServer: (server, done, total) => progressLine(io, server, done, total),
      });
    }
    const result = drift(catalog, lock, snapshot);
    findings.push(...result.findings);
    liveDigest = result.liveDigest;
    toolIds = [...new Set([...toolIds, ...Object.keys(result.liveTools)])];
  }
  findings.push(...declarationFindings(toolIds, resolveDecl));

  const verdict = decide(findings, {
    mode,
    failOn: options.failOn ?? 'medium',
    effectOf: (id) => effectiveEffect(resolveDecl(id)),
  });
  return buildReport({
    catalog,
    catalogPath: displayPath(io, loaded.path),
    mode,
    snapshot,
    findings,
    verdict,
    lockDigest: lock?.catalogDigest ?? null,
    liveDigest,
    toolCount: toolIds.length,
  });
}

export function combineExitCodes(codes: number[]): 0 | 1 | 2 {
  if (codes.includes(1)) return 1;
  if (codes.includes(2)) return 2;
  return 0;
}

export function render(reports: Report[], format: CheckOptions['format']): string {
  if (format === 'json') {
    if (reports.length === 1) return stableStringify(reports[0]);
    const decision = reports.map((r) => r.decision).reduce((a, b) => (DECISION_RANK[b] > DECISION_RANK[a] ? b : a), 'promote' as Decision);
    return stableStringify({ reportVersion: 1, decision, exitCode: combineExitCodes(reports.map((r) => r.exitCode)), reports });
  }
  if (format === 'markdown') return reports.map((r) => renderMarkdown(r)).join('\n');
  return reports.map((r) => renderText(r)).join('\n');
}

export async function checkCommand(io: Io, options: CheckOptions): Promise<number> {
  if (options.offline && options.snapshot) throw new UsageError('--offline and --snapshot exclude each other');
  const catalogs = await loadCatalogs(io, options.catalog);
  const snapshots = options.snapshot ? await readSnapshots(resolve(io.cwd, options.snapshot)) : undefined;
  const secrets = secretsFor(catalogs.map((c) => c.catalog), io.env);
  const reports: Report[] = [];
  for (const loaded of catalogs) reports.push(await checkOne(io, loaded, options, snapshots, secrets));
  const text = scrub(render(reports, options.format), secrets);
  if (options.output) await writeFileAtomic(resolve(io.cwd, options.output), text);
  else io.stdout(text);
  return combineExitCodes(reports.map((r) => r.exitCode));
}

