// Discovery benchmark against the real reference MCP servers over stdio
// (everything, filesystem, memory, github, gitlab), all local: no network
// (the github and gitlab servers get dummy tokens and only list their tools;
// gitlab points at a closed local port).
//
//   node --import tsx bench/discovery.ts [--rounds N]      (npm run bench)
//
// Measures, over several rounds (medians):
//   - each server discovered alone;
//   - the whole catalog one server after another (concurrency 1);
//   - the whole catalog concurrently (concurrency 8, the default).
// One untimed warm-up round first (disk cache, module compilation).
// Exits 2 when any server is not `ok` in any run, 3 when the watchdog fires.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { discoverCatalog } from '../src/discovery/discover-all.js';
import type { Catalog, ServerDecl, ServerSnapshot, Snapshot, Timeouts } from '../src/types.js';
import { startWatchdog } from './watchdog.js';

const REPO_ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const WATCHDOG_MS = 120_000;
/** Generous per-server bounds: a hang shows as a failed server, never a stuck bench. */
const TIMEOUTS: Timeouts = { connectMs: 15_000, requestMs: 15_000, totalMs: 20_000 };

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = Math.max(1, Number.parseInt(values.rounds ?? '3', 10) || 3);

const watchdog = startWatchdog(WATCHDOG_MS);

const scratch = mkdtempSync(path.join(tmpdir(), 'catalog-lock-bench-'));

function bin(name: string): string {
  return path.join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', `server-${name}`, 'dist', 'index.js');
}

function stdio(args: string[], env: Record<string, string> = {}): ServerDecl {
  return { connect: { transport: 'stdio', command: process.execPath, args, env }, timeouts: TIMEOUTS };
}

const SERVERS: Record<string, ServerDecl> = {
  everything: stdio([bin('everything'), 'stdio']),
  filesystem: stdio([bin('filesystem'), scratch]),
  memory: stdio([bin('memory')], { MEMORY_FILE_PATH: path.join(scratch, 'memory.jsonl') }),
  github: stdio([bin('github')], { GITHUB_PERSONAL_ACCESS_TOKEN: 'dummy' }),
  gitlab: stdio([bin('gitlab')], { GITLAB_PERSONAL_ACCESS_TOKEN: 'dummy', GITLAB_API_URL: 'http://127.0.0.1:9/api/v4' }),
};
const LABELS = Object.keys(SERVERS).sort();

function catalogOf(labels: string[]): Catalog {
  return { version: 1, agent: 'bench', servers: Object.fromEntries(labels.map((l) => [l, SERVERS[l]])), tools: {} };
}

const failures: string[] = [];
/** The last snapshot seen of each server (for the details table). */
const lastSeen = new Map<string, ServerSnapshot>();
/** Per-server time as recorded in the evidence of the concurrent runs. */
const inConcurrent = new Map<string, number[]>();

async function timed(labels: string[], concurrency: number, what: string): Promise<{ ms: number; snapshot: Snapshot }> {
  const start = performance.now();
  const snapshot = await discoverCatalog(catalogOf(labels), { env: {}, baseDir: REPO_ROOT, concurrency });
  const ms = performance.now() - start;
  for (const s of snapshot.servers) {
    lastSeen.set(s.label, s);
    if (s.status !== 'ok') failures.push(`${what}: ${s.label} is ${s.status}${s.error ? ` (${s.error})` : ''}`);
  }
  return { ms, snapshot };
}

function evidenceMs(s: ServerSnapshot): number {
  return s.evidence ? Date.parse(s.evidence.completedAt) - Date.parse(s.evidence.startedAt) : Number.NaN;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '-');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const single = new Map<string, number[]>(LABELS.map((l) => [l, []]));
  const sequential: number[] = [];
  const concurrent: number[] = [];

  process.stderr.write(`bench: ${LABELS.length} servers, ${ROUNDS} rounds (+1 warm-up), node ${process.version}\n`);
  await timed(LABELS, 8, 'warm-up');

  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const label of LABELS) single.get(label)!.push((await timed([label], 1, `round ${round} ${label} alone`)).ms);
    sequential.push((await timed(LABELS, 1, `round ${round} sequential`)).ms);
    const c = await timed(LABELS, 8, `round ${round} concurrent`);
    concurrent.push(c.ms);
    for (const s of c.snapshot.servers) inConcurrent.set(s.label, [...(inConcurrent.get(s.label) ?? []), evidenceMs(s)]);
    process.stderr.write(`bench: round ${round}/${ROUNDS} done\n`);
  }

  const singles = LABELS.map((l) => median(single.get(l)!));
  const slowest = Math.max(...singles);
  const slowestLabel = LABELS[singles.indexOf(slowest)];
  const seq = median(sequential);
  const conc = median(concurrent);

  const out: string[] = [];
  out.push(`Discovery of ${LABELS.length} reference MCP servers over stdio — medians of ${ROUNDS} rounds (node ${process.version}, ${machine()})`);
  out.push('');
  out.push(
    table(
      ['server', 'alone', 'in concurrent run', 'status', 'tools', 'prompts', 'templates', 'protocol', 'era', 'listChanged', 'notifications', 'relists', 'stable'],
      LABELS.map((l, i) => {
        const s = lastSeen.get(l)!;
        const e = s.evidence;
        return [
          l,
          ms(singles[i]),
          ms(median(inConcurrent.get(l) ?? [])),
          s.status,
          String(s.toolCount),
          e?.lists.prompts.supported ? String(s.prompts.length) : 'n/a',
          e?.lists.resourceTemplates.supported ? String(s.resourceTemplates.length) : 'n/a',
          s.protocolVersion ?? '-',
          s.era ?? '-',
          String(s.listChanged ?? '-'),
          String(e?.listChangedNotifications ?? '-'),
          String(e?.relists ?? '-'),
          String(e?.stable ?? '-'),
        ];
      }),
    ),
  );
  out.push('');
  out.push(
    table(
      ['measure', 'value'],
      [
        [`slowest single (${slowestLabel})`, ms(slowest)],
        ['sum of singles', ms(singles.reduce((a, b) => a + b, 0))],
        ['sequential total (concurrency 1)', ms(seq)],
        ['concurrent total (concurrency 8)', ms(conc)],
        ['sequential / concurrent', `${(seq / conc).toFixed(2)}x`],
        ['concurrent / slowest single', `${(conc / slowest).toFixed(2)}x`],
      ],
    ),
  );
  out.push('');
  out.push(`raw sequential runs: ${sequential.map((x) => Math.round(x)).join(', ')} ms; concurrent runs: ${concurrent.map((x) => Math.round(x)).join(', ')} ms`);
  process.stdout.write(`${out.join('\n')}\n`);

  if (failures.length > 0) {
    process.stderr.write(`bench: ${failures.length} server run(s) not ok:\n${[...new Set(failures)].map((f) => `  ${f}`).join('\n')}\n`);
    process.exitCode = 2;
  }
}

function machine(): string {
  return `${process.platform}/${process.arch}, ${availableParallelism()} CPUs`;
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exitCode = 2;
} finally {
  clearTimeout(watchdog);
  rmSync(scratch, { recursive: true, force: true });
}
