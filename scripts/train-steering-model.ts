// Trains the lint's statistical reading (src/analysis/lint/steering-model.ts)
// and writes its weights to src/analysis/lint/steering-weights.json, and those
// of its second model, for sentences in other languages (character n-grams),
// to src/analysis/lint/steering-weights-other.json: the same method, its own
// features and threshold, and survey 29's real tools in Chinese, French and
// Japanese split by server between what it learns and what sets its threshold.
//
//   npm run -s train-steering            write the weights
//   npm run -s train-steering -- --check  exit 1 when the committed weights differ from a fresh training
//   … -- --exclude redteam45 --out FILE    leave a red team out (held cases and whole sets whose file name matches), to measure on it
//
// Data (all in the repository, but the corpus, which the bench reads in place):
//   steering (1): test/fixtures/lint-held/*.json cases that must be flagged, the poisoned halves of
//                 test/fixtures/red-team-sets (misses included), test/fixtures/lint-eval/poisoned.json
//                 (its dev half: the holdout half measures the lint)
//   honest (0):   the held cases that must stay clean, the red teams' honest halves,
//                 test/fixtures/lint-eval/benign.json (dev half),
//                 ../shared/corpora/livemcptool/tools.json, test/fixtures/real-tools (surveys 24–26)
//   threshold:    from out-of-fold scores (each tool scored by a model trained without it, five folds) and
//                 test/fixtures/real-tools surveys 27–28, never learned from: the score that at most REAL_RATE
//                 of real tools and HARD_RATE of the honest tools written to look like attacks reach.
//
// The labels are per tool, the model per sentence (a poisoned tool is mostly honest text around one
// steering sentence): multiple-instance learning. Round 0 learns tools as bags of their sentences'
// features; each next round takes, of every poisoned tool, its highest-scoring sentence as the steering
// one, and every sentence of an honest tool as honest. Logistic regression by AdaGrad with L2, a fixed
// seed and a fixed order: the same data give the same weights.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { aboutConduct, otherSteeringFeatures, scoreFeatures, steeringFeatures, steeringUnits } from '../src/analysis/lint/steering-model.js';
import { splitOf } from '../test/helpers/lint-eval.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = option('--out') ?? join(ROOT, 'src/analysis/lint/steering-weights.json');
const OUT_OTHER = option('--out-other') ?? join(ROOT, 'src/analysis/lint/steering-weights-other.json');
const EPOCHS = 8;
const ROUNDS = 4;
const L2 = Number(option('--l2') ?? 1e-2);
const RATE = 0.5;
const SEED = 42;
/** Weights smaller than this are dropped from the file (they move no score by more than a rounding). */
const KEEP = Number(option('--keep') ?? 0.05);
const MIN_COUNT = Number(option('--min-count') ?? 3);
const MIN_SOURCES = Number(option('--min-sources') ?? 4);
const FOLDS = 5;
/** The threshold: a score that at most this share of real tools reaches (out of fold or never learned)… */
const REAL_RATE = 0.0025;
/** …and at most this share of the honest tools written to look like attacks. */
const HARD_RATE = 0.01;
const LEARNED_SURVEYS = new Set(['survey24', 'survey25', 'survey26']);
/** The surveys the threshold is set on (never learned). Later surveys (29: tools in Chinese, French and Japanese) are neither: the tests read them. */
const CALIBRATION_SURVEYS = new Set(['survey27', 'survey28']);

