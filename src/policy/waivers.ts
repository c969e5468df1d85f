// Policy from the catalog: severity overrides and waivers. Pure.
//  - A waiver covers exactly the listed tools for one rule: a finding is
//    covered when its rule matches and every tool it names is listed (a
//    server-level finding is covered by listing the server label).
//  - An expired waiver covers nothing and is itself a finding; so is a waiver
//    for an unknown rule or for an evidence rule (missing evidence is never waived).
import { RULES } from '../rules/rules.js';
import type { Finding, Policy, Waiver } from '../types.js';

function keysOf(finding: Finding): string[] {
  return finding.tools.length > 0 ? finding.tools : finding.servers ?? [];
}

/** `expires` is a calendar date: the waiver holds through that whole day (UTC). */
export function isExpired(waiver: Waiver, now: Date): boolean {
  const end = Date.parse(`${waiver.expires}T23:59:59.999Z`);
  return Number.isNaN(end) || end < now.getTime();
}

export function applyPolicy(findings: Finding[], policy: Policy | undefined, waivers: Waiver[] | undefined, now: Date): Finding[] {
  const out: Finding[] = findings.map((f) => {
    const override = policy?.severity?.[f.rule];
    return override ? { ...f, severity: override } : { ...f };
  });
  const extra: Finding[] = [];
  (waivers ?? []).forEach((waiver, index) => {
    const where = `waivers[${index}] (${waiver.rule})`;
    const known = RULES.get(waiver.rule);
    if (!known || known.evidence) {
      extra.push({
        rule: 'waiver_invalid',
        severity: RULES.get('waiver_invalid')!.severity,
        tools: [...waiver.tools].sort(),
        message: `${where}: ${known ? 'evidence rules cannot be waived (missing evidence is never a pass)' : 'unknown rule'}`,
        details: { index },
      });
      return;
    }
    if (isExpired(waiver, now)) {
      extra.push({
        rule: 'waiver_expired',
        severity: RULES.get('waiver_expired')!.severity,
        tools: [...waiver.tools].sort(),
        message: `${where} expired on ${waiver.expires} (owner ${waiver.owner})`,
        details: { index, expires: waiver.expires, owner: waiver.owner },
      });
      return;
    }
    const listed = new Set(waiver.tools);
    let used = false;
    for (const f of out) {
      if (f.rule !== waiver.rule || f.waived) continue;
      const keys = keysOf(f);
      if (keys.length === 0 || !keys.every((k) => listed.has(k))) continue;
      f.waived = { reason: waiver.reason, owner: waiver.owner, expires: waiver.expires };
      used = true;
    }
    if (!used) {
      extra.push({
        rule: 'waiver_unused',
        severity: RULES.get('waiver_unused')!.severity,
        tools: [...waiver.tools].sort(),
        message: `${where} matches no finding`,
        details: { index },
      });
    }
  });
  return [...out, ...extra.map((f) => ({ ...f, severity: policy?.severity?.[f.rule] ?? f.severity }))];
}
