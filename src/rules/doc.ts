// docs/rules.md is generated from the rule set (npm run docs); a test fails when it is stale.
import { RULES, SEVERITY_ORDER } from './rules.js';

export function renderRulesDoc(): string {
  const lines = [
    '# Rules',
    '',
    '<!-- Generated from src/rules/rules.ts by `npm run docs`; do not edit by hand. -->',
    '',
    'Every finding names one of these rules. Severities are defaults: a catalog can override them',
    '(`policy.severity`), set the threshold that fails the check (`policy.failOn`, default `medium`),',
    'and waive findings for listed tools (`waivers`). Evidence rules say the check could not verify;',
    'they exit 2 and cannot be waived. Fix-only rules are resolved, not waived: by a relock (merging the',
    'lock update approves drift), by declaring what the catalog leaves open, or by fixing the server or',
    'the runtime; neither kind is ever lowered by a severity override (a catalog that sets one below its',
    'default is refused).',
    '',
    '| rule | default severity | title |',
    '| --- | --- | --- |',
  ];
  const rules = [...RULES.values()].sort(
    (a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) || (a.id < b.id ? -1 : 1),
  );
  for (const r of rules) lines.push(`| [\`${r.id}\`](#${r.id}) | ${r.severity} | ${r.title} |`);
  for (const r of rules) {
    lines.push('', `## ${r.id}`, '', `**${r.title}** — default severity \`${r.severity}\`${r.evidence ? ', evidence rule (exit 2, not waivable)' : r.fixOnly ? ', fix-only (not waivable)' : r.waiverListsTools ? ', waivable tool by tool (exact ids, no pattern)' : ''}.`, '', r.rationale, '', `Remediation: ${r.remediation}`);
  }
  return `${lines.join('\n')}\n`;
}
