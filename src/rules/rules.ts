// The rule set: every finding names one of these. Docs, SARIF rule metadata
// and report texts all come from here.
import type { Severity } from '../types.js';

export interface Rule {
  id: string;
  severity: Severity;
  title: string;
  rationale: string;
  remediation: string;
  /** Evidence rules say the check could not verify, rather than that it found a violation (exit code 2, not 1). */
  evidence?: boolean;
}

const list: Rule[] = [
  {
    id: 'server_unreachable',
    severity: 'high',
    title: 'Server could not be reached',
    rationale: 'A server that does not answer gives no evidence of what the agent would see; missing evidence is never a pass.',
    remediation: 'Check the connect settings and credentials of the server, then run the check again.',
    evidence: true,
  },
  {
    id: 'incomplete_discovery',
    severity: 'high',
    title: 'Discovery did not finish',
    rationale: 'A list read only in part (pagination cut short, a cursor cycle, a timeout, a list that kept changing) cannot prove the catalog matches the lock.',
    remediation: 'Look at the server evidence (cursor chain, stoppedBy); fix the server or raise the limits, then run the check again.',
    evidence: true,
  },
  {
    id: 'malformed_definition',
    severity: 'high',
    title: 'Malformed definition',
    rationale: 'A definition that does not follow the MCP schema cannot be fingerprinted or approved; clients may drop or misread it.',
    remediation: 'Fix the definition on the server; it cannot be locked until it is well-formed.',
  },
  {
    id: 'duplicate_name',
    severity: 'high',
    title: 'Same name listed twice by one server',
    rationale: 'Two definitions under one runtime identity make the contract ambiguous; which one a client keeps is undefined.',
    remediation: 'Make the server list each name once.',
  },
  {
    id: 'tool_added',
    severity: 'high',
    title: 'Tool not in the lock',
    rationale: 'The live catalog exposes a tool nobody approved; write default denied treats it as a write until a human declares its effect.',
    remediation: 'Run `catalog-lock lock`, declare the effect of the new tool in the catalog, and merge the pull request to approve it; or remove the tool from the server.',
  },
  {
    id: 'tool_removed',
    severity: 'medium',
    title: 'Locked tool missing from the live catalog',
    rationale: 'The agent release was approved with this tool; its absence changes what the agent can do and may break its tasks.',
    remediation: 'Restore the tool on the server, or relock to approve its removal.',
  },
  {
    id: 'contract_changed',
    severity: 'high',
    title: 'Tool contract changed',
    rationale: 'The live definition differs from the approved one (description, schema, annotations…); the model now reads a contract nobody reviewed.',
    remediation: 'Review the diff against the approved definition; relock to approve it, or roll the server back.',
  },
  {
    id: 'server_changed',
    severity: 'medium',
    title: 'Server identity or capabilities changed',
    rationale: 'Server version, protocol version, listChanged capability or instructions differ from the lock; instructions reach the model like descriptions do.',
    remediation: 'Review the change and relock to approve it.',
  },
  {
    id: 'server_not_locked',
    severity: 'high',
    title: 'Server declared in the catalog but not in the lock',
    rationale: 'A server was added to the catalog without its contracts being locked and reviewed.',
    remediation: 'Run `catalog-lock lock` and review the new entries in a pull request.',
  },
  {
    id: 'server_removed',
    severity: 'medium',
    title: 'Locked server no longer in the catalog',
    rationale: 'The lock approves tools of a server the catalog no longer declares; the lock is stale.',
    remediation: 'Run `catalog-lock lock` to drop the server from the lock.',
  },
  {
    id: 'prompt_changed',
    severity: 'medium',
    title: 'Prompt added, removed or changed',
    rationale: 'Prompts reach the model too; a change is a change of the agent surface.',
    remediation: 'Review the change and relock to approve it.',
  },
  {
    id: 'resource_template_changed',
    severity: 'medium',
    title: 'Resource template added, removed or changed',
    rationale: 'Resource templates are part of the surface the agent discovers.',
    remediation: 'Review the change and relock to approve it.',
  },
  {
    id: 'undeclared_effect',
    severity: 'high',
    title: 'Tool effect not declared',
    rationale: 'Write default denied: a tool whose effect (read, propose, write) nobody declared is treated as a write and blocks promotion.',
    remediation: 'Declare `effect` (and `approval`) for the tool in the catalog YAML.',
  },
];

export const RULES: ReadonlyMap<string, Rule> = new Map(list.map((rule) => [rule.id, rule]));

export function rule(id: string): Rule {
  const found = RULES.get(id);
  if (!found) throw new Error(`unknown rule ${id}`);
  return found;
}

export const SEVERITY_ORDER: Severity[] = ['critical', 'high', 'medium', 'low', 'info'];

export function severityRank(severity: Severity): number {
  return SEVERITY_ORDER.length - SEVERITY_ORDER.indexOf(severity);
}

export function atLeast(severity: Severity, threshold: Severity): boolean {
  return severityRank(severity) >= severityRank(threshold);
}
