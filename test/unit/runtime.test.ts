// The runtime photograph (seed 000) against the lock and the declarations:
// hashes, approval, identity, target scope, server versions, missing tools,
// and missing evidence (an absent field is never a match). The same rules are
// exercised on real servers in test/integration/seed-000.test.ts.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis/analyze.js';
import { effectiveEffect } from '../../src/analysis/declarations.js';
import { photographFreshness, runtimeFindings, runtimeReleaseMismatch, targetMatches, targetProof, type RuntimeSnapshot, type RuntimeTool } from '../../src/analysis/runtime.js';
import { buildLock } from '../../src/lock/lock-file.js';
import { decide } from '../../src/policy/decide.js';
import { durationText, parseDuration } from '../../src/util/duration.js';
import { dateTimeInstant } from '../../src/util/rfc3339.js';
import { applyPolicy } from '../../src/policy/waivers.js';
import type { Declared, Finding, LockFile, Target } from '../../src/types.js';
import { catalogOf, server, snapshot, tool } from '../helpers/snapshots.js';

const catalog = catalogOf(['change', 'docs'], { 'change/*': { effect: 'read' }, 'docs/*': { effect: 'read' } });
const approved = snapshot([server('change', [tool('change.get'), tool('change.preview')]), server('docs', [tool('docs.search')], { serverInfo: { name: 'docs', version: '2.0.0' } })]);
const locked = buildLock(approved).lock;

// What the catalog declares: change.get nothing beyond its effect; change.preview an identity and a two-key target; docs.search a one-key target.
const DECLARED: Record<string, Declared> = {
  'change/change.get': { effect: 'read' },
  'change/change.preview': { effect: 'propose', approval: 'always', identity: 'mi-change', target: { tenant: 'contoso', environment: 'production' } },
  'docs/docs.search': { effect: 'read', approval: 'never', identity: 'mi-docs', target: { project: 'docs' } },
};
const declaredOf = (id: string): Declared => DECLARED[id] ?? { effect: 'read' };

/** The runtime entry that proves the locked tool `id` as approved and declared (string target scopes). */
function proof(id: string, lock: LockFile = locked): RuntimeTool {
  const [serverLabel, toolName] = id.split('/');
  const d = declaredOf(id);
  const scope = d.target ? (['tenant', 'subscription', 'project', 'environment'] as const).map((k) => d.target![k]).filter((v) => v !== undefined).join('/') : undefined;
  const version = lock.servers[serverLabel].serverInfo?.version;
  return {
    serverLabel,
    toolName,
    ...(version === undefined ? {} : { serverVersion: version }),
    descriptionHash: lock.tools[id].fields.description as string,
    inputSchemaHash: lock.tools[id].fields.inputSchema as string,
    approval: d.approval ?? 'never',
    ...(d.identity === undefined ? {} : { identity: d.identity }),
    ...(scope === undefined ? {} : { targetScope: scope }),
  };
}

/** Every locked tool, proven; `change` rewrites the entry of one id (undefined drops it). */
function runtimeWith(change: Record<string, (t: RuntimeTool) => RuntimeTool | undefined> = {}, lock: LockFile = locked): RuntimeSnapshot {
  return {
    tools: Object.keys(lock.tools)
      .map((id) => (change[id] ? change[id](proof(id, lock)) : proof(id, lock)))
      .filter((t): t is RuntimeTool => t !== undefined),
  };
}

const without = (field: keyof RuntimeTool) => (t: RuntimeTool): RuntimeTool => {
  const copy = { ...t };
  delete copy[field];
  return copy;
};

/** The runtime's part of an analysis (the declarations of this small catalog have findings of their own). */
const runtimeOnly = (findings: Finding[]): Finding[] => findings.filter((f) => f.rule.startsWith('runtime_'));

const summary = (runtime: RuntimeSnapshot, lock: LockFile = locked) =>
  runtimeFindings(runtime, lock, declaredOf).map((f) => `${f.rule} ${f.severity} ${f.tools.join(',')} ${JSON.stringify(f.details ?? {})}`);

