// Annotations the Action prints for a check: the most severe findings, at
// most ANNOTATIONS_PER_LEVEL of each level (GitHub shows 10 per step), the
// rest counted; hostile messages stay one inert log line.
import { describe, expect, it } from 'vitest';
import { ANNOTATIONS_PER_LEVEL, annotationsOf } from '../../src/action/annotations.js';
import { decide } from '../../src/policy/decide.js';
import { buildReport } from '../../src/report/build.js';
import type { Finding, Severity } from '../../src/types.js';
import { catalogOf } from '../helpers/snapshots.js';

function report(findings: Finding[], path = 'catalog-locks/a.yaml') {
  const verdict = decide(findings, { mode: 'live', failOn: 'medium', effectOf: () => 'read' });
  return buildReport({ catalog: catalogOf(['s']), catalogPath: path, mode: 'live', findings, verdict, lockDigest: null, liveDigest: null, toolCount: 1, failOn: 'medium' });
}

const finding = (severity: Severity, i: number, extra: Partial<Finding> = {}): Finding => ({
  rule: 'mutable_contract',
  severity,
  tools: [`s/t${String(i).padStart(3, '0')}`],
  servers: ['s'],
  message: `s/t${i} changed`,
  ...extra,
});

describe('annotations', () => {
  it('annotate the most severe findings, at most ANNOTATIONS_PER_LEVEL errors and warnings, and count the rest', () => {
    const findings = [
      ...Array.from({ length: 30 }, (_, i) => finding(i % 2 ? 'critical' : 'high', i)),
      ...Array.from({ length: 30 }, (_, i) => finding('medium', 100 + i)),
      // Advisory (low, and nothing that keeps the release from promotion: that would be listed, and annotated).
      ...Array.from({ length: 5 }, (_, i) => finding('low', 200 + i, { rule: 'output_unbounded' })),
      finding('critical', 300, { waived: { reason: 'r', owner: 'o', expires: '2099-01-01' } }),
    ];
    const line = new Map(findings.map((f, i) => [f.tools[0], i + 1]));
    const { annotations, omitted } = annotationsOf([report(findings)], (r) => (f) => ({ uri: r.catalog, line: line.get(f.tools[0])!, column: 3 }));
    const errors = annotations.filter((a) => a.level === 'error');
    const warnings = annotations.filter((a) => a.level === 'warning');
    expect(errors).toHaveLength(ANNOTATIONS_PER_LEVEL);
    expect(warnings).toHaveLength(ANNOTATIONS_PER_LEVEL);
    // Critical ones first (the report lists findings by severity); low ones are advisory, the waived one is not annotated.
    expect(errors.map((a) => a.properties.title)).toEqual(Array(ANNOTATIONS_PER_LEVEL).fill('mutable_contract (critical)'));
    expect(warnings.every((a) => a.properties.title === 'mutable_contract (medium)')).toBe(true);
    expect(omitted).toBe(60 - 2 * ANNOTATIONS_PER_LEVEL);
    expect(errors[0].properties).toMatchObject({ file: 'catalog-locks/a.yaml', startColumn: 3 });
    expect(errors[0].properties.startLine).toBe(line.get('s/t001'));
  });

  it('take the most severe findings over every catalog (a critical one in the last catalog is annotated)', () => {
    const first = report(Array.from({ length: 12 }, (_, i) => finding('high', i)), 'catalog-locks/a.yaml');
    const second = report([finding('critical', 99)], 'catalog-locks/b.yaml');
    const { annotations, omitted } = annotationsOf([first, second], (r) => () => ({ uri: r.catalog, line: 1, column: 1 }));
    expect(annotations[0]).toMatchObject({ level: 'error', properties: { title: 'mutable_contract (critical)', file: 'catalog-locks/b.yaml' } });
    expect(annotations.slice(1).every((a) => a.properties.title === 'mutable_contract (high)' && a.properties.file === 'catalog-locks/a.yaml')).toBe(true);
    expect(annotations).toHaveLength(ANNOTATIONS_PER_LEVEL);
    expect(omitted).toBe(13 - ANNOTATIONS_PER_LEVEL);
  });

  it('share the room across catalogs, ties in report order, and keep hostile messages one inert line', () => {
    const hostile = finding('high', 1, { message: `::error::forged\n\u001b[31m${'x'.repeat(10_000)}` });
    const { annotations, omitted } = annotationsOf([report([hostile]), report(Array.from({ length: 12 }, (_, i) => finding('high', 10 + i)), 'catalog-locks/b.yaml')], () => () => undefined);
    expect(annotations).toHaveLength(ANNOTATIONS_PER_LEVEL);
    expect(omitted).toBe(13 - ANNOTATIONS_PER_LEVEL);
    expect(annotations[0].message.startsWith('::')).toBe(false);
    expect(annotations[0].message).not.toMatch(/[\n\u001b]/);
    expect(annotations[0].message.length).toBeLessThan(2_100);
    expect(annotations[0].properties).toEqual({ title: 'mutable_contract (high)' });
  });

  it('remove secrets from their messages, spelled with tag characters or look-alike letters too (sink tester: annotations skipped it)', () => {
    const secret = 'ghp_SuperSecretKValue1234';
    const spelled = finding('high', 1, { message: `s/t: tag characters spell "${secret}"` });
    const lookalike = finding('high', 2, { message: `s/get_${secret.replace(/K/g, '\u212a')} is new` });
    const { annotations } = annotationsOf([report([spelled, lookalike])], () => () => undefined, [secret]);
    expect(annotations.map((a) => a.message).sort()).toEqual(['s/get_*** is new', 's/t: tag characters spell "***"']);
  });
});
