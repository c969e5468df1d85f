// Findings → decision and exit code. Pure.
//   promote   nothing blocking, and the live catalog was verified against the lock;
//   rollback  the live surface adds or mutates a write path (a new tool, which
//             counts as a write until declared, or a changed write tool);
//   contain   any other blocking finding, any drift at all (even below the
//             threshold), and every case where evidence is missing.
// Exit codes: 1 when a blocking finding is a violation, else 2 when evidence
// is missing (could not verify), else 0.
import { atLeast, RULES } from '../rules/rules.js';
import type { Decision, Finding, Severity } from '../types.js';

/** Drift that adds or mutates a write path: grounds for rollback when the tool writes. */
const WRITE_PATH_RULES = new Set(['tool_added', 'contract_changed', 'mutable_contract', 'schema_breaking', 'annotation_flip', 'declaration_changed', 'runtime_unknown_tool', 'runtime_approval_weaker', 'runtime_hash_mismatch']);

/** Findings that mean the live catalog does not match the lock: promotion is impossible at any threshold. */
const PREVENTS_PROMOTION = new Set([
  ...WRITE_PATH_RULES,
  'tool_removed', 'server_changed', 'prompt_changed', 'resource_template_changed', 'server_not_locked', 'server_removed',
  'schema_change', 'malformed_definition', 'duplicate_name', 'undeclared_effect', 'server_unreachable', 'incomplete_discovery',
  // Unresolved collisions keep the release contained (seed 000), whatever the threshold.
  'exact_name', 'semantic_overlap', 'target_scope_overlap', 'runtime_scope_mismatch', 'runtime_missing_tool',
  // A default version that moved without a promotion (seed 000): contained.
  'runtime_version_mismatch',
]);

export interface DecideOptions {
  mode: 'live' | 'snapshot' | 'offline';
  failOn: Severity;
  /** Effect the policy assumes for a runtime id (undeclared counts as write). */
  effectOf: (runtimeId: string) => 'read' | 'propose' | 'write';
}

export interface Verdict {
  decision: Decision;
  reasons: string[];
  exitCode: 0 | 1 | 2;
  blocking: Finding[];
}

export function decide(findings: Finding[], options: DecideOptions): Verdict {
  const active = findings.filter((f) => !f.waived);
  const blocking = active.filter((f) => atLeast(f.severity, options.failOn));
  const violations = blocking.filter((f) => !RULES.get(f.rule)?.evidence);
  // Missing evidence counts whatever the threshold: it is never a pass.
  const missingEvidence = active.filter((f) => RULES.get(f.rule)?.evidence);
  const reasons: string[] = [];

  const writePathDrift = violations.filter(
    (f) =>
      WRITE_PATH_RULES.has(f.rule) && f.tools.some((id) => options.effectOf(id) === 'write'),
  );
  let decision: Decision;
  if (writePathDrift.length > 0) {
    decision = 'rollback';
    reasons.push(`the live catalog adds or changes ${writePathDrift.length} write path(s) not approved by the lock`);
  } else if (blocking.length > 0 || active.some((f) => PREVENTS_PROMOTION.has(f.rule)) || options.mode === 'offline') {
    // Promotion needs the live catalog to match the lock, whatever threshold the exit code uses.
    decision = 'contain';
    const held = active.filter((f) => PREVENTS_PROMOTION.has(f.rule) && !blocking.includes(f));
    if (held.length > 0 && blocking.length === 0) reasons.push(`${held.length} finding(s) below the fail-on threshold still prevent promotion (drift, collisions or missing evidence)`);
  } else {
    decision = 'promote';
    reasons.push('the live catalog matches the lock and every tool has a declared effect');
  }
  if (violations.length > 0 && decision !== 'rollback') reasons.push(`${violations.length} blocking finding(s)`);
  if (missingEvidence.length > 0) reasons.push(`${missingEvidence.length} server(s) could not be verified`);
  if (options.mode === 'offline') reasons.push('offline: the live catalog was not verified, only the lock and the catalog files');

  const exitCode: 0 | 1 | 2 = violations.length > 0 ? 1 : missingEvidence.length > 0 ? 2 : 0;
  return { decision, reasons, exitCode, blocking };
}