describe('a complete runtime photograph', () => {
  it('that matches the lock and the declarations yields no finding (string and object target scopes)', () => {
    expect(runtimeWith().tools).toHaveLength(3);
    expect(summary(runtimeWith())).toEqual([]);
    const objects = runtimeWith({
      'change/change.preview': (t) => ({ ...t, targetScope: { environment: 'production', tenant: 'contoso' } }),
      'docs/docs.search': (t) => ({ ...t, targetScope: { project: 'docs' } }),
    });
    expect(summary(objects)).toEqual([]);
  });
});

describe('runtime_unknown_tool with no lock at all', () => {
  it('is contained, not a rollback to a version that does not exist (runtime tester)', () => {
    const photo: RuntimeSnapshot = { tools: [{ serverLabel: 'fresh', toolName: 'purge', descriptionHash: `sha256:${'0'.repeat(64)}`, inputSchemaHash: `sha256:${'0'.repeat(64)}`, approval: 'never' }] };
    const findings = runtimeFindings(photo, undefined, () => ({ effect: 'undeclared' }));
    expect(findings.map((x) => `${x.rule} ${JSON.stringify(x.details ?? {})}`)).toEqual(['runtime_unknown_tool {"serverLocked":false}']);
    expect(decide(findings, { mode: 'snapshot', failOn: 'medium', effectOf: () => 'write' }).decision).toBe('contain');
    // With a lock, an unknown write tool — on a server the lock knows or on one it does not (a toolbox the runtime
    // added) — is a rollback.
    for (const serverLabel of ['change', 'fresh']) {
      const unknown = runtimeFindings({ tools: [{ ...photo.tools[0], serverLabel }] }, locked, () => ({ effect: 'undeclared' })).filter((x) => x.rule === 'runtime_unknown_tool');
      expect(decide(unknown, { mode: 'snapshot', failOn: 'medium', effectOf: () => 'write' }).decision, serverLabel).toBe('rollback');
    }
  });
});

describe('runtime_hash_mismatch', () => {
  const other = `sha256:${'e'.repeat(64)}`;
  it('reports a description the lock did not approve', () => {
    expect(summary(runtimeWith({ 'change/change.get': (t) => ({ ...t, descriptionHash: other }) }))).toEqual(['runtime_hash_mismatch high change/change.get {"fields":["description"]}']);
  });

  it('reports an input schema the lock did not approve', () => {
    expect(summary(runtimeWith({ 'docs/docs.search': (t) => ({ ...t, inputSchemaHash: other }) }))).toEqual(['runtime_hash_mismatch high docs/docs.search {"fields":["inputSchema"]}']);
  });

  it('compares the other fields when the photograph gives their hashes, and never ignores one that contradicts the lock (runtime tester)', () => {
    const own = locked.tools['change/change.get'].fields;
    // The lock's own hashes: no finding; a hash for a field the lock has none of, or another hash: a mismatch.
    expect(summary(runtimeWith({ 'change/change.get': (t) => ({ ...t, inputSchemaHash: own.inputSchema }) }))).toEqual([]);
    expect(summary(runtimeWith({ 'change/change.get': (t) => ({ ...t, outputSchemaHash: other, annotationsHash: other }) }))).toEqual(['runtime_hash_mismatch high change/change.get {"fields":["outputSchema","annotations"]}']);
  });

  it('reports both in one finding', () => {
    expect(summary(runtimeWith({ 'change/change.preview': (t) => ({ ...t, descriptionHash: other, inputSchemaHash: other }) }))).toEqual([
      'runtime_hash_mismatch high change/change.preview {"fields":["description","inputSchema"]}',
    ]);
  });
});

