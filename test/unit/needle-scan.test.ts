// NeedleScanner (src/analysis/lint/needle-scan.ts): which of a set of literal
// strings occur in a text, in one Aho-Corasick pass; against String.includes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NeedleScanner } from '../../src/analysis/lint/needle-scan.js';

// A small alphabet (ASCII and not: the automaton has a dense table for one and maps for the other), so needles recur.
const unit = fc.constantFrom('a', 'b', 'c', ' ', 'é', '会', '\u{1F600}'.slice(0, 1), '\u{1F600}'.slice(1));
const word = (max: number) => fc.array(unit, { minLength: 1, maxLength: max }).map((units) => units.join(''));

describe('NeedleScanner', () => {
  it('scan and found report exactly the needles a text holds (found: each once, by first end)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word(4), { minLength: 1, maxLength: 12 }), fc.array(unit, { maxLength: 40 }), (needles, units) => {
        const text = units.join('');
        const scanner = new NeedleScanner(needles);
        const expected = needles.map((needle) => text.includes(needle));
        expect(Array.from(scanner.scan(text), (bit) => bit === 1)).toEqual(expected);
        const found = scanner.found(text);
        expect(new Set(found).size).toBe(found.length);
        expect(found.slice().sort((x, y) => x - y)).toEqual(expected.flatMap((holds, i) => (holds ? [i] : [])));
        const firstEnd = (i: number) => text.indexOf(needles[i]) + needles[i].length;
        for (let k = 1; k < found.length; k++) expect(firstEnd(found[k - 1])).toBeLessThanOrEqual(firstEnd(found[k]));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an empty needle (it would match everywhere)', () => {
    expect(() => new NeedleScanner(['a', ''])).toThrow(/empty needle/);
  });
});
