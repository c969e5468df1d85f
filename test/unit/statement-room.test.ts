// A promotion statement and the report of one catalog together exceeded COMMENT_LIMIT, and combineReports dropped
// the whole report part (decision, reasons, findings): the report now gets what the statement leaves (an outside review).
import { describe, expect, it } from 'vitest';
import { promotionStatement } from '../../src/action/check-mode.js';
import { decide } from '../../src/policy/decide.js';
import { buildReport } from '../../src/report/build.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { COMMENT_LIMIT, combineReports, shareOf } from '../../src/report/combine.js';
import type { Finding } from '../../src/types.js';
import { catalogOf } from '../helpers/snapshots.js';

function report(findings: Finding[]) {
  const verdict = decide(findings, { mode: 'live', failOn: 'medium', effectOf: () => 'write' });
  return buildReport({ catalog: catalogOf(['s']), catalogPath: 'catalog-locks/a.yaml', mode: 'live', findings, verdict, lockDigest: 'sha256:aa', liveDigest: 'sha256:bb', toolCount: 1, failOn: 'medium' });
}

describe('check comment: a long promotion statement and a large report', () => {
  it('keeps the decision of the report when the statement is long', () => {
    const many: Finding[] = Array.from({ length: 3000 }, (_, i) => ({ rule: 'tool_added', severity: 'high', tools: [`s/tool_${i}_${'n'.repeat(60)}`], message: `s/tool_${i} is new ${'x'.repeat(60)}` }));
    const r = report(many);
    // 20+ weakened declarations of tools with long (server-chosen) names: each line cut at 300, then escaped.
    const weakened = Array.from({ length: 25 }, (_, i) => `s/${'_'.repeat(240)}${i}: {"effect":"write","approval":"always"} → {"effect":"read"}`);
    const statement = promotionStatement(r, weakened);
    // As check mode shares the room: the report gets what the statement leaves.
    const md = renderMarkdown(r, shareOf(1, COMMENT_LIMIT - 5_000 - statement.length - 1));
    const comment = combineReports([statement, md]);
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(comment).toContain('MCP catalog lock:'); // the decision heading
    expect(comment).not.toContain('report part(s) left out');
    // With the whole room, as before, the report was left out.
    expect(combineReports([statement, renderMarkdown(r, shareOf(1))])).not.toContain('MCP catalog lock:');
  });
});