describe('duplicate_name in the runtime photograph', () => {
  it('reports a runtime identity loaded twice, even when each entry proves the approved tool (two toolboxes under one label)', () => {
    const twice = runtimeWith();
    twice.tools.push(proof('change/change.preview'), proof('change/change.preview'));
    expect(summary(twice)).toEqual(['duplicate_name high change/change.preview {"source":"runtime","entries":3}']);
    // Each entry is still checked: a second entry that differs is reported as well.
    const other = runtimeWith();
    other.tools.push({ ...proof('change/change.get'), approval: 'sometimes' });
    expect(summary(other)).toEqual([
      'runtime_approval_weaker critical change/change.get {"runtime":"sometimes","declared":"never","belowLock":true}',
      'duplicate_name high change/change.get {"source":"runtime","entries":2}',
    ]);
    // It holds the release at every threshold.
    const verdict = decide(runtimeFindings(twice, locked, declaredOf), { mode: 'live', failOn: 'critical', effectOf: () => 'read' });
    expect(verdict.decision).toBe('contain');
  });
});

describe('tool names in the photograph', () => {
  it('are compared after NFC, as live names are (a runtime that keeps the server\'s decomposed spelling loads the same tool)', () => {
    const cafe = buildLock(snapshot([server('sa', [tool('caf\u00e9')])])).lock;
    const photo: RuntimeSnapshot = { tools: [{ ...proof('sa/caf\u00e9', cafe), toolName: 'cafe\u0301' }] };
    expect(runtimeFindings(photo, cafe, () => ({ effect: 'read' })).map((f) => f.rule)).toEqual([]);
  });
});

describe('runtime_missing_tool', () => {
  it('reports each approved tool the runtime did not load, with its server', () => {
    const runtime = runtimeWith({ 'change/change.preview': () => undefined, 'docs/docs.search': () => undefined });
    expect(summary(runtime)).toEqual(['runtime_missing_tool high change/change.preview {}', 'runtime_missing_tool high docs/docs.search {}']);
    // The runtime and the release disagree: high (fails at the default threshold), contained at any threshold; not
    // unverifiable (a canary that leaves write tools out on purpose is contained).
    const findings = runtimeFindings(runtime, locked, declaredOf);
    expect(decide(findings, { mode: 'live', failOn: 'medium', effectOf: () => 'read' })).toMatchObject({ decision: 'contain', exitCode: 1 });
    expect(decide(findings, { mode: 'live', failOn: 'critical', effectOf: () => 'read' })).toMatchObject({ decision: 'contain', exitCode: 0 });
    expect(runtimeFindings(runtime, locked, declaredOf).map((f) => f.servers)).toEqual([['change'], ['docs']]);
  });
});

