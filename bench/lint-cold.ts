// The content lint's first run in a process against its later runs: what the
// command line pays on every `check` (one process, one lint) beside what the
// analysis bench measures (medians of rounds in a process already warm).
// The lint's patterns are compiled to machine code on their first use; with
// about a thousand long alternations among them, that first use costs more
// than linting a small catalog.
//
//   node scripts/bench.mjs lint-cold [--sizes 100,1000,10000] [--rounds 3]
//
// Each size runs in a process of its own (a fresh engine: nothing compiled),
// on the analysis bench's catalog of that size (bench/analysis.ts): the first
// lint of the catalog (cold), then `rounds` more (warm: the best and all).
import '../src/util/engine-flags.js';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { analyze } from '../src/analysis/analyze.js';
import { lintCatalog } from '../src/analysis/analyzers.js';
import type { CollisionTool } from '../src/analysis/collisions.js';
import { drift } from '../src/analysis/drift.js';
import { loadCorpus, workload } from './analysis.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,1000,10000' },
    rounds: { type: 'string', default: '3' },
    one: { type: 'string' },
  },
});
const rounds = Math.max(1, Number.parseInt(values.rounds ?? '3', 10) || 3);

if (values.one === undefined) {
  const sizes = (values.sizes ?? '').split(',').map((s) => Number.parseInt(s, 10)).filter((n) => n > 0);
  process.stdout.write('| tools | cold (first lint) | warm (best of rounds) | cold / warm | CPU: cold, best warm |\n| --- | --- | --- | --- | --- |\n');
  for (const size of sizes) {
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1], '--one', String(size), '--rounds', String(rounds)], { encoding: 'utf8' });
    if (run.status !== 0) {
      process.stderr.write(run.stderr);
      process.exit(2);
    }
    const { cold, warm, cpu } = JSON.parse(run.stdout) as { cold: number; warm: number[]; cpu: number[] };
    const best = Math.min(...warm);
    process.stdout.write(`| ${size.toLocaleString('en')} | ${cold.toFixed(0)} ms | ${best.toFixed(0)} ms (${warm.map((t) => t.toFixed(0)).join(' / ')}) | ${(cold / best).toFixed(1)}× | ${cpu[0].toFixed(0)} ms, ${Math.min(...cpu.slice(1)).toFixed(0)} ms |\n`);
  }
} else {
  const w = workload(loadCorpus(), Number(values.one));
  const analysis = analyze({ catalog: w.catalog });
  const { liveTools } = drift(w.catalog, w.lock, w.snapshot);
  const tools: CollisionTool[] = Object.keys(liveTools)
    .sort()
    .map((id) => ({ id, entry: liveTools[id], declared: analysis.declaredOf(id) }));
  const cpu: number[] = [];
  const time = () => {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    lintCatalog(tools, w.snapshot, w.catalog);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    return performance.now() - t0;
  };
  const cold = time();
  const warm = Array.from({ length: rounds }, time);
  process.stdout.write(JSON.stringify({ cold, warm, cpu }));
}
