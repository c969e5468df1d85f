// The catalog the agent runtime actually loaded (seed 000's photograph)
// against the lock and the declarations. Pure.
import { rule } from '../rules/rules.js';
import type { Approval, Declared, Finding, JsonObject, LockFile, Target } from '../types.js';
import { runtimeId } from './entries.js';

export interface RuntimeTool {
  serverLabel: string;
  serverVersion?: string;
  toolName: string;
  /** sha256 of the description's UTF-8 text (NFC), as in the lock's fields.description. */
  descriptionHash?: string;
  /** sha256 of the RFC 8785 JSON of the input schema, as in the lock's fields.inputSchema. */
  inputSchemaHash?: string;
  approval?: Approval | string;
  identity?: string;
  /** One target value (a project or environment name), or the target as an object. */
  targetScope?: string | Target;
}

export interface RuntimeSnapshot {
  /** The agent whose runtime this is (the catalog's `agent`). */
  agent?: string;
  capturedAtUtc?: string;
  agentRelease?: string;
  tools: RuntimeTool[];
}

const APPROVAL_STRENGTH: Record<string, number> = { never: 0, 'on-write': 1, always: 2 };

function f(id: string, message: string, tools: string[], servers: string[], details?: JsonObject): Finding {
  return { rule: id, severity: rule(id).severity, tools, servers, message, ...(details ? { details } : {}) };
}

function targetMatches(declared: Target | undefined, scope: string | Target): boolean {
  if (!declared) return false;
  const values = (['tenant', 'subscription', 'project', 'environment'] as const).map((k) => declared[k]).filter((v): v is string => v !== undefined);
  if (typeof scope === 'string') return values.includes(scope) || values.join('/') === scope;
  return (Object.keys(scope) as (keyof Target)[]).every((k) => scope[k] === declared[k]);
}

export function runtimeFindings(runtime: RuntimeSnapshot, lock: LockFile | undefined, declaredOf: (id: string) => Declared): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  // Runtime tools whose server version differs from the approved one, by label and version.
  const versions = new Map<string, Map<string, string[]>>();
  for (const tool of runtime.tools) {
    const id = runtimeId(tool.serverLabel, tool.toolName);
    const label = tool.serverLabel;
    seen.add(id);
    const approvedVersion = lock && Object.hasOwn(lock.servers, label) ? lock.servers[label].serverInfo?.version : undefined;
    if (tool.serverVersion !== undefined && approvedVersion !== undefined && tool.serverVersion !== approvedVersion) {
      const byVersion = versions.get(label) ?? new Map<string, string[]>();
      versions.set(label, byVersion.set(tool.serverVersion, [...(byVersion.get(tool.serverVersion) ?? []), id]));
    }
    const locked = lock?.tools[id];
    if (!locked) {
      findings.push(f('runtime_unknown_tool', `the runtime loaded ${id}, which the lock does not approve`, [id], [label]));
      continue;
    }
    const mismatched: string[] = [];
    if (tool.descriptionHash !== undefined && tool.descriptionHash !== locked.fields.description) mismatched.push('description');
    if (tool.inputSchemaHash !== undefined && tool.inputSchemaHash !== locked.fields.inputSchema) mismatched.push('inputSchema');
    if (mismatched.length > 0) {
      findings.push(f('runtime_hash_mismatch', `the runtime's ${mismatched.join(' and ')} of ${id} differ from the lock`, [id], [label], { fields: mismatched }));
    }
    const declared = declaredOf(id);
    if (tool.approval !== undefined) {
      const want = APPROVAL_STRENGTH[declared.approval ?? 'never'];
      const have = APPROVAL_STRENGTH[tool.approval];
      if (have === undefined || have < want) {
        findings.push(
          f('runtime_approval_weaker', `the runtime applies approval ${JSON.stringify(tool.approval)} to ${id}; the catalog declares ${declared.approval ?? 'never'}`, [id], [label], {
            runtime: tool.approval,
            declared: declared.approval ?? 'never',
          }),
        );
      }
    }
    const scopeProblems: string[] = [];
    if (tool.identity !== undefined && tool.identity !== declared.identity) scopeProblems.push(`identity ${JSON.stringify(tool.identity)} (declared ${JSON.stringify(declared.identity ?? null)})`);
    if (tool.targetScope !== undefined && !targetMatches(declared.target, tool.targetScope)) scopeProblems.push(`target ${JSON.stringify(tool.targetScope)} (declared ${JSON.stringify(declared.target ?? null)})`);
    if (scopeProblems.length > 0) {
      findings.push(f('runtime_scope_mismatch', `the runtime reaches ${id} with ${scopeProblems.join(' and ')}`, [id], [label]));
    }
  }
  for (const id of Object.keys(lock?.tools ?? {}).sort()) {
    if (!seen.has(id)) findings.push(f('runtime_missing_tool', `the runtime did not load ${id}`, [id], [id.slice(0, id.indexOf('/'))]));
  }
  for (const label of [...versions.keys()].sort()) {
    const approved = lock!.servers[label].serverInfo!.version;
    for (const [version, ids] of [...versions.get(label)!].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))) {
      findings.push(
        f('runtime_version_mismatch', `the runtime loaded ${label} at version ${JSON.stringify(version)}; the lock approved ${JSON.stringify(approved)}`, [...ids].sort(), [label], {
          runtime: version,
          approved,
        }),
      );
    }
  }
  return findings;
}
