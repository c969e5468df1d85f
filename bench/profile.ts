// Where the analysis spends its time: builds the analysis bench's catalog of
// one size, runs one part of the analysis (or all of it) under the V8
// profiler, and prints the functions with the most self time.
//
//   node scripts/bench.mjs profile [--size 10000] [--part lint|overlap|drift|full] [--rounds 3] [--top 40] [--out FILE.cpuprofile]
//
// The profile is taken in-process with node:inspector (bundled as dist/ is,
// see scripts/bench.mjs); --out writes it for Chrome DevTools or speedscope.
import '../src/util/engine-flags.js';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { parseArgs } from 'node:util';
import { lintCatalog, semanticOverlaps } from '../src/analysis/analyzers.js';
import { analyze } from '../src/analysis/analyze.js';
import { drift } from '../src/analysis/drift.js';
import type { CollisionTool } from '../src/analysis/collisions.js';
import { full, loadCorpus, workload } from './analysis.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    part: { type: 'string', default: 'lint' },
    rounds: { type: 'string', default: '3' },
    top: { type: 'string', default: '40' },
    out: { type: 'string' },
  },
});
const size = Number(values.size);
const rounds = Number(values.rounds);
const w = workload(loadCorpus(), size);
const analysis = analyze({ catalog: w.catalog });
const { liveTools } = drift(w.catalog, w.lock, w.snapshot);
const tools: CollisionTool[] = Object.keys(liveTools)
  .sort()
  .map((id) => ({ id, entry: liveTools[id], declared: analysis.declaredOf(id) }));
const parts: Record<string, () => unknown> = {
  lint: () => lintCatalog(tools, w.snapshot, w.catalog),
  overlap: () => semanticOverlaps(tools),
  drift: () => drift(w.catalog, w.lock, w.snapshot),
  full: () => full(w),
};
const run = parts[values.part];
if (!run || !Number.isInteger(size) || size <= 0 || !Number.isInteger(rounds) || rounds <= 0) {
  process.stderr.write(`usage: --size N --part ${Object.keys(parts).join('|')} --rounds N\n`);
  process.exit(2);
}
run(); // warm-up, outside the profile

const session = new Session();
session.connect();
const post = (method: string, params?: object): Promise<any> =>
  new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));
await post('Profiler.enable');
await post('Profiler.setSamplingInterval', { interval: 200 });
await post('Profiler.start');
const t0 = performance.now();
for (let i = 0; i < rounds; i++) run();
const ms = (performance.now() - t0) / rounds;
const { profile } = await post('Profiler.stop');
if (values.out) writeFileSync(values.out, JSON.stringify(profile));

const nodes: ProfileNode[] = profile.nodes;
const total = nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1;
const self = new Map<string, number>();
for (const n of nodes) {
  const f = n.callFrame;
  const file = f.url.split('/').pop() ?? '';
  const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (n.hitCount ?? 0));
}
process.stdout.write(`${values.part} at ${size} tools: ${ms.toFixed(0)} ms per round (${rounds} rounds)\n`);
for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
  process.stdout.write(`${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}\n`);
}
