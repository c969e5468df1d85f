// Measures the content lint on the labelled sets (test/helpers/lint-eval.ts)
// and writes the figures into docs/lint-evaluation.md, between its generated
// markers; test/unit/lint-eval.test.ts fails when they are stale.
//
//   npm run lint-eval                  rewrite the figures
//   npm run lint-eval -- --show dev    also print the dev half's misses and the hard negatives flagged
//
// Patterns are tuned looking at the dev half only; the holdout half says how
// well that generalises.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DOC_END, DOC_START, evaluateLint, renderEvaluation, splitOf } from '../test/helpers/lint-eval.js';

const { values } = parseArgs({ options: { show: { type: 'string' } } });
const DOC = 'docs/lint-evaluation.md';

const evaluation = evaluateLint();
const figures = renderEvaluation(evaluation);
const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(DOC_START);
const end = doc.indexOf(DOC_END);
if (start < 0 || end < start) {
  process.stderr.write(`${DOC}: the generated markers are missing\n`);
  process.exit(2);
}
writeFileSync(DOC, `${doc.slice(0, start + DOC_START.length)}\n\n${figures}\n${doc.slice(end)}`);
process.stdout.write(figures);
if (values.show) {
  for (const o of evaluation.poisoned) {
    if (o.rules.length > 0 || splitOf(o.id) !== values.show) continue;
    process.stdout.write(`\nMISSED ${o.id} [${o.sample.category}] ${o.sample.technique ?? ''}\n${JSON.stringify(o.sample.tool)}\n`);
  }
  for (const o of evaluation.benign) {
    if (o.rules.length === 0) continue;
    process.stdout.write(`\nFLAGGED ${o.id} (${o.rules.join(', ')}) ${o.sample.hard ?? ''}\n${JSON.stringify(o.sample.tool)}\n`);
  }
}
