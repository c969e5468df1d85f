// Policy from the catalog (waivers, severity overrides) and the verdict
// (decision and exit code). Pure functions, no I/O.
import { describe, expect, it } from 'vitest';
import { decide, type DecideOptions } from '../../src/policy/decide.js';
import { applyPolicy, isExpired } from '../../src/policy/waivers.js';
import { declarationDrift } from '../../src/analysis/analyze.js';
import { declarationFindings, weakened } from '../../src/analysis/declarations.js';
import type { Declared, Finding, LockFile, Severity, Waiver } from '../../src/types.js';

const NOW = new Date('2026-10-06T07:35:00Z');

function finding(rule: string, severity: Severity, tools: string[], servers?: string[]): Finding {
  return { rule, severity, tools, ...(servers ? { servers } : {}), message: `${rule} ${tools.join(',') || servers?.join(',')}` };
}

function waiver(rule: string, tools: string[], extra: Partial<Waiver> = {}): Waiver {
  return { rule, tools, reason: 'accepted for this release', owner: 'platform-ai', expires: '2026-12-31', ...extra };
}

const PREVIEWS = finding('exact_name', 'critical', ['change-read/change.preview', 'change-write/change.preview'], ['change-read', 'change-write']);
const GET = finding('instruction_text', 'high', ['change-read/change.get'], ['change-read']);
const SERVER = finding('hidden_unicode', 'medium', [], ['change-write']);

const waivedKeys = (out: Finding[]) => out.filter((f) => f.waived).map((f) => `${f.rule} ${f.tools.join(',') || f.servers?.join(',')}`);
const extras = (out: Finding[]) => out.filter((f) => f.rule.startsWith('waiver_')).map((f) => `${f.rule} ${f.severity} ${f.tools.join(',')}`);

