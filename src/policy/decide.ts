// Findings → decision and exit code. Pure.
//   promote   nothing blocking, and the live catalog was verified against the lock;
//   rollback  the live surface adds or mutates a write path (a new tool, which
//             counts as a write until declared, a changed write tool, a
//             weakened declaration or a moved identity or target of a tool
//             that writes or wrote, a runtime that reaches a write tool as
//             another identity or target, or lowers its approval — or lowers
//             an `always` approval of any tool), whatever the threshold: one
//             finding is enough (drift and runtime rules cannot be waived);
//   contain   any other blocking finding, any drift at all (even below the
//             threshold), an undeclared effect, target or owner, a write with
//             no downstream identity or, unwaived, no approval of the call,
//             and every case where evidence is missing.
// Exit codes: 1 when a blocking finding is a violation or the decision is
// rollback, else 2 when evidence is missing (could not verify), else 0.
import { atLeast, RULES } from '../rules/rules.js';
import type { Decision, Finding, Severity } from '../types.js';

/** Drift that adds or mutates a write path: grounds for rollback when the tool writes. */
const WRITE_PATH_RULES = new Set([
  'tool_added', 'contract_changed', 'mutable_contract', 'schema_breaking', 'annotation_flip', 'declaration_changed',
  'runtime_unknown_tool', 'runtime_approval_weaker', 'runtime_hash_mismatch', 'runtime_scope_mismatch',
]);

/** Findings that mean the live catalog does not match the lock: promotion is impossible at any threshold. */
const PREVENTS_PROMOTION = new Set([
  ...WRITE_PATH_RULES,
  'tool_removed', 'server_changed', 'prompt_changed', 'resource_template_changed', 'server_not_locked', 'lock_missing', 'server_removed', 'lock_agent_mismatch',
  'schema_change', 'malformed_definition', 'duplicate_name', 'undeclared_effect', 'server_unreachable', 'incomplete_discovery',
  // Fix-only rules (a waiver cannot cover them; changing the catalog resolves them), like undeclared_effect.
  'waiver_invalid', 'waiver_expired',
  // Unresolved collisions keep the release contained (seed 000), whatever the threshold.
  'exact_name', 'lookalike_name', 'semantic_overlap', 'target_scope_overlap', 'runtime_scope_mismatch', 'runtime_missing_tool',
  // A default version that moved without a promotion (seed 000), or one that can (a server started from a package
  // with no exact version: what the registry serves at the next start): contained.
  'runtime_version_mismatch', 'unpinned_server',
  // Required resolution (seed 000): an explicit target and an owner for every tool; a write has a proven downstream
  // identity and an approval the runtime enforces.
  'undeclared_target', 'owner_missing', 'undeclared_identity', 'write_without_approval', 'catalog_empty',
  // A runtime photograph that cannot prove an approved tool.
  'runtime_evidence_incomplete',
]);

/** Whether an unwaived finding of this rule keeps a release from promotion at any threshold (reports list it one by one). */
export function preventsPromotion(rule: string): boolean {
  return PREVENTS_PROMOTION.has(rule);
}

const WRITES = new Set(['write', 'undeclared']);

/** A risky hint flip that says a tool declared `effect` now writes: read and readOnlyHint or destructiveHint; propose and destructiveHint. */
/** Findings in which the tool's own name or description says it writes beyond its declared effect (unwaived). */
const CLAIMS_WRITE = new Set(['name_contradiction', 'description_contradiction']);

function flipAddsWrite(effect: 'read' | 'propose' | 'write', hint: unknown): boolean {
  if (effect === 'read') return hint === 'readOnlyHint' || hint === 'destructiveHint';
  return effect === 'propose' && hint === 'destructiveHint';
}

/**
 * A finding that adds or mutates a write path: a write-path rule about a tool
 * that writes (undeclared counts as write); a contract changed (or a risky
 * annotation flip) also when the lock approved the tool as a write, whatever
 * it is declared now. A declaration change counts when
 * it weakened the declaration or moved the identity or target the tool acts
 * as (a write tool sent to production, or run as another identity), for a
 * tool that writes now or wrote as locked (write → read drops the gate); a
 * stricter approval alone is not a rollback.
 */
