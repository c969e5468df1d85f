import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRulesDoc } from '../../src/rules/doc.js';
import { RULES } from '../../src/rules/rules.js';

describe('rule set', () => {
  it('docs/rules.md is generated from the rule set (run `npm run docs` when this fails)', () => {
    expect(readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8')).toBe(renderRulesDoc());
  });

  it('every rule has an id in snake case, a title, a rationale and a remediation', () => {
    for (const rule of RULES.values()) {
      expect(rule.id).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(rule.title.length).toBeGreaterThan(5);
      expect(rule.rationale.length).toBeGreaterThan(20);
      expect(rule.remediation.length).toBeGreaterThan(10);
    }
  });
});
