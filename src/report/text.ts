// Report for a terminal. Every server-provided string goes through logInline.
import type { Finding, Report } from '../types.js';
import { advisorySummary, isListed, resolutions, ROLLBACK_NAMED, rollbackTools, ROW_ID, snapshotTaken } from './markdown.js';
import { LOG_LINE_MAX, logInline, logText } from './escape.js';
import { truncate } from '../util/truncate.js';
import { DIFF_KEYS, DIFF_LABEL, reviewableDiff } from './diff-view.js';

/** Compatible schema changes shown under one tool's contract change. */
const SCHEMA_CHANGES_SHOWN = 20;

export function renderText(report: Report): string {
  const lines: string[] = [];
  lines.push(`${logInline(report.catalog)} (agent ${logInline(report.agent)}, ${report.mode}): ${report.decision.toUpperCase()}`);
  for (const reason of report.reasons) lines.push(`  - ${logInline(reason)}`);
  const behind = rollbackTools(report);
  if (behind.length > 0) {
    const more = behind.length > ROLLBACK_NAMED ? `, and ${behind.length - ROLLBACK_NAMED} more (marked rollback in the JSON report)` : '';
    lines.push(`  - write paths to review first: ${behind.slice(0, ROLLBACK_NAMED).map((id) => logInline(truncate(id, ROW_ID))).join(', ')}${more}`);
  }
  for (const s of report.servers) {
    const state = s.status === 'ok' ? `ok, ${s.toolCount} tools, protocol ${logInline(s.protocolVersion ?? '?')}` : s.status;
    lines.push(`  server ${logInline(s.label)}: ${state}${s.error ? ` — ${logInline(s.error)}` : ''}`);
  }
  const snapshot = report.summary.snapshot;
  if (snapshot) lines.push(`  snapshot file: ${snapshotTaken(snapshot, logInline)}`);
  const runtime = report.summary.runtime;
  if (runtime) {
    const taken = runtime.capturedAtUtc === null ? 'undated' : `taken ${logInline(runtime.capturedAtUtc)}`;
    lines.push(`  runtime photograph: ${runtime.tools} tools, ${taken}${runtime.agentRelease === null ? '' : `, release ${logInline(runtime.agentRelease)}`}`);
  }
  if (report.findings.length === 0) lines.push('  no findings');
  const advisory: Finding[] = [];
  // Compatible schema changes are counted as advisory, and shown under their tool's contract change (as Markdown
  // shows them in its details): what changed in a schema is what the reviewer approves.
  const compatible = new Map<string, Finding[]>();
  for (const f of report.findings) {
    if (f.rule !== 'schema_change' || isListed(f, report) || f.tools.length !== 1) continue;
    const list = compatible.get(f.tools[0]) ?? [];
    if (list.length === 0) compatible.set(f.tools[0], list);
    list.push(f);
  }
  for (const f of report.findings) {
    if (!isListed(f, report)) {
      advisory.push(f);
      continue;
    }
    lines.push(`  [${f.severity}]${f.waived ? ' (waived)' : ''} ${f.rule}: ${logInline(f.message)}`);
    const changes = (f.rule === 'contract_changed' || f.rule === 'mutable_contract') && f.tools.length === 1 ? compatible.get(f.tools[0]) : undefined;
    if (changes) {
      compatible.delete(f.tools[0]);
      for (const c of changes.slice(0, SCHEMA_CHANGES_SHOWN)) lines.push(`      compatible: ${logInline(truncate(c.message, LOG_LINE_MAX))}`);
      if (changes.length > SCHEMA_CHANGES_SHOWN) lines.push(`      (${changes.length - SCHEMA_CHANGES_SHOWN} more compatible schema changes: see --format json)`);
    }
    for (const key of DIFF_KEYS) {
      const diff = f.details?.[key];
      if (typeof diff === 'string') {
        // The description's diff is shown as it is (the message says what changed); the others say what they are of.
        if (key !== 'descriptionDiff') lines.push(`      ${DIFF_LABEL[key]}, approved → live:`);
        for (const line of reviewableDiff(diff).split('\n')) if (line) lines.push(`      ${logText(truncate(line, LOG_LINE_MAX))}`);
      }
      const omitted = f.details?.[`${key}Omitted`];
      if (typeof omitted === 'string') lines.push(`      (${key === 'descriptionDiff' ? '' : `${DIFF_LABEL[key]}: `}${logInline(omitted)})`);
    }
  }
  if (advisory.length > 0) lines.push(`  advisory: ${advisorySummary(advisory).replace(/`/g, '').replace(/×/g, 'x')} (see --format json)`);
  const listed = report.findings.filter((f) => isListed(f, report));
  const howTo = resolutions(listed);
  if (howTo.length > 0) {
    lines.push('  to resolve:');
    for (const r of howTo) lines.push(`    ${r.rule} (${r.kind}): ${logInline(r.remediation)}`);
  }
  lines.push(`  exit ${report.exitCode}`);
  return `${lines.join('\n')}\n`;
}
