// Held cases of the content lint: a survey's tools judged by an outside tester and an outside red team's attacks and
// honest texts on the readings that survey brought (test/fixtures/lint-held/*.json, lint-held-unlearned/*.json). Each case wants the rules named
// at medium or above (`flag`), or below medium (`clean`): a later change that lets one of them through, or flags one
// of them, fails here. Cases both versions of the code still got wrong are not held (they are in the session's note).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintTool } from '../../src/analysis/lint.js';
import type { Effect, JsonObject } from '../../src/types.js';

interface HeldCase {
  id: string;
  want: 'flag' | 'clean';
  rules: string[];
  /** A word the finding's details must hold (a pattern's name). */
  pattern?: string;
  effect: Effect;
  server?: string;
  definition: JsonObject;
}

// lint-held is also what the statistical reading learns from (scripts/train-steering-model.ts); lint-held-unlearned
// holds the cases of sets the model has not learned (red team 53's: learning it lowered the lint evaluation).
const DIRS = ['lint-held', 'lint-held-unlearned'].map((d) => join(import.meta.dirname, '..', 'fixtures', d));
const RANK: Record<string, number> = { info: 0, low: 1, medium: 2, high: 3, critical: 4 };

for (const [dir, file] of DIRS.flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.json')).sort().map((f) => [d, f] as const))) {
  const cases = JSON.parse(readFileSync(join(dir, file), 'utf8')) as HeldCase[];
  describe(`held lint cases: ${file}`, () => {
    // (A red team's set holds both directions; a false-alarm hunt's holds honest tools only: hunt53.json.)
    it('holds cases in both directions, or honest ones only', () => {
      const flags = cases.filter((c) => c.want === 'flag').length;
      const cleans = cases.filter((c) => c.want === 'clean').length;
      expect(cleans).toBeGreaterThan(10);
      expect(flags === 0 || flags > 10, `${flags} cases to flag`).toBe(true);
    });
    it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
      const server = c.server ?? 'srv';
      const name = String(c.definition.name);
      const context = { toolNames: new Set([`${server}/${name}`]), serverLabels: new Set([server]) };
      const findings = lintTool({ id: `${server}/${name}`, server, definition: c.definition, declaredEffect: c.effect }, context);
      const relevant = findings.filter((f) => c.rules.includes(f.rule) && (c.pattern === undefined || JSON.stringify(f.details ?? {}).includes(c.pattern)));
      const top = Math.max(-1, ...relevant.map((f) => RANK[f.severity]));
      if (c.want === 'flag') expect(top, JSON.stringify(relevant.map((f) => f.message))).toBeGreaterThanOrEqual(RANK.medium);
      else expect(top, JSON.stringify(relevant.map((f) => `${f.severity} ${f.message}`))).toBeLessThan(RANK.medium);
    });
  });
}
