// What people declared about each tool: write default denied, so a tool with
// no declared effect (or `undeclared`) is a finding.
import { rule } from '../rules/rules.js';
import type { Catalog, Declared, Finding, ToolDecl } from '../types.js';
import { compileToolDecls, resolveToolDecl } from '../lock/catalog-file.js';

export function declarationFindings(toolIds: Iterable<string>, catalog: Pick<Catalog, 'tools'>): Finding[] {
  const findings: Finding[] = [];
  const resolve = compileToolDecls(catalog.tools ?? {});
  for (const id of [...new Set(toolIds)].sort()) {
    const decl = resolve(id)?.decl;
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

/**
 * The declarations that apply to a runtime id: the tool entry (exact, else the
 * best pattern), with the server's identity and target where the tool has none.
 * A tool with no entry is `undeclared`.
 */
export function declaredFor(
  catalog: Pick<Catalog, 'tools' | 'servers'>,
  runtimeId: string,
  resolve: (id: string) => { decl: ToolDecl } | undefined = (id) => resolveToolDecl(catalog, id),
): Declared {
  const decl = resolve(runtimeId)?.decl;
  const server = catalog.servers[runtimeId.slice(0, runtimeId.indexOf('/'))];
  const out: Declared = { effect: decl?.effect ?? 'undeclared' };
  if (decl?.approval) out.approval = decl.approval;
  const identity = decl?.identity ?? server?.identity;
  if (identity !== undefined) out.identity = identity;
  const target = decl?.target ?? server?.target;
  if (target !== undefined) out.target = { ...target };
  return out;
}

const APPROVAL_STRENGTH = { never: 0, 'on-write': 1, always: 2 } as const;
const EFFECT_STRENGTH = { read: 0, propose: 1, write: 2, undeclared: 2 } as const;

/** True when `now` is weaker than `before`: less approval, or a smaller declared effect (so fewer gates). */
export function weakened(before: Declared, now: Declared): boolean {
  const approvalBefore = APPROVAL_STRENGTH[before.approval ?? 'never'];
  const approvalNow = APPROVAL_STRENGTH[now.approval ?? 'never'];
  return approvalNow < approvalBefore || EFFECT_STRENGTH[now.effect] < EFFECT_STRENGTH[before.effect];
}