type Tool = { [key: string]: any };
interface Example {
  label: 0 | 1;
  /** steering: poisoned; hard: honest text written to look like an attack (red teams, the lint evaluation); real: servers' own. */
  kind: 'steering' | 'hard' | 'real';
  /** Where it comes from (a red team's file, a generator of the lint evaluation, a real server): folds and the vocabulary go by source. */
  source: string;
  tool: Tool;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const EXCLUDE = option('--exclude');

const readJson = (path: string): any => JSON.parse(readFileSync(path, 'utf8'));

/**
 * The second model reads sentences in other languages (character n-grams, steering-model.ts). Its real tools in other
 * languages are survey 29's (Chinese, French, Japanese): half of its servers learned, half for the threshold (by a hash
 * of the server's name; real-tools-other-languages.test.ts reads all of them).
 */
const otherHalf = (server: string): 'learned' | 'calibration' => (createHash('sha1').update(server).digest()[0] & 1 ? 'learned' : 'calibration');

export function trainingData(): { train: Example[]; calibration: Tool[]; otherReal: Example[]; otherCalibration: Tool[] } {
  const train: Example[] = [];
  const held = join(ROOT, 'test/fixtures/lint-held');
  for (const file of readdirSync(held).filter((f) => f.endsWith('.json') && !f.includes('withdrawn') && !(EXCLUDE && new RegExp(EXCLUDE).test(f))).sort()) {
    for (const c of readJson(join(held, file))) {
      const source = file.replace(/\.json$/, '').replace(/^(redteam\d+).*/, '$1');
      if (c.definition && (c.want === 'flag' || c.want === 'clean')) train.push(c.want === 'flag' ? { label: 1, kind: 'steering', source, tool: c.definition } : { label: 0, kind: 'hard', source, tool: c.definition });
    }
  }
  // The lint evaluation's dev half only: its holdout half measures the lint, this reading included (docs/lint-evaluation.md).
  // (Its ids name the round that wrote them: a001 … f049, s7…, r8….)
  const round = (id: string): string => `lint-eval:${/^[a-z]+\d?/.exec(id)?.[0] ?? id}`;
  for (const c of readJson(join(ROOT, 'test/fixtures/lint-eval/poisoned.json'))) if (splitOf(c.id) === 'dev') train.push({ label: 1, kind: 'steering', source: round(c.id), tool: c.tool });
  for (const c of readJson(join(ROOT, 'test/fixtures/lint-eval/benign.json'))) if (splitOf(c.id) === 'dev') train.push({ label: 0, kind: 'hard', source: round(c.id), tool: c.tool });
  for (const entry of readJson(join(ROOT, '../shared/corpora/livemcptool/tools.json'))) {
    for (const [name, server] of Object.entries<any>(entry.tools ?? {})) for (const tool of server.tools ?? []) train.push({ label: 0, kind: 'real', source: `corpus:${name}`, tool });
  }
  // The red teams' whole sets, misses included; a tool the held cases already hold is learned once.
  const known = new Set(train.map((e) => JSON.stringify(e.tool)));
  const whole = join(ROOT, 'test/fixtures/red-team-sets');
  for (const file of readdirSync(whole).filter((f) => f.endsWith('.json') && !(EXCLUDE && new RegExp(EXCLUDE).test(f))).sort()) {
    for (const r of readJson(join(whole, file))) {
      if (known.has(JSON.stringify(r.tool))) continue;
      known.add(JSON.stringify(r.tool));
      const source = file.replace(/\.json$/, '').replace(/^(redteam\d+).*/, '$1');
      train.push(r.set === 'poisoned' ? { label: 1, kind: 'steering', source, tool: r.tool } : { label: 0, kind: 'hard', source, tool: r.tool });
    }
  }
  const calibration: Tool[] = [];
  const otherReal: Example[] = [];
  const otherCalibration: Tool[] = [];
  for (const r of readJson(join(ROOT, 'test/fixtures/real-tools/npm-servers.json'))) {
    if (LEARNED_SURVEYS.has(r.survey)) train.push({ label: 0, kind: 'real', source: `npm:${r.server}`, tool: r.tool });
    else if (CALIBRATION_SURVEYS.has(r.survey)) calibration.push(r.tool);
    else if (r.survey === OTHER_LANGUAGES_SURVEY) {
      if (otherHalf(r.server) === 'learned') otherReal.push({ label: 0, kind: 'real', source: `npm:${r.server}`, tool: r.tool });
      else otherCalibration.push(r.tool);
    }
  }
  return { train, calibration, otherReal, otherCalibration };
}

/** What a model reads of a sentence, and which of its sentences it reports on. */
export interface Reading {
  name: string;
  features: (text: string) => string[];
  conduct: (text: string) => boolean;
  /** The threshold: at most this share of real tools… */
  realRate: number;
  /** …and of the honest tools written to look like attacks. */
  hardRate: number;
}

export const ENGLISH: Reading = { name: 'steering model', features: steeringFeatures, conduct: aboutConduct, realRate: REAL_RATE, hardRate: HARD_RATE };
/** Other languages: every sentence is reported on (see steering-model.ts); fewer real tools to set the threshold on. */
export const OTHER: Reading = { name: 'steering model (other languages)', features: otherSteeringFeatures, conduct: () => true, realRate: Number(option('--other-real') ?? 0.001), hardRate: Number(option('--other-hard') ?? 0.025) };
const OTHER_LANGUAGES_SURVEY = 'survey29';

interface Sample {
  f: number[];
  /** The sentence's number of features, learned or not (the 1/√n scale). */
  n: number;
  y: number;
}

function fit(samples: Sample[], dim: number): Float64Array {
  const w = new Float64Array(dim + 1);
  const g2 = new Float64Array(dim + 1).fill(1e-8);
  const order = samples.map((_, i) => i);
  let seed = SEED;
  const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const { f, n, y } = samples[k];
      const scale = 1 / Math.sqrt(n || 1);
      let z = w[dim];
      for (const i of f) z += w[i] * scale;
      const g = 1 / (1 + Math.exp(-z)) - y;
      for (const i of f) {
        const gi = g * scale + L2 * w[i];
        g2[i] += gi * gi;
        w[i] -= (RATE / Math.sqrt(g2[i])) * gi;
      }
      g2[dim] += g * g;
      w[dim] -= (RATE / Math.sqrt(g2[dim])) * g;
    }
  }
  return w;
}

