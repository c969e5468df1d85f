// Several catalog reports in one comment: never over GitHub's limit, cut at a
// report boundary with a notice.
import { describe, expect, it } from 'vitest';
import { combineReports, COMMENT_LIMIT, shareOf } from '../../src/report/combine.js';

describe('combineReports', () => {
  it('joins parts that fit as they are', () => {
    expect(combineReports(['# a', '# b'])).toBe('# a\n# b');
  });

  it('cuts at a part boundary under the limit and says how many parts were left out', () => {
    const parts = Array.from({ length: 80 }, (_, i) => `## catalog ${i}\n${'x'.repeat(3_990)}`);
    const out = combineReports(parts);
    expect(out.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const kept = out.match(/^## catalog \d+$/gm)!.length;
    expect(kept).toBeGreaterThan(10);
    expect(out).toContain(`_${80 - kept} more report part(s) left out`);
    // Whole parts only.
    expect(out.split('\n## ').every((p) => p.includes('x'.repeat(3_990)) || p.startsWith('_'))).toBe(true);
  });

  it('gives each report an even share, never below what its decision needs', () => {
    expect(shareOf(1)).toBe(60_000);
    expect(shareOf(3)).toBe(20_000);
    expect(shareOf(200)).toBe(4_000);
  });
});