describe('runtime_evidence_incomplete', () => {
  const cases: [string, keyof RuntimeTool][] = [
    ['change/change.preview', 'serverVersion'],
    ['change/change.preview', 'descriptionHash'],
    ['change/change.preview', 'inputSchemaHash'],
    ['change/change.preview', 'approval'],
    ['change/change.preview', 'identity'],
    ['change/change.preview', 'targetScope'],
    ['change/change.get', 'approval'],
    ['docs/docs.search', 'serverVersion'],
    ['docs/docs.search', 'targetScope'],
  ];
  for (const [id, field] of cases) {
    it(`reports a missing ${field} (${id})`, () => {
      expect(summary(runtimeWith({ [id]: without(field) }))).toEqual([`runtime_evidence_incomplete critical ${id} {"missing":["${field}"]}`]);
    });
  }

  it('reads a blank server version as missing, not as another version (an outside review: " " was runtime_version_mismatch, high, below a critical threshold)', () => {
    for (const blankVersion of ['', ' ', '\u200b']) {
      expect(summary(runtimeWith({ 'change/change.get': (t) => ({ ...t, serverVersion: blankVersion }) }))).toEqual(['runtime_evidence_incomplete critical change/change.get {"missing":["serverVersion"]}']);
    }
  });

  it('reads an identity of invisible characters as missing (U+200B, U+2060, a Hangul filler)', () => {
    for (const invisible of ['\u200b', '\u2060', '\u3164']) {
      expect(summary(runtimeWith({ 'change/change.preview': (t) => ({ ...t, identity: invisible }) }))).toEqual(['runtime_evidence_incomplete critical change/change.preview {"missing":["identity"]}']);
    }
  });

  it('does not ask for what nobody declared or recorded: identity and target of change.get, a version the lock lacks', () => {
    const bare = proof('change/change.get');
    expect(bare.identity).toBeUndefined();
    expect(bare.targetScope).toBeUndefined();
    expect(summary(runtimeWith())).toEqual([]);
    const noVersion: LockFile = { ...locked, servers: { ...locked.servers, change: { ...locked.servers.change, serverInfo: null } } };
    expect(summary(runtimeWith({ 'change/change.get': without('serverVersion'), 'change/change.preview': without('serverVersion') }, noVersion), noVersion)).toEqual([]);
  });

  it('asks for a description hash always: a tool approved without a description is proven by the hash of the empty text', () => {
    const bare = buildLock(snapshot([server('change', [{ name: 'change.get', inputSchema: { type: 'object' } }])])).lock;
    expect(bare.tools['change/change.get'].fields.description).toBeUndefined();
    expect(summary(runtimeWith({ 'change/change.get': without('descriptionHash') }, bare), bare)).toEqual(['runtime_evidence_incomplete critical change/change.get {"missing":["descriptionHash"]}']);
    const empty = 'sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(summary(runtimeWith({ 'change/change.get': (t) => ({ ...t, descriptionHash: empty }) }, bare), bare)).toEqual([]);
    expect(summary(runtimeWith({ 'change/change.get': (t) => ({ ...t, descriptionHash: `sha256:${'e'.repeat(64)}` }) }, bare), bare)).toEqual([
      'runtime_hash_mismatch high change/change.get {"fields":["description"]}',
    ]);
  });

  it('a photograph of none of the approved tools proves nothing: missing evidence (exit 2) at every threshold, not a missing tool each', () => {
    const empty: RuntimeSnapshot = { tools: [] };
    const findings = runtimeFindings(empty, locked, declaredOf);
    expect(findings.filter((f) => f.rule === 'runtime_evidence_incomplete').map((f) => f.message)).toEqual([
      'the runtime snapshot lists none of the 3 tool(s) the lock approves: it proves nothing about what the agent runtime loaded',
    ]);
    expect(findings.filter((f) => f.rule === 'runtime_missing_tool')).toHaveLength(0);
    for (const failOn of ['critical', 'medium'] as const) expect(decide(findings, { mode: 'live', failOn, effectOf: () => 'read' })).toMatchObject({ decision: 'contain', exitCode: 2 });
    // Only unknown tools: no approved one is proven either.
    const strangers: RuntimeSnapshot = { tools: [{ serverLabel: 'other', toolName: 'x' }] };
    expect(runtimeFindings(strangers, locked, declaredOf).map((f) => f.rule)).toContain('runtime_evidence_incomplete');
    // A canary that loads one approved tool is no such case.
    expect(runtimeFindings(runtimeWith({ 'change/change.preview': () => undefined, 'docs/docs.search': () => undefined }), locked, declaredOf).map((f) => f.rule)).not.toContain('runtime_evidence_incomplete');
  });

  it('lists every missing field of a photograph that names only the tools (which used to promote)', () => {
    const namesOnly: RuntimeSnapshot = { tools: Object.keys(locked.tools).map((id) => ({ serverLabel: id.split('/')[0], toolName: id.split('/')[1] })) };
    expect(summary(namesOnly)).toEqual([
      'runtime_evidence_incomplete critical change/change.get {"missing":["serverVersion","descriptionHash","inputSchemaHash","approval"]}',
      'runtime_evidence_incomplete critical change/change.preview {"missing":["serverVersion","descriptionHash","inputSchemaHash","approval","identity","targetScope"]}',
      'runtime_evidence_incomplete critical docs/docs.search {"missing":["serverVersion","descriptionHash","inputSchemaHash","approval","identity","targetScope"]}',
    ]);
  });

  it('still compares the fields that are present', () => {
    expect(summary(runtimeWith({ 'change/change.preview': (t) => ({ ...without('descriptionHash')(t), approval: 'never' }) }))).toEqual([
      'runtime_evidence_incomplete critical change/change.preview {"missing":["descriptionHash"]}',
      'runtime_approval_weaker critical change/change.preview {"runtime":"never","declared":"always","belowLock":true}',
    ]);
  });

  it('an undeclared effect asks the strictest approval of the runtime, as a lock without declarations does (runtime tester: "never" passed)', () => {
    const undeclared = (): Declared => ({ effect: 'undeclared' });
    const lock = buildLock(approved, undeclared).lock;
    expect(lock.tools['change/change.get'].declared).toEqual({ effect: 'undeclared' });
    const photo = runtimeWith({ 'change/change.get': (t) => ({ ...t, approval: 'never' }) }, lock);
    const findings = runtimeFindings(photo, lock, undeclared).filter((f) => f.rule === 'runtime_approval_weaker');
    expect(findings.map((f) => `${f.tools.join(',')} ${JSON.stringify(f.details)}`)).toContain('change/change.get {"runtime":"never","declared":"always","belowLock":true}');
  });

  it('is an evidence rule: contains the release at every threshold, exits 2, cannot be waived', () => {
    const namesOnly: RuntimeSnapshot = { tools: Object.keys(locked.tools).map((id) => ({ serverLabel: id.split('/')[0], toolName: id.split('/')[1] })) };
    const analysis = analyze({ catalog, lock: locked, snapshot: approved, runtime: namesOnly });
    const findings = runtimeOnly(analysis.findings);
    expect(findings.map((f) => f.rule)).toEqual(['runtime_evidence_incomplete', 'runtime_evidence_incomplete', 'runtime_evidence_incomplete']);
    for (const failOn of ['critical', 'medium', 'info'] as const) {
      const verdict = decide(findings, { mode: 'snapshot', failOn, effectOf: (id) => effectiveEffect(analysis.declaredOf(id)) });
      expect([failOn, verdict.decision, verdict.exitCode]).toEqual([failOn, 'contain', 2]);
    }
    const waived = applyPolicy(findings, { severity: { runtime_evidence_incomplete: 'info' } }, [
      { rule: 'runtime_evidence_incomplete', tools: Object.keys(locked.tools), reason: 'photograph later', owner: 'platform-ai', expires: '2099-12-31' },
    ], new Date('2026-10-06T00:00:00Z'));
    expect(waived.filter((f) => f.rule === 'runtime_evidence_incomplete').map((f) => [f.severity, f.waived ?? false])).toEqual([
      ['critical', false],
      ['critical', false],
      ['critical', false],
    ]);
    expect(waived.filter((f) => f.rule === 'waiver_invalid')).toHaveLength(1);
  });
});

