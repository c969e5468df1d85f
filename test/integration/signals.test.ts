// A run ended by SIGTERM or SIGINT (a cancelled CI job, Ctrl-C) ends the
// stdio servers it started and what they started: a server that ignores the
// end of its stdin would otherwise outlive the run, reparented (an outside
// hunt saw one). The command line exits 128 + the signal.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI } from '../helpers/cli.js';
import { isAlive } from '../helpers/fixtures.js';

/** A server that never answers, ignores the end of its stdin and SIGTERM, and starts a helper that does the same. */
const STUBBORN = `
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const [pidFile, role] = process.argv.slice(2);
process.on('SIGTERM', () => {});
process.stdin.on('data', () => {});
process.stdin.on('end', () => {});
if (role === 'server') spawn(process.execPath, [process.argv[1], pidFile + '.helper', 'helper'], { stdio: ['pipe', 'ignore', 'ignore'] });
writeFileSync(pidFile, String(process.pid));
setInterval(() => {}, 1000);
`;

const dirs: string[] = [];
const pids: number[] = [];
afterEach(() => {
  for (const pid of pids.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (condition()) return true;
  return condition();
}

describe('a signal during discovery', () => {
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
    it(`${signal} ends the stdio server and its helper, and the run exits ${code}`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'catalog-lock-signal-servers-'));
      dirs.push(dir);
      const script = join(dir, 'stubborn.mjs');
      writeFileSync(script, STUBBORN);
      const pidFile = join(dir, 'server.pid');
      mkdirSync(join(dir, 'catalog-locks'));
      writeFileSync(
        join(dir, 'catalog-locks', 'agent.yaml'),
        `version: 1\nagent: agent\nservers:\n  stuck:\n    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(script)}, ${JSON.stringify(pidFile)}, server] }\ntools: {}\n`,
      );
      const run = spawn(process.execPath, [CLI, 'discover'], { cwd: dir, stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => run.on('exit', (exitCode) => resolve(exitCode)));
      expect(await until(() => existsSync(pidFile) && existsSync(`${pidFile}.helper`), 20_000)).toBe(true);
      const server = Number(readFileSync(pidFile, 'utf8'));
      const helper = Number(readFileSync(`${pidFile}.helper`, 'utf8'));
      pids.push(server, helper);
      // The helper is listed below the server every few hundred ms: let one listing see it.
      await new Promise((r) => setTimeout(r, 1_000));
      run.kill(signal);
      expect(await exited).toBe(code);
      expect(await until(() => !isAlive(server) && !isAlive(helper), 5_000)).toBe(true);
    }, 60_000);
  }
});

describe('a signal while a file is read', () => {
  it('SIGTERM ends a run blocked on a pipe kept open and silent, on the first signal (an outside audit: process.exit waited for the blocked read, and only a second signal ended it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-lock-signal-fifo-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'catalog-locks'));
    writeFileSync(join(dir, 'catalog-locks', 'agent.yaml'), 'version: 1\nagent: agent\nservers: {}\ntools: {}\n');
    const fifo = join(dir, 'snapshot.pipe');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // A writer that holds the pipe open and writes nothing.
    const writer = spawn('sh', ['-c', `sleep 60 > ${JSON.stringify(fifo)}`], { stdio: 'ignore' });
    pids.push(writer.pid!);
    const run = spawn(process.execPath, [CLI, 'check', '--snapshot', fifo], { cwd: dir, stdio: 'ignore' });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => run.on('exit', (code, signal) => resolve({ code, signal })));
    await new Promise((r) => setTimeout(r, 1_500));
    run.kill('SIGTERM');
    const timeout = new Promise<'still running'>((r) => setTimeout(() => r('still running'), 10_000));
    const result = await Promise.race([exited, timeout]);
    if (result === 'still running') run.kill('SIGKILL');
    // Ended by the signal itself (a shell reports 143), or exit 143: not still running.
    expect(result).not.toBe('still running');
    expect(result === 'still running' ? undefined : (result.code ?? result.signal)).toSatisfy((v: unknown) => v === 143 || v === 'SIGTERM');
    writer.kill('SIGKILL');
  }, 30_000);
});