describe('waivers', () => {
  it('cover exactly the listed tools for the waiver rule', () => {
    const out = applyPolicy([GET, finding('instruction_text', 'high', ['change-read/change.preview']), finding('hidden_unicode', 'high', ['change-read/change.get'])], undefined, [waiver('instruction_text', ['change-read/change.get'])], NOW);
    expect(waivedKeys(out)).toEqual(['instruction_text change-read/change.get']);
    expect(out.find((f) => f.waived)!.waived).toEqual({ reason: 'accepted for this release', owner: 'platform-ai', expires: '2026-12-31' });
    expect(extras(out)).toEqual([]);
    // The input is not mutated.
    expect(GET.waived).toBeUndefined();
  });

  it('cover a multi-tool finding only when every tool is listed', () => {
    const partial = applyPolicy([PREVIEWS], undefined, [waiver('exact_name', ['change-read/change.preview'])], NOW);
    expect(waivedKeys(partial)).toEqual([]);
    expect(extras(partial)).toEqual(['waiver_unused info change-read/change.preview']);
    // It says which members it leaves out, instead of "matches no finding".
    const unused = partial.find((f) => f.rule === 'waiver_unused')!;
    expect(unused.message).toBe('waivers[0] (exact_name) covers a finding only in part: it does not list "change-write/change.preview", so the finding still counts');
    expect(unused.details).toEqual({ index: 0, notListed: ['change-write/change.preview'] });
    expect(applyPolicy([PREVIEWS], undefined, [waiver('exact_name', ['other/x'])], NOW).find((f) => f.rule === 'waiver_unused')!.message).toBe('waivers[0] (exact_name) matches no finding');
    const full = applyPolicy([PREVIEWS], undefined, [waiver('exact_name', ['change-write/change.preview', 'change-read/change.preview', 'other/x'])], NOW);
    expect(waivedKeys(full)).toEqual(['exact_name change-read/change.preview,change-write/change.preview']);
  });

  it('cover a finding about a prompt or resource template by its id, label/name, as a tool (sixth outside tester: only label/* did)', () => {
    const about = (kind: string, id: string): Finding => ({ rule: 'instruction_text', severity: 'high', tools: [], servers: ['fx'], message: `${kind} ${id}`, details: { kind, id } });
    const summarize = about('prompts', 'fx/summarize');
    const file = about('resourceTemplates', 'fx/file');
    const keys = (out: Finding[]) => out.filter((f) => f.waived).map((f) => String(f.details?.id));
    expect(keys(applyPolicy([summarize, file], undefined, [waiver('instruction_text', ['fx/summarize'])], NOW))).toEqual(['fx/summarize']);
    expect(keys(applyPolicy([summarize, file], undefined, [waiver('instruction_text', ['fx/*'])], NOW))).toEqual(['fx/summarize', 'fx/file']);
    expect(keys(applyPolicy([summarize, file], undefined, [waiver('instruction_text', ['fx/sum*'])], NOW))).toEqual(['fx/summarize']);
    expect(keys(applyPolicy([summarize], undefined, [waiver('instruction_text', ['other/summarize'])], NOW))).toEqual([]);
  });

  it('cover server-level findings by server label (or <label>/*), not by one of its tools', () => {
    expect(waivedKeys(applyPolicy([SERVER], undefined, [waiver('hidden_unicode', ['change-write'])], NOW))).toEqual(['hidden_unicode change-write']);
    expect(waivedKeys(applyPolicy([SERVER], undefined, [waiver('hidden_unicode', ['change-write/*'])], NOW))).toEqual(['hidden_unicode change-write']);
    expect(waivedKeys(applyPolicy([SERVER], undefined, [waiver('hidden_unicode', ['change-write/change.preview'])], NOW))).toEqual([]);
    expect(waivedKeys(applyPolicy([SERVER], undefined, [waiver('hidden_unicode', ['change-read'])], NOW))).toEqual([]);
    // A server label does not cover the tools of the server.
    expect(waivedKeys(applyPolicy([GET], undefined, [waiver('instruction_text', ['change-read'])], NOW))).toEqual([]);
  });

  it('accept the tool keys of the catalog, patterns included (the label is literal, * only in the tool name)', () => {
    const tools = [finding('exact_name', 'high', ['github/get_file_contents', 'gitlab/get_file_contents']), finding('exact_name', 'critical', ['github/push_files', 'gitlab/push_files'])];
    const out = applyPolicy(tools, undefined, [waiver('exact_name', ['github/get_*', 'gitlab/get_*'])], NOW);
    expect(waivedKeys(out)).toEqual(['exact_name github/get_file_contents,gitlab/get_file_contents']);
    // `git/*` is the server git, not every label starting with git; `.` in a key is literal.
    expect(waivedKeys(applyPolicy(tools, undefined, [waiver('exact_name', ['git/*', 'gitla*/push_files', 'github/push.files'])], NOW))).toEqual([]);
    expect(waivedKeys(applyPolicy([GET], undefined, [waiver('instruction_text', ['change-read/change.*'])], NOW))).toEqual(['instruction_text change-read/change.get']);
    expect(waivedKeys(applyPolicy([GET], undefined, [waiver('instruction_text', ['change-read/*'])], NOW))).toEqual(['instruction_text change-read/change.get']);
  });

  it('hold through the whole expiry day in UTC, and expire the next day (waiver_expired; the finding blocks again)', () => {
    const w = waiver('instruction_text', ['change-read/change.get'], { expires: '2026-10-06' });
    expect(isExpired(w, new Date('2026-10-06T00:00:00.000Z'))).toBe(false);
    expect(isExpired(w, new Date('2026-10-06T23:59:59.999Z'))).toBe(false);
    expect(isExpired(w, new Date('2026-10-07T00:00:00.000Z'))).toBe(true);
    // Local time does not matter: 23:30 on the 6th at UTC-2 is already the 7th in UTC.
    expect(isExpired(w, new Date('2026-10-06T23:30:00-02:00'))).toBe(true);
    // ...and 00:30 on the 7th at UTC+2 is still the 6th.
    expect(isExpired(w, new Date('2026-10-07T00:30:00+02:00'))).toBe(false);

    const lastDay = applyPolicy([GET], undefined, [w], new Date('2026-10-06T23:59:59.999Z'));
    expect(waivedKeys(lastDay)).toEqual(['instruction_text change-read/change.get']);
    const nextDay = applyPolicy([GET], undefined, [w], new Date('2026-10-07T00:00:00.000Z'));
    expect(waivedKeys(nextDay)).toEqual([]);
    expect(extras(nextDay)).toEqual(['waiver_expired high change-read/change.get']);
    expect(nextDay.find((f) => f.rule === 'waiver_expired')!.details).toEqual({ index: 0, expires: '2026-10-06', owner: 'platform-ai' });
    expect(decide(nextDay, { mode: 'live', failOn: 'medium', effectOf: () => 'read' }).exitCode).toBe(1);
  });

  it('are invalid for an unknown rule, an evidence rule, or when incomplete: waiver_invalid, and they cover nothing', () => {
    const unreachable = finding('server_unreachable', 'high', [], ['change-write']);
    const out = applyPolicy(
      [GET, unreachable],
      undefined,
      [
        waiver('no_such_rule', ['change-read/change.get']),
        waiver('server_unreachable', ['change-write']),
        waiver('incomplete_discovery', ['change-write/*']),
        waiver('instruction_text', ['change-read/change.get'], { expires: '2026-02-30' }),
        waiver('instruction_text', ['change-read/change.get'], { owner: '' }),
        waiver('instruction_text', []),
        // (an outside review) A reason or an owner that draws nothing: zero-width space, word joiner, Hangul filler.
        waiver('instruction_text', ['change-read/change.get'], { reason: '\u200b' }),
        waiver('instruction_text', ['change-read/change.get'], { owner: '\u2060 \u3164' }),
        // (a second review) A lone combining accent, the ideographic half fill space, private use, unassigned.
        waiver('instruction_text', ['change-read/change.get'], { reason: '\u0301', owner: '\u303f' }),
        waiver('instruction_text', ['change-read/change.get'], { reason: '\ue000', owner: '\u0378' }),
      ],
      NOW,
    );
    expect(waivedKeys(out)).toEqual([]);
    const invalid = out.filter((f) => f.rule === 'waiver_invalid');
    expect(invalid.map((f) => f.message)).toEqual([
      'waivers[0] (no_such_rule): unknown rule',
      'waivers[1] (server_unreachable): evidence rules cannot be waived (missing evidence is never a pass)',
      'waivers[2] (incomplete_discovery): evidence rules cannot be waived (missing evidence is never a pass)',
      'waivers[3] (instruction_text): expires "2026-02-30" is not a calendar date (YYYY-MM-DD)',
      'waivers[4] (instruction_text): missing owner',
      'waivers[5] (instruction_text): missing tools',
      'waivers[6] (instruction_text): missing reason',
      'waivers[7] (instruction_text): missing owner',
      'waivers[8] (instruction_text): missing reason, owner',
      'waivers[9] (instruction_text): missing reason, owner',
    ]);
    expect(invalid.every((f) => f.severity === 'high')).toBe(true);
    expect(invalid.map((f) => f.details)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) => ({ index })));
    // The evidence finding still makes the check unverifiable.
    expect(decide(out.filter((f) => f.rule === 'server_unreachable'), { mode: 'live', failOn: 'medium', effectOf: () => 'write' }).exitCode).toBe(2);
  });

  it('are invalid for a fix-only rule: an undeclared effect is declared, not waived', () => {
    const undeclared = finding('undeclared_effect', 'high', ['s/wipe'], ['s']);
    const out = applyPolicy([undeclared], undefined, [waiver('undeclared_effect', ['s/*'])], NOW);
    expect(waivedKeys(out)).toEqual([]);
    expect(out.filter((f) => f.rule === 'waiver_invalid').map((f) => f.message)).toEqual(['waivers[0] (undeclared_effect): this rule cannot be waived, only resolved: Declare `effect` (and `approval`) for the tool in the catalog YAML.']);
    expect(decide(out, { mode: 'live', failOn: 'medium', effectOf: () => 'write' }).decision).not.toBe('promote');
    // Drift and runtime findings are approved by a relock or fixed, never waived: merging the lock update is the
    // approval; so are an undeclared target, identity or owner, and a runtime identity listed twice.
    for (const rule of ['tool_added', 'tool_removed', 'mutable_contract', 'contract_changed', 'schema_breaking', 'schema_change', 'annotation_flip', 'declaration_changed', 'server_changed', 'duplicate_name', 'malformed_definition', 'runtime_unknown_tool', 'runtime_hash_mismatch', 'runtime_approval_weaker', 'runtime_scope_mismatch', 'runtime_version_mismatch', 'undeclared_target', 'undeclared_identity', 'owner_missing']) {
      const drift = finding(rule, 'high', ['s/refund'], ['s']);
      const policed = applyPolicy([drift], undefined, [waiver(rule, ['s/*'])], NOW);
      expect(waivedKeys(policed), rule).toEqual([]);
      expect(policed.filter((f) => f.rule === 'waiver_invalid').map((f) => f.message.split(':')[0]), rule).toEqual([`waivers[0] (${rule})`]);
      expect(decide(policed, { mode: 'live', failOn: 'critical', effectOf: () => 'read' }).decision, rule).toBe('contain');
    }
    // An approved tool the runtime photograph does not list: resolved in the runtime or by a relock, not waived.
    const missing = applyPolicy([finding('runtime_missing_tool', 'high', ['s/refund'], ['s'])], undefined, [waiver('runtime_missing_tool', ['s/refund'])], NOW);
    expect(waivedKeys(missing)).toEqual([]);
    expect(decide(missing, { mode: 'live', failOn: 'critical', effectOf: () => 'read' }).decision).toBe('contain');
    // What a waiver is for: an accepted collision, lint finding, or a write the team accepts unattended.
    for (const rule of ['exact_name', 'semantic_overlap', 'target_scope_overlap', 'instruction_text']) {
      expect(waivedKeys(applyPolicy([finding(rule, 'high', ['s/refund'], ['s'])], undefined, [waiver(rule, ['s/*'])], NOW)), rule).toEqual([`${rule} s/refund`]);
    }
    // A write without approval is waived tool by tool: a pattern would also waive writes added to the server later.
    expect(waivedKeys(applyPolicy([finding('write_without_approval', 'medium', ['s/refund'], ['s'])], undefined, [waiver('write_without_approval', ['s/refund'])], NOW))).toEqual(['write_without_approval s/refund']);
    for (const listed of [['s/*'], ['s/ref*'], ['s/refund', 's/*']]) {
      const out = applyPolicy([finding('write_without_approval', 'medium', ['s/refund'], ['s'])], undefined, [waiver('write_without_approval', listed)], NOW);
      expect(waivedKeys(out), listed.join()).toEqual([]);
      expect(out.find((f) => f.rule === 'waiver_invalid')?.message).toBe('waivers[0] (write_without_approval): a waiver of this rule lists each tool by its exact id: a pattern would also waive tools that match it later');
    }
  });

  it('that match nothing are waiver_unused (info, not blocking)', () => {
    const out = applyPolicy([GET], undefined, [waiver('exact_name', ['change-read/change.get']), waiver('instruction_text', ['change-write/rollback.execute'])], NOW);
    expect(extras(out)).toEqual(['waiver_unused info change-read/change.get', 'waiver_unused info change-write/rollback.execute']);
    expect(waivedKeys(out)).toEqual([]);
  });

  it('are applied after severity overrides, and one finding is waived once (by the first waiver that covers it)', () => {
    const out = applyPolicy([GET], { severity: { instruction_text: 'critical' } }, [waiver('instruction_text', ['change-read/change.get'], { reason: 'first' }), waiver('instruction_text', ['change-read/change.get'], { reason: 'second' })], NOW);
    expect(out[0]).toMatchObject({ severity: 'critical', waived: { reason: 'first' } });
    expect(extras(out)).toEqual(['waiver_unused info change-read/change.get']);
  });
});

