// SARIF results as code scanning tells them apart: by their fingerprints.
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/policy/decide.js';
import { buildReport } from '../../src/report/build.js';
import { renderSarif } from '../../src/report/sarif.js';
import type { Finding } from '../../src/types.js';
import { catalogOf } from '../helpers/snapshots.js';

function sarifOf(findings: Finding[]): { results: { ruleId: string; partialFingerprints: Record<string, string> }[] } {
  const verdict = decide(findings, { mode: 'live', failOn: 'medium', effectOf: () => 'write' });
  const report = buildReport({ catalog: catalogOf(['a']), catalogPath: 'catalog-locks/a.yaml', mode: 'live', findings, verdict, lockDigest: null, liveDigest: null, toolCount: 1, failOn: 'medium' });
  return JSON.parse(renderSarif([report], () => () => undefined, 'test')).runs[0];
}

const breaking = (pointer: string, change: string, message = `a/t: ${change} at ${pointer}`): Finding => ({
  rule: 'schema_breaking',
  severity: 'high',
  tools: ['a/t'],
  servers: ['a'],
  message,
  details: { schema: 'inputSchema', pointer, change, breaking: true },
});

describe('SARIF fingerprints', () => {
  it('tell apart several findings of one rule on one tool (each schema change), and stay put when only the message moves', () => {
    const findings = [breaking('/properties/a', 'required_added'), breaking('/properties/b', 'required_added'), breaking('/properties/a', 'max_length_added'), breaking('/properties/b', 'max_length_added')];
    const prints = sarifOf(findings).results.map((r) => r.partialFingerprints['catalogLock/v2']);
    expect(new Set(prints).size).toBe(4);
    const again = sarifOf(findings.map((f) => ({ ...f, message: `${f.message} (worded otherwise)` }))).results.map((r) => r.partialFingerprints['catalogLock/v2']);
    expect(again).toEqual(prints);
  });

  it('a tool id holding a comma does not pass for two tools', () => {
    const one: Finding = { rule: 'exact_name', severity: 'critical', tools: ['x,a/y'], message: 'm' };
    const two: Finding = { rule: 'exact_name', severity: 'critical', tools: ['x', 'a/y'], message: 'm' };
    const [p1, p2] = [sarifOf([one]), sarifOf([two])].map((s) => s.results[0].partialFingerprints['catalogLock/v2']);
    expect(p1).not.toBe(p2);
  });
});
