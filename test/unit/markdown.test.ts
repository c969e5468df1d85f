import { describe, expect, it } from 'vitest';
import { decide } from '../../src/policy/decide.js';
import { buildReport } from '../../src/report/build.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Finding } from '../../src/types.js';
import { catalogOf } from '../helpers/snapshots.js';

const HOSTILE = '::set-output x\n@org/team </details><img src=x onerror=alert(1)> ```` [x](http://e) \u001b[31m';

function report(findings: Finding[]) {
  const verdict = decide(findings, { mode: 'live', failOn: 'medium', effectOf: () => 'write' });
  return buildReport({ catalog: catalogOf(['evil']), catalogPath: 'catalog-locks/a.yaml', mode: 'live', findings, verdict, lockDigest: null, liveDigest: null, toolCount: 1, failOn: 'medium' });
}

function outsideFences(md: string): string {
  return md.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
}

function balanced(md: string) {
  const outside = outsideFences(md);
  expect(outside.split('<details>').length).toBe(outside.split('</details>').length);
  // Every opening fence line has a matching closing line of the same length.
  const fences = md.split('\n').filter((l) => /^`{3,}/.test(l)).map((l) => l.match(/^`+/)![0].length);
  expect(fences.length % 2).toBe(0);
}

describe('markdown report', () => {
  it('keeps hostile text inert and fences diffs safely', () => {
    const md = renderMarkdown(
      report([
        {
          rule: 'mutable_contract',
          severity: 'high',
          tools: [`evil/${HOSTILE}`],
          message: HOSTILE,
          details: { descriptionDiff: `--- a\n+++ b\n@@ -1 +1 @@\n-old\n+${HOSTILE}\n` },
        },
      ]),
    );
    // Inside a fence GitHub shows text literally; outside, nothing hostile may be live.
    const outside = outsideFences(md);
    expect(outside).not.toMatch(/<img|@org|\]\(http/);
    expect(md).not.toMatch(/\u001b/);
    expect(md).toContain('<img src=x'); // kept as evidence, inside the fence
    expect(md.startsWith('### ')).toBe(true);
    expect(md).toContain('Roll back');
    balanced(md);
  });

  it('stays under the limit with a truncation notice that says what was left out', () => {
    const many: Finding[] = Array.from({ length: 3000 }, (_, i) => ({
      rule: 'mutable_contract',
      severity: 'high',
      tools: [`s/tool_${i}`],
      message: `tool_${i} changed ${'x'.repeat(40)}`,
      details: { descriptionDiff: `-a\n+${'y'.repeat(200)}\n` },
    }));
    const md = renderMarkdown(report(many));
    expect(md.length).toBeLessThanOrEqual(65_536);
    expect(md).toMatch(/Truncated: \d+ of 3000 findings and 3000 of 3000 detail sections were left out/);
    balanced(md);
  });

  it('never exceeds the limit, whatever the limit and the mix of row sizes', () => {
    const findings: Finding[] = Array.from({ length: 60 }, (_, i) => ({
      rule: i % 3 ? 'mutable_contract' : 'tool_added',
      severity: 'high',
      tools: [`s/${'t'.repeat((i * 37) % 90)}${i}`],
      message: `m${i} ${'x'.repeat((i * 53) % 170)}`,
      details: i % 4 ? undefined : { descriptionDiff: `-a\n+${'y'.repeat((i * 29) % 300)}\n` },
    }));
    const r = report(findings);
    for (let limit = 2_000; limit <= 9_000; limit += 7) expect(renderMarkdown(r, limit).length, `limit ${limit}`).toBeLessThanOrEqual(limit);
  });

  it('a huge hostile name or message cannot push the other findings out of the table', () => {
    const findings: Finding[] = [
      // Sorted first (critical), 200,000 characters of name and message.
      { rule: 'exact_name', severity: 'critical', tools: [`a/${'A'.repeat(100_000)}`, `b/${'A'.repeat(100_000)}`], message: 'B'.repeat(200_000) },
      { rule: 'mutable_contract', severity: 'high', tools: ['a/d'], message: 'a/d changed' },
      { rule: 'tool_added', severity: 'high', tools: ['a/e'], message: 'a/e is new' },
    ];
    const md = renderMarkdown(report(findings));
    expect(md.length).toBeLessThanOrEqual(65_536);
    expect(md).toContain('a/d changed');
    expect(md).toContain('a/e is new');
    // The long row is there too, cut short (the JSON report has it whole).
    expect(md).toContain(`a/${'A'.repeat(198)}…`);
    expect(md).not.toContain('B'.repeat(1_001));
    expect(md).not.toMatch(/Truncated/);
  });
});
