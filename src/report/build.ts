// Assembles the report every format renders.
import { duplicateLabels } from '../analysis/drift.js';
import { SEVERITY_ORDER } from '../rules/rules.js';
import type { Catalog, Finding, Report, ReportServer, Severity, Snapshot } from '../types.js';
import type { Verdict } from '../policy/decide.js';
import { oneLine } from './escape.js';

export function reportServers(catalog: Catalog, snapshot: Snapshot | undefined): ReportServer[] {
  const byLabel = new Map((snapshot?.servers ?? []).map((s) => [s.label, s]));
  const duplicates = snapshot ? duplicateLabels(snapshot) : new Map<string, number>();
  return Object.keys(catalog.servers)
    .sort()
    .map((label) => {
      const times = duplicates.get(label);
      if (times !== undefined) return { label, status: 'incomplete', complete: false, protocolVersion: null, toolCount: 0, error: `listed ${times} times in the snapshot` };
      const s = byLabel.get(label);
      if (!s) return { label, status: 'not-checked', complete: false, protocolVersion: null, toolCount: 0, error: snapshot ? 'missing from the snapshot' : null };
      return { label, status: s.status, complete: s.complete, protocolVersion: s.protocolVersion ?? null, toolCount: s.toolCount, error: s.error ?? null };
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

/** Whether a message needs oneLine() (most do not: no copy made). */
const ONE_LINE = /[^\x20-\x7e]/;

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
}): Report {
  const counts = Object.fromEntries(SEVERITY_ORDER.map((s) => [s, 0])) as Record<Severity, number>;
  for (const f of input.findings) counts[f.severity] += 1;
  return {
    reportVersion: 1,
    agent: input.catalog.agent,
    catalog: input.catalogPath,
    mode: input.mode,
    decision: input.verdict.decision,
    reasons: input.verdict.reasons,
    exitCode: input.verdict.exitCode,
    servers: reportServers(input.catalog, input.snapshot),
    // Messages name tools and quote servers: one line of visible text in every format (ids stay exact in `tools`).
    findings: sortFindings(input.findings.map((f) => (ONE_LINE.test(f.message) ? { ...f, message: oneLine(f.message) } : f))),
    summary: {
      lockDigest: input.lockDigest,
      liveDigest: input.liveDigest,
      tools: input.toolCount,
      failOn: input.failOn,
      waived: input.findings.filter((f) => f.waived).length,
      findings: counts,
    },
  };
}
