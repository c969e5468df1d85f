// Helpers for starting the fixture MCP servers in test/fixtures/servers and
// the reference servers installed under node_modules/@modelcontextprotocol.
//
// - stdioFixture(): command + args for a stdio client transport.
// - startHttpFixture(): spawn an http/sse fixture, wait for `LISTENING <url>`.
// - startHttpFixtureForTest(): the same, closed when the test finishes.
// - isAlive(): whether a process (e.g. a stdio child) still exists.
// - writeToolsFile(): write a tools file (see scenario-server.mjs).
// - referenceServer(): command/args/env for a reference server over stdio.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'vitest';

/** Absolute path of test/fixtures/servers (no trailing separator). */
export const FIXTURE_DIR = path.resolve(fileURLToPath(new URL('../fixtures/servers', import.meta.url)));

const REPO_ROOT = path.resolve(FIXTURE_DIR, '..', '..', '..');

const SERVER_SCRIPTS = {
  scenario: path.join(FIXTURE_DIR, 'scenario-server.mjs'),
  modern: path.join(FIXTURE_DIR, 'modern-server.mjs'),
} as const;

/** Absolute path of scenario-server.mjs, for catalogs that start it over stdio. */
export const SCENARIO_SERVER = SERVER_SCRIPTS.scenario;

/** Scenario names understood by scenario-server.mjs `--scenario`. */
export type Scenario =
  | 'plain'
  | 'cycle'
  | 'endless'
  | 'changing'
  | 'bad-schema'
  | 'duplicate-names'
  | 'hang'
  | 'hang-after-first-page'
  | 'exit'
  | 'crash-mid-list'
  | 'garbage'
  | 'huge-description'
  | 'rich'
  | 'error-on-list'
  | 'clock-default'
  | 'clock-description';

export interface FixtureOptions {
  /** Which fixture: 'scenario' (SDK 1.x, default) or 'modern' (SDK 2.x, protocol 2026-07-28). */
  server?: 'scenario' | 'modern';
  /** scenario-server.mjs `--scenario` (scenario server only). */
  scenario?: Scenario | (string & {});
  /** `--tools-file PATH` (both servers). */
  toolsFile?: string;
  /** `--page-size N` (both servers). */
  pageSize?: number;
  /** Extra CLI flags, e.g. ['--instructions', 'x'] or ['--ttl-ms', '1000']. */
  extraArgs?: string[];
}

export interface HttpFixtureOptions extends FixtureOptions {
  transport: 'http' | 'sse';
  /** How long to wait for the LISTENING line (default 10 s). */
  startTimeoutMs?: number;
  /** Extra environment for the child. */
  env?: Record<string, string>;
}

export interface HttpFixture {
  /** URL of the MCP endpoint (…/mcp for http, …/sse for sse). */
  url: string;
  /** Kill the child (SIGTERM, then SIGKILL after 2 s) and wait for it to exit. */
  close(): Promise<void>;
  /** The child's pid. */
  pid: number;
  /** Everything the child wrote to stderr so far (capped at ~64 KiB, tail kept). */
  stderr(): string;
  /** Resolves with the exit code (or null when killed by a signal) once the child exits. */
  exited: Promise<number | null>;
}

function buildArgs(opts: FixtureOptions, transport: 'stdio' | 'http' | 'sse'): string[] {
  const server = opts.server ?? 'scenario';
  if (server === 'modern') {
    if (opts.scenario !== undefined && opts.scenario !== 'plain') {
      throw new Error(`modern-server.mjs has no scenarios (got scenario '${opts.scenario}')`);
    }
    if (transport === 'sse') throw new Error('modern-server.mjs does not serve the legacy HTTP+SSE transport');
  }
  const args = [SERVER_SCRIPTS[server]];
  if (transport !== 'stdio') args.push('--transport', transport);
  if (server === 'scenario' && opts.scenario !== undefined) args.push('--scenario', opts.scenario);
  if (opts.toolsFile !== undefined) args.push('--tools-file', opts.toolsFile);
  if (opts.pageSize !== undefined) args.push('--page-size', String(opts.pageSize));
  if (opts.extraArgs) args.push(...opts.extraArgs);
  return args;
}

/** Command line for a fixture served over stdio (for StdioClientTransport or the CLI). */
export function stdioFixture(opts: FixtureOptions = {}): { command: string; args: string[] } {
  return { command: process.execPath, args: buildArgs(opts, 'stdio') };
}

// ---------------------------------------------------------------- child bookkeeping

const liveChildren = new Set<ChildProcess>();
let exitHookInstalled = false;

function track(child: ChildProcess): void {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const c of liveChildren) {
        try {
          c.kill('SIGKILL');
        } catch {
          // already gone
        }
      }
    });
  }
}

function killAndWait(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.kill('SIGTERM');
  const hard = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 2000);
  return exited.then(() => clearTimeout(hard));
}

/**
 * Spawn an http or sse fixture and wait for its `LISTENING <url>` line.
 * Rejects (and kills the child) on timeout or early exit, with stderr in the message.
 */
