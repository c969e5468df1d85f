// Assembles the report every format renders.
import { duplicateLabels } from '../analysis/drift.js';
import { connectionMismatch } from '../analysis/snapshot-binding.js';
import { staleEntry, snapshotTakenAt, type SnapshotAgeLimit } from '../analysis/snapshot-age.js';
import { SEVERITY_ORDER } from '../rules/rules.js';
import type { Catalog, Finding, Report, ReportServer, ServerSnapshot, Severity, Snapshot } from '../types.js';
import type { Verdict } from '../policy/decide.js';
import { DIFF_KEYS } from './diff-view.js';
import { idText, logText, needsOneLine, oneLine } from './escape.js';
import { durationText } from '../util/duration.js';

/**
 * Why a server's entry, read, is not verified, as drift says (incomplete_discovery), or undefined: a snapshot that
 * reached it by another connection is of another server, one too old (undated, from the future) is not of it now,
 * definitions scrubbed of a secret are not what the server sent, and a name or version scrubbed cannot be compared.
 */
function unverifiedEntry(catalog: Catalog, label: string, s: ServerSnapshot, age: SnapshotAgeLimit | undefined): string | undefined {
  if (connectionMismatch(catalog.servers[label].connect, s) !== undefined) return s.status === 'ok' ? 'the snapshot reached it by another connection than the catalog declares: not verified' : undefined;
  const stale = staleEntry(s, age);
  if (stale !== undefined) return stale.brief;
  if (s.status !== 'ok') return undefined;
  if (s.serverInfoRedacted === true) return 'it reports a secret as its name, version or capabilities, scrubbed: not verified';
  if (s.definitionsRedacted === true) return 'its definitions carried a secret, scrubbed: not verified';
  return undefined;
}

export function reportServers(catalog: Catalog, snapshot: Snapshot | undefined, age?: SnapshotAgeLimit): ReportServer[] {
  const byLabel = new Map((snapshot?.servers ?? []).map((s) => [s.label, s]));
  const duplicates = snapshot ? duplicateLabels(snapshot) : new Map<string, number>();
  return Object.keys(catalog.servers)
    .sort()
    .map((label) => {
      const times = duplicates.get(label);
      if (times !== undefined) return { label, status: 'incomplete', complete: false, protocolVersion: null, toolCount: 0, error: `listed ${times} times in the snapshot` };
      const s = byLabel.get(label);
      if (!s) return { label, status: 'not-checked', complete: false, protocolVersion: null, toolCount: 0, error: snapshot ? 'missing from the snapshot' : null };
      const unverified = unverifiedEntry(catalog, label, s, age);
      if (unverified !== undefined) {
        return { label, status: 'incomplete', complete: false, protocolVersion: s.protocolVersion == null ? null : line(s.protocolVersion), toolCount: s.toolCount, error: unverified };
      }
      // A server's error and protocol version are its own text: one visible line, as messages are.
      return { label, status: s.status, complete: s.complete, protocolVersion: s.protocolVersion == null ? null : line(s.protocolVersion), toolCount: s.toolCount, error: s.error == null ? null : line(s.error) };
    });
}

/**
 * Indices of `findings`, the most severe first, unwaived before waived, ties in
 * the given order: what a sink that cannot carry every finding keeps first
 * (SARIF, annotations, the Action's findings output).
 */
export function mostSevereFirst(findings: readonly Pick<Finding, 'severity' | 'waived'>[]): number[] {
  const rank = (i: number) => (findings[i].waived ? SEVERITY_ORDER.length : 0) + SEVERITY_ORDER.indexOf(findings[i].severity);
  return findings.map((_, i) => i).sort((a, b) => rank(a) - rank(b) || a - b);
}