interface Doc {
  label: 0 | 1;
  kind: Example['kind'];
  units: { f: number[]; n: number; conduct: boolean }[];
}

/** Multiple-instance training on some of the documents: round 0 on tools as bags, then on each poisoned tool's best sentence. */
function fitDocs(docs: Doc[], dim: number): Float64Array {
  let w = fit(
    docs.map((d) => {
      const f = [...new Set(d.units.flatMap((u) => u.f))].sort((a, b) => a - b);
      return { f, n: Math.max(f.length, d.units.reduce((sum, u) => sum + u.n, 0)), y: d.label };
    }),
    dim,
  );
  for (let round = 0; round < ROUNDS; round++) {
    const samples: Sample[] = [];
    for (const d of docs) {
      if (d.label === 0) for (const u of d.units) samples.push({ ...u, y: 0 });
      else if (d.units.length > 0) {
        const scored = d.units.map((u) => raw(w, u));
        samples.push({ ...d.units[scored.indexOf(Math.max(...scored))], y: 1 });
      }
    }
    w = fit(samples, dim);
  }
  return w;
}

function raw(w: Float64Array, { f, n }: { f: number[]; n: number }): number {
  const scale = 1 / Math.sqrt(n || 1);
  let z = w[w.length - 1];
  for (const i of f) z += w[i] * scale;
  return z;
}

/** A tool's score as the lint reads it: its highest sentence about the agent's conduct. */
const docScore = (w: Float64Array, d: Doc): number => Math.max(-Infinity, ...d.units.filter((u) => u.conduct).map((u) => raw(w, u)));

/** The score that at most `rate` of the scores reach (rounded up to a hundredth). */
function quantileAbove(scores: number[], rate: number): number {
  const sorted = [...scores].sort((a, b) => b - a);
  const at = Math.ceil(sorted[Math.floor(rate * sorted.length)] * 100 + 1e-9) / 100;
  if (!Number.isFinite(at)) throw new Error(`train-steering: no finite threshold from ${scores.length} scores`);
  return at;
}

