// Policy from the catalog: severity overrides and waivers. Pure.
//  - A waiver covers exactly the listed tools for one rule: a finding is
//    covered when its rule matches and every tool it names is listed (a
//    server-level finding is covered by its bare label, which covers none of
//    its tools' findings, or by `<label>/*`, which covers them too). A listed
//    entry may be a tool key of the catalog with `*`
//    in the tool name (`github/get_*`), matched as the catalog matches it.
//  - An expired waiver covers nothing and is itself a finding; so is a waiver
//    for an unknown rule or for an evidence rule (missing evidence is never
//    waived), or an incomplete one (no tools, reason or owner; not a date).
//  - Fix-only rules (drift and runtime findings, which a relock or a fix
//    resolves — merging the lock update is the approval —, undeclared effect,
//    target, identity or owner, waiver_expired, waiver_invalid) are resolved,
//    not waived: a waiver for one is invalid.
//  - Severity overrides apply to every rule, except that an evidence or
//    fix-only rule is never lowered (that would be a waiver by another name).
import { listSome } from '../util/truncate.js';
import { fullDateStart } from '../util/rfc3339.js';
import { addTo } from '../util/append.js';
import { saysNothing } from '../util/visible.js';
import { RULES, ruleSuggestion, SEVERITY_ORDER } from '../rules/rules.js';
import { exactId, isPattern, matchesName, parseToolKey, type ToolPattern } from '../lock/tool-pattern.js';
import type { Finding, Policy, Waiver } from '../types.js';

/** Evidence and fix-only rules: a severity override may raise them, never lower them. */
function neverLowered(rule: string): boolean {
  const known = RULES.get(rule);
  return known?.evidence === true || known?.fixOnly === true;
}

function keysOf(finding: Finding): { keys: string[]; servers: boolean } {
  if (finding.tools.length > 0) return { keys: finding.tools, servers: false };
  // A finding about a prompt or resource template (the lint's, details.kind and id) is listed by its id,
  // `label/name`, as a tool is: one false match need not waive the rule for the whole server.
  const d = finding.details;
  if (d && (d.kind === 'prompts' || d.kind === 'resourceTemplates') && typeof d.id === 'string' && d.id.includes('/')) return { keys: [d.id], servers: false };
  return { keys: finding.servers ?? [], servers: true };
}


/**
 * What a waiver's `tools` cover. The catalog accepts a key of `tools` there,
 * and keys may be patterns (`github/get_*`: the label literal, `*` any run of
 * characters in the tool name), so a pattern covers the ids it matches; a
 * server-level finding is covered by `<label>/*` and by its bare label (which
 * covers none of the server's tools).
 */
function coverage(listed: readonly string[]): { covers: (key: string, server: boolean) => boolean; exact: Set<string>; patterns: number; patternLabels: Set<string> } {
  const exact = new Set<string>();
  const patterns: ToolPattern[] = [];
  const wholeServers = new Set<string>();
  for (const entry of listed) {
    const pattern = parseToolKey(entry);
    if (!pattern || !isPattern(pattern)) {
      // A label (server-level findings) or an exact tool key (escapes removed).
      exact.add(pattern ? exactId(pattern) : entry);
      continue;
    }
    patterns.push(pattern);
    if (pattern.pieces.every((piece) => piece === '')) wholeServers.add(pattern.label);
  }
  const covers = (key: string, server: boolean): boolean => {
    if (exact.has(key)) return true;
    if (server) return wholeServers.has(key);
    const slash = key.indexOf('/');
    const label = key.slice(0, slash);
    const name = key.slice(slash + 1);
    return patterns.some((p) => p.label === label && matchesName(p, name));
  };
  return { covers, exact, patterns: patterns.length, patternLabels: new Set(patterns.map((p) => p.label)) };
}

/**
 * The findings a waiver may cover, without reading every finding for every
 * waiver (a catalog can hold a waiver per tool: that was quadratic): the
 * findings of its rule, and when it lists no pattern only those that name one
 * of its entries (a finding is covered when every key it names is listed, so
 * it names at least one). In finding order.
 */
class FindingIndex {
  private readonly byRule = new Map<string, Finding[]>();
  private readonly byRuleKey = new Map<string, Map<string, number[]>>();
  /** By rule and server label of the keys a finding names: what a pattern (`label/…`) may cover. */
  private readonly byRuleLabel = new Map<string, Map<string, number[]>>();
  constructor(findings: Finding[]) {
    for (const f of findings) {
      let list = this.byRule.get(f.rule);
      if (!list) this.byRule.set(f.rule, (list = []));
      let keyed = this.byRuleKey.get(f.rule);
      if (!keyed) this.byRuleKey.set(f.rule, (keyed = new Map()));
      let labelled = this.byRuleLabel.get(f.rule);
      if (!labelled) this.byRuleLabel.set(f.rule, (labelled = new Map()));
      const keys = new Set(keysOf(f).keys);
      for (const key of keys) addTo(keyed, key, list.length);
      for (const label of new Set([...keys].map((key) => (key.includes('/') ? key.slice(0, key.indexOf('/')) : key)))) addTo(labelled, label, list.length);
      list.push(f);
    }
  }

