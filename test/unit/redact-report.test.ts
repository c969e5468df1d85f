// A report's data redacted before any format renders it, its own words kept (src/report/redact-report.ts).
import { describe, expect, it } from 'vitest';
import { render } from '../../src/commands/check.js';
import { redactReport } from '../../src/report/redact-report.js';
import { validateReportDocument } from '../../src/report/validate-json.js';
import { jsonStrings } from '../../src/util/json-strings.js';
import type { Report } from '../../src/types.js';

const DIGEST = `sha256:${'ab12cd'.repeat(10)}abcd`;

const report: Report = {
  reportVersion: 1,
  agent: 'ops',
  catalog: 'catalog-locks/ops.yaml',
  mode: 'live',
  decision: 'contain',
  reasons: ['1 finding at info on s/get_info'],
  exitCode: 0,
  servers: [{ label: 'info-server', status: 'incomplete', complete: false, protocolVersion: '2025-11-25', toolCount: 2, error: 'info: down' }],
  findings: [
    {
      rule: 'output_contract_missing',
      severity: 'info',
      tools: ['s/get_info'],
      servers: ['s'],
      message: 's/get_info has no output schema; the account is 918273645',
      details: { info: 'info', count: 918273645, pointer: '/properties/info', nested: { info: ['info'] } },
      waived: { reason: 'info only', owner: 'ops', expires: '2099-01-01' },
    },
  ],
  summary: {
    lockDigest: DIGEST,
    liveDigest: DIGEST,
    tools: 2,
    failOn: 'medium',
    waived: 1,
    findings: { critical: 0, high: 0, medium: 0, low: 0, info: 1 },
    runtime: { tools: 2, capturedAtUtc: '2026-12-03T10:00:00Z', agentRelease: 'ops-live' },
  },
};

describe('redactReport', () => {
  const secrets = ['info', 'live', 'ab12cd', '918273645'];

  it("redacts every text that is data, keeps the report's own words, and renders JSON valid against the schema", () => {
    const out = redactReport(report, secrets);
    expect(out.mode).toBe('live');
    // The summary's own words are kept; the release a runtime photograph names is what a file said: data.
    expect(out.summary).toEqual({ ...report.summary, runtime: { tools: 2, capturedAtUtc: '2026-12-03T10:00:00Z', agentRelease: 'ops-***' } });
    expect(out.servers[0]).toEqual({ label: '***-server', status: 'incomplete', complete: false, protocolVersion: '2025-11-25', toolCount: 2, error: '***: down' });
    const [finding] = out.findings;
    expect(finding.severity).toBe('info');
    expect(finding.rule).toBe('output_contract_missing');
    expect(finding.tools).toEqual(['s/get_***']);
    expect(finding.message).toBe('s/get_*** has no output schema; the account is ***');
    // Details and waivers: the keys are the report's, the values data (a number holding a secret becomes a string).
    expect(finding.details).toEqual({ info: '***', count: '***', pointer: '/properties/***', nested: { '***': ['***'] } });
    expect(finding.waived).toEqual({ reason: '*** only', owner: 'ops', expires: '2099-01-01' });
    expect(out.reasons).toEqual(['1 finding at *** on s/get_***']);
    const json = JSON.parse(render([out], 'json'));
    expect(validateReportDocument(json)).toEqual([]);
    // The input is not changed.
    expect(report.findings[0].tools).toEqual(['s/get_info']);
  });

  it('is the report itself with no secret', () => {
    expect(redactReport(report, [])).toBe(report);
  });
});

describe('jsonStrings', () => {
  it('gives numbers as their JSON text: where a numeric secret stands in a lock (the refusal can name it)', () => {
    expect(jsonStrings({ a: [918273645, 'x'], b: { c: 1.5 } }).sort()).toEqual(['1.5', '918273645', 'a', 'b', 'c', 'x']);
  });
});
