// What people declared about each tool: write default denied, so a tool with
// no declared effect (or `undeclared`) is a finding.
import { rule } from '../rules/rules.js';
import { saysNothing } from '../util/visible.js';
import type { Catalog, Declared, Finding, Severity, Target, ToolDecl } from '../types.js';
import { compileToolDecls, resolveToolDecl } from '../lock/tool-decls.js';
import { exactId, isPattern, parseToolKey } from '../lock/tool-pattern.js';
import { truncate } from '../util/truncate.js';

/**
 * What the declarations leave open (seed 000's required resolution): a tool
 * with no declared effect (one finding a tool: it counts as a write), a write
 * tool no human approves (one finding a tool: waivable one by one), and tools
 * with no target, no owner, or a write with no downstream identity (one
 * finding a server, naming its tools), and exact entries for tools gone from
 * their server (declaration_unused). `readLabels`: the servers read completely
 * (drift's), whose lists say which tools are gone; without it no entry is
 * called stale.
 */
export function declarationFindings(
  toolIds: Iterable<string>,
  catalog: Pick<Catalog, 'tools' | 'servers' | 'owner'>,
  readLabels?: ReadonlySet<string>,
  /** Ids a read server lists with a malformed definition: listed all the same, so an entry naming one is not stale. */
  malformedIds: ReadonlySet<string> = new Set(),
): Finding[] {
  const findings: Finding[] = [];
  if (Object.keys(catalog.servers ?? {}).length === 0) {
    findings.push({ rule: 'catalog_empty', severity: rule('catalog_empty').severity, tools: [], servers: [], message: 'the catalog declares no server: there is nothing to promote' });
  }
  const resolve = compileToolDecls(catalog.tools ?? {});
  const noTarget = new Map<string, string[]>();
  const noOwner = new Map<string, string[]>();
  const noIdentity = new Map<string, string[]>();
  const add = (groups: Map<string, string[]>, label: string, id: string) => {
    const list = groups.get(label);
    if (list) list.push(id);
    else groups.set(label, [id]);
  };
  // Patterns alone: an exact `effect: undeclared` entry (as lock adds them) wins over a pattern written later.
  let patternsOnly: ReturnType<typeof compileToolDecls> | undefined;
  const patternFor = (id: string) => {
    patternsOnly ??= compileToolDecls(Object.fromEntries(Object.entries(catalog.tools ?? {}).filter(([key]) => { const p = parseToolKey(key); return p !== undefined && isPattern(p); })));
    return patternsOnly(id);
  };
  const sortedIds = [...new Set(toolIds)].sort();
  for (const id of sortedIds) {
    const resolved = resolve(id);
    const decl = resolved?.decl;
    const label = id.slice(0, id.indexOf('/'));
    if (!decl || decl.effect === 'undeclared') {
      const shadowed = decl ? patternFor(id) : undefined;
      findings.push({
        rule: 'undeclared_effect',
        severity: rule('undeclared_effect').severity,
        tools: [id],
        servers: [label],
        message: !decl
          ? `${id} has no entry in the catalog (treated as write)`
          : resolved?.ambiguous
            ? `${id} is declared otherwise by patterns ${resolved.ambiguous.map((k) => JSON.stringify(k)).join(', ')}, none more specific than the others (treated as write): give it an entry of its own, or make one pattern a specialization of the other`
            : shadowed && shadowed.key !== resolved!.key && shadowed.decl.effect !== 'undeclared'
            ? `${id} has effect: undeclared (treated as write): its own entry ${JSON.stringify(resolved!.key)} wins over the pattern ${JSON.stringify(shadowed.key)} (effect: ${shadowed.decl.effect}); delete that entry to let the pattern declare it, or declare the effect in it`
            : `${id} has effect: undeclared (treated as write): declare its effect in the catalog`,
      });
    }
    const server = Object.hasOwn(catalog.servers ?? {}, label) ? catalog.servers[label] : undefined;
    if (!hasTarget(decl?.target ?? server?.target)) add(noTarget, label, id);
    if (ownerOf(decl, catalog) === undefined) add(noOwner, label, id);
    // A declared write (an undeclared effect is its own finding): who it writes as, and whether a human approves the call.
    if (decl?.effect === 'write') {
      if (!nonEmpty(decl.identity ?? server?.identity)) add(noIdentity, label, id);
      if (decl.approval !== 'always' && decl.approval !== 'on-write') {
        findings.push({
          rule: 'write_without_approval',
          severity: rule('write_without_approval').severity,
          tools: [id],
          servers: [label],
          message: `${id} writes with ${decl.approval === undefined ? 'no declared approval' : `approval: ${decl.approval}`}: no human approves the call`,
          details: { approval: decl.approval ?? null },
        });
      }
    }
  }
  // Exact entries naming no tool of a server read completely that lists some: stale (patterns are for tools to come,
  // and stay). A server not read, or read in part, says nothing of what it no longer lists.
  const seenIds = new Set(sortedIds);
  const seenLabels = new Set([...seenIds].map((id) => id.slice(0, id.indexOf('/'))));
  const stale = new Map<string, string[]>();
  for (const key of readLabels ? Object.keys(catalog.tools ?? {}).sort() : []) {
    const parsed = parseToolKey(key);
    if (!parsed || isPattern(parsed)) continue;
    const id = exactId(parsed);
    if (readLabels!.has(parsed.label) && seenLabels.has(parsed.label) && !seenIds.has(id) && !malformedIds.has(id)) add(stale, parsed.label, id);
  }
  for (const label of [...stale.keys()].sort()) {
    const ids = stale.get(label)!;
    const shown = ids.slice(0, 3).map((id) => JSON.stringify(id)).join(', ') + (ids.length > 3 ? ` and ${ids.length - 3} more` : '');
    findings.push({
      rule: 'declaration_unused',
      severity: rule('declaration_unused').severity,
      tools: ids,
      servers: [label],
      message: `${label}: the catalog declares ${ids.length === 1 ? 'a tool' : `${ids.length} tools`} the server does not list (${shown}): a tool of that name that comes back is declared by ${ids.length === 1 ? 'it' : 'them'} before anyone reviews it; remove ${ids.length === 1 ? 'the entry' : 'the entries'}`,
    });
  }
  for (const [groups, ruleId, what] of [
    [noTarget, 'undeclared_target', 'no declared target (tenant, subscription, project or environment)'],
    [noIdentity, 'undeclared_identity', 'write effect and no declared downstream identity'],
    [noOwner, 'owner_missing', 'no allowlist owner'],
  ] as const) {
    for (const label of [...groups.keys()].sort()) {
      const ids = groups.get(label)!;
      findings.push({
        rule: ruleId,
        severity: rule(ruleId).severity,
        tools: ids,
        servers: [label],
        message: `${label}: ${ids.length === 1 ? `${ids[0]} has` : `${ids.length} tools have`} ${what}`,
      });
    }
  }
  return findings;
}

