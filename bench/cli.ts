// End-to-end benchmark of the command line on a large gateway: `lock` and
// `check` over a snapshot of n tools (dist/cli.js as a process, files read and
// written), against the baseline of a Node process that only reads and parses
// the same snapshot file.
//
//   npm run bench:cli [-- --sizes 10000 --rounds 3]      (bundles dist/ first)
//
// The snapshot and catalog come from bench/analysis.ts (the corpus, varied):
// a catalog that declares the servers and no tool, so the first lock adds
// every tool as `effect: undeclared` (the catalog rewritten, comments and all);
// then a relock that changes nothing (byte-identical files), then
// `check --snapshot` once per report format (json, sarif, markdown, text), with
// `--snapshot-max-age none` (the snapshot's servers carry a fixed date).
// Medians of the rounds, each round in a fresh directory. Prints wall milliseconds and the ratio to the baseline.
// Exits 2 when a command fails or a relock changes a file, 3 on the watchdog.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCorpus, workload } from './analysis.js';
import { startWatchdog } from './watchdog.js';

const REPO_ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const CLI = path.join(REPO_ROOT, 'dist', 'cli.js');
const WATCHDOG_MS = 600_000;
/** Every report format: each locates and renders 22k findings at 10k tools differently (SARIF was once quadratic there). */
const FORMATS = ['json', 'sarif', 'markdown', 'text'] as const;

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '3' } } });
const SIZES = (values.sizes ?? '').split(',').map((s) => Number.parseInt(s, 10)).filter((n) => n > 0);
const ROUNDS = Math.max(1, Number.parseInt(values.rounds ?? '3', 10) || 3);

startWatchdog(WATCHDOG_MS);

if (!existsSync(CLI)) {
  process.stderr.write('bench: dist/cli.js is missing; run `npm run -s bundle` first\n');
  process.exit(2);
}

/** Wall milliseconds of a process; exit codes other than `ok` fail the bench. */
function run(args: string[], cwd: string, ok: number[]): number {
  const t0 = performance.now();
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - t0;
  if (result.status === null || !ok.includes(result.status)) {
    process.stderr.write(`bench: ${args.join(' ')} exited ${result.status}\n${result.stderr.slice(0, 2000)}\n`);
    process.exit(2);
  }
  return ms;
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

const corpus = loadCorpus();
for (const n of SIZES) {
  const w = workload(corpus, n);
  const labels = w.snapshot.servers.map((s) => s.label);
  const catalog =
    `# bench: ${n} tools behind ${labels.length} servers\nversion: 1\nagent: bench-agent\nservers:\n` +
    labels.map((l) => `  ${l}:\n    connect: { transport: stdio, command: node }\n`).join('') +
    'tools: {}\n';
  const snapshot = JSON.stringify(w.snapshot);
  const times: Record<string, number[]> = { baseline: [], lock: [], relock: [], ...Object.fromEntries(FORMATS.map((f) => [`check ${f}`, []])) };
  for (let r = 0; r < ROUNDS; r++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalog-lock-bench-cli-'));
    try {
      writeFileSync(path.join(dir, 'agent.yaml'), catalog);
      writeFileSync(path.join(dir, 'snapshot.json'), snapshot);
      times.baseline.push(run(['-e', "JSON.parse(require('node:fs').readFileSync('snapshot.json', 'utf8'))"], dir, [0]));
      times.lock.push(run([CLI, 'lock', '--catalog', 'agent.yaml', '--snapshot', 'snapshot.json'], dir, [0]));
      const before = [readFileSync(path.join(dir, 'agent.yaml')), readFileSync(path.join(dir, 'agent.lock.json'))];
      times.relock.push(run([CLI, 'lock', '--catalog', 'agent.yaml', '--snapshot', 'snapshot.json'], dir, [0]));
      const after = [readFileSync(path.join(dir, 'agent.yaml')), readFileSync(path.join(dir, 'agent.lock.json'))];
      if (!before.every((b, i) => b.equals(after[i]))) {
        process.stderr.write('bench: a relock with nothing changed rewrote a file\n');
        process.exit(2);
      }
      // Undeclared tools block: exit 1 is the expected verdict here.
      for (const format of FORMATS) {
        times[`check ${format}`].push(run([CLI, 'check', '--catalog', 'agent.yaml', '--snapshot', 'snapshot.json', '--snapshot-max-age', 'none', '--format', format, '--output', `report.${format}`], dir, [1]));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const base = median(times.baseline);
  process.stdout.write(`${n} tools (${(snapshot.length / 1e6).toFixed(1)} MB snapshot), ${ROUNDS} round(s):\n`);
  for (const [what, xs] of Object.entries(times)) {
    const m = median(xs);
    const line = `  ${what.padEnd(14)} ${m.toFixed(0).padStart(7)} ms  ${(m / base).toFixed(1).padStart(5)}× baseline   (${xs.map((x) => x.toFixed(0)).join('/')})`;
    process.stdout.write(`${line}\n`);
  }
}