export function sortFindings(findings: Finding[]): Finding[] {
  const rank = (s: Severity) => SEVERITY_ORDER.indexOf(s);
  return [...findings].sort(
    (a, b) =>
      rank(a.severity) - rank(b.severity) ||
      (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}

const line = (text: string) => (needsOneLine(text) ? oneLine(text) : text);

/**
 * A description diff shown once, here, for every format: invisible characters as `\u{…}` (logText), and a `\u{`
 * written in the text itself as `\u{5C}u{`, so that every escape in a shown line stands for one character (a
 * literal `\u{FE0F}` and a real U+FE0F would print alike, and a line changed from one to the other would show two
 * equal lines). Done before logText; the sinks' own passes leave escapes as they are.
 */
function diffText(diff: string): string {
  return logText(diff.replace(/\\(?=u\{)/g, '\\u{5C}'));
}

/** The most ids of a finding whose spaces shown() makes visible in its message (listSome names fewer). */
const MAX_IDS_SHOWN = 64;

/**
 * A finding as every format shows it: the message one visible line, with the
 * ids it names as idText() shows them (a space at the end of a name made
 * visible); a description diff, printed as it is by scripts, with no line a
 * runner reads as a command. Most findings need nothing: no copy made.
 */
function shown(f: Finding): Finding {
  let message = f.message;
  // (At most MAX_IDS_SHOWN ids rewritten: each rewrite reads the whole message, and a group of 8,000 names with a
  // trailing space, in a message that holds a megabyte-long one, was 8,000 reads of it. A message names fewer.)
  let rewritten = 0;
  for (const id of f.tools) {
    const text = idText(id);
    if (text === id) continue;
    message = message.split(id).join(text);
    if (++rewritten >= MAX_IDS_SHOWN) break;
  }
  message = line(message);
  let details = f.details;
  for (const key of DIFF_KEYS) {
    const diff = f.details?.[key];
    if (typeof diff !== 'string') continue;
    const safe = diffText(diff);
    if (safe !== diff) details = { ...details, [key]: safe };
  }
  if (message === f.message && details === f.details) return f;
  return { ...f, message, ...(details === f.details ? {} : { details }) };
}

export function buildReport(input: {
  catalog: Catalog;
  catalogPath: string;
  mode: Report['mode'];
  snapshot?: Snapshot;
  findings: Finding[];
  verdict: Verdict;
  lockDigest: string | null;
  liveDigest: string | null;
  toolCount: number;
  failOn: Severity;
  /** The runtime photograph compared, if any: said in the report (a check with one and without one must not read alike). */
  runtime?: { tools: unknown[]; capturedAtUtc?: string; agentRelease?: string };
  /** A snapshot file's age limit (`--snapshot-max-age`), undefined for none: its servers past it are not verified. */
  snapshotAge?: SnapshotAgeLimit;
}): Report {
  const counts = Object.fromEntries(SEVERITY_ORDER.map((s) => [s, 0])) as Record<Severity, number>;
  for (const f of input.findings) counts[f.severity] += 1;
  // (By identity: decide() returns the very findings it was given in writePath, as the report receives them here.)
  const rollbackGrounds = new Set(input.verdict.writePath);
  return {
    reportVersion: 1,
    agent: input.catalog.agent,
    catalog: input.catalogPath,
    mode: input.mode,
    decision: input.verdict.decision,
    reasons: input.verdict.reasons.map(line),
    exitCode: input.verdict.exitCode,
    servers: reportServers(input.catalog, input.snapshot, input.snapshotAge),
    // Messages name tools and quote servers: one line of visible text in every format (ids stay exact in `tools`).
    // The findings behind a rollback are marked, so that every format can name what to look at first.
    findings: sortFindings(input.findings.map((f) => (rollbackGrounds.has(f) ? { ...shown(f), rollback: true as const } : shown(f)))),
    summary: {
      lockDigest: input.lockDigest,
      liveDigest: input.liveDigest,
      tools: input.toolCount,
      failOn: input.failOn,
      waived: input.findings.filter((f) => f.waived).length,
      findings: counts,
      ...(input.runtime
        ? { runtime: { tools: input.runtime.tools.length, capturedAtUtc: input.runtime.capturedAtUtc ?? null, agentRelease: input.runtime.agentRelease ?? null } }
        : {}),
      ...(input.mode === 'snapshot' && input.snapshot ? { snapshot: snapshotSummary(input.catalog, input.snapshot, input.snapshotAge) } : {}),
    },
  };
}

/** When a snapshot file was taken (its oldest server the catalog declares) and how old it may be: a report checked against one says so. */
function snapshotSummary(catalog: Catalog, snapshot: Snapshot, age: SnapshotAgeLimit | undefined): NonNullable<Report['summary']['snapshot']> {
  return { takenAt: snapshotTakenAt(snapshot.servers, Object.keys(catalog.servers)), maxAge: age === undefined ? null : durationText(age.maxAgeMs) };
}