describe('target scope matching (strict)', () => {
  const two: Target = { tenant: 'contoso', environment: 'production' };
  const one: Target = { project: 'docs' };
  const cases: [Target | undefined, string | Target, boolean][] = [
    // Object form: exactly the declared keys, with the declared values.
    [two, { tenant: 'contoso', environment: 'production' }, true],
    [two, { environment: 'production', tenant: 'contoso' }, true],
    [two, {}, false],
    [two, { tenant: 'contoso' }, false],
    [two, { tenant: 'contoso', environment: 'production', project: 'x' }, false],
    [two, { tenant: 'contoso', environment: 'staging' }, false],
    // String form: the declared values joined by "/", tenant/subscription/project/environment.
    [two, 'contoso/production', true],
    [two, 'contoso', false],
    [two, 'production', false],
    [two, 'production/contoso', false],
    [two, 'contoso/production/x', false],
    [two, '', false],
    [{ tenant: 't', subscription: 's', project: 'p', environment: 'e' }, 't/s/p/e', true],
    [{ tenant: 't', subscription: 's', project: 'p', environment: 'e' }, 't/p/e', false],
    // One declared key: its value alone.
    [one, 'docs', true],
    [one, { project: 'docs' }, true],
    [one, { environment: 'docs' }, false],
    [one, 'docs/docs', false],
    // A declared value with "/" is ambiguous in the string form: only the object proves it.
    [{ project: 'a/b' }, 'a/b', false],
    [{ project: 'a/b' }, { project: 'a/b' }, true],
    // No declared target: a runtime scope is unproven.
    [undefined, 'production', false],
    [undefined, {}, false],
    [{}, {}, false],
  ];
  for (const [declared, scope, expected] of cases) {
    it(`${JSON.stringify(scope)} ${expected ? 'matches' : 'does not match'} ${JSON.stringify(declared ?? null)}`, () => {
      expect(targetMatches(declared, scope)).toBe(expected);
    });
  }

  it('reports runtime_scope_mismatch for a lax scope, and for a scope or identity nobody declared', () => {
    expect(
      summary(
        runtimeWith({
          'change/change.preview': (t) => ({ ...t, targetScope: 'contoso' }),
          'docs/docs.search': (t) => ({ ...t, targetScope: {} }),
          'change/change.get': (t) => ({ ...t, identity: 'mi-change', targetScope: 'production' }),
        }),
      ),
    ).toEqual([
      // change.get declares neither: unproven, not moved; the others declare a target the runtime scope does not prove.
      'runtime_scope_mismatch critical change/change.get {"fields":["identity","targetScope"],"moved":false}',
      'runtime_scope_mismatch critical change/change.preview {"fields":["targetScope"],"moved":true}',
      // An empty object scope says no target at all: missing evidence (exit 2), not another target (runtime tester).
      'runtime_evidence_incomplete critical docs/docs.search {"missing":["targetScope"]}',
    ]);
    // Says that nothing was declared, not "declared null".
    const undeclaredScope = runtimeFindings(runtimeWith({ 'change/change.get': (t) => ({ ...t, identity: 'mi-change', targetScope: 'production' }) }), locked, declaredOf)[0];
    expect(undeclaredScope.message).toBe('the runtime reaches change/change.get with identity "mi-change" (none declared) and target "production" (none declared)');
    // So do a blank string scope and a blank identity; an identity padded with spaces is another identity.
    expect(summary(runtimeWith({ 'change/change.preview': (t) => ({ ...t, identity: ' ', targetScope: '' }) }))).toEqual(['runtime_evidence_incomplete critical change/change.preview {"missing":["identity","targetScope"]}']);
    expect(summary(runtimeWith({ 'change/change.preview': (t) => ({ ...t, identity: ' mi-change ' }) }))).toEqual(['runtime_scope_mismatch critical change/change.preview {"fields":["identity"],"moved":true}']);
    expect(summary(runtimeWith({ 'change/change.preview': (t) => ({ ...t, identity: 'mi-docs' }) }))).toEqual(['runtime_scope_mismatch critical change/change.preview {"fields":["identity"],"moved":true}']);
  });

  it('an ambiguous string scope is unproven, not moved; a key set to an empty value is no key on either side (policy tester: both read as another target)', () => {
    expect(targetProof({ project: 'team/alpha' }, 'team/alpha')).toBe('unproven');
    expect(targetProof({ project: 'alpha', tenant: '' }, { project: 'alpha', tenant: '' })).toBe('match');
    expect(targetProof({ project: 'alpha' }, { project: 'alpha', tenant: ' ' })).toBe('match');
    expect(targetProof({ project: 'alpha' }, { project: 'beta' })).toBe('mismatch');
    // (second reader) A string other than the joined values is another target even then; a null value is no key.
    expect(targetProof({ project: 'team/alpha' }, 'team/beta')).toBe('mismatch');
    expect(targetProof({ project: 'alpha' }, { project: 'alpha', tenant: null } as unknown as Target)).toBe('match');
    const slashed = (id: string): Declared => (id === 'docs/docs.search' ? { ...DECLARED[id], target: { project: 'team/docs' } } : declaredOf(id));
    const findings = runtimeFindings(runtimeWith({ 'docs/docs.search': (t) => ({ ...t, targetScope: 'team/docs' }) }), locked, slashed);
    expect(findings.map((f) => `${f.rule} ${JSON.stringify(f.details)}`)).toEqual(['runtime_scope_mismatch {"fields":["targetScope"],"moved":false}']);
    expect(findings[0].message).toContain('the string form cannot prove');
  });
});