  /**
   * The findings of the rule that name one of the waiver's exact keys, or a key of a server one of its patterns
   * names (not every finding of the rule as soon as there is a pattern: a waiver per server over a catalog of 20,000
   * tools read them all for each).
   */
  candidates(rule: string, cover: ReturnType<typeof coverage>): Finding[] {
    const all = this.byRule.get(rule) ?? [];
    const keyed = this.byRuleKey.get(rule);
    const labelled = this.byRuleLabel.get(rule);
    const positions = new Set<number>();
    for (const key of cover.exact) for (const at of keyed?.get(key) ?? []) positions.add(at);
    for (const label of cover.patternLabels) for (const at of labelled?.get(label) ?? []) positions.add(at);
    return [...positions].sort((a, b) => a - b).map((at) => all[at]);
  }
}

/** The end of the calendar day `YYYY-MM-DD` in UTC, or NaN when it is not a real date (2026-02-30 does not roll over into March). */
function endOfDay(date: string): number {
  const start = fullDateStart(date);
  return start === undefined ? Number.NaN : start + 86_400_000 - 1;
}

/** `expires` is a calendar date: the waiver holds through that whole day (UTC). Not a date: expired (covers nothing). */
export function isExpired(waiver: Waiver, now: Date): boolean {
  const end = endOfDay(waiver.expires);
  return Number.isNaN(end) || end < now.getTime();
}

/** Why a waiver is incomplete (the catalog schema requires every field; callers of applyPolicy may not validate). */
function incompleteness(waiver: Waiver): string | undefined {
  const missing: string[] = [];
  if (!Array.isArray(waiver.tools) || waiver.tools.length === 0) missing.push('tools');
  for (const key of ['reason', 'owner'] as const) if (saysNothing(waiver[key])) missing.push(key);
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  if (Number.isNaN(endOfDay(waiver.expires))) return `expires ${JSON.stringify(waiver.expires)} is not a calendar date (YYYY-MM-DD)`;
  return undefined;
}

export function applyPolicy(findings: Finding[], policy: Policy | undefined, waivers: Waiver[] | undefined, now: Date): Finding[] {
  const out: Finding[] = findings.map((f) => {
    const override = policy?.severity?.[f.rule];
    // Missing evidence is never a pass, and a fix-only rule is fixed, not muted: an override may raise them, never lower them.
    if (override && neverLowered(f.rule) && SEVERITY_ORDER.indexOf(override) > SEVERITY_ORDER.indexOf(f.severity)) return { ...f };
    return override ? { ...f, severity: override } : { ...f };
  });
  const extra: Finding[] = [];
  let index: FindingIndex | undefined;
  (waivers ?? []).forEach((waiver, position) => {
    const where = `waivers[${position}] (${waiver.rule})`;
    const known = RULES.get(waiver.rule);
    const problem = !known
      ? `unknown rule${ruleSuggestion(String(waiver.rule))}`
      : known.evidence
        ? 'evidence rules cannot be waived (missing evidence is never a pass)'
        : known.fixOnly
          ? `this rule cannot be waived, only resolved: ${known.remediation}`
          : known.waiverListsTools && Array.isArray(waiver.tools) && waiver.tools.some((entry) => { const p = parseToolKey(entry); return !p || isPattern(p); })
            ? 'a waiver of this rule lists each tool by its exact id: a pattern would also waive tools that match it later'
            : incompleteness(waiver);
    if (problem) {
      extra.push({
        rule: 'waiver_invalid',
        severity: RULES.get('waiver_invalid')!.severity,
        tools: Array.isArray(waiver.tools) ? [...waiver.tools].sort() : [],
        message: `${where}: ${problem}`,
        details: { index: position },
      });
      return;
    }
    if (isExpired(waiver, now)) {
      extra.push({
        rule: 'waiver_expired',
        severity: RULES.get('waiver_expired')!.severity,
        tools: [...waiver.tools].sort(),
        message: `${where} expired on ${waiver.expires} (owner ${waiver.owner})`,
        details: { index: position, expires: waiver.expires, owner: waiver.owner ?? null },
      });
      return;
    }
    const cover = coverage(waiver.tools);
    const { covers } = cover;
    let used = false;
    // A finding the waiver covers in part (an overlap group that grew, a collision listed without one member): said so.
    let partly: string[] | undefined;
    for (const f of (index ??= new FindingIndex(out)).candidates(waiver.rule, cover)) {
      if (f.waived) continue;
      const { keys, servers } = keysOf(f);
      const uncovered = keys.filter((k) => !covers(k, servers));
      if (keys.length === 0 || uncovered.length > 0) {
        if (partly === undefined && uncovered.length < keys.length) partly = uncovered.sort();
        continue;
      }
      // Complete (incompleteness() passed): reason and owner are set.
      f.waived = { reason: waiver.reason!, owner: waiver.owner!, expires: waiver.expires };
      used = true;
    }
    if (!used) {
      extra.push({
        rule: 'waiver_unused',
        severity: RULES.get('waiver_unused')!.severity,
        tools: [...waiver.tools].sort(),
        message: partly
          ? `${where} covers a finding only in part: it does not list ${listSome(partly.map((k) => JSON.stringify(k)), 3)}, so the finding still counts`
          : `${where} matches no finding`,
        details: partly ? { index: position, notListed: partly } : { index: position },
      });
    }
  });
  return [...out, ...extra.map((f) => {
    const override = policy?.severity?.[f.rule];
    return { ...f, severity: override && !(neverLowered(f.rule) && SEVERITY_ORDER.indexOf(override) > SEVERITY_ORDER.indexOf(f.severity)) ? override : f.severity };
  })];
}
