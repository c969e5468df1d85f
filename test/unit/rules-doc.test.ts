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

describe('the README and docs/analysis.md', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const analysis = readFileSync(new URL('../../docs/analysis.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Analysis\n'), readme.indexOf('\n### Policy and waivers\n'));
  /** GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
  const slug = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

  it("the README's Analysis table names every rule once, in its rules column", () => {
    const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| family') && !line.startsWith('| ---'));
    const named = rows.flatMap((row) => [...row.split(' | ')[1].matchAll(/`([a-z_]+)`/g)].map((m) => m[1]));
    expect(named.length).toBeGreaterThan(0);
    expect([...named].sort()).toEqual([...RULES.keys()].sort());
  });

  it("the README's links into docs/analysis.md point at its headings", () => {
    const anchors = new Set([...analysis.matchAll(/^#{1,4} (.+)$/gm)].map((m) => slug(m[1])));
    const links = [...readme.matchAll(/\]\(docs\/analysis\.md#([^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(anchors, link).toContain(link);
  });

  it('docs/analysis.md names, under each family the README links to, every rule of its row', () => {
    const rows = section.split('\n').filter((line) => /^\| \[[^\]]+\]\(docs\/analysis\.md#/.test(line));
    expect(rows.length).toBeGreaterThan(5);
    const headings = [...analysis.matchAll(/^#{2,3} (.+)$/gm)];
    for (const row of rows) {
      const anchor = /#([^)]+)\)/.exec(row)![1];
      const at = headings.findIndex((h) => slug(h[1]) === anchor);
      const from = headings[at].index!;
      const to = headings.slice(at + 1).find((h) => !h[0].startsWith('###') || headings[at][0].startsWith('###'))?.index ?? analysis.length;
      for (const m of row.split(' | ')[1].matchAll(/`([a-z_]+)`/g)) expect(analysis.slice(from, to), `${m[1]} under #${anchor}`).toContain(`\`${m[1]}\``);
    }
  });
});