describe('runtime_version_mismatch', () => {
  const loaded = (versions: Record<string, string>): RuntimeSnapshot => runtimeWith(Object.fromEntries(Object.entries(versions).map(([id, v]) => [id, (t: RuntimeTool) => ({ ...t, serverVersion: v })])));

  it('is silent when the runtime loaded the approved versions', () => {
    expect(summary(loaded({ 'change/change.get': '1.0.0', 'change/change.preview': '1.0.0', 'docs/docs.search': '2.0.0' }))).toEqual([]);
  });

  it('reports each server once per version it was loaded at, with the tools that came from it', () => {
    expect(summary(loaded({ 'change/change.get': '1.1.0', 'change/change.preview': '1.1.0', 'docs/docs.search': '2.0.0' }))).toEqual([
      'runtime_version_mismatch high change/change.get,change/change.preview {"runtime":"1.1.0","approved":"1.0.0"}',
    ]);
    expect(summary(loaded({ 'change/change.get': '0.9.0', 'change/change.preview': '1.1.0', 'docs/docs.search': '3.0.0' }))).toEqual([
      'runtime_version_mismatch high change/change.get {"runtime":"0.9.0","approved":"1.0.0"}',
      'runtime_version_mismatch high change/change.preview {"runtime":"1.1.0","approved":"1.0.0"}',
      'runtime_version_mismatch high docs/docs.search {"runtime":"3.0.0","approved":"2.0.0"}',
    ]);
    // A tool loaded twice at the moved version is named once (its duplicate is duplicate_name's).
    const twice = loaded({ 'change/change.get': '1.1.0', 'change/change.preview': '1.0.0', 'docs/docs.search': '2.0.0' });
    twice.tools.push(twice.tools.find((t) => t.toolName === 'change.get')!);
    expect(summary(twice)).toEqual([
      'duplicate_name high change/change.get {"source":"runtime","entries":2}',
      'runtime_version_mismatch high change/change.get {"runtime":"1.1.0","approved":"1.0.0"}',
    ]);
  });

  it('keeps the release contained even below the threshold (a default version that moved without a promotion)', () => {
    // The simple catalog declares no identity or target: the runtime proves hashes, approval and version.
    const runtime: RuntimeSnapshot = {
      tools: Object.keys(locked.tools).map((id) => {
        const { identity: _i, targetScope: _t, ...rest } = proof(id);
        return id === 'docs/docs.search' ? { ...rest, approval: 'never', serverVersion: '2.1.0' } : { ...rest, approval: 'never' };
      }),
    };
    // The live catalog is the approved one: only the runtime disagrees.
    const analysis = analyze({ catalog, lock: locked, snapshot: approved, runtime });
    const findings = runtimeOnly(analysis.findings);
    expect(findings.map((f) => f.rule)).toEqual(['runtime_version_mismatch']);
    const verdict = decide(findings, { mode: 'snapshot', failOn: 'critical', effectOf: (id) => effectiveEffect(analysis.declaredOf(id)) });
    expect(verdict.decision).toBe('contain');
    expect(verdict.exitCode).toBe(0);
  });
});

