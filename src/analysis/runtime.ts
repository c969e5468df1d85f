// The catalog the agent runtime actually loaded (seed 000's photograph)
// against the lock and the declarations. Pure. Fail closed: a runtime entry
// for an approved tool must carry every field needed to prove it
// (runtime_evidence_incomplete otherwise); an absent field is never a match.
import { sha256Text } from '../contract/hash.js';
import { rule } from '../rules/rules.js';
import type { Approval, Declared, Finding, JsonObject, LockFile, Target } from '../types.js';
import { targetKeys } from './declarations.js';
import { runtimeId } from './entries.js';
import { saysNothing } from '../util/visible.js';
import { durationText } from '../util/duration.js';
import { CLOCK_SKEW_MS, freshness } from '../util/freshness.js';

export interface RuntimeTool {
  serverLabel: string;
  serverVersion?: string;
  toolName: string;
  /** sha256 of the description's UTF-8 text (NFC), as in the lock's fields.description. */
  descriptionHash?: string;
  /** sha256 of the RFC 8785 JSON of the input schema, as in the lock's fields.inputSchema. */
  inputSchemaHash?: string;
  /** Optional hashes of the other fields of the contract, as in the lock's fields; compared when given. */
  titleHash?: string;
  outputSchemaHash?: string;
  annotationsHash?: string;
  executionHash?: string;
  approval?: Approval | string;
  identity?: string;
  /**
   * The target the runtime reaches: the target as an object (exactly the
   * declared keys), or the declared values joined by "/" in the order
   * tenant/subscription/project/environment (one declared key: its value).
   */
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

/** Fields of the contract a photograph may prove beyond the description and input schema (`<field>Hash`). */
const OPTIONAL_HASHED = ['title', 'outputSchema', 'annotations', 'execution'] as const;

/** What a runtime that photographs a tool with no description gives: the hash of the empty text the model receives. */
const NO_DESCRIPTION = sha256Text('');

function f(id: string, message: string, tools: string[], servers: string[], details?: JsonObject): Finding {
  return { rule: id, severity: rule(id).severity, tools, servers, message, ...(details ? { details } : {}) };
}

/** A value that says nothing: null, or a string of white space only. */
const blank = (v: unknown) => v === null || (typeof v === 'string' && saysNothing(v));

/**
 * Whether the runtime's target scope proves the declared target. Strict:
 *  - no declared target: any runtime scope is a mismatch (nothing to prove it against);
 *  - an object scope must set exactly the declared keys (none missing, none
 *    extra), each with the declared value;
 *  - a string scope must equal the declared values joined by "/" in the order
 *    tenant/subscription/project/environment (with one declared key, that
 *    value alone); when a declared value itself contains "/" the string form
 *    is ambiguous and proves nothing (use the object form).
 */
export function targetMatches(declared: Target | undefined, scope: string | Target): boolean {
  return targetProof(declared, scope) === 'match';
}

/**
 * What a runtime scope says of the declared target: `match`, `mismatch` (another target), or `unproven` (nothing
 * declared to prove it against, or a string scope equal to the joined values where a declared value holds "/", which
 * the string form cannot tell apart). A key set to an empty value or null, on either side, is no key (as targetKeys
 * reads a declaration).
 */
export function targetProof(declared: Target | undefined, scope: string | Target): 'match' | 'mismatch' | 'unproven' {
  const keys = targetKeys(declared);
  if (keys.length === 0) return 'unproven';
  const values = keys.map((k) => declared![k]!);
  if (typeof scope === 'string') {
    // The joined values themselves are ambiguous when one holds "/"; any other string cannot be the declared target.
    if (scope !== values.join('/')) return 'mismatch';
    return values.some((v) => v.includes('/')) ? 'unproven' : 'match';
  }
  if (scope === null || typeof scope !== 'object' || Array.isArray(scope)) return 'mismatch';
  const scopeKeys = Object.keys(scope).filter((k) => !blank(scope[k as keyof Target]));
  return scopeKeys.length === keys.length && keys.every((k) => Object.hasOwn(scope, k) && scope[k] === declared![k]) ? 'match' : 'mismatch';
}

/**
 * The approval a declaration asks of the runtime: the declared one; none declared, `never` — but for an undeclared
 * effect, which counts as a write until people declare it, `always`, the strictest reading (as a lock written without
 * declarations is read).
 */
function approvalOf(declared: Declared): NonNullable<Declared['approval']> {
  return declared.approval ?? (declared.effect === 'undeclared' ? 'always' : 'never');
}

/**
 * The fields a runtime entry for an approved tool must carry to prove it was
 * loaded as approved: the hashes and the approval always, the server version
 * when the lock records one, the identity and the target when the catalog
 * declares them. Missing evidence is never a match.
 */
function missingEvidence(tool: RuntimeTool, approvedVersion: string | undefined, locked: LockFile['tools'][string], declared: Declared): string[] {
  const missing: string[] = [];
  if (approvedVersion !== undefined && versionOf(tool) === undefined) missing.push('serverVersion');
  // Always: a tool approved without a description is proven by the hash of the empty text (NO_DESCRIPTION).
  if (tool.descriptionHash === undefined) missing.push('descriptionHash');
  if (tool.inputSchemaHash === undefined && locked.fields.inputSchema !== undefined) missing.push('inputSchemaHash');
  if (tool.approval === undefined) missing.push('approval');
  if (declared.identity !== undefined && identityOf(tool) === undefined) missing.push('identity');
  if (targetKeys(declared.target).length > 0 && scopeOf(tool) === undefined) missing.push('targetScope');
  return missing;
}


/** The runtime's server version, undefined when absent or blank (missing evidence, not another version). */
function versionOf(tool: RuntimeTool): string | undefined {
  return tool.serverVersion === undefined || blank(tool.serverVersion) ? undefined : tool.serverVersion;
}

/** The runtime's identity, undefined when absent or blank (a blank one says nothing: missing evidence, not another identity). */
function identityOf(tool: RuntimeTool): string | undefined {
  return tool.identity === undefined || blank(tool.identity) ? undefined : tool.identity;
}

/** The runtime's target scope, undefined when absent or saying nothing (a blank string, an object of blank keys only). */
function scopeOf(tool: RuntimeTool): string | Target | undefined {
  const scope = tool.targetScope;
  if (scope === undefined || blank(scope)) return undefined;
  if (typeof scope === 'object' && scope !== null && !Array.isArray(scope) && Object.values(scope).every(blank)) return undefined;
  return scope;
}

export function runtimeFindings(runtime: RuntimeSnapshot, lock: LockFile | undefined, declaredOf: (id: string) => Declared): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  // How many entries the runtime holds under each runtime identity (each entry is checked; a second one is ambiguous).
  const entries = new Map<string, number>();
  // Runtime tools whose server version differs from the approved one, by label and version.
  const versions = new Map<string, Map<string, Set<string>>>();
  for (const tool of runtime.tools) {
    const id = runtimeId(tool.serverLabel, tool.toolName.normalize('NFC'));
    const label = tool.serverLabel;
    seen.add(id);
    entries.set(id, (entries.get(id) ?? 0) + 1);
    const approvedVersion = lock && Object.hasOwn(lock.servers, label) ? lock.servers[label].serverInfo?.version : undefined;
    const version = versionOf(tool);
    if (version !== undefined && approvedVersion !== undefined && version !== approvedVersion) {
      let byVersion = versions.get(label);
      if (!byVersion) versions.set(label, (byVersion = new Map()));
      // A set: a runtime identity loaded twice (duplicate_name) is still one tool at that version.
      const ids = byVersion.get(version);
      if (ids) ids.add(id);
      else byVersion.set(version, new Set([id]));
    }
    const locked = lock?.tools[id];
    if (!locked) {
      // With no lock at all, nothing was approved to roll back to: said, and contained (see decide). A server a lock
      // exists without is still a surface the runtime added beyond what was approved: a write there rolls back.
      const unlocked = lock === undefined;
      findings.push(f('runtime_unknown_tool', `the runtime loaded ${id}, which the lock does not approve${unlocked ? ' (its server is not locked yet)' : ''}`, [id], [label], unlocked ? { serverLocked: false } : undefined));
      continue;
    }
    const declared = declaredOf(id);
    const missing = missingEvidence(tool, approvedVersion, locked, declared);
    if (missing.length > 0) {
      findings.push(
        f('runtime_evidence_incomplete', `the runtime entry for ${id} lacks ${missing.join(', ')}: it cannot prove the tool was loaded as approved`, [id], [label], {
          missing,
        }),
      );
    }
    const mismatched: string[] = [];
    if (tool.descriptionHash !== undefined && tool.descriptionHash !== (locked.fields.description ?? NO_DESCRIPTION)) mismatched.push('description');
    if (tool.inputSchemaHash !== undefined && tool.inputSchemaHash !== locked.fields.inputSchema) mismatched.push('inputSchema');
    // The other fields, when the runtime photographs them too: evidence that contradicts the lock is never ignored.
    for (const field of OPTIONAL_HASHED) {
      const given = tool[`${field}Hash`];
      if (given !== undefined && given !== locked.fields[field]) mismatched.push(field);
    }
    if (mismatched.length > 0) {
      findings.push(f('runtime_hash_mismatch', `the runtime's ${mismatched.join(' and ')} of ${id} ${mismatched.length === 1 ? 'differs' : 'differ'} from the lock`, [id], [label], { fields: mismatched }));
    }
    if (tool.approval !== undefined) {
      // The gate that must hold: the stronger of what the catalog declares and what the lock approved (a catalog that
      // drops the entry or lowers it does not lower what the runtime must apply until a relock approves it).
      const catalogApproval = approvalOf(declared);
      const lockApproval = locked.declared ? approvalOf(locked.declared) : undefined;
      const gate = lockApproval !== undefined && APPROVAL_STRENGTH[lockApproval] > APPROVAL_STRENGTH[catalogApproval] ? lockApproval : catalogApproval;
      const have = APPROVAL_STRENGTH[tool.approval];
      if (have === undefined || have < APPROVAL_STRENGTH[gate]) {
        // Weaker than the lock approved too (a gate dropped), or only than a raise the catalog proposes and the runtime does not apply yet.
        const belowLock = have === undefined || lockApproval === undefined || have < APPROVAL_STRENGTH[lockApproval];
        const lockText = lockApproval === undefined || lockApproval === catalogApproval ? '' : belowLock ? ` (the lock approved ${lockApproval})` : ` (the lock approved ${lockApproval}: the catalog raises it and the runtime does not apply the raise)`;
        findings.push(
          f('runtime_approval_weaker', `the runtime applies approval ${JSON.stringify(tool.approval)} to ${id}; the catalog declares ${catalogApproval}${lockText}`, [id], [label], {
            runtime: tool.approval,
            declared: gate,
            belowLock,
          }),
        );
      }
    }
    // Present values are compared even when others are missing; an identity or
    // a scope the catalog does not declare is unproven, hence a mismatch.
    // `moved`: the runtime uses another identity or target than the one declared (not merely one nobody declared).
    const scopeProblems: string[] = [];
    const scopeFields: string[] = [];
    let moved = false;
    const identity = identityOf(tool);
    const scope = scopeOf(tool);
    if (identity !== undefined && identity !== declared.identity) {
      scopeFields.push('identity');
      scopeProblems.push(`identity ${JSON.stringify(tool.identity)} (${declared.identity === undefined ? 'none declared' : `declared ${JSON.stringify(declared.identity)}`})`);
      if (declared.identity !== undefined) moved = true;
    }
    const proof = scope === undefined ? 'match' : targetProof(declared.target, scope);
    if (proof !== 'match') {
      scopeFields.push('targetScope');
      scopeProblems.push(`target ${JSON.stringify(tool.targetScope)} (${declared.target === undefined ? 'none declared' : `declared ${JSON.stringify(declared.target)}`}${proof === 'unproven' && targetKeys(declared.target).length > 0 ? ', which the string form cannot prove: a declared value holds "/"' : ''})`);
      // Another target than the one declared; an unproven one (nothing declared, an ambiguous string) is contained.
      if (proof === 'mismatch') moved = true;
    }
    if (scopeProblems.length > 0) {
      findings.push(f('runtime_scope_mismatch', `the runtime reaches ${id} with ${scopeProblems.join(' and ')}`, [id], [label], { fields: scopeFields, moved }));
    }
  }
  for (const [id, count] of [...entries].filter(([, n]) => n > 1).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
    findings.push(
      f('duplicate_name', `the runtime loaded ${count} tools under the runtime identity ${id}: which one the model calls is undefined`, [id], [id.slice(0, id.indexOf('/'))], {
        source: 'runtime',
        entries: count,
      }),
    );
  }
  const approved = Object.keys(lock?.tools ?? {}).sort();
  // A canary may leave tools out (runtime_missing_tool, contained); a photograph of none of the approved tools proves
  // nothing (missing evidence, exit 2): its missing tools are not a runtime's choice but the photograph's silence.
  const provesNothing = approved.length > 0 && !approved.some((id) => seen.has(id));
  for (const id of provesNothing ? [] : approved) {
    if (!seen.has(id)) findings.push(f('runtime_missing_tool', `the runtime did not load ${id}`, [id], [id.slice(0, id.indexOf('/'))]));
  }
  if (provesNothing) {
    findings.push(
      f('runtime_evidence_incomplete', `the runtime snapshot lists none of the ${approved.length} tool(s) the lock approves: it proves nothing about what the agent runtime loaded`, [], [], {
        missing: ['tools'],
      }),
    );
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

/**
 * Why a runtime photograph is not shown to be of the catalog's release, or undefined when it is (or the catalog
 * names no release). `agentRelease` is the release (`2026-10-06.2`), or the agent and the release joined by `-`, `@`, `/`,
 * `:` or `_` (seed 000 writes `ops-agent-2026-10-06.2`). Compared with another release's declarations, a runtime
 * that is right for its own release would read as drift, and one that is wrong could match by chance.
 */
export function runtimeReleaseMismatch(runtime: Pick<RuntimeSnapshot, 'agentRelease'>, catalog: { agent: string; release?: string }): string | undefined {
  const photographed = runtime.agentRelease;
  const release = catalog.release;
  if (typeof release !== 'string' || release === '') return undefined;
  // Which release a photograph is of is evidence like any other: not said, not proven.
  if (typeof photographed !== 'string') return `the runtime snapshot names no agentRelease, and the catalog of agent ${JSON.stringify(catalog.agent)} declares release ${JSON.stringify(release)}: add "agentRelease" to the photograph`;
  if (photographed === release) return undefined;
  for (const sep of ['-', '@', '/', ':', '_']) if (photographed === `${catalog.agent}${sep}${release}`) return undefined;
  return `the runtime snapshot photographs release ${JSON.stringify(photographed)}, and the catalog of agent ${JSON.stringify(catalog.agent)} declares release ${JSON.stringify(release)}: photograph the runtime of this release`;
}

/** How old a runtime photograph may be by default: a day (`--runtime-max-age`). */
export const RUNTIME_MAX_AGE_MS = 24 * 3_600_000;

/**
 * Whether the photograph shows the runtime as it is when the check decides (seed 000: what the model receives at the
 * moment of the decision; a default-version toolbox changes without a release): taken within `maxAgeMs` before `now`,
 * not after it (beyond CLOCK_SKEW_MS), and saying when. A photograph that does not is missing evidence. No maximum
 * age (undefined): any photograph that says a valid time, or none, is taken as it is.
 */
export function photographFreshness(runtime: Pick<RuntimeSnapshot, 'capturedAtUtc'>, now: Date, maxAgeMs: number | undefined): Finding[] {
  if (maxAgeMs === undefined) return [];
  const limit = `at most ${durationText(maxAgeMs)} old (--runtime-max-age)`;
  const stale = (message: string) => [f('runtime_evidence_incomplete', message, [], [], { capturedAtUtc: runtime.capturedAtUtc ?? null, maxAge: durationText(maxAgeMs) })];
  const at = freshness(runtime.capturedAtUtc, now.getTime(), maxAgeMs);
  switch (at.kind) {
    case 'fresh':
      return [];
    case 'undated':
      return stale(`the runtime snapshot does not say when it was taken (capturedAtUtc): a photograph of unknown age proves nothing of the runtime now; it must be ${limit}`);
    case 'invalid':
      return stale(`the runtime snapshot's capturedAtUtc ${JSON.stringify(runtime.capturedAtUtc)} is not a date-time (2026-10-06T07:41:12Z)`);
    case 'stale':
      return stale(`the runtime snapshot was taken at ${runtime.capturedAtUtc}, ${durationText(at.ageMs)} before this check; it must be ${limit}: photograph the runtime again`);
    case 'future':
      return stale(`the runtime snapshot says it was taken at ${runtime.capturedAtUtc}, ${durationText(at.aheadMs)} after this check's clock (${durationText(CLOCK_SKEW_MS)} of difference allowed): a photograph from the future proves nothing (check the clock that wrote it)`);
  }
}