export function startHttpFixture(opts: HttpFixtureOptions): Promise<HttpFixture> {
  // The child exits when its stdin pipe closes, i.e. also when we die.
  const args = [...buildArgs(opts, opts.transport), '--exit-on-stdin-end'];
  const startTimeoutMs = opts.startTimeoutMs ?? 10_000;
  const child = spawn(process.execPath, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...opts.env },
  });
  track(child);

  let stderrText = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderrText += chunk;
    if (stderrText.length > 65_536) stderrText = stderrText.slice(-65_536);
  });

  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
  });
  const commandLine = () => `node ${args.map((a) => path.relative(REPO_ROOT, a) || a).join(' ')}`;

  return new Promise<HttpFixture>((resolve, reject) => {
    let stdoutText = '';
    let settled = false;

    const finish = (err: Error | null, url?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) {
        void killAndWait(child, exited).then(() => reject(err));
        return;
      }
      resolve({
        url: url!,
        pid: child.pid!,
        stderr: () => stderrText,
        exited,
        close: () => killAndWait(child, exited),
      });
    };

    const timer = setTimeout(() => {
      finish(
        new Error(
          `fixture did not print LISTENING within ${startTimeoutMs} ms: ${commandLine()}\n` +
            `stdout: ${stdoutText}\nstderr: ${stderrText}`,
        ),
      );
    }, startTimeoutMs);

    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      if (settled) return; // keep draining, ignore
      stdoutText += chunk;
      const match = /^LISTENING (\S+)\r?\n/m.exec(stdoutText);
      if (match) finish(null, match[1]);
    });
    child.once('error', (err) => finish(new Error(`failed to spawn fixture ${commandLine()}: ${err.message}`)));
    child.once('exit', (code, signal) => {
      // Give the stderr pipe a moment to flush before reporting.
      setTimeout(
        () =>
          finish(
            new Error(
              `fixture exited before LISTENING (code ${code}, signal ${signal}): ${commandLine()}\nstderr: ${stderrText}`,
            ),
          ),
        20,
      );
    });
  });
}

/** startHttpFixture() for one test: the child is closed when the test finishes. */
export async function startHttpFixtureForTest(ctx: TestContext, opts: HttpFixtureOptions): Promise<HttpFixture> {
  const fixture = await startHttpFixture(opts);
  ctx.onTestFinished(() => fixture.close());
  return fixture;
}

/** Whether a process with this pid exists (signal 0 probes it without touching it). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A process killed after its parent (a server behind a launcher, reparented) stays a zombie where PID 1 does not
  // reap (a container): it exists, it does not run.
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
    } catch {
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------- tools files

/** Names of the tools scenario-server.mjs serves without a tools file, in its order. */
export const DEFAULT_TOOL_NAMES = ['echo', 'add', 'get_weather', 'search_docs', 'delete_file'];

/** Content of a tools file; every key optional (see scenario-server.mjs). */
export interface ToolsFileContent {
  tools?: unknown[];
  prompts?: unknown[];
  resourceTemplates?: unknown[];
  instructions?: string;
  serverVersion?: string;
  serverName?: string;
  listChanged?: boolean;
  /** `changing` scenario only: set 2 (default: set 1 with one description changed and one tool added). */
  toolsAfterChange?: unknown[];
  [key: string]: unknown;
}

/**
 * Write `content` as JSON to `dir/name` (default `tools.json`) and return the
 * absolute path. A string is written verbatim (for malformed-file tests).
 * Writing again to the same path is how a test changes a running server's tools.
 */
export function writeToolsFile(dir: string, content: ToolsFileContent | string, name = 'tools.json'): string {
  mkdirSync(dir, { recursive: true });
  const file = path.resolve(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  return file;
}

// ---------------------------------------------------------------- reference servers

export type ReferenceServerName = 'everything' | 'filesystem' | 'memory' | 'github' | 'gitlab';

/**
 * One fixed scratch directory shared by all runs (so nothing accumulates in
 * the temp dir): the filesystem server's default allowed directory and the
 * memory server's MEMORY_FILE_PATH parent. Listing tools writes nothing there.
 */
function referenceScratchDir(): string {
  const dir = path.join(tmpdir(), 'catalog-lock-reference-servers');
  mkdirSync(dir, { recursive: true });
  return dir;
}

function referenceBin(name: ReferenceServerName): string {
  const pkgDir = path.join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', `server-${name}`);
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin ? Object.values(pkg.bin)[0] : undefined;
  if (!bin) throw new Error(`@modelcontextprotocol/server-${name} has no "bin" in its package.json`);
  return path.join(pkgDir, bin);
}

/**
 * How to start a reference server over stdio. `extraArgs` are appended; for
 * `filesystem` they replace the default allowed directory (a fresh temp dir).
 * `memory` gets MEMORY_FILE_PATH in a temp dir so nothing is written under
 * node_modules. Tokens are dummies; nothing here reaches the network just by
 * listing tools (gitlab points at 127.0.0.1:9).
 */
export function referenceServer(
  name: ReferenceServerName,
  extraArgs: string[] = [],
): { command: string; args: string[]; env?: Record<string, string> } {
  const bin = referenceBin(name);
  const command = process.execPath;
  switch (name) {
    case 'everything':
      return { command, args: [bin, 'stdio', ...extraArgs] };
    case 'filesystem':
      return { command, args: [bin, ...(extraArgs.length > 0 ? extraArgs : [referenceScratchDir()])] };
    case 'memory':
      return {
        command,
        args: [bin, ...extraArgs],
        env: { MEMORY_FILE_PATH: path.join(referenceScratchDir(), 'memory.jsonl') },
      };
    case 'github':
      return {
        command,
        args: [bin, ...extraArgs],
        env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'dummy-token-for-tests' },
      };
    case 'gitlab':
      return {
        command,
        args: [bin, ...extraArgs],
        env: { GITLAB_PERSONAL_ACCESS_TOKEN: 'dummy-token-for-tests', GITLAB_API_URL: 'http://127.0.0.1:9/api/v4' },
      };
    default: {
      const never: never = name;
      throw new Error(`unknown reference server ${String(never)}`);
    }
  }
}
