// The lint on real servers' tools written in other languages (survey 29 of test/fixtures/real-tools: Chinese, French,
// Japanese, from npm; never learned from, never tuned on before its measurement): its readings of orders stay quiet.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintTool } from '../../src/analysis/lint.js';
import { atLeast } from '../../src/rules/rules.js';
import type { JsonObject } from '../../src/types.js';

const READINGS = new Set(['instruction_text', 'steering_text', 'tool_preference', 'hidden_unicode', 'ansi_escape']);

describe('real tools in other languages', () => {
  it('reads orders in at most one in two hundred of them (the three known: a model told to run `git` for a value, an action “without confirmation”)', () => {
    const real = (JSON.parse(readFileSync(new URL('../fixtures/real-tools/npm-servers.json', import.meta.url), 'utf8')) as { survey: string; server: string; tool: JsonObject }[]).filter(
      (r) => r.survey === 'survey29',
    );
    expect(real.length).toBeGreaterThan(600);
    const flagged = real.filter((r) =>
      lintTool({ id: `${r.server}/${String(r.tool.name)}`, server: r.server, definition: r.tool, declaredEffect: 'write' }, { toolNames: new Set(), serverLabels: new Set() }).some(
        (f) => READINGS.has(f.rule) && atLeast(f.severity, 'medium'),
      ),
    );
    expect(flagged.length).toBeLessThanOrEqual(Math.ceil(real.length * 0.005));
  });
});