function addsOrMutatesWritePath(
  f: Finding,
  effectOf: DecideOptions['effectOf'],
  lockedEffectOf: DecideOptions['lockedEffectOf'],
  claimsWrite: ReadonlySet<string>,
): boolean {
  if (!WRITE_PATH_RULES.has(f.rule)) return false;
  const writesNow = f.tools.some((id) => effectOf(id) === 'write');
  // The server's own words for the tool (its name, its description's opening verbs) say it writes beyond what it is
  // declared: a changed or added tool that says so adds a write path, as an annotation flip toward writing does.
  const saysItWrites = f.tools.some((id) => claimsWrite.has(id));
  // A contract the lock approved as a write (or undeclared, which counts as one) is a write path whatever the catalog
  // declares now: declaring it read in the same change does not turn its mutation into drift to contain.
  const wroteAsLocked = lockedEffectOf !== undefined && f.tools.some((id) => WRITES.has(String(lockedEffectOf(id))));
  const details = f.details as { weakened?: unknown; moved?: unknown; risky?: unknown; declared?: unknown; locked?: { effect?: unknown } } | undefined;
  switch (f.rule) {
    case 'declaration_changed':
      if (details?.weakened !== true && details?.moved !== true) return false;
      return writesNow || WRITES.has(String(details?.locked?.effect));
    // The runtime reaches a write tool as another identity or on another target than declared (one nobody declared is unproven: contained).
    case 'runtime_scope_mismatch':
      return details?.moved === true && (writesNow || wroteAsLocked);
    // The runtime drops a gate the lock approved: any weaker approval of a tool that writes, or `always` lowered whatever
    // the effect. Weaker only than a raise the catalog proposes (the lock's gate still applied): contained.
    case 'runtime_approval_weaker':
      if ((details as { belowLock?: unknown } | undefined)?.belowLock === false) return false;
      return writesNow || details?.declared === 'always';
    // A flip toward safety (readOnlyHint false → true) adds no write path. One toward writing, on a tool declared read
    // (readOnlyHint true → false, destructiveHint false → true) or propose (destructiveHint), is the server saying the
    // tool now changes what the declaration says it only reads: a write path added under an approved label.
    case 'annotation_flip':
      return details?.risky === true && (writesNow || wroteAsLocked || f.tools.some((id) => flipAddsWrite(effectOf(id), (details as { hint?: unknown }).hint)));
    // The same schema in other bytes (required or enum in another order): drift to relock, no new write path.
    case 'mutable_contract':
    case 'contract_changed':
      return (writesNow || wroteAsLocked || saysItWrites) && (f.details as { formOnly?: unknown } | undefined)?.formOnly !== true;
    case 'schema_breaking':
      return writesNow || wroteAsLocked;
    // A tool of a server never locked is a surface nobody approved yet, not a divergence from an approved one: contained
    // (lock_missing or server_not_locked, and tool_added block) until a relock, never a rollback to a version that does not exist.
    case 'tool_added':
    case 'runtime_unknown_tool':
      return (writesNow || saysItWrites) && (f.details as { serverLocked?: unknown } | undefined)?.serverLocked !== false;
    // The runtime loaded another contract than the lock approved (runtime_hash_mismatch): as a changed contract.
    default:
      return writesNow || wroteAsLocked;
  }
}

export interface DecideOptions {
  mode: 'live' | 'snapshot' | 'offline';
  failOn: Severity;
  /** Effect the policy assumes for a runtime id (undeclared counts as write). */
  effectOf: (runtimeId: string) => 'read' | 'propose' | 'write';
  /** The effect the lock approved a tool with (`undeclared` counts as write), or undefined when the lock has none. */
  lockedEffectOf?: (runtimeId: string) => string | undefined;
  /** The catalog's `policy.severity`: what it lowers below the threshold is said in the reasons of a promotion. */
  severityOverrides?: Partial<Record<string, Severity>>;
}

/** Decisions from the least to the most severe. */
export const DECISION_RANK: Record<Decision, number> = { promote: 0, contain: 1, rollback: 2 };

/** The most severe decision of several (promote for none): the verdict over several catalogs. */
export function overallDecision(reports: readonly { decision: Decision }[]): Decision {
  return reports.reduce<Decision>((worst, r) => (DECISION_RANK[r.decision] > DECISION_RANK[worst] ? r.decision : worst), 'promote');
}

export interface Verdict {
  decision: Decision;
  reasons: string[];
  exitCode: 0 | 1 | 2;
  blocking: Finding[];
  /** The findings that make the decision rollback (they add or mutate a write path); empty otherwise. */
  writePath: Finding[];
}

/** "rule (count), …" by count desc, then rule. */
function countsByRule(findings: Finding[]): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([rule, n]) => `${rule} (${n})`).join(', ');
}

