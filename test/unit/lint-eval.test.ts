// The content lint measured on labelled tools (test/helpers/lint-eval.ts):
// the figures in docs/lint-evaluation.md are the ones the code gives now,
// and recall and false positives stay within the floors set below (a
// change that loses detections fails here even if the doc is regenerated).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_RULES, DOC_END, DOC_START, evaluateLint, labelled, renderEvaluation, splitOf, type Evaluation } from '../helpers/lint-eval.js';

let evaluation: Evaluation;
// A few seconds (each poisoned tool is linted in the catalog's context, not the whole catalog again beside it: that
// took two to four minutes and met the test watchdog's limit in a loaded run); the limit stays generous.
beforeAll(() => {
  evaluation = evaluateLint();
}, 230_000);

const share = (outcomes: { rules: string[] }[]) => outcomes.filter((o) => o.rules.length > 0).length / outcomes.length;

describe('content lint evaluation', () => {
  it('has well-formed labelled sets: unique ids, a tool with a name, a description and an input schema, a category per poisoned tool', () => {
    for (const file of ['poisoned', 'benign'] as const) {
      const set = labelled(file);
      expect(new Set(set.map((s) => s.id)).size).toBe(set.length);
      for (const sample of set) {
        expect(typeof sample.tool.name, sample.id).toBe('string');
        expect(typeof sample.tool.description, sample.id).toBe('string');
        expect(sample.tool.inputSchema, sample.id).toBeTypeOf('object');
        if (file === 'poisoned') expect(sample.category, sample.id).toMatch(/^[a-z_]+$/);
      }
    }
    // Both halves are used: patterns are tuned on one, measured on the other.
    const halves = labelled('poisoned').map((s) => splitOf(s.id));
    expect(halves.filter((h) => h === 'dev').length).toBeGreaterThan(40);
    expect(halves.filter((h) => h === 'holdout').length).toBeGreaterThan(40);
  });

  it('docs/lint-evaluation.md holds the figures of the code as it is (run `npm run lint-eval` when this fails)', () => {
    const doc = readFileSync(new URL('../../docs/lint-evaluation.md', import.meta.url), 'utf8');
    const start = doc.indexOf(DOC_START);
    const end = doc.indexOf(DOC_END);
    expect(start).toBeGreaterThan(-1);
    expect(doc.slice(start + DOC_START.length, end).trim()).toBe(renderEvaluation(evaluation).trim());
  });

  it('flags most poisoned tools, on the half the patterns were not tuned on too', () => {
    expect(share(evaluation.poisoned)).toBeGreaterThanOrEqual(0.6);
    expect(share(evaluation.poisoned.filter((o) => splitOf(o.id) === 'holdout'))).toBeGreaterThanOrEqual(0.45);
  });

  it('flags few benign tools: the hard negatives and the real corpus', () => {
    expect(share(evaluation.benign)).toBeLessThanOrEqual(0.07);
    expect(evaluation.corpus.flagged.length / evaluation.corpus.tools).toBeLessThanOrEqual(0.03);
    expect(evaluation.corpus.flagged.filter((o) => o.blocking).length).toBeLessThanOrEqual(2);
  });

  it('counts only the content rules', () => {
    for (const o of [...evaluation.poisoned, ...evaluation.benign, ...evaluation.corpus.flagged]) {
      for (const rule of o.rules) expect(CONTENT_RULES as readonly string[]).toContain(rule);
    }
  });
});
