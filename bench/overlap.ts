// semantic_overlap benchmark: times findOverlaps (candidate generation +
// scoring) on synthetic catalogs of 1k, 10k and 50k tools built by varying the
// real livemcptool corpus (../shared/corpora/livemcptool/tools.json, read in
// place, never copied). Pure CPU, no network, bounded well under a minute.
//
//   node --import tsx bench/overlap.ts [--sizes 1000,10000,50000]
//   node --import tsx bench/overlap.ts --sample      (calibration sample, see below)
//
// Prints, per size: ms (median of the runs), pairs scored, candidate visits,
// pairs reported, and the 50k/10k ratios (≈ 5 means linear, ≈ 25 quadratic).
// Each copy of a corpus tool gets its own server label, a name with a variant
// word, a description with extra words and one extra parameter, so the
// catalog is full of near-duplicate clusters (the worst case for blocking).
//
// --sample prints, one JSON object a line, the calibration sample of
// docs/semantic-overlap.md drawn from the real corpus at the default
// threshold: the 60 best-scored candidate pairs, then 40 candidates drawn with
// a fixed-seed LCG among those scored within 0.1 of the threshold — with both
// tools' parameters and descriptions, for labelling into
// test/fixtures/overlap-labels.json.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { analyzeOverlaps, DEFAULT_OVERLAP_THRESHOLD, type OverlapStats } from '../src/analysis/similarity/overlap.js';
import { corpusOverlapInputs, corpusTools, syntheticOverlapCatalog, type CorpusTool } from '../test/helpers/corpus.js';
import { startWatchdog } from './watchdog.js';

const WATCHDOG_MS = 90_000;

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000,50000' }, sample: { type: 'boolean', default: false } } });
const SIZES = (values.sizes ?? '').split(',').map((s) => Number.parseInt(s, 10)).filter((n) => n > 0);

startWatchdog(WATCHDOG_MS);

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** The labelling sample (top 60 + 40 seeded draws within ±0.1 of the threshold) of the real corpus. */
function printSample(corpus: CorpusTool[]): void {
  const byId = new Map(corpus.map((t) => [`${t.server}/${t.name}`, t]));
  const { pairs } = analyzeOverlaps(corpusOverlapInputs(corpus), { threshold: 0 });
  const T = DEFAULT_OVERLAP_THRESHOLD;
  const band = pairs.slice(60).filter((p) => p.score >= T - 0.1 && p.score < T + 0.1);
  let seed = 20261006;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const drawn = [];
  while (drawn.length < 40 && band.length > 0) drawn.push(band.splice(Math.floor(next() * band.length), 1)[0]);
  const tool = (id: string) => ({ params: byId.get(id)?.params, description: byId.get(id)?.description });
  for (const [sample, list] of [['top', pairs.slice(0, 60)], ['band', drawn]] as const) {
    for (const p of list) process.stdout.write(`${JSON.stringify({ sample, a: p.a, b: p.b, score: p.score, toolA: tool(p.a), toolB: tool(p.b) })}\n`);
  }
}

const corpus = corpusTools();
if (values.sample) {
  printSample(corpus);
  process.exit(0);
}
const rows: { n: number; ms: number; stats: OverlapStats }[] = [];
for (const n of SIZES) {
  const catalog = syntheticOverlapCatalog(corpus, n);
  const runs = n <= 10_000 ? 3 : 1;
  const times: number[] = [];
  let stats: OverlapStats | undefined;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    stats = analyzeOverlaps(catalog).stats;
    times.push(performance.now() - t0);
  }
  const row = { n, ms: median(times), stats: stats as OverlapStats };
  rows.push(row);
  process.stdout.write(
    `${String(n).padStart(6)} tools: ${row.ms.toFixed(0).padStart(6)} ms, ${row.stats.scoredPairs} pairs scored ` +
      `(${(row.stats.scoredPairs / n).toFixed(1)}/tool), ${row.stats.candidateVisits} candidate visits ` +
      `(${(row.stats.candidateVisits / n).toFixed(0)}/tool), ${row.stats.reported} reported\n`,
  );
}
const r10 = rows.find((r) => r.n === 10_000);
const r50 = rows.find((r) => r.n === 50_000);
if (r10 && r50) {
  process.stdout.write(
    `ratio 50k/10k: time ${(r50.ms / r10.ms).toFixed(2)}, pairs scored ${(r50.stats.scoredPairs / r10.stats.scoredPairs).toFixed(2)}, ` +
      `candidate visits ${(r50.stats.candidateVisits / r10.stats.candidateVisits).toFixed(2)} (5 = linear, 25 = quadratic)\n`,
  );
}
