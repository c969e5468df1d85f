// catalog-lock check: the live catalog (or a snapshot, or nothing with
// --offline) against the lock.
import { resolve } from 'node:path';
import { analyze } from '../analysis/analyze.js';
import { ANALYZERS } from '../analysis/analyzers.js';
import { effectiveEffect } from '../analysis/declarations.js';
import { photographFreshness, RUNTIME_MAX_AGE_MS, runtimeReleaseMismatch, type RuntimeSnapshot } from '../analysis/runtime.js';
import { SNAPSHOT_MAX_AGE_MS, type SnapshotAgeLimit } from '../analysis/snapshot-age.js';
import { discoverCatalog } from '../discovery/discover-all.js';
import type { LoadedCatalog } from '../lock/catalog-file.js';
import { writeFileAtomic } from '../lock/atomic-write.js';
import { loadLock, lockPathFor } from '../lock/lock-file.js';
import { decide, overallDecision } from '../policy/decide.js';
import { applyPolicy } from '../policy/waivers.js';
import { buildReport } from '../report/build.js';
import { combineReports, shareOf } from '../report/combine.js';
import { renderMarkdown, renderOverallMarkdown } from '../report/markdown.js';
import { renderSarif, type Locate } from '../report/sarif.js';
import { renderText } from '../report/text.js';
import { logInline } from '../report/escape.js';
import { rule } from '../rules/rules.js';
import type { Catalog, Finding, LockFile, Report, Severity, Snapshot } from '../types.js';
import { quoteForMessage } from '../lock/validate.js';
import { stableStringifyForLogs } from '../util/stable-json.js';
import { displayPath, InputError, repositoryPath, loadCatalogs, heldValuesLine, progressLine, secretsFor, UsageError, type Io } from './context.js';
import { locator } from './locate.js';
import { readRuntimeSnapshot, readSnapshots } from './snapshot-file.js';
import { scrubSnapshot } from '../discovery/scrub-snapshot.js';
import { definitionSecrets } from '../discovery/interpolate.js';
import { append } from '../util/append.js';
import { redact } from '../util/redact.js';
import { redactReport } from '../report/redact-report.js';

export interface CheckOptions {
  catalog?: string;
  snapshot?: string;
  offline?: boolean;
  format?: 'text' | 'json' | 'markdown' | 'sarif';
  output?: string;
  failOn?: Severity;
  concurrency?: number;
  /** Runtime photographs, one per agent at most (each compared with its agent's catalog). */
  runtimeSnapshot?: string | readonly string[];
  /** How old a runtime photograph may be (ms): undefined for the default (RUNTIME_MAX_AGE_MS), null for no limit. */
  runtimeMaxAgeMs?: number | null;
  /** How old a snapshot file's servers may be (ms): undefined for the default (SNAPSHOT_MAX_AGE_MS), null for no limit. */
  snapshotMaxAgeMs?: number | null;
  /** The date waivers are judged against (tests pin it). */
  now?: Date;
}