export function decide(findings: Finding[], options: DecideOptions): Verdict {
  // A waiver never covers an evidence or fix-only rule (applyPolicy refuses one): such a finding counts even if marked waived.
  const isWaived = (f: Finding) => f.waived !== undefined && RULES.get(f.rule)?.evidence !== true && RULES.get(f.rule)?.fixOnly !== true;
  const active = findings.filter((f) => !isWaived(f));
  const blocking = active.filter((f) => atLeast(f.severity, options.failOn));
  const violations = blocking.filter((f) => !RULES.get(f.rule)?.evidence);
  // Missing evidence counts whatever the threshold: it is never a pass.
  const missingEvidence = active.filter((f) => RULES.get(f.rule)?.evidence);
  const reasons: string[] = [];

  // Rollback does not follow the threshold: one write-path finding is enough (none can be waived).
  const claimsWrite = new Set(active.filter((f) => CLAIMS_WRITE.has(f.rule)).flatMap((f) => f.tools));
  const writePathDrift = active.filter((f) => addsOrMutatesWritePath(f, options.effectOf, options.lockedEffectOf, claimsWrite));
  let decision: Decision;
  if (writePathDrift.length > 0) {
    decision = 'rollback';
    const runtime = writePathDrift.filter((f) => f.rule.startsWith('runtime_'));
    const live = writePathDrift.filter((f) => !f.rule.startsWith('runtime_'));
    const toolCount = (list: Finding[]) => new Set(list.flatMap((f) => f.tools)).size;
    if (live.length > 0) reasons.push(`the live catalog or its declarations add or change the write path of ${toolCount(live)} tool(s) beyond what the lock approves: ${countsByRule(live)}`);
    if (runtime.length > 0) {
      reasons.push(`the agent runtime reaches ${toolCount(runtime)} tool(s) with a write path the lock does not approve (an unapproved tool or contract, a weaker approval, another identity or target): ${countsByRule(runtime)}`);
    }
  } else if (blocking.length > 0 || active.some((f) => PREVENTS_PROMOTION.has(f.rule)) || options.mode === 'offline') {
    // Promotion needs the live catalog to match the lock, whatever threshold the exit code uses.
    decision = 'contain';
    const isBlocking = new Set(blocking);
    // Missing evidence has its own reason below.
    const held = active.filter((f) => PREVENTS_PROMOTION.has(f.rule) && !isBlocking.has(f) && RULES.get(f.rule)?.evidence !== true);
    if (held.length > 0 && violations.length === 0) reasons.push(`${held.length} finding(s) below the fail-on threshold still prevent promotion: ${countsByRule(held)}`);
  } else {
    decision = 'promote';
    // A snapshot file is what was read when it was written, not the catalog now: said so (a file of any age promotes).
    const surface = options.mode === 'snapshot' ? 'the catalog in the snapshot file (read when the file was written, not now)' : 'the live catalog';
    reasons.push(`${surface} matches the lock and every tool has a declared effect, target and owner (every write a downstream identity)`);
    const waived = findings.filter(isWaived);
    if (waived.length > 0) reasons.push(`${waived.length} finding(s) waived: ${countsByRule(waived)}`);
    // What a raised threshold let through is said, not only left in the JSON (failOn high or critical).
    const below = active.filter((f) => atLeast(f.severity, 'medium') && !atLeast(f.severity, options.failOn));
    if (below.length > 0) reasons.push(`${below.length} unwaived finding(s) below the fail-on threshold (${options.failOn}) let through: ${countsByRule(below)}`);
    // A rule the catalog's policy lowers below the threshold is a waiver of every finding of it, without an owner or an
    // expiry: said as such, not left as an advisory count (instruction_text lowered to info promoted silently).
    const overrides = options.severityOverrides ?? {};
    const lowered = active.filter((f) => {
      const base = RULES.get(f.rule)?.severity;
      return overrides[f.rule] === f.severity && base !== undefined && atLeast(base, options.failOn) && !atLeast(f.severity, options.failOn) && !atLeast(f.severity, 'medium');
    });
    if (lowered.length > 0) reasons.push(`${lowered.length} finding(s) of rules the catalog's policy.severity lowers below the fail-on threshold (${options.failOn}) let through: ${countsByRule(lowered)}`);
  }
  if (violations.length > 0 && decision !== 'rollback') reasons.push(`${violations.length} blocking finding(s): ${countsByRule(violations)}`);
  if (missingEvidence.length > 0) reasons.push(`${missingEvidence.length} finding(s) of missing evidence: ${countsByRule(missingEvidence)}`);
  if (options.mode === 'offline') reasons.push('offline: the live catalog was not verified, only the lock and the catalog files');

  const exitCode: 0 | 1 | 2 = violations.length > 0 || decision === 'rollback' ? 1 : missingEvidence.length > 0 ? 2 : 0;
  return { decision, reasons, exitCode, blocking, writePath: writePathDrift };
}
