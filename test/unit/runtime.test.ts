// The runtime photograph (seed 000) against the lock: the server versions the
// runtime loaded. (The other runtime rules are exercised on real servers in
// test/integration/seed-000.test.ts.)
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis/analyze.js';
import { effectiveEffect } from '../../src/analysis/declarations.js';
import { runtimeFindings, type RuntimeSnapshot } from '../../src/analysis/runtime.js';
import { buildLock } from '../../src/lock/lock-file.js';
import { decide } from '../../src/policy/decide.js';
import { catalogOf, server, snapshot, tool } from '../helpers/snapshots.js';

const catalog = catalogOf(['change', 'docs'], { 'change/*': { effect: 'read' }, 'docs/*': { effect: 'read' } });
const approved = snapshot([server('change', [tool('change.get'), tool('change.preview')]), server('docs', [tool('docs.search')], { serverInfo: { name: 'docs', version: '2.0.0' } })]);
const locked = buildLock(approved).lock;
const loaded = (versions: Record<string, string | undefined>): RuntimeSnapshot => ({
  tools: Object.keys(locked.tools).map((id) => {
    const [serverLabel, toolName] = id.split('/');
    const serverVersion = versions[id];
    return { serverLabel, toolName, ...(serverVersion === undefined ? {} : { serverVersion }) };
  }),
});
const summary = (runtime: RuntimeSnapshot) =>
  runtimeFindings(runtime, locked, () => ({ effect: 'read' })).map((f) => `${f.rule} ${f.severity} ${f.tools.join(',')} ${JSON.stringify(f.details ?? {})}`);

describe('runtime_version_mismatch', () => {
  it('is silent when the runtime loaded the approved versions, or says nothing of versions', () => {
    expect(summary(loaded({ 'change/change.get': '1.0.0', 'change/change.preview': '1.0.0', 'docs/docs.search': '2.0.0' }))).toEqual([]);
    expect(summary(loaded({}))).toEqual([]);
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
  });

  it('keeps the release contained even below the threshold (a default version that moved without a promotion)', () => {
    const runtime = loaded({ 'docs/docs.search': '2.1.0' });
    // The live catalog is the approved one: only the runtime disagrees.
    const analysis = analyze({ catalog, lock: locked, snapshot: approved, runtime });
    expect(analysis.findings.map((f) => f.rule)).toEqual(['runtime_version_mismatch']);
    const verdict = decide(analysis.findings, { mode: 'snapshot', failOn: 'critical', effectOf: (id) => effectiveEffect(analysis.declaredOf(id)) });
    expect(verdict.decision).toBe('contain');
    expect(verdict.exitCode).toBe(0);
  });
});