export async function checkOne(
  io: Io,
  loaded: LoadedCatalog,
  options: CheckOptions,
  inputs: {
    snapshots?: Snapshot[];
    runtime?: RuntimeSnapshot;
    secrets: string[];
    now: Date;
    /** The lock to check against (a base branch's, null: none there) instead of the file beside the catalog. */
    lock?: LockFile | null;
    /** The snapshots were just discovered from the live servers (the Action's drift mode): a live check, not a file's. */
    discovered?: boolean;
  },
): Promise<Report> {
  const { catalog } = loaded;
  const lock = inputs.lock === undefined ? await loadLock(lockPathFor(loaded.path)) : (inputs.lock ?? undefined);
  const mode: Report['mode'] = options.offline ? 'offline' : inputs.snapshots && !inputs.discovered ? 'snapshot' : 'live';
  // A snapshot file shows the servers when it was written: past its age limit, not as they are now (missing evidence).
  const snapshotAge = mode === 'snapshot' ? ageLimit(options.snapshotMaxAgeMs, SNAPSHOT_MAX_AGE_MS, inputs.now) : undefined;
  const findings: Finding[] = [];
  let snapshot: Snapshot | undefined;

  if (!lock) {
    findings.push({
      rule: 'lock_missing',
      severity: rule('lock_missing').severity,
      tools: [],
      servers: Object.keys(catalog.servers).sort(),
      message: `${displayPath(io, lockPathFor(loaded.path))} does not exist; run \`catalog-lock lock\``,
    });
  }
  if (lock && lock.agent !== catalog.agent) {
    findings.push({
      rule: 'lock_agent_mismatch',
      severity: rule('lock_agent_mismatch').severity,
      tools: [],
      servers: Object.keys(catalog.servers).sort(),
      message: `${displayPath(io, lockPathFor(loaded.path))} approves agent ${quoteForMessage(lock.agent)}, not ${quoteForMessage(catalog.agent)}; run \`catalog-lock lock\` for this catalog`,
      details: { lockAgent: lock.agent, catalogAgent: catalog.agent },
    });
  }
  if (mode === 'offline') {
    append(findings, offlineFindings(catalog, lock));
  } else if (inputs.snapshots) {
    snapshot = inputs.snapshots.find((s) => s.agent === catalog.agent);
    if (!snapshot) throw new InputError(`the snapshot file has no snapshot for agent ${catalog.agent}`);
  } else {
    snapshot = await discoverCatalog(catalog, {
      env: io.env,
      baseDir: loaded.dir,
      secrets: inputs.secrets,
      concurrency: options.concurrency,
      onServer: (server, done, total) => progressLine(io, server, done, total),
      onHeldValues: (label, held) => heldValuesLine(io, label, held),
    });
  }
  const analysis = analyze({ catalog, lock, snapshot, runtime: inputs.runtime, nowMs: inputs.now.getTime(), snapshotAge }, ANALYZERS);
  append(findings, analysis.findings);
  // A photograph shows the runtime when it was taken: too old, undated or from the future, it proves nothing now.
  if (inputs.runtime) append(findings, photographFreshness(inputs.runtime, inputs.now, options.runtimeMaxAgeMs === undefined ? RUNTIME_MAX_AGE_MS : (options.runtimeMaxAgeMs ?? undefined)));
  const judged = applyPolicy(findings, catalog.policy, catalog.waivers, inputs.now);
  const failOn = options.failOn ?? catalog.policy?.failOn ?? 'medium';
  const verdict = decide(judged, {
    mode,
    failOn,
    effectOf: (id) => effectiveEffect(analysis.declaredOf(id)),
    lockedEffectOf: (id) => (lock && Object.hasOwn(lock.tools, id) ? (lock.tools[id].declared?.effect ?? 'undeclared') : undefined),
    severityOverrides: catalog.policy?.severity,
  });
  // Every sink renders the report as it is: its data redacted here, once, before any format writes it (see
  // ../report/redact-report.ts); the rendered text is not redacted again, which replaced the report's own words.
  const report = buildReport({
    catalog,
    catalogPath: displayPath(io, loaded.path),
    mode,
    snapshot,
    findings: judged,
    verdict,
    lockDigest: lock?.catalogDigest ?? null,
    liveDigest: analysis.liveDigest,
    toolCount: Object.keys(analysis.tools).length,
    failOn,
    runtime: inputs.runtime,
    snapshotAge,
  });
  return redactReport(report, inputs.secrets);
}

/** An age limit at `now`: the option's (ms), the default when not given, none for null. */
function ageLimit(option: number | null | undefined, fallback: number, now: Date): SnapshotAgeLimit | undefined {
  if (option === null) return undefined;
  return { nowMs: now.getTime(), maxAgeMs: option ?? fallback };
}

/** Offline: the lock against the catalog, without the live catalog. */
function offlineFindings(catalog: Catalog, lock: LockFile | undefined): Finding[] {
  const findings: Finding[] = [];
  if (!lock) return findings;
  for (const label of Object.keys(catalog.servers).sort()) {
    if (!Object.hasOwn(lock.servers, label)) {
      findings.push({ rule: 'server_not_locked', severity: rule('server_not_locked').severity, tools: [], servers: [label], message: `${label} is declared in the catalog but has no entry in the lock` });
    }
  }
  for (const label of Object.keys(lock.servers).sort()) {
    if (!Object.hasOwn(catalog.servers, label)) {
      findings.push({ rule: 'server_removed', severity: rule('server_removed').severity, tools: [], servers: [label], message: `${label} is in the lock but no longer declared in the catalog` });
    }
  }
  return findings;
}

export function combineExitCodes(codes: number[]): 0 | 1 | 2 {
  if (codes.includes(1)) return 1;
  if (codes.includes(2)) return 2;
  return 0;
}

export const VERSION = '0.1.0';

export function render(reports: Report[], format: CheckOptions['format'], locate: (report: Report) => Locate = () => () => undefined): string {
  if (format === 'sarif') return renderSarif(reports, locate, VERSION);
  if (format === 'json') {
    if (reports.length === 1) return stableStringifyForLogs(reports[0]);
    return stableStringifyForLogs({ reportVersion: 1, decision: overallDecision(reports), exitCode: combineExitCodes(reports.map((r) => r.exitCode)), reports });
  }
  // One document for one comment or job summary, as the Action posts it: the verdict over every catalog first, then
  // each catalog with a share of the room.
  if (format === 'markdown') return reports.length === 1 ? renderMarkdown(reports[0]) : combineReports([renderOverallMarkdown(reports), ...reports.map((r) => renderMarkdown(r, shareOf(reports.length)))]);
  const text = reports.map((r) => renderText(r)).join('\n');
  if (reports.length === 1) return text;
  const exit = combineExitCodes(reports.map((r) => r.exitCode));
  return `${text}\n${reports.length} catalogs: ${overallDecision(reports).toUpperCase()} (${reports.map((r) => `${logInline(r.agent)} ${r.decision}`).join(', ')}), exit ${exit}\n`;
}

