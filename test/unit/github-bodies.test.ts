// What the Action writes into GitHub: every body stays under GitHub's limit
// (65,536 characters), whatever the size of the gateway, and lists of tools
// name a few and count the rest.
import { describe, expect, it } from 'vitest';
import { driftBody } from '../../src/action/drift-mode.js';
import { rollbackBody } from '../../src/action/rollback-mode.js';
import { BODY_LIMIT, fitBody } from '../../src/github/api.js';
import { decide } from '../../src/policy/decide.js';
import { buildReport } from '../../src/report/build.js';
import type { Finding } from '../../src/types.js';
import { catalogOf } from '../helpers/snapshots.js';

const ids = (n: number, prefix = 'gw') => Array.from({ length: n }, (_, i) => `${prefix}/tool_${String(i).padStart(5, '0')}`);

describe('bodies written to GitHub', () => {
  it('fitBody keeps a body within the limit, cut at a line, and says so; a short body is unchanged', () => {
    expect(fitBody('short\nbody')).toBe('short\nbody');
    const long = Array.from({ length: 20_000 }, (_, i) => `- line ${i}`).join('\n');
    const fitted = fitBody(long);
    expect(fitted.length).toBeLessThanOrEqual(BODY_LIMIT);
    expect(fitted).toMatch(/\n- line \d+\n\n_… the rest is cut: GitHub keeps at most 65,536 characters here\. The job summary and the JSON report have everything\._\n$/);
    expect(long.startsWith(fitted.slice(0, fitted.indexOf('\n\n_…')))).toBe(true);
    // One long line of astral characters: cut inside it, never between the halves of a pair.
    const unpaired = /[\ud800-\udbff](?![\udc00-\udfff])/;
    for (const shift of ['', 'x']) {
      const astral = fitBody(`${shift}${'😀'.repeat(40_000)}`);
      expect(astral.length).toBeLessThanOrEqual(BODY_LIMIT);
      expect(astral).toContain('😀😀_… the rest is cut'.replace('_', '\n\n_'));
      expect(unpaired.test(astral)).toBe(false);
      // A limit too small for the notice: a bare cut, still whole characters.
      const tiny = fitBody(`${shift}${'😀'.repeat(100)}`, 51);
      expect(tiny.length).toBeLessThanOrEqual(51);
      expect(unpaired.test(tiny)).toBe(false);
    }
  });

  it('fitBody closes the code fence and the collapsed sections a cut leaves open, so the notice reads as text', () => {
    const fence = '````';
    const block = (i: number) => `<details><summary>Changes of s/t${i}</summary>\n\n${fence}diff\n${Array.from({ length: 40 }, (_, k) => `+line ${k} \`\`\` <details>`).join('\n')}\n${fence}\n\n</details>\n`;
    const body = Array.from({ length: 200 }, (_, i) => block(i)).join('\n');
    const fitted = fitBody(body);
    expect(fitted.length).toBeLessThanOrEqual(BODY_LIMIT);
    const lines = fitted.split('\n');
    // Outside fences, <details> opened and closed as many times; no fence left open before the notice.
    let open: string | null = null;
    let depth = 0;
    for (const line of lines) {
      if (open) {
        if (line === open) open = null;
        continue;
      }
      if (line.startsWith(fence)) {
        open = fence;
        continue;
      }
      depth += (line.match(/<details>/g)?.length ?? 0) - (line.match(/<\/details>/g)?.length ?? 0);
    }
    expect(open).toBeNull();
    expect(depth).toBe(0);
    expect(fitted.endsWith('The job summary and the JSON report have everything._\n')).toBe(true);
    // A marker longer than the limit leaves nothing to keep, and nothing breaks.
    expect(fitBody(body, -5)).toBe('');
  });

  it('a rollback of thousands of tools names 50 per list and counts the rest', () => {
    const body = rollbackBody('ops', 'abc1234', { removed: ids(12_000), restored: ids(70, 'old'), changed: ids(3).map((id) => [id, ['description']]), serversRemoved: ['gw'], serversRestored: [] });
    expect(body.length).toBeLessThan(20_000);
    expect(body).toContain('**Tools this rollback takes away** (12000):');
    expect(body).toContain('- `gw/tool_00049`');
    expect(body).not.toContain('gw/tool_00050');
    expect(body).toContain("- … and 11950 more (the pull request's diff of the lock lists them)");
    expect(body).toContain('**Tools it brings back** (70):');
    expect(body).toContain('- … and 20 more');
    expect(body).toContain('- `gw/tool_00002 (description)`');
  });

  it('long hostile ids are cut in the lists, so the report after them is never pushed out of the body', () => {
    const long = Array.from({ length: 60 }, (_, i) => `gw/${String(i).padStart(2, '0')}${'n'.repeat(1_500)}`);
    const findings: Finding[] = [{ rule: 'mutable_contract', severity: 'critical', tools: ['gw/x'], servers: ['gw'], message: 'gw/x changed' }];
    const verdict = decide(findings, { mode: 'live', failOn: 'medium', effectOf: () => 'write' });
    const report = buildReport({ catalog: catalogOf(['gw']), catalogPath: 'catalog-locks/ops.yaml', mode: 'live', findings, verdict, lockDigest: null, liveDigest: null, toolCount: 1, failOn: 'medium' });
    const body = fitBody(driftBody(report, 'catalog-locks/ops.yaml', long));
    expect(body).toContain('gw/x changed');
    expect(body).not.toContain('the rest is cut');
    expect(body).toContain(`\`${long[0].slice(0, 200)}…\``);
    const rollback = rollbackBody('ops', 'abc1234', { removed: long, restored: [], changed: [[long[1], ['description']]], serversRemoved: [], serversRestored: [] });
    expect(rollback.length).toBeLessThan(20_000);
    expect(rollback).toContain(`\`${long[1].slice(0, 200)}… (description)\``);
  });

  it('a drift pull request adding thousands of tools names 50 and stays within the limit', () => {
    const added = ids(10_000);
    const findings: Finding[] = added.map((id) => ({ rule: 'tool_added', severity: 'high', tools: [id], servers: ['gw'], message: `${id} is new` }));
    const verdict = decide(findings, { mode: 'live', failOn: 'medium', effectOf: () => 'write' });
    const report = buildReport({ catalog: catalogOf(['gw']), catalogPath: 'catalog-locks/ops.yaml', mode: 'live', findings, verdict, lockDigest: null, liveDigest: null, toolCount: added.length, failOn: 'medium' });
    const body = driftBody(report, 'catalog-locks/ops.yaml', added);
    expect(body.length).toBeLessThan(BODY_LIMIT - 1_000);
    expect(body).toContain('New tools added to the catalog as undeclared (10000): `gw/tool_00000`, ');
    expect(body).toContain('`gw/tool_00049` and 9950 more (the catalog diff lists them).');
    expect(body).not.toContain('`gw/tool_00050`,');
  });
});
