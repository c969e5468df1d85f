import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RegExpParser } from '@eslint-community/regexpp';
import { alternationRegExp, hoistLeadingAssertions, topLevelBranches } from '../../src/analysis/lint/alternation.js';
import { C as DIRECTIVE_CONCEPTS } from '../../src/analysis/lint/directives.js';
import { INSTRUCTION_PATTERNS } from '../../src/analysis/lint/instruction-patterns.js';

const LB = '(?<![a-z])';

/** Every match of a global copy of `re` in `text`: index, text and groups. */
function matches(re: RegExp, text: string): string {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return JSON.stringify([...text.matchAll(global)].map((m) => [m.index, m[0], m.slice(1)]));
}

describe('hoistLeadingAssertions', () => {
  it('tests a shared opening once for a run of branches', () => {
    expect(hoistLeadingAssertions(`${LB}do not|${LB}never|${LB}nor`)).toBe(`${LB}(?:do not|never|nor)`);
    expect(hoistLeadingAssertions(String.raw`\bonly\b|-only\b|\breserved|\bsolely`)).toBe(String.raw`\bonly\b|-only\b|\b(?:reserved|solely)`);
  });

  it('keeps the order of branches: only adjacent ones are grouped', () => {
    expect(hoistLeadingAssertions(`${LB}a|b|${LB}c|${LB}d`)).toBe(`${LB}a|b|${LB}(?:c|d)`);
    expect(hoistLeadingAssertions(`${LB}a|(?<![0-9])b|${LB}c`)).toBe(`${LB}a|(?<![0-9])b|${LB}c`);
  });

  it('leaves alone what has nothing to share, and assertions that capture', () => {
    expect(hoistLeadingAssertions('abc')).toBe('abc');
    expect(hoistLeadingAssertions('a|b|c')).toBe('a|b|c');
    expect(hoistLeadingAssertions('(?<=(x))a|(?<=(x))b')).toBe('(?<=(x))a|(?<=(x))b');
    expect(hoistLeadingAssertions('(x)|(?<=\\1y)a|(?<=\\1y)b')).toBe('(x)|(?<=\\1y)a|(?<=\\1y)b');
  });

  it('keeps a branch that is only the assertion (an empty rest)', () => {
    const source = `${LB}|${LB}a`;
    expect(hoistLeadingAssertions(source)).toBe(`${LB}(?:|a)`);
    expect(matches(alternationRegExp(source, 'g'), 'xa a')).toBe(matches(new RegExp(source, 'g'), 'xa a'));
  });

  it('reads escapes, classes and groups: a | inside them is no branch', () => {
    expect(hoistLeadingAssertions(String.raw`\bx\||\b[|(]|\b(?:y|z)`)).toBe(String.raw`\b(?:x\||[|(]|(?:y|z))`);
    expect(hoistLeadingAssertions(String.raw`(?<![\p{L}])a|(?<![\p{L}])b`, 'u')).toBe(String.raw`(?<![\p{L}])(?:a|b)`);
    // (An assertion holding an escaped parenthesis is read as one that may capture: left where it is.)
    expect(hoistLeadingAssertions(String.raw`(?<=\()a|(?<=\()b`)).toBe(String.raw`(?<=\()a|(?<=\()b`);
    expect(hoistLeadingAssertions('(?<![a-z])a|(?<![a-z])b', 'v')).toBe('(?<![a-z])a|(?<![a-z])b');
  });

  it('splits every pattern of the lint into the branches the ECMAScript grammar gives (regexpp as the reference)', () => {
    const parser = new RegExpParser({ ecmaVersion: 2025 });
    const sources = [...INSTRUCTION_PATTERNS.map((p) => p.source), ...Object.values(DIRECTIVE_CONCEPTS).map((r) => r.source)];
    expect(sources.length).toBeGreaterThan(250);
    for (const source of sources) {
      const reference = parser.parsePattern(source).alternatives.map((a) => [a.start, a.end]);
      expect(topLevelBranches(source)).toEqual(reference);
    }
  });

  it('matches what the pattern matched, at the same places (random patterns and texts)', () => {
    const openings = ['', LB, '(?<![b])', '\\b', '\\B', '^', '(?=a)', '(?!ab)', '(?<=(a))'];
    const rest = fc.stringMatching(/^(?:[abc ]|\(\?:a\|b\)|a\{1,2\}|\[ab\]\*|\(c\))*$/, { maxLength: 8 });
    const branch = fc.tuple(fc.constantFrom(...openings), rest).map(([open, body]) => open + body);
    fc.assert(
      fc.property(
        fc.array(branch, { minLength: 1, maxLength: 8 }),
        fc.stringMatching(/^[abcAB \n]*$/, { maxLength: 30 }),
        fc.constantFrom('g', 'gi', 'gu', 'gm'),
        (branches, text, flags) => {
          const source = branches.join('|');
          expect(matches(alternationRegExp(source, flags), text)).toBe(matches(new RegExp(source, flags), text));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
