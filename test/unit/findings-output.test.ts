// The Action's `findings` output: every finding when they fit, else the most
// severe that fit in GitHub's output limit, and how many were left out.
import { describe, expect, it } from 'vitest';
import { FINDINGS_OUTPUT_MAX, findingsOutput, type OutputFinding } from '../../src/action/findings-output.js';
import { decide } from '../../src/policy/decide.js';
import { buildReport } from '../../src/report/build.js';
import type { Finding, Severity } from '../../src/types.js';
import { catalogOf } from '../helpers/snapshots.js';

function report(findings: Finding[], agent = 'ops') {
  const verdict = decide(findings, { mode: 'live', failOn: 'medium', effectOf: () => 'read' });
  return buildReport({ catalog: catalogOf(['s'], {}, agent), catalogPath: `catalog-locks/${agent}.yaml`, mode: 'live', findings, verdict, lockDigest: null, liveDigest: null, toolCount: 1, failOn: 'medium' });
}

const many = (n: number, severity: Severity, prefix: string, extra: Partial<Finding> = {}): Finding[] =>
  Array.from({ length: n }, (_, i) => ({ rule: 'output_contract_missing', severity, tools: [`s/${prefix}${String(i).padStart(5, '0')}`], servers: ['s'], message: `${prefix} ${i} ${'x'.repeat(60)}`, ...extra }));

describe('the findings output', () => {
  it('carries every finding when they fit, with the agent and whether each is waived', () => {
    const { json, omitted } = findingsOutput([report(many(3, 'high', 'a')), report(many(1, 'low', 'b', { waived: { reason: 'r', owner: 'o', expires: '2099-01-01' } }), 'other')]);
    const parsed = JSON.parse(json) as OutputFinding[];
    expect(omitted).toBe(0);
    expect(parsed).toHaveLength(4);
    expect(parsed[3]).toEqual({ agent: 'other', rule: 'output_contract_missing', severity: 'low', tools: ['s/b00000'], toolCount: 1, message: `b 0 ${'x'.repeat(60)}`, waived: true });
  });

  it('past the limit carries the most severe unwaived findings that fit, in order, and counts the rest', () => {
    const waived = { reason: 'r', owner: 'o', expires: '2099-01-01' };
    const reports = [report([...many(20_000, 'low', 'l'), ...many(50, 'critical', 'w', { waived })]), report(many(100, 'critical', 'c'), 'other')];
    const { json, omitted } = findingsOutput(reports);
    expect(json.length).toBeLessThanOrEqual(FINDINGS_OUTPUT_MAX);
    const parsed = JSON.parse(json) as OutputFinding[];
    expect(parsed.slice(0, 100).every((f) => f.severity === 'critical' && !f.waived && f.agent === 'other')).toBe(true);
    expect(parsed.slice(100).every((f) => f.severity === 'low')).toBe(true);
    expect(parsed.some((f) => f.waived)).toBe(false);
    expect(omitted).toBe(20_150 - parsed.length);
    expect(parsed.length).toBeGreaterThan(1_000);
  });

  it('names 50 tools per finding, each id cut at 500 code points; a finding too large to fit is skipped, not the ones after it', () => {
    const group = Array.from({ length: 300 }, (_, i) => `s/${String(i).padStart(3, '0')}${'n'.repeat(1_000)}`);
    const { json, omitted } = findingsOutput([report([...many(1, 'critical', 'g', { tools: group }), ...many(10, 'high', 'h')])]);
    const [first, ...rest] = JSON.parse(json) as OutputFinding[];
    expect(first.toolCount).toBe(300);
    expect(first.tools).toEqual(group.slice(0, 50).map((id) => `${id.slice(0, 500)}…`));
    expect(rest).toHaveLength(10);
    expect(omitted).toBe(0);
    // A finding that cannot fit at all (here: a limit smaller than it) is left out; the smaller ones after it are kept.
    const tight = findingsOutput([report([...many(1, 'critical', 'g', { tools: group }), ...many(10, 'high', 'h')])], 2_000);
    expect((JSON.parse(tight.json) as OutputFinding[]).every((f) => f.severity === 'high')).toBe(true);
    expect(tight.omitted).toBe(11 - (JSON.parse(tight.json) as OutputFinding[]).length);
    expect(tight.omitted).toBeGreaterThanOrEqual(1);
  });

  it('cuts a hostile message at 2,000 code points (the JSON report keeps it whole)', () => {
    const { json } = findingsOutput([report(many(1, 'high', 'h', { message: 'm'.repeat(1_000_000) }))]);
    expect((JSON.parse(json) as OutputFinding[])[0].message).toBe(`${'m'.repeat(2_000)}…`);
  });
});