describe('the release a runtime photograph is of', () => {
  const catalog = { agent: 'pay-agent', release: '2026-11-30.1' };
  it('is the catalog release, alone or after the agent name (seed 000 writes agent-release)', () => {
    for (const agentRelease of ['2026-11-30.1', 'pay-agent-2026-11-30.1', 'pay-agent@2026-11-30.1', 'pay-agent/2026-11-30.1']) {
      expect(runtimeReleaseMismatch({ agentRelease }, catalog), agentRelease).toBeUndefined();
    }
    // A catalog with no release: nothing to compare.
    expect(runtimeReleaseMismatch({ agentRelease: 'r0' }, { agent: 'pay-agent' })).toBeUndefined();
    expect(runtimeReleaseMismatch({}, { agent: 'pay-agent' })).toBeUndefined();
    // A photograph that does not say its release does not prove it.
    expect(runtimeReleaseMismatch({}, catalog)).toBe('the runtime snapshot names no agentRelease, and the catalog of agent "pay-agent" declares release "2026-11-30.1": add "agentRelease" to the photograph');
  });
  it('refuses a photograph of another release (or of another agent with the same release)', () => {
    for (const agentRelease of ['2026-11-29.4', 'pay-agent-2026-11-29.4', 'other-agent-2026-11-30.1', '2026-11-30.10', 'pay-agent-2026-11-30.1-rc']) {
      expect(runtimeReleaseMismatch({ agentRelease }, catalog), agentRelease).toMatch(/photographs release .* declares release "2026-11-30\.1"/);
    }
  });
});

