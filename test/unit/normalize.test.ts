// The text the lint reads: normalised (lowercased, NFKC, invisible and
// control characters dropped, look-alikes folded) with a map back to the
// original offsets. The normalised string is built by a fast walk (ASCII
// runs as slices) and the map, on first use, by a walk per character; the
// two must agree on any text, or a finding would point at the wrong place.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize, originalRange } from '../../src/analysis/lint/normalize.js';

/** Text mixing what the walks treat differently: ASCII runs, controls, invisibles, marks, jamo, wide and astral letters. */
const piece = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(
    '\u200b', '\u2060', '\ufeff', '\u0000', '\u001b', '\u007f', '\t', '\n', '\r',
    'e\u0301', '\u0438\u0306', '\u30b5\u3099', '\u1100\u1161\u11a8', '\u0332',
    '\uff49\uff47', '\ufb01', '\u0430', '\u0399', '\u{1d4d8}', '\u{20000}', '\ud800', '\udc00', '\u{e0041}',
  ),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
);
const text = fc.array(piece, { maxLength: 12 }).map((xs) => xs.join(''));

describe('normalize', () => {
  it('maps every unit of the normalised text to an original offset, in order, on any text', () => {
    fc.assert(
      fc.property(text, (t) => {
        const n = normalize(t);
        if (n.map === null) {
          expect(n.norm).toBe(t.toLowerCase());
          return;
        }
        // The getter checks that the per-character walk yields the same string as the fast one.
        expect(n.map).toHaveLength(n.norm.length);
        for (let k = 0; k < n.map.length; k++) {
          expect(n.map[k]).toBeGreaterThanOrEqual(k > 0 ? n.map[k - 1] : 0);
          expect(n.map[k]).toBeLessThan(t.length);
        }
      }),
      { numRuns: 2000, seed: 5 },
    );
  });

  it('reads hidden, wide and look-alike spellings as the plain word, and points back at the original', () => {
    for (const spelled of ['IG\u200bNORE', 'ig\u0000nore', '\uff49\uff47\uff4e\uff4f\uff52\uff45', 'ign\u043ere', 'igno\u0332re']) {
      const t = `Please ${spelled} this.`;
      const n = normalize(t);
      const at = n.norm.indexOf('ignore');
      expect(at, JSON.stringify(spelled)).toBeGreaterThan(0);
      const [start, end] = originalRange(n, t, at, at + 'ignore'.length);
      expect(t.slice(start, end)).toBe(spelled);
    }
  });

  it('leaves printable ASCII as it is, lowercased, without a map', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...' AZaz09.,:;!?-_/\'"()[]{}'.split('')) }), (t) => {
        const n = normalize(t);
        expect(n.norm).toBe(t.toLowerCase());
        expect(n.map).toBeNull();
      }),
      { numRuns: 200, seed: 6 },
    );
  });
});