describe('waivers at scale', () => {
  /** Deterministic pseudo-random numbers (a test must be reproducible). */
  function rng(seed: number): () => number {
    let x = seed;
    return () => {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      return x / 0x1_0000_0000;
    };
  }

  /** The waiver semantics read plainly: every waiver against every finding, in order (what the index must equal). */
  function reference(findings: Finding[], waivers: Waiver[]): string[] {
    const waivedBy = new Map<number, number>();
    const used = new Set<number>();
    const covers = (listed: string[], key: string, server: boolean) =>
      listed.some((entry) => {
        if (entry === key) return true;
        const slash = entry.indexOf('/');
        if (slash < 0 || !entry.includes('*')) return false;
        if (server) return entry === `${key}/*`;
        const [label, name] = [entry.slice(0, slash), entry.slice(slash + 1)];
        const re = new RegExp(`^${name.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
        return key.slice(0, key.indexOf('/')) === label && re.test(key.slice(key.indexOf('/') + 1));
      });
    waivers.forEach((w, wi) => {
      findings.forEach((f, fi) => {
        if (f.rule !== w.rule || waivedBy.has(fi)) return;
        const server = f.tools.length === 0;
        const keys = server ? (f.servers ?? []) : f.tools;
        if (keys.length === 0 || !keys.every((k) => covers(w.tools, k, server))) return;
        waivedBy.set(fi, wi);
        used.add(wi);
      });
    });
    return [...findings.map((_, fi) => `finding ${fi}: ${waivedBy.get(fi) ?? '-'}`), ...waivers.map((_, wi) => `waiver ${wi}: ${used.has(wi) ? 'used' : 'unused'}`)];
  }

  it('cover what every waiver read against every finding covers (random catalogs: exact ids, patterns, labels, groups)', () => {
    const rules = ['instruction_text', 'exact_name', 'hidden_unicode', 'output_contract_missing'];
    for (let seed = 1; seed <= 40; seed++) {
      const r = rng(seed);
      const pick = <T,>(xs: T[]) => xs[Math.floor(r() * xs.length)];
      const labels = ['a', 'b', 'c'];
      const ids = labels.flatMap((l) => ['get_x', 'get_y', 'list_x', 'put_x', 'put_y'].map((n) => `${l}/${n}`));
      const findings: Finding[] = Array.from({ length: 60 }, (_, i) => {
        const rule = pick(rules);
        if (rule === 'hidden_unicode') return finding(rule, 'medium', [], [pick(labels)]);
        const tools = [...new Set(Array.from({ length: rule === 'exact_name' ? 2 + Math.floor(r() * 2) : 1 }, () => pick(ids)))].sort();
        return { ...finding(rule, 'high', tools, [...new Set(tools.map((t) => t.slice(0, 1)))]), message: `${rule} ${i}` };
      });
      const entries = [...ids, ...labels, ...labels.map((l) => `${l}/*`), ...labels.map((l) => `${l}/get_*`), ...labels.map((l) => `${l}/*_y`)];
      const waivers = Array.from({ length: 25 }, () => waiver(pick(rules), [...new Set(Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(entries)))]));
      // Which waiver covered a finding: tell them apart by reason.
      const tagged = waivers.map((w, wi) => ({ ...w, reason: `w${wi}` }));
      const outTagged = applyPolicy(findings, undefined, tagged, NOW);
      const unused = new Set(outTagged.filter((f) => f.rule === 'waiver_unused').map((f) => (f.details as { index: number }).index));
      const actual = [
        ...outTagged.slice(0, findings.length).map((f, fi) => `finding ${fi}: ${f.waived ? f.waived.reason.slice(1) : '-'}`),
        ...tagged.map((_, wi) => `waiver ${wi}: ${unused.has(wi) ? 'unused' : 'used'}`),
      ];
      expect(actual, `seed ${seed}`).toEqual(reference(findings, tagged));
    }
  });
});

describe('severity overrides', () => {
  it('replace the default severity of the rule, including the waiver findings', () => {
    const out = applyPolicy([PREVIEWS, GET], { severity: { exact_name: 'low', waiver_unused: 'high' } }, [waiver('semantic_overlap', ['x/y'])], NOW);
    expect(out.map((f) => `${f.rule} ${f.severity}`)).toEqual(['exact_name low', 'instruction_text high', 'waiver_unused high']);
  });

  it('never lower a fix-only rule (undeclared_effect, waiver_expired, waiver_invalid): an expired waiver stays a finding', () => {
    const undeclared = finding('undeclared_effect', 'high', ['change-write/x']);
    expect(applyPolicy([undeclared], { severity: { undeclared_effect: 'info' } }, [], NOW)[0].severity).toBe('high');
    const expired = applyPolicy([GET], { severity: { waiver_expired: 'info', waiver_invalid: 'low' } }, [waiver('instruction_text', ['change-read/change.get'], { expires: '2026-01-01' }), waiver('nope', ['a/b'])], NOW);
    expect(extras(expired)).toEqual(['waiver_expired high change-read/change.get', 'waiver_invalid high a/b']);
    // Raising is allowed.
    expect(applyPolicy([undeclared], { severity: { undeclared_effect: 'critical' } }, [], NOW)[0].severity).toBe('critical');
  });

  it('never lower an evidence rule (that would waive missing evidence); raising it is allowed', () => {
    const unreachable = finding('server_unreachable', 'high', [], ['change-write']);
    expect(applyPolicy([unreachable], { severity: { server_unreachable: 'info' } }, [], NOW)[0].severity).toBe('high');
    expect(applyPolicy([unreachable], { severity: { server_unreachable: 'critical' } }, [], NOW)[0].severity).toBe('critical');
  });
});

/** A declaration_changed finding as declarationDrift makes it (the real function: weakened and moved are its answers). */
function declarationChanged(id: string, locked: Declared, now: Declared, weakened: boolean): Finding {
  const found = declarationDrift({ tools: { [id]: { declared: locked } } } as unknown as LockFile, () => now);
  expect(found).toHaveLength(1);
  expect(found[0].details?.weakened).toBe(weakened);
  return found[0];
}

describe('decide', () => {
  const effects: Record<string, 'read' | 'propose' | 'write'> = {
    'change-read/change.get': 'read',
    'change-read/change.preview': 'read',
    'change-read/change.delete': 'read',
    'change-read/change.list': 'read',
    'change-write/change.preview': 'write',
    'change-write/release.prepare': 'propose',
  };
  const options = (extra: Partial<DecideOptions> = {}): DecideOptions => ({ mode: 'live', failOn: 'medium', effectOf: (id) => effects[id] ?? 'write', ...extra });
  const verdict = (findings: Finding[], extra: Partial<DecideOptions> = {}) => {
    const v = decide(findings, options(extra));
    return `${v.decision} ${v.exitCode}`;
  };

  it.each([
    ['nothing found, live', [], {}, 'promote 0'],
    ['nothing found, from a snapshot', [], { mode: 'snapshot' }, 'promote 0'],
    ['nothing found, offline (the live catalog was not verified)', [], { mode: 'offline' }, 'contain 0'],
    ['advisory findings only', [finding('output_contract_missing', 'info', ['change-read/change.get'])], {}, 'promote 0'],
    ['a new tool (undeclared: a write)', [finding('tool_added', 'high', ['change-write/change.execute'])], {}, 'rollback 1'],
    ['a new tool declared read', [finding('tool_added', 'high', ['change-read/change.get'])], {}, 'contain 1'],
    ['mutable contract of a read tool', [finding('mutable_contract', 'high', ['change-read/change.get'], ['change-read'])], {}, 'contain 1'],
    ['mutable contract of a write tool', [finding('mutable_contract', 'high', ['change-write/change.preview'])], {}, 'rollback 1'],
    ['mutable contract of a propose tool', [finding('mutable_contract', 'high', ['change-write/release.prepare'])], {}, 'contain 1'],
    ['runtime approval weaker on a write tool', [finding('runtime_approval_weaker', 'critical', ['change-write/change.preview'])], {}, 'rollback 1'],
    ['runtime unknown tool', [finding('runtime_unknown_tool', 'critical', ['change-write/change.execute'])], {}, 'rollback 1'],
    ['exact_name collision (not drift)', [PREVIEWS], {}, 'contain 1'],
    ['an unresolved semantic overlap below the threshold passes but stays contained', [finding('semantic_overlap', 'medium', ['change-read/change.preview', 'change-write/release.prepare'])], { failOn: 'high' }, 'contain 0'],
    ['drift below the threshold (not promotable)', [finding('schema_change', 'low', ['change-read/change.get'])], {}, 'contain 0'],
    ['a waived collision', [{ ...PREVIEWS, waived: { reason: 'r', owner: 'o', expires: '2026-12-31' } }], {}, 'promote 0'],
    // Drift is approved by a relock, never waived: a finding marked waived all the same still counts.
    ['a write-path drift marked waived', [{ ...finding('tool_added', 'high', ['change-write/x']), waived: { reason: 'r', owner: 'o', expires: '2026-12-31' } }], {}, 'rollback 1'],
    ['a waived write without approval', [{ ...finding('write_without_approval', 'medium', ['change-write/x']), waived: { reason: 'r', owner: 'o', expires: '2026-12-31' } }], {}, 'promote 0'],
    ['a write without approval below the threshold: passes, stays contained', [finding('write_without_approval', 'medium', ['change-write/x'])], { failOn: 'high' }, 'contain 0'],
    ['a write with no downstream identity (low): passes, stays contained', [finding('undeclared_identity', 'low', ['change-write/x'], ['change-write'])], {}, 'contain 0'],
    ['a server unreachable', [finding('server_unreachable', 'high', [], ['change-write'])], {}, 'contain 2'],
    ['incomplete discovery', [finding('incomplete_discovery', 'high', [], ['change-write'])], {}, 'contain 2'],
    ['a violation and missing evidence: the violation wins', [PREVIEWS, finding('server_unreachable', 'high', [], ['x'])], {}, 'contain 1'],
    ['write-path drift and missing evidence', [finding('tool_added', 'high', ['change-write/x']), finding('server_unreachable', 'high', [], ['x'])], {}, 'rollback 1'],
    ['failOn critical: a high collision does not fail, but is not promoted', [finding('exact_name', 'high', ['a/x', 'b/x'])], { failOn: 'critical' }, 'contain 0'],
    ['failOn info: an advisory note fails', [finding('output_contract_missing', 'info', ['change-read/change.get'])], { failOn: 'info' }, 'contain 1'],
    // Rollback does not follow the threshold, and a rollback always fails.
    ['failOn critical: a new undeclared tool is still a rollback', [finding('tool_added', 'high', ['change-write/change.execute'])], { failOn: 'critical' }, 'rollback 1'],
    ['failOn critical: a mutated write contract is still a rollback', [finding('mutable_contract', 'high', ['change-write/change.preview'])], { failOn: 'critical' }, 'rollback 1'],
    ['a stricter declaration of a write tool (approval raised): relock, not rollback', [declarationChanged('change-write/change.preview', { effect: 'write' }, { effect: 'write', approval: 'always' }, false)], {}, 'contain 1'],
    ['a weakened approval of a write tool', [declarationChanged('change-write/change.preview', { effect: 'write', approval: 'always' }, { effect: 'write' }, true)], {}, 'rollback 1'],
    ['a write tool declared read now (the gate dropped)', [declarationChanged('change-read/change.get', { effect: 'write', approval: 'always' }, { effect: 'read' }, true)], {}, 'rollback 1'],
    ['a weakened approval of a read tool that was read', [declarationChanged('change-read/change.get', { effect: 'read', approval: 'always' }, { effect: 'read' }, true)], {}, 'contain 1'],
    ['a write tool moved to production and an admin identity (not weaker, still a moved write path)', [declarationChanged('change-write/change.preview', { effect: 'write', approval: 'always', identity: 'deployer-staging', target: { environment: 'staging' } }, { effect: 'write', approval: 'always', identity: 'deployer-admin', target: { environment: 'production' } }, false)], { failOn: 'high' }, 'rollback 1'],
    ['a read tool moved to another target', [declarationChanged('change-read/change.get', { effect: 'read', target: { environment: 'staging' } }, { effect: 'read', target: { environment: 'production' } }, false)], {}, 'contain 1'],
    ['target keys listed in another order are not a move', [declarationChanged('change-write/change.preview', { effect: 'write', target: { tenant: 't', environment: 'e' } }, { effect: 'write', approval: 'always', target: { environment: 'e', tenant: 't' } }, false)], {}, 'contain 1'],
    ['no declared target (low): passes, stays contained', [finding('undeclared_target', 'low', ['change-read/change.get'], ['change-read'])], {}, 'contain 0'],
    ['no owner (low): passes, stays contained', [finding('owner_missing', 'low', ['change-read/change.get'], ['change-read'])], {}, 'contain 0'],
    // The runtime: another identity or target than declared for a write tool is a moved write path; one nobody declared is unproven.
    ['the runtime reaches a write tool as another identity', [{ ...finding('runtime_scope_mismatch', 'critical', ['change-write/change.preview']), details: { fields: ['identity'], moved: true } }], {}, 'rollback 1'],
    ['the runtime reaches a read tool on another target', [{ ...finding('runtime_scope_mismatch', 'critical', ['change-read/change.get']), details: { fields: ['targetScope'], moved: true } }], {}, 'contain 1'],
    ['the runtime reaches a write tool with an identity nobody declared (unproven)', [{ ...finding('runtime_scope_mismatch', 'critical', ['change-write/change.preview']), details: { fields: ['identity'], moved: false } }], {}, 'contain 1'],
    ['the runtime lowers the approval of a write tool', [{ ...finding('runtime_approval_weaker', 'high', ['change-write/change.preview']), details: { runtime: 'never', declared: 'on-write' } }], {}, 'rollback 1'],
    ['the runtime lowers an `always` approval of a read tool', [{ ...finding('runtime_approval_weaker', 'high', ['change-read/change.get']), details: { runtime: 'on-write', declared: 'always' } }], {}, 'rollback 1'],
    ['the runtime lowers an on-write approval of a read tool', [{ ...finding('runtime_approval_weaker', 'high', ['change-read/change.get']), details: { runtime: 'never', declared: 'on-write' } }], {}, 'contain 1'],
    // The catalog raises an approval the runtime does not apply yet; the runtime still applies what the lock approved.
    ['the runtime is weaker only than a raise the catalog proposes (write tool)', [{ ...finding('runtime_approval_weaker', 'critical', ['change-write/change.preview']), details: { runtime: 'on-write', declared: 'always', belowLock: false } }], {}, 'contain 1'],
    // A flip toward safety is drift to relock, not a new write path.
    ['a write tool now says readOnlyHint: true', [{ ...finding('annotation_flip', 'low', ['change-write/change.preview']), details: { hint: 'readOnlyHint', from: false, to: true, risky: false } }], {}, 'contain 0'],
    ['a write tool now says destructiveHint: true', [{ ...finding('annotation_flip', 'high', ['change-write/change.preview']), details: { hint: 'destructiveHint', from: false, to: true, risky: true } }], {}, 'rollback 1'],
    // A read tool the server now says modifies or destroys: a write path added under the approved label (seed 000's mutable contract).
    ['a read tool no longer says readOnlyHint: true', [{ ...finding('annotation_flip', 'high', ['change-read/change.get']), details: { hint: 'readOnlyHint', from: true, to: false, risky: true } }], {}, 'rollback 1'],
    ['a read tool now says destructiveHint: true', [{ ...finding('annotation_flip', 'high', ['change-read/change.get']), details: { hint: 'destructiveHint', from: false, to: true, risky: true } }], {}, 'rollback 1'],
    ['a propose tool now says destructiveHint: true', [{ ...finding('annotation_flip', 'high', ['change-write/release.prepare']), details: { hint: 'destructiveHint', from: false, to: true, risky: true } }], {}, 'rollback 1'],
    ['a propose tool no longer says readOnlyHint: true (a proposal may change a draft)', [{ ...finding('annotation_flip', 'high', ['change-write/release.prepare']), details: { hint: 'readOnlyHint', from: true, to: false, risky: true } }], {}, 'contain 1'],
    ['a read tool now says openWorldHint: true (no write said)', [{ ...finding('annotation_flip', 'high', ['change-read/change.get']), details: { hint: 'openWorldHint', from: false, to: true, risky: true } }], {}, 'contain 1'],
    ['a read tool no longer says idempotentHint: true (no write said)', [{ ...finding('annotation_flip', 'high', ['change-read/change.get']), details: { hint: 'idempotentHint', from: true, to: false, risky: true } }], {}, 'contain 1'],
    // The same said in the tool's own words: a changed or added read tool whose description or name now says it writes.
    ['a read tool changed, its description now saying it deletes', [finding('mutable_contract', 'high', ['change-read/change.get']), finding('description_contradiction', 'medium', ['change-read/change.get'])], {}, 'rollback 1'],
    ['a read tool changed at a new version, its description now saying it deletes', [finding('contract_changed', 'medium', ['change-read/change.get']), finding('description_contradiction', 'medium', ['change-read/change.get'])], {}, 'rollback 1'],
    ['a tool added under a read pattern, its name saying it deletes', [finding('tool_added', 'high', ['change-read/change.delete']), finding('name_contradiction', 'medium', ['change-read/change.delete'])], {}, 'rollback 1'],
    ['a read tool added under a read pattern', [finding('tool_added', 'high', ['change-read/change.delete'])], {}, 'contain 1'],
    ['a read tool changed, another tool saying it writes', [finding('mutable_contract', 'high', ['change-read/change.get']), finding('description_contradiction', 'medium', ['change-read/change.list'])], {}, 'contain 1'],
    ['a read tool changed in form only, its description saying it writes', [{ ...finding('contract_changed', 'medium', ['change-read/change.get']), details: { formOnly: true } }, finding('description_contradiction', 'medium', ['change-read/change.get'])], {}, 'contain 1'],
    ['a read tool unchanged, its description saying it writes', [finding('description_contradiction', 'medium', ['change-read/change.get'])], {}, 'contain 1'],
    ['a read tool changed, the contradiction waived', [finding('mutable_contract', 'high', ['change-read/change.get']), { ...finding('description_contradiction', 'medium', ['change-read/change.get']), waived: { reason: 'r', owner: 'o', expires: '2026-12-31' } }], {}, 'contain 1'],
    // Fix-only rules hold the release whatever the threshold, as undeclared_effect does.
    ['failOn critical: an expired waiver is not promoted', [finding('waiver_expired', 'high', ['change-read/change.get'])], { failOn: 'critical' }, 'contain 0'],
    ['failOn critical: an invalid waiver is not promoted', [finding('waiver_invalid', 'high', [])], { failOn: 'critical' }, 'contain 0'],
  ] as [string, Finding[], Partial<DecideOptions>, string][])('%s → %s', (_name, findings, extra, expected) => {
    expect(verdict(findings, extra)).toBe(expected);
  });

  it('lists the blocking findings and says why', () => {
    const v = decide([finding('tool_added', 'high', ['change-write/change.execute']), finding('mutable_contract', 'high', ['change-read/change.get']), finding('output_contract_missing', 'info', ['x/y'])], options());
    expect(v.blocking.map((f) => f.rule)).toEqual(['tool_added', 'mutable_contract']);
    expect(v.reasons).toEqual(['the live catalog or its declarations add or change the write path of 1 tool(s) beyond what the lock approves: tool_added (1)']);
    // Runtime findings are said to be the runtime's: the live catalog may match the lock.
    const runtime = decide([{ ...finding('runtime_approval_weaker', 'critical', ['change-write/change.preview']), details: { runtime: 'never', declared: 'always' } }], options());
    expect(runtime.reasons).toEqual(['the agent runtime reaches 1 tool(s) with a write path the lock does not approve (an unapproved tool or contract, a weaker approval, another identity or target): runtime_approval_weaker (1)']);
    // A promotion says what it let through.
    const waived = decide([{ ...PREVIEWS, waived: { reason: 'r', owner: 'o', expires: '2026-12-31' } }], options());
    expect(waived.reasons).toEqual(['the live catalog matches the lock and every tool has a declared effect, target and owner (every write a downstream identity)', '1 finding(s) waived: exact_name (1)']);
    // ...and what a raised threshold let through (medium and above).
    const through = decide([GET, finding('output_contract_missing', 'info', ['x/y'])], options({ failOn: 'critical' }));
    expect(through.decision).toBe('promote');
    expect(through.reasons[1]).toBe('1 unwaived finding(s) below the fail-on threshold (critical) let through: instruction_text (1)');
    // A snapshot file promotes as what it was when written, and says so.
    expect(decide([finding('output_contract_missing', 'info', ['x/y'])], options({ mode: 'snapshot' })).reasons[0]).toMatch(/^the catalog in the snapshot file \(read when the file was written, not now\) matches the lock/);
    // ...and what the catalog's policy lowered below it (a waiver of a whole rule, without owner or expiry).
    const lowered = decide([{ ...finding('instruction_text', 'info', ['x/y']) }, finding('output_contract_missing', 'info', ['x/z'])], options({ severityOverrides: { instruction_text: 'info', output_contract_missing: 'info' } }));
    expect(lowered.decision).toBe('promote');
    expect(lowered.reasons[1]).toBe("1 finding(s) of rules the catalog's policy.severity lowers below the fail-on threshold (medium) let through: instruction_text (1)");
    expect(decide([finding('instruction_text', 'info', ['x/y'])], options()).reasons).toHaveLength(1);
    // Missing evidence below the threshold is said once, as missing evidence.
    const unreachable = decide([finding('server_unreachable', 'high', [], ['change-read'])], options({ failOn: 'critical' }));
    expect(unreachable.reasons).toEqual(['1 finding(s) of missing evidence: server_unreachable (1)']);
    // Tools, not findings: two findings about one tool are one write path.
    const one = decide([finding('mutable_contract', 'high', ['change-write/change.preview']), finding('schema_breaking', 'high', ['change-write/change.preview'])], options());
    expect(one.reasons[0]).toBe('the live catalog or its declarations add or change the write path of 1 tool(s) beyond what the lock approves: mutable_contract (1), schema_breaking (1)');
  });

  it('names the rules behind the blocking findings, most frequent first', () => {
    const v = decide(
      [
        finding('exact_name', 'critical', ['a/x', 'b/x']),
        finding('semantic_overlap', 'medium', ['a/y', 'b/z']),
        finding('exact_name', 'high', ['a/w', 'b/w']),
        finding('output_contract_missing', 'info', ['a/x']),
      ],
      options(),
    );
    expect(v.decision).toBe('contain');
    expect(v.reasons).toEqual(['3 blocking finding(s): exact_name (2), semantic_overlap (1)']);
  });

  // Missing evidence is never a 0 (README, exit codes): an evidence finding
  // makes the exit code 2 whatever the fail-on threshold.
  it('missing evidence is exit 2 even below the fail-on threshold', () => {
    expect(verdict([finding('server_unreachable', 'high', [], ['change-write'])], { failOn: 'critical' })).toBe('contain 2');
  });

  it('says what else holds the release when only missing evidence blocks (policy tester: the held finding was not named)', () => {
    const v = decide([finding('server_unreachable', 'high', [], ['change-write']), finding('tool_removed', 'medium', ['change-read/old'])], options({ failOn: 'high' }));
    expect(`${v.decision} ${v.exitCode}`).toBe('contain 2');
    expect(v.reasons.join('\n')).toMatch(/1 finding\(s\) below the fail-on threshold still prevent promotion: tool_removed \(1\)/);
  });

  it('a contract the lock approved as a write (or undeclared) changed is a rollback, whatever the catalog declares now (policy tester)', () => {
    const changed = [finding('mutable_contract', 'high', ['change-read/change.get'], ['change-read'])];
    // Declared read now; the lock approved it undeclared (a write) or write: the mutation is of a write path.
    for (const locked of ['undeclared', 'write']) expect(verdict(changed, { lockedEffectOf: () => locked }), locked).toBe('rollback 1');
    expect(verdict(changed, { lockedEffectOf: () => 'read' })).toBe('contain 1');
    expect(verdict(changed, { lockedEffectOf: () => undefined })).toBe('contain 1');
    expect(verdict([finding('schema_breaking', 'high', ['change-read/change.get'])], { lockedEffectOf: () => 'undeclared' })).toBe('rollback 1');
  });

  it('so is a runtime that loads another contract of it, or reaches it as another identity (an outside review: contained, where the live list rolled back)', () => {
    const hash = [finding('runtime_hash_mismatch', 'high', ['change-read/change.get'])];
    const moved = [{ ...finding('runtime_scope_mismatch', 'critical', ['change-read/change.get']), details: { fields: ['identity'], moved: true } }];
    for (const findings of [hash, moved]) {
      for (const locked of ['undeclared', 'write']) expect(verdict(findings, { lockedEffectOf: () => locked }), locked).toBe('rollback 1');
      expect(verdict(findings, { lockedEffectOf: () => 'read' })).toBe('contain 1');
    }
  });

  it('a server started from an unpinned package stays contained (seed 000: a default version that can change without a promotion); waived, it promotes', () => {
    const unpinned = finding('unpinned_server', 'low', [], ['change-write']);
    expect(verdict([unpinned])).toBe('contain 0');
    expect(verdict([{ ...unpinned, waived: { reason: 'the image pins it', owner: 'platform', expires: '2099-01-01' } }])).toBe('promote 0');
  });
});

describe('weakened', () => {
  it('reads an entry deleted (undeclared now) as the strictest approval, not as none: no weakening, held as undeclared_effect (an outside review)', () => {
    expect(weakened({ effect: 'write', approval: 'always' }, { effect: 'undeclared' })).toBe(false);
    expect(weakened({ effect: 'write', approval: 'always' }, { effect: 'write' })).toBe(true);
    expect(weakened({ effect: 'write', approval: 'always' }, { effect: 'read', approval: 'always' })).toBe(true);
  });
});

describe('declarations of a write', () => {
  it('need an approval of the call (waivable one tool at a time) and a downstream identity (fix-only, one finding a server)', () => {
    const target = { environment: 'production' };
    const catalog = {
      owner: 'platform-ai',
      servers: {
        pay: { connect: { transport: 'stdio' as const, command: 'x' }, target },
        ops: { connect: { transport: 'stdio' as const, command: 'x' }, target, identity: 'sp-ops' },
      },
      tools: {
        'pay/charge': { effect: 'write' as const, approval: 'never' as const },
        'pay/refund': { effect: 'write' as const },
        'pay/list': { effect: 'read' as const },
        'pay/plan': { effect: 'propose' as const },
        'pay/wipe': { effect: 'write' as const, approval: 'always' as const, identity: 'sp-wipe' },
        'ops/scale': { effect: 'write' as const, approval: 'on-write' as const },
        'ops/restart': { effect: 'write' as const, approval: 'always' as const },
      },
    };
    const ids = Object.keys(catalog.tools);
    const found = declarationFindings(ids, catalog).map((f) => `${f.rule} ${f.severity} ${f.tools.join(',')}`);
    // An owner or a target value that draws nothing is none (U+200B, U+2060).
    expect(declarationFindings(['pay/list'], { ...catalog, owner: '\u200b', servers: { pay: { ...catalog.servers.pay, target: { environment: '\u2060' } } } }).map((f) => f.rule)).toEqual(['undeclared_target', 'owner_missing']);
    expect(found).toEqual([
      'write_without_approval medium pay/charge',
      'write_without_approval medium pay/refund',
      'undeclared_identity low pay/charge,pay/refund',
    ]);
    // Both hold the release whatever the threshold; the approval can be waived with a reason, the identity only declared.
    const findings = declarationFindings(ids, catalog);
    expect(decide(findings, { mode: 'live', failOn: 'critical', effectOf: () => 'write' }).decision).toBe('contain');
    const waived = applyPolicy(findings, undefined, [waiver('write_without_approval', ['pay/charge', 'pay/refund']), waiver('undeclared_identity', ['pay/*'])], NOW);
    expect(waivedKeys(waived)).toEqual(['write_without_approval pay/charge', 'write_without_approval pay/refund']);
    expect(decide(waived, { mode: 'live', failOn: 'critical', effectOf: () => 'write' }).decision).toBe('contain');
    const declared = { ...catalog, servers: { ...catalog.servers, pay: { ...catalog.servers.pay, identity: 'sp-pay' } } };
    const resolved = applyPolicy(declarationFindings(ids, declared), undefined, [waiver('write_without_approval', ['pay/charge', 'pay/refund'])], NOW);
    expect(decide(resolved, { mode: 'live', failOn: 'critical', effectOf: () => 'write' })).toMatchObject({ decision: 'promote', exitCode: 0 });
  });
});

describe('a first declaration after lock added a tool as undeclared', () => {
  const lock = (declared: Declared): LockFile =>
    ({ tools: { 'fs/write_file': { declared } } }) as unknown as LockFile;
  const verdictOf = (locked: Declared, now: Declared) => {
    const findings = declarationDrift(lock(locked), () => now);
    return { findings, verdict: decide(findings, { mode: 'live', failOn: 'medium', effectOf: () => (now.effect === 'undeclared' ? 'write' : now.effect) }) };
  };

  it('is recorded by a relock (contained), not a rollback: declaring an effect, an approval, an identity or a target where there was none', () => {
    for (const now of [
      { effect: 'read' },
      { effect: 'write', approval: 'always' },
      { effect: 'write', approval: 'on-write', identity: 'svc-fs', target: { environment: 'prod' } },
    ] as Declared[]) {
      // The lock's `undeclared` with the strictest approval implied, or written out: one approval, one verdict.
      for (const locked of [{ effect: 'undeclared' }, { effect: 'undeclared', approval: 'always' }] as Declared[]) {
        const { findings, verdict } = verdictOf(locked, now);
        expect(findings.map((f) => `${f.rule} ${f.severity} ${(f.details as { weakened: boolean }).weakened} ${(f.details as { moved: boolean }).moved}`)).toEqual(['declaration_changed medium false false']);
        expect(verdict.decision, `${JSON.stringify(locked)} → ${JSON.stringify(now)}`).toBe('contain');
        expect(findings[0].message).toContain('run `catalog-lock lock` to record it (a first declaration)');
      }
    }
    expect(verdictOf({ effect: 'undeclared', approval: 'always' }, { effect: 'read', approval: 'never' }).verdict.decision).toBe('contain');
    // Adding the identity a write was asked for: not a moved identity.
    expect(verdictOf({ effect: 'write', approval: 'always' }, { effect: 'write', approval: 'always', identity: 'svc-fs' }).verdict.decision).toBe('contain');
  });

  it('is a rollback when it lowers an approval the lock recorded with an effect, or moves or drops an identity or target of a write', () => {
    expect(verdictOf({ effect: 'write', approval: 'always' }, { effect: 'write', approval: 'on-write' }).verdict.decision).toBe('rollback');
    expect(verdictOf({ effect: 'undeclared', approval: 'always', identity: 'svc-fs' }, { effect: 'write', approval: 'always', identity: 'svc-admin' }).verdict.decision).toBe('rollback');
    expect(verdictOf({ effect: 'write', approval: 'always', identity: 'svc-fs' }, { effect: 'write', approval: 'always', identity: 'svc-admin' }).verdict.decision).toBe('rollback');
    expect(verdictOf({ effect: 'write', approval: 'always', identity: 'svc-fs' }, { effect: 'write', approval: 'always' }).verdict.decision).toBe('rollback');
    expect(verdictOf({ effect: 'write', approval: 'always', target: { environment: 'staging' } }, { effect: 'write', approval: 'always', target: { environment: 'prod' } }).verdict.decision).toBe('rollback');
  });

  it('names only the fields that changed, old → new (an outside audit: two whole JSON objects to diff by eye), both declarations whole in details', () => {
    const { findings } = verdictOf({ approval: 'always', effect: 'write' } as Declared, { effect: 'write', approval: 'always', identity: 'svc-fs' });
    expect(findings[0].message).toBe('fs/write_file: identity: none → svc-fs; run `catalog-lock lock` to record it and review it in the pull request');
    expect(findings[0].details).toMatchObject({ locked: { effect: 'write', approval: 'always' }, catalog: { effect: 'write', approval: 'always', identity: 'svc-fs' } });
    const weaker = verdictOf({ effect: 'write', approval: 'always', identity: 'mi-ticket' }, { effect: 'write', approval: 'on-write', identity: 'mi-ticket' }).findings[0];
    expect(weaker.message).toMatch(/^fs\/write_file: approval: always → on-write \(weakened\); run/);
    const moved = verdictOf({ effect: 'write', approval: 'always', identity: 'mi-ticket', target: { tenant: 'contoso', environment: 'staging' } }, { effect: 'read', approval: 'never', identity: 'mi-admin', target: { tenant: 'contoso', environment: 'production' } }).findings[0];
    expect(moved.message).toMatch(/^fs\/write_file: effect: write → read, approval: always → never, identity: mi-ticket → mi-admin, target\.environment: staging → production \(weakened\); run/);
    expect(verdictOf({ effect: 'undeclared' }, { effect: 'read', approval: 'never' }).findings[0].message).toMatch(/^fs\/write_file: effect: undeclared → read, approval: none → never; run `catalog-lock lock` to record it \(a first declaration\)/);
    // A value that is not a plain word is quoted (a hostile one cannot pass for an arrow or a field).
    const odd = verdictOf({ effect: 'write', approval: 'always', identity: 'a' }, { effect: 'write', approval: 'always', identity: 'b → none, approval: always' }).findings[0];
    expect(odd.message).toContain('identity: a → "b → none, approval: always" (identity or target moved)');
    expect(verdictOf({ effect: 'write', approval: 'always', identity: 'a' }, { effect: 'write', approval: 'always', identity: 'none' }).findings[0].message).toContain('identity: a → "none"');
  });

  it('is high when it rolls back (a moved identity or target of a tool that writes or wrote) or weakens; medium when it only contains; policy.severity may raise it, never lower it', () => {
    const severityOf = (locked: Declared, now: Declared) => {
      const { findings, verdict } = verdictOf(locked, now);
      return `${findings[0].severity} ${verdict.decision}`;
    };
    const write = { effect: 'write', approval: 'always', identity: 'mi-ticket' } as Declared;
    expect(severityOf(write, { ...write, identity: 'mi-admin' })).toBe('high rollback');
    expect(severityOf({ ...write, target: { environment: 'staging' } }, { ...write, target: { environment: 'prod' } })).toBe('high rollback');
    // A target declared where the lock had none: a first declaration, contained.
    expect(severityOf(write, { ...write, target: { environment: 'prod' } })).toBe('medium contain');
    expect(severityOf(write, { ...write, approval: 'on-write' })).toBe('high rollback');
    expect(severityOf({ ...write, effect: 'undeclared' }, { ...write, identity: 'mi-admin' })).toBe('high rollback');
    // A read tool whose identity moved: contained, medium; a read whose approval was lowered: weakened, high, contained.
    const read = { effect: 'read', approval: 'always', identity: 'mi-ticket' } as Declared;
    expect(severityOf(read, { ...read, identity: 'mi-admin' })).toBe('medium contain');
    expect(severityOf(read, { ...read, approval: 'never' })).toBe('high contain');
    // Raised approval, first declarations: medium, contained.
    expect(severityOf({ ...write, approval: 'on-write' }, write)).toBe('medium contain');
    expect(severityOf({ effect: 'undeclared' }, write)).toBe('medium contain');
    // Every finding that rolls back is high: the severity agrees with decide() over the declarations the rule compares.
    const declarations: Declared[] = [
      { effect: 'undeclared' },
      { effect: 'read', approval: 'never' },
      { effect: 'propose', approval: 'on-write', identity: 'a' },
      { effect: 'write', approval: 'always', identity: 'a', target: { environment: 'staging' } },
      { effect: 'write', approval: 'on-write', identity: 'b', target: { environment: 'prod' } },
      { effect: 'read', approval: 'always', identity: 'b' },
    ];
    for (const locked of declarations) {
      for (const now of declarations) {
        if (locked === now) continue;
        const { findings, verdict } = verdictOf(locked, now);
        if (verdict.decision === 'rollback') expect(findings[0].severity, `${JSON.stringify(locked)} → ${JSON.stringify(now)}`).toBe('high');
      }
    }
    // The policy may raise it; a fix-only rule is never lowered.
    const moved = verdictOf(read, { ...read, identity: 'mi-admin' }).findings;
    expect(applyPolicy(moved, { severity: { declaration_changed: 'critical' } }, [], NOW)[0].severity).toBe('critical');
    const rolling = verdictOf(write, { ...write, identity: 'mi-admin' }).findings;
    expect(applyPolicy(rolling, { severity: { declaration_changed: 'low' } }, [], NOW)[0].severity).toBe('high');
  });
});

describe('an exact entry that names no tool its server lists', () => {
  const catalog = {
    owner: 'o',
    servers: { gh: { connect: { transport: 'stdio' as const, command: 'x' }, target: { environment: 'prod' } }, down: { connect: { transport: 'stdio' as const, command: 'y' } } },
    tools: {
      'gh/get_issue': { effect: 'read' as const },
      'gh/delete_issue': { effect: 'read' as const },
      'gh/old_\\*': { effect: 'read' as const },
      'gh/list_*': { effect: 'read' as const },
      'gh/*': { effect: 'write' as const, approval: 'always' as const, identity: 'svc' },
      'down/get_x': { effect: 'read' as const },
    },
  };
  const stale = (ids: string[], read: string[] = ['gh', 'down']) => declarationFindings(ids, catalog, new Set(read)).filter((f) => f.rule === 'declaration_unused');

  it('is stale (low): a tool of that name that comes back would be declared before anyone reviews it; patterns are for tools to come', () => {
    const found = stale(['gh/get_issue', 'gh/create_issue']);
    expect(found.map((f) => [f.severity, f.tools, f.servers])).toEqual([['low', ['gh/delete_issue', 'gh/old_*'], ['gh']]]);
    expect(found[0].message).toBe('gh: the catalog declares 2 tools the server does not list ("gh/delete_issue", "gh/old_*"): a tool of that name that comes back is declared by them before anyone reviews it; remove the entries');
    // A server that lists nothing seen (down, not read, not locked) says nothing of its entries; every tool listed: none.
    expect(stale(['gh/get_issue', 'gh/delete_issue', 'gh/old_*'])).toEqual([]);
    // A server not read completely (its locked tools stand in for it), or no read set at all (offline): nothing stale.
    expect(stale(['gh/get_issue', 'gh/create_issue'], ['down'])).toEqual([]);
    expect(declarationFindings(['gh/get_issue'], catalog).filter((f) => f.rule === 'declaration_unused')).toEqual([]);
  });

  it('is not stale when the server lists the tool with a malformed definition (a README reviewer: "remove the entry" would leave it undeclared once fixed)', () => {
    const found = declarationFindings(['gh/get_issue', 'gh/create_issue'], catalog, new Set(['gh', 'down']), new Set(['gh/delete_issue'])).filter((f) => f.rule === 'declaration_unused');
    expect(found.map((f) => f.tools)).toEqual([['gh/old_*']]);
  });
});

describe('an undeclared entry that a pattern would declare', () => {
  it('says that the exact entry (as lock writes them) wins over the pattern, and what to do', () => {
    const catalog = {
      owner: 'o',
      servers: { gh: { connect: { transport: 'stdio' as const, command: 'x' }, target: { environment: 'prod' } } },
      tools: { 'gh/get_issue': { effect: 'undeclared' as const }, 'gh/get_*': { effect: 'read' as const }, 'gh/push': { effect: 'undeclared' as const } },
    };
    const messages = declarationFindings(['gh/get_issue', 'gh/push', 'gh/new_tool'], catalog).map((f) => f.message);
    expect(messages).toEqual([
      'gh/get_issue has effect: undeclared (treated as write): its own entry "gh/get_issue" wins over the pattern "gh/get_*" (effect: read); delete that entry to let the pattern declare it, or declare the effect in it',
      'gh/new_tool has no entry in the catalog (treated as write)',
      'gh/push has effect: undeclared (treated as write): declare its effect in the catalog',
    ]);
  });
});
