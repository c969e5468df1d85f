// Writes what every mode reports: job summary, JSON report, SARIF, outputs.
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { render, VERSION, type CheckRun } from '../commands/check.js';
import { overallDecision } from '../policy/decide.js';
import { RULES } from '../rules/rules.js';
import { writeFileAtomic } from '../lock/atomic-write.js';
import { renderSarif } from '../report/sarif.js';
import type { Decision, Report } from '../types.js';
import type { ActionContext } from './context.js';
import { findingsOutput } from './findings-output.js';

export interface Outcome {
  exitCode: 0 | 1 | 2;
  decision: Decision;
  message?: string;
}

const DRIFT_RULES = new Set([
  'tool_added', 'tool_removed', 'contract_changed', 'mutable_contract', 'schema_breaking', 'schema_change', 'annotation_flip',
  'server_changed', 'prompt_changed', 'resource_template_changed', 'server_not_locked', 'lock_missing', 'server_removed',
]);

export function hasDrift(reports: Report[]): boolean {
  return reports.some((r) => r.findings.some((f) => DRIFT_RULES.has(f.rule)));
}

/**
 * `markdown` is written from redacted data, as the reports are (see checkOne): nothing here is redacted as text,
 * which replaced the formats' own words (a severity `info`, a SARIF level) wherever a secret was one.
 */
export async function publish(ctx: ActionContext, run: CheckRun, markdown: string): Promise<Outcome> {
  await core.summary.addRaw(markdown, true).write();
  const reportPath = join(ctx.temp, 'catalog-lock-report.json');
  await writeFileAtomic(reportPath, render(run.reports, 'json'));
  core.setOutput('report-path', reportPath);
  if (ctx.inputs.sarif) {
    const sarifPath = resolve(ctx.workspace, ctx.inputs.sarif);
    await writeFileAtomic(sarifPath, renderSarif(run.reports, run.locate, VERSION));
    core.setOutput('sarif-path', sarifPath);
  }
  // A catalog with no report (its check failed) is evidence missing: never promote, never "no drift".
  const missing = run.reports.length < run.catalogs.length;
  const worst = overallDecision(run.reports);
  const decision: Decision = missing && worst === 'promote' ? 'contain' : worst;
  core.setOutput('decision', decision);
  // Drift seen is true; no drift is false only when every server was read: missing evidence is never "no drift", and
  // neither is a check that read no server at all (offline, or a fork's pull request, checked offline).
  const unverified = missing || run.reports.some((r) => r.mode === 'offline' || r.findings.some((f) => !f.waived && RULES.get(f.rule)?.evidence));
  core.setOutput('drift', hasDrift(run.reports) ? 'true' : unverified ? 'unknown' : 'false');
  const findings = findingsOutput(run.reports);
  core.setOutput('findings', findings.json);
  core.setOutput('findings-omitted', String(findings.omitted));
  if (findings.omitted > 0) core.info(`the findings output carries the most severe findings that fit in GitHub's output limit; ${findings.omitted} more are in the JSON report (report-path)`);
  // The last catalog's (as action.yml says), or none when it has no lock: never another agent's.
  const digest = run.reports[run.reports.length - 1]?.summary.lockDigest;
  if (digest) core.setOutput('lock-digest', digest);
  return { exitCode: run.exitCode, decision };
}