export interface CheckRun {
  reports: Report[];
  catalogs: LoadedCatalog[];
  /** Where each report's findings belong in the files (SARIF, annotations). */
  locate: (report: Report) => Locate;
  secrets: string[];
  exitCode: 0 | 1 | 2;
}

/** Checks every catalog; the command line and the Action both call this. */
export async function runCheck(io: Io, options: CheckOptions, catalogs?: LoadedCatalog[]): Promise<CheckRun> {
  if (options.offline && options.snapshot) throw new UsageError('--offline and --snapshot exclude each other');
  const loaded = catalogs ?? (await loadCatalogs(io, options.catalog));
  const secrets = secretsFor(loaded.map((c) => c.catalog), io.env);
  // Secrets a snapshot file holds are scrubbed before anything reads it, as discovery scrubs what servers send.
  const snapshots = options.snapshot ? (await readSnapshots(resolve(io.cwd, options.snapshot), secrets)).map((s) => scrubSnapshot(s, { all: secrets, named: definitionSecrets(loaded.map((c) => c.catalog), io.env) })) : undefined;
  // The photographs are compared as they are (a target equal to an interpolated value must still match); reports redact them.
  const runtimes = new Map<LoadedCatalog, { runtime: RuntimeSnapshot; path: string }>();
  const paths = options.runtimeSnapshot === undefined ? [] : typeof options.runtimeSnapshot === 'string' ? [options.runtimeSnapshot] : options.runtimeSnapshot;
  for (const path of paths) {
    const runtime = await readRuntimeSnapshot(resolve(io.cwd, path), secrets);
    const target = runtimeTarget(runtime, loaded, path);
    // Two photographs of one agent: which one is its runtime? Refused, never resolved by order.
    const other = runtimes.get(target);
    if (other !== undefined) throw new InputError(`${path}: ${other.path} is a runtime snapshot of agent ${quoteForMessage(target.catalog.agent)} too; give one per agent`);
    runtimes.set(target, { runtime, path });
  }
  const now = options.now ?? new Date();
  const reports: Report[] = [];
  const locators = new Map<Report, Locate>();
  for (const catalog of loaded) {
    const report = await checkOne(io, catalog, options, { snapshots, runtime: runtimes.get(catalog)?.runtime, secrets, now });
    reports.push(report);
    // SARIF locations: relative to the repository root (code scanning maps them from there), a secret in a path redacted.
    const where = locator(catalog, repositoryPath(io, catalog.path));
    locators.set(report, (finding) => {
      const at = where(finding);
      return at && { ...at, uri: redact(at.uri, secrets) };
    });
  }
  return { reports, catalogs: loaded, locate: (report) => locators.get(report) ?? (() => undefined), secrets, exitCode: combineExitCodes(reports.map((r) => r.exitCode)) };
}

/**
 * The catalog a runtime snapshot belongs to: the one of its `agent`, or the
 * only catalog checked. A runtime photographs one agent: compared with another
 * agent's lock, every tool would read as unknown.
 */
function runtimeTarget(runtime: RuntimeSnapshot, catalogs: LoadedCatalog[], path: string): LoadedCatalog {
  const target = runtimeCatalog(runtime, catalogs, path);
  const mismatch = runtimeReleaseMismatch(runtime, target.catalog);
  if (mismatch) throw new InputError(`${path}: ${mismatch}`);
  return target;
}

function runtimeCatalog(runtime: RuntimeSnapshot, catalogs: LoadedCatalog[], path: string): LoadedCatalog {
  if (runtime.agent !== undefined) {
    // Catalogs are loaded with distinct agents (distinctAgents): at most one matches.
    const match = catalogs.find((c) => c.catalog.agent === runtime.agent);
    if (!match) {
      throw new InputError(`${path}: the runtime snapshot is for agent ${quoteForMessage(runtime.agent)}, and no catalog checked declares that agent (${catalogs.map((c) => quoteForMessage(c.catalog.agent)).join(', ')})`);
    }
    return match;
  }
  if (catalogs.length !== 1) {
    throw new InputError(`${path}: the runtime snapshot names no agent and ${catalogs.length} catalogs are checked; add "agent" to it, or check one catalog`);
  }
  return catalogs[0];
}

export async function checkCommand(io: Io, options: CheckOptions): Promise<number> {
  const run = await runCheck(io, options);
  // (The reports' data is redacted: see checkOne.)
  const text = render(run.reports, options.format, run.locate);
  if (options.output) await writeFileAtomic(resolve(io.cwd, options.output), text);
  else io.stdout(text);
  return run.exitCode;
}
