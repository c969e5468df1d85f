// semantic_overlap evaluation: precision and recall on labelled pairs, split
// into a development half and a held-out half (fixed before any tuning; see
// docs/semantic-overlap.md, "An outside review's figures").
//
//   node --import tsx bench/overlap-eval.ts [--threshold 0.5] [--split dev|held|all] [--verbose]
//
// Three label sets:
//   1. bench/overlap-eval/blind-pairs.json: an outside review's 80 pairs
//      (40 true, 40 false), hand-written tools of common API domains. Each pair
//      is scored (a) as the review did, alone in a catalog of two tools, each
//      on a server named after a vendor prefix of its name (jira_, slack_…)
//      or x / y; and (b) inside the real corpus (527 + 2 tools, IDF and
//      candidates as in a real catalog), reported or not at the threshold.
//   2. test/fixtures/overlap-labels.json: the project's corpus labels (100
//      sample pairs + probes), scored on the corpus.
//   3. bench/overlap-eval/corpus-independent.json: labels written by another
//      labeller without reading (2), in three classes (same / variant /
//      different): precision is given strict (same) and lenient (same + variant).
//
// The split: a pair is held out when the first byte of sha1("<a>|<b>") (the
// two names, or ids, sorted) is odd. Labels are never tuned on held-out pairs.
import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyzeOverlaps, DEFAULT_OVERLAP_THRESHOLD, type OverlapInput } from '../src/analysis/similarity/overlap.js';
import { corpusOverlapInputs, corpusTools } from '../test/helpers/corpus.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const { values } = parseArgs({
  options: {
    threshold: { type: 'string', default: String(DEFAULT_OVERLAP_THRESHOLD) },
    split: { type: 'string', default: 'all' },
    verbose: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const T = Number(values.threshold);
const SPLIT = values.split as 'dev' | 'held' | 'all';
const VERBOSE = values.verbose ?? false;

export function heldOut(a: string, b: string): boolean {
  const [x, y] = a < b ? [a, b] : [b, a];
  return (createHash('sha1').update(`${x}|${y}`).digest()[0] & 1) === 1;
}
const part = (a: string, b: string): 'dev' | 'held' => (heldOut(a, b) ? 'held' : 'dev');
const inSplit = (a: string, b: string) => SPLIT === 'all' || part(a, b) === SPLIT;
const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
const fmt = (n: number, d: number) => (d === 0 ? 'n/a' : `${(n / d).toFixed(2)} (${n}/${d})`);

// ---- 1. the outside review's blind pairs ----------------------------------
type BlindTool = [name: string, description: string, params: string[]];
const blind = JSON.parse(readFileSync(path.join(HERE, 'overlap-eval', 'blind-pairs.json'), 'utf8')) as [('POS' | 'NEG'), BlindTool, BlindTool][];
// The review's server labels (its lib/pairtest2.mjs): a vendor word that opens the name is the server.
const VENDORS = new Set(['jira', 'linear', 'slack', 'gmail', 'outlook', 's3', 'kubectl', 'pods', 'brave', 'lambda', 'pg', 'chat', 'teams', 'users', 'conversations']);
const vendor = (n: string, dflt: string) => {
  const f = n.split(/_|(?=[A-Z])/)[0];
  return VENDORS.has(f) ? f : dflt;
};
function blindInputs(a: BlindTool, b: BlindTool, tag = ''): [OverlapInput, OverlapInput] {
  const la = vendor(a[0], 'x');
  const lb = vendor(b[0], 'y') === la ? 'y' : vendor(b[0], 'y');
  return [
    { id: `${tag}${la}/${a[0]}`, name: a[0], description: a[1], params: a[2] ?? [] },
    { id: `${tag}${lb}/${b[0]}`, name: b[0], description: b[1], params: b[2] ?? [] },
  ];
}
const corpus = corpusOverlapInputs(corpusTools());

interface Row { label: boolean; a: string; b: string; part: string; alone: number | null; inCorpus: number | null }
const blindRows: Row[] = [];
for (const [label, a, b] of blind) {
  const [A, B] = blindInputs(a, b);
  const alone = analyzeOverlaps([A, B], { threshold: 0 }).pairs[0]?.score ?? null;
  // In the corpus: servers made unique so that no corpus server is joined.
  const [CA, CB] = blindInputs(a, b, 'zz-');
  const { pairs } = analyzeOverlaps([...corpus, CA, CB], { threshold: 0 });
  const hit = pairs.find((p) => key(p.a, p.b) === key(CA.id, CB.id));
  blindRows.push({ label: label === 'POS', a: a[0], b: b[0], part: part(a[0], b[0]), alone, inCorpus: hit?.score ?? null });
}

function blindSummary(rows: Row[], pick: (r: Row) => number | null) {
  const pos = rows.filter((r) => r.label);
  const neg = rows.filter((r) => !r.label);
  const tp = pos.filter((r) => (pick(r) ?? 0) >= T).length;
  const fp = neg.filter((r) => (pick(r) ?? 0) >= T).length;
  return { recall: fmt(tp, pos.length), falsePositives: `${fp}/${neg.length}`, precision: fmt(tp, tp + fp) };
}

// ---- 2 and 3. the corpus ---------------------------------------------------
const reported = analyzeOverlaps(corpus, { threshold: T }).pairs;
interface ProjectLabel { a: string; b: string; label: boolean; sample: 'top' | 'band' | 'probe' }
const project = (JSON.parse(readFileSync(path.join(ROOT, 'test', 'fixtures', 'overlap-labels.json'), 'utf8')) as { pairs: ProjectLabel[] }).pairs;
const projectLabel = new Map(project.map((l) => [key(l.a, l.b), l]));
const INDEPENDENT = path.join(HERE, 'overlap-eval', 'corpus-independent.json');
type Cls = 'same' | 'variant' | 'different';
const independent = new Map<string, Cls>();
if (existsSync(INDEPENDENT)) {
  for (const l of (JSON.parse(readFileSync(INDEPENDENT, 'utf8')) as { pairs: { a: string; b: string; class: Cls }[] }).pairs) independent.set(key(l.a, l.b), l.class);
}

function corpusSummary(which: 'dev' | 'held' | 'all') {
  const rep = reported.filter((p) => which === 'all' || part(p.a, p.b) === which);
  const judgedP = rep.filter((p) => projectLabel.has(key(p.a, p.b)));
  const tpP = judgedP.filter((p) => projectLabel.get(key(p.a, p.b))!.label).length;
  const trueSample = project.filter((l) => l.label && (which === 'all' || part(l.a, l.b) === which));
  const found = new Set(rep.map((p) => key(p.a, p.b)));
  const recallSample = trueSample.filter((l) => l.sample !== 'probe');
  const recallProbe = trueSample.filter((l) => l.sample === 'probe');
  const judgedI = rep.filter((p) => independent.has(key(p.a, p.b)));
  const same = judgedI.filter((p) => independent.get(key(p.a, p.b)) === 'same').length;
  const lenient = judgedI.filter((p) => independent.get(key(p.a, p.b)) !== 'different').length;
  return {
    reported: rep.length,
    projectPrecision: fmt(tpP, judgedP.length),
    projectUnlabelled: rep.length - judgedP.length,
    projectRecallSample: fmt(recallSample.filter((l) => found.has(key(l.a, l.b))).length, recallSample.length),
    projectRecallProbes: fmt(recallProbe.filter((l) => found.has(key(l.a, l.b))).length, recallProbe.length),
    independentStrict: fmt(same, judgedI.length),
    independentLenient: fmt(lenient, judgedI.length),
    independentUnlabelled: rep.length - judgedI.length,
  };
}

const out = {
  threshold: T,
  blindAlone: Object.fromEntries((['dev', 'held', 'all'] as const).map((w) => [w, blindSummary(blindRows.filter((r) => w === 'all' || r.part === w), (r) => r.alone)])),
  blindInCorpus: Object.fromEntries((['dev', 'held', 'all'] as const).map((w) => [w, blindSummary(blindRows.filter((r) => w === 'all' || r.part === w), (r) => r.inCorpus)])),
  corpus: Object.fromEntries((['dev', 'held', 'all'] as const).map((w) => [w, corpusSummary(w)])),
};
if (values.json) process.stdout.write(`${JSON.stringify(out)}\n`);
else {
  process.stdout.write(`threshold ${T}\n`);
  for (const [name, o] of Object.entries(out)) {
    if (typeof o !== 'object') continue;
    for (const [w, s] of Object.entries(o)) process.stdout.write(`${name.padEnd(14)} ${w.padEnd(5)} ${JSON.stringify(s)}\n`);
  }
}
if (VERBOSE) {
  for (const r of blindRows.filter((x) => inSplit(x.a, x.b))) {
    const flag = (s: number | null) => ((s ?? 0) >= T ? 'FLAG' : '    ');
    process.stdout.write(`${r.part} ${r.label ? 'POS' : 'NEG'} alone ${String(r.alone).padEnd(6)} ${flag(r.alone)} corpus ${String(r.inCorpus).padEnd(6)} ${flag(r.inCorpus)} ${r.a} | ${r.b}\n`);
  }
  for (const p of reported.filter((x) => inSplit(x.a, x.b))) {
    const l = projectLabel.get(key(p.a, p.b));
    process.stdout.write(`corpus ${part(p.a, p.b)} ${p.score} project=${l ? l.label : '?'} indep=${independent.get(key(p.a, p.b)) ?? '?'} ${p.a} | ${p.b}\n`);
  }
}