describe('photograph freshness (an outside review: photographs of 2025, of 2099 and "not a time" all promoted)', () => {
  const now = new Date('2026-12-03T12:00:00Z');
  const day = 24 * 3_600_000;
  const rules = (capturedAtUtc: string | undefined, maxAge: number | null = day) =>
    photographFreshness(capturedAtUtc === undefined ? {} : { capturedAtUtc }, now, maxAge ?? undefined).map((x) => `${x.rule} ${x.severity}`);

  it('takes a photograph of the last 24 hours, and a few minutes ahead of the clock', () => {
    expect(rules('2026-12-03T11:59:00Z')).toEqual([]);
    expect(rules('2026-12-02T12:00:00Z')).toEqual([]);
    expect(rules('2026-12-03T13:00:00+01:00')).toEqual([]);
    expect(rules('2026-12-03T12:04:00Z')).toEqual([]);
  });

  it('refuses one older than the maximum age, one from the future, one that does not say when: missing evidence', () => {
    expect(rules('2026-12-02T11:59:00Z')).toEqual(['runtime_evidence_incomplete critical']);
    expect(rules('2025-01-01T00:00:00Z')).toEqual(['runtime_evidence_incomplete critical']);
    expect(rules('2099-01-01T00:00:00Z')).toEqual(['runtime_evidence_incomplete critical']);
    expect(rules(undefined)).toEqual(['runtime_evidence_incomplete critical']);
    const [old] = photographFreshness({ capturedAtUtc: '2026-11-30T06:00:00Z' }, now, day);
    expect(old.message).toBe('the runtime snapshot was taken at 2026-11-30T06:00:00Z, 3d6h before this check; it must be at most 1d old (--runtime-max-age): photograph the runtime again');
    expect(old.details).toEqual({ capturedAtUtc: '2026-11-30T06:00:00Z', maxAge: '1d' });
    // An evidence finding: exit 2 whatever the threshold.
    expect(decide([old], { mode: 'live', failOn: 'critical', effectOf: () => 'read' })).toMatchObject({ decision: 'contain', exitCode: 2 });
    // Just past the limit, the age is rounded up: never "1d before; at most 1d".
    const [edge] = photographFreshness({ capturedAtUtc: '2026-12-02T11:59:59.999Z' }, now, day);
    expect(edge.message).toContain(', 1d1m before this check; it must be at most 1d old');
  });

  it('takes any photograph when no maximum age is set', () => {
    expect(rules('2025-01-01T00:00:00Z', null)).toEqual([]);
    expect(rules(undefined, null)).toEqual([]);
  });

  it('reads RFC 3339 date-times only, and only days and times that exist', () => {
    expect(dateTimeInstant('2026-10-06T07:41:12Z')).toBe(Date.UTC(2026, 9, 6, 7, 41, 12));
    expect(dateTimeInstant('2026-10-06T07:41:12.5+02:00')).toBe(Date.UTC(2026, 9, 6, 5, 41, 12, 500));
    for (const bad of ['not a time', '2026-02-30T00:00:00Z', '2026-12-03T24:00:00Z', '2026-12-03T10:00:00', '2026-13-01T00:00:00Z', '1764763200']) {
      expect(dateTimeInstant(bad), bad).toBeUndefined();
    }
    expect(durationText(90 * 60_000)).toBe('1h30m');
    expect(durationText(7 * day)).toBe('7d');
    expect(parseDuration('24h')).toBe(day);
    expect(parseDuration('1d12h')).toBe(1.5 * day);
    expect(parseDuration('90m')).toBe(90 * 60_000);
    for (const bad of ['', '0h', '24', 'h', '1w', '-1d', '1.5h', 'none']) expect(parseDuration(bad), bad).toBeUndefined();
  });
});
