// What people declared about each tool: write default denied, so a tool with
// no declared effect (or `undeclared`) is a finding.
import { rule } from '../rules/rules.js';
import type { Finding, ToolDecl } from '../types.js';

export type ResolveDecl = (runtimeId: string) => ToolDecl | undefined;

export function declarationFindings(toolIds: Iterable<string>, resolveDecl: ResolveDecl): Finding[] {
  const findings: Finding[] = [];
  for (const id of [...new Set(toolIds)].sort()) {
    const decl = resolveDecl(id);
    if (!decl || decl.effect === 'undeclared') {
      findings.push({
        rule: 'undeclared_effect',
        severity: rule('undeclared_effect').severity,
        tools: [id],
        servers: [id.slice(0, id.indexOf('/'))],
        message: decl ? `${id} has effect: undeclared (treated as write)` : `${id} has no entry in the catalog (treated as write)`,
      });
    }
  }
  return findings;
}

/** The effect the policy assumes: undeclared and missing count as write. */
export function effectiveEffect(decl: ToolDecl | undefined): 'read' | 'propose' | 'write' {
  if (!decl || decl.effect === 'undeclared') return 'write';
  return decl.effect;
}