/** Who answers for each tool: its entry's `owner`, else the catalog's; undefined when neither is set (owner_missing). */
export function ownerResolver(catalog: Pick<Catalog, 'tools' | 'owner'>): (id: string) => string | undefined {
  const resolve = compileToolDecls(catalog.tools ?? {});
  return (id) => ownerOf(resolve(id)?.decl, catalog);
}

/** The owner of a tool with this declaration: its own, else the catalog's; undefined when neither is set (or blank). */
function ownerOf(decl: ToolDecl | undefined, catalog: Pick<Catalog, 'owner'>): string | undefined {
  const owner = decl?.owner ?? catalog.owner;
  return nonEmpty(owner) ? owner : undefined;
}

function nonEmpty(value: unknown): value is string {
  return !saysNothing(value);
}

/** The target keys, in the fixed order of the string form `tenant/subscription/project/environment`. */
export const TARGET_KEYS = ['tenant', 'subscription', 'project', 'environment'] as const;

/** The keys a target declares (a non-empty value), in TARGET_KEYS order. */
export function targetKeys(target: Target | null | undefined): (keyof Target)[] {
  return target ? TARGET_KEYS.filter((k) => nonEmpty(target[k])) : [];
}

function hasTarget(target: Target | null | undefined): boolean {
  return targetKeys(target).length > 0;
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

/**
 * True when `now` is weaker than `before`: less approval, or a smaller declared effect (so fewer gates). A lock
 * that approved `undeclared` approved no effect (undeclared never promotes): declaring one, with the approval
 * that goes with it, is a first declaration, to record by a relock, not a weakening — whether the lock wrote the
 * strictest approval out (`approval: always`) or left it implied (no approval, or no `declared` at all): the same
 * approval, the same verdict.
 */
export function weakened(before: Declared, now: Declared): boolean {
  if (before.effect === 'undeclared') return false;
  const approvalBefore = APPROVAL_STRENGTH[before.approval ?? 'never'];
  // Undeclared now asks `always` of the runtime, the strictest reading, as the lock reads it: a declaration deleted
  // is no approval lowered (it blocks as undeclared_effect, and is contained).
  const approvalNow = now.effect === 'undeclared' ? APPROVAL_STRENGTH.always : APPROVAL_STRENGTH[now.approval ?? 'never'];
  if (approvalNow < approvalBefore) return true;
  return EFFECT_STRENGTH[now.effect] < EFFECT_STRENGTH[before.effect];
}

/**
 * True when the identity or target a tool acts as moved: one the lock recorded is now another, or gone. Declaring
 * one where the lock had none is a first declaration (what undeclared_identity and undeclared_target ask for).
 */
export function movedScope(before: Declared, now: Declared): boolean {
  if (before.identity !== undefined && before.identity !== now.identity) return true;
  if (before.target !== undefined) {
    const key = (t: Declared['target']) => JSON.stringify(t ? Object.entries(t).sort() : null);
    if (key(before.target) !== key(now.target)) return true;
  }
  return false;
}

/**
 * True when a declaration change rolls the release back, as decide() reads it: it weakens or moves the gates (less
 * approval, a smaller effect, another identity or target) of a tool that writes now or wrote as locked (undeclared
 * counts as a write).
 */
export function declarationRollsBack(before: Declared, now: Declared): boolean {
  if (!weakened(before, now) && !movedScope(before, now)) return false;
  return effectiveEffect(now) === 'write' || before.effect === 'write' || before.effect === 'undeclared';
}

/**
 * The severity of a declaration_changed: high when it weakens a declaration or rolls the release back (an outside
 * audit: an identity moved on a write tool, a rollback, sorted medium below findings that only contain), else the
 * rule's default.
 */
export function declarationChangeSeverity(before: Declared, now: Declared): Severity {
  return weakened(before, now) || declarationRollsBack(before, now) ? 'high' : rule('declaration_changed').severity;
}

/**
 * What differs between two declarations, field by field, old → new (`approval: always → on-write`, `identity:
 * mi-ticket → mi-admin`, `target.environment: staging → production`), in the order showDeclared writes them; a field
 * one of them does not set reads `none`. A declaration_changed message names only these (an outside audit: two whole
 * JSON objects to diff by eye); its details keep both declarations whole.
 */
export function declarationChanges(before: Declared, now: Declared): string[] {
  const changes: string[] = [];
  const change = (field: string, old: string | undefined, next: string | undefined) => {
    if (old !== next) changes.push(`${field}: ${declaredValue(old)} → ${declaredValue(next)}`);
  };
  change('effect', before.effect, now.effect);
  change('approval', before.approval, now.approval);
  change('identity', before.identity, now.identity);
  for (const key of TARGET_KEYS) change(`target.${key}`, before.target?.[key], now.target?.[key]);
  return changes;
}

/** A declared value in a message: as written when it is a plain word, else quoted as JSON (cut); `none` when unset. */
function declaredValue(value: string | undefined): string {
  if (value === undefined) return 'none';
  return /^[\p{L}\p{N}][\p{L}\p{N}._:@/+-]{0,119}$/u.test(value) && value !== 'none' ? value : JSON.stringify(truncate(value, 120));
}

/** A declaration as a message shows it: keys always in one order (effect, approval, identity, target), so two read side by side. */
export function showDeclared(d: Declared): string {
  const ordered: Record<string, unknown> = { effect: d.effect };
  if (d.approval !== undefined) ordered.approval = d.approval;
  if (d.identity !== undefined) ordered.identity = d.identity;
  if (d.target !== undefined) ordered.target = Object.fromEntries(TARGET_KEYS.filter((k) => d.target![k] !== undefined).map((k) => [k, d.target![k]]));
  return JSON.stringify(ordered);
}