export function train(reading: Reading = ENGLISH): { bias: number; threshold: number; weights: Record<string, number>; stats: Record<string, number> } {
  const data = trainingData();
  const examples = reading === ENGLISH ? data.train : [...data.train, ...data.otherReal];
  const calibration = reading === ENGLISH ? data.calibration : [...data.calibration, ...data.otherCalibration];
  // Every readable sentence is learned from; only those about the agent's conduct are scored (as the lint reports).
  const read = examples.map((e) => steeringUnits(e.tool).map((u) => ({ features: reading.features(u.text), conduct: reading.conduct(u.text) })).filter((u) => u.features.length > 0));
  const texts = read.map((units) => units.map((u) => u.features));
  // A feature is learned when it is seen in MIN_COUNT distinct sentences of MIN_SOURCES sources at least: one red
  // team's wording (one generator's template, repeated in nine of its tools) is noise, not steering.
  const vocabularyOf = (members: number[]): Map<string, number> => {
    const sentences = new Map<string, number>();
    const sources = new Map<string, Set<string>>();
    const seen = new Set<string>();
    for (const k of members) {
      for (const features of texts[k]) {
        const key = features.join('\u0000');
        if (seen.has(key)) continue;
        seen.add(key);
        for (const f of features) {
          sentences.set(f, (sentences.get(f) ?? 0) + 1);
          let from = sources.get(f);
          if (!from) sources.set(f, (from = new Set()));
          if (from.size < MIN_SOURCES) from.add(examples[k].source);
        }
      }
    }
    const vocabulary = new Map<string, number>();
    for (const [f, n] of sentences) if (n >= MIN_COUNT && sources.get(f)!.size >= MIN_SOURCES) vocabulary.set(f, vocabulary.size);
    return vocabulary;
  };
  // A sentence keeps its length (1/√n counts every feature): unlearned words still dilute, as they do when scored.
  const docsOf = (vocabulary: Map<string, number>): Doc[] =>
    examples.map((e, k) => ({
      label: e.label,
      kind: e.kind,
      units: read[k].map((u) => ({ n: u.features.length, conduct: u.conduct, f: u.features.map((s) => vocabulary.get(s)).filter((i): i is number => i !== undefined) })),
    }));

  // Out-of-fold scores: each document scored by a model that never learned it, nor anything of its source (a red
  // team's set, a server), nor its words. They say how the model reads text it has not seen, and set the threshold.
  const sourceList = [...new Set(examples.map((e) => e.source))].sort();
  const foldOfSource = new Map(sourceList.map((source, i) => [source, i % FOLDS]));
  const fold = examples.map((e) => foldOfSource.get(e.source)!);
  const outOfFold = new Float64Array(examples.length);
  for (let k = 0; k < FOLDS; k++) {
    const members = examples.flatMap((_, i) => (fold[i] !== k ? [i] : []));
    const vocabulary = vocabularyOf(members);
    const docs = docsOf(vocabulary);
    const w = fitDocs(members.map((i) => docs[i]), vocabulary.size);
    docs.forEach((d, i) => {
      if (fold[i] === k) outOfFold[i] = docScore(w, d);
    });
  }
  const vocabulary = vocabularyOf(examples.map((_, i) => i));
  const docs = docsOf(vocabulary);
  const dim = vocabulary.size;
  const w = fitDocs(docs, dim);
  const weights: Record<string, number> = {};
  for (const [feature, i] of [...vocabulary].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (Math.abs(w[i]) >= KEEP) weights[feature] = Math.round(w[i] * 1e4) / 1e4;
  }
  const bias = Math.round(w[dim] * 1e4) / 1e4;
  // Real tools never learned from are scored with the weights as stored.
  const kept = new Map(Object.entries(weights));
  const storedScore = (tool: Tool): number =>
    Math.max(
      -Infinity,
      ...steeringUnits(tool)
        .filter((u) => reading.conduct(u.text) && reading.features(u.text).length > 0)
        .map((u) => scoreFeatures(reading.features(u.text), kept, bias)),
    );
  // (For the other languages' model, the tools it reads nothing of — English ones — set no threshold: their share
  // would hide what it does to the few it reads.)
  const counted = (x: number): boolean => reading === ENGLISH || x > -Infinity;
  const real = [...docs.flatMap((d, i) => (d.kind === 'real' ? [outOfFold[i]] : [])), ...calibration.map(storedScore)].filter(counted);
  const hard = docs.flatMap((d, i) => (d.kind === 'hard' ? [outOfFold[i]] : [])).filter(counted);
  const threshold = Math.max(quantileAbove(real, reading.realRate), quantileAbove(hard, reading.hardRate));
  const positives = docs.flatMap((d, i) => (d.label === 1 && d.units.length > 0 ? [outOfFold[i]] : []));
  const reach = (scores: number[], at: number): number => Math.round((1e4 * scores.filter((s) => s >= at).length) / scores.length) / 100;
  return {
    bias,
    threshold,
    weights,
    stats: {
      tools: docs.length,
      positives: positives.length,
      features: dim,
      kept: kept.size,
      real: real.length,
      hard: hard.length,
      realPct: reach(real, threshold),
      hardPct: reach(hard, threshold),
      recallPct: reach(positives, threshold),
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let differ = false;
  for (const [reading, out] of [[ENGLISH, OUT], [OTHER, OUT_OTHER]] as const) {
    const { bias, threshold, weights, stats } = train(reading);
    const text = `${JSON.stringify({ bias, threshold, weights })}\n`;
    console.error(
      `${reading.name}: ${stats.tools} tools (${stats.positives} steering read), ${stats.features} features (${stats.kept} kept); threshold ${threshold}, reached out of fold by ` +
        `${stats.realPct}% of ${stats.real} real tools, ${stats.hardPct}% of ${stats.hard} honest ones written to look like attacks, ${stats.recallPct}% of the steering ones`,
    );
    if (process.argv.includes('--check')) {
      const same = readFileSync(out, 'utf8') === text;
      console.error(same ? 'the committed weights are what training gives' : `the committed weights (${out}) differ from a fresh training: run npm run -s train-steering`);
      differ ||= !same;
    } else writeFileSync(out, text);
  }
  process.exit(differ ? 1 : 0);
}
