// The GitHub Action (dist/index.js) as a runner would start it: a child
// process with the runner's environment (event payload, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files, INPUT_* variables), a workspace that is a real
// git clone of a local bare repository (the "remote"), and GITHUB_API_URL
// pointing at the GitHub fake (as a GitHub Enterprise Server user sets it:
// @actions/github builds its fetch from it at import time, so the Action must
// run as its own process).
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FIXTURE_DIR } from './fixtures.js';
import type { GitHubFake } from './github-fake/index.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const ACTION = join(REPO_ROOT, 'dist/index.js');
export const CLI = join(REPO_ROOT, 'dist/cli.js');
export const SCENARIO = join(FIXTURE_DIR, 'scenario-server.mjs');
export const TOKEN = 'ghs_actionTestInstallationToken0123456789';
export const OWNER = 'acme';
export const NAME = 'agents';
export const FULL_NAME = `${OWNER}/${NAME}`;

const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'Test Human',
  GIT_AUTHOR_EMAIL: 'human@example.invalid',
  GIT_COMMITTER_NAME: 'Test Human',
  GIT_COMMITTER_EMAIL: 'human@example.invalid',
};

/** An environment with nothing of the caller's but PATH: no proxy, no tokens, no git config. */
function baseEnv(home: string): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: home, GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' };
}

export interface ActionRepo {
  /** Temporary root: origin.git, workspace/, servers/, home/, runner-temp/. */
  dir: string;
  /** The bare repository playing the GitHub remote. */
  origin: string;
  /** The job's checkout (GITHUB_WORKSPACE), a clone of origin. */
  workspace: string;
  home: string;
  runnerTemp: string;
  /** git in the workspace (or `cwd`); returns trimmed stdout. */
  git(args: string[], cwd?: string): string;
  /** git against origin.git. */
  originGit(args: string[]): string;
  /** The sha of a branch in origin.git, or undefined. */
  originSha(branch: string): string | undefined;
  /** File content at `ref` in origin.git, or undefined. */
  originShow(ref: string, path: string): string | undefined;
  write(relative: string, text: string): string;
  read(relative: string): string;
  /** Stages everything, commits; returns the new sha. */
  commitAll(message: string): string;
  /** `node dist/cli.js lock` in the workspace. */
  cliLock(args?: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  /**
   * YAML flow mapping for a stdio server that serves `toolsFile` through the
   * launcher: the server exits at once while `<toolsFile>.down` exists.
   */
  connect(toolsFile: string, extraArgs?: string[]): string;
  /** Makes the server behind `toolsFile` exit at once (true) or serve again (false). */
  setDown(toolsFile: string, down: boolean): void;
  cleanup(): void;
}

const LAUNCHER = `// Starts scenario-server.mjs with the same arguments, unless <tools file>.down exists.
import { existsSync } from 'node:fs';
const i = process.argv.indexOf('--tools-file');
const tools = i > 0 ? process.argv[i + 1] : undefined;
if (tools && existsSync(tools + '.down')) {
  process.stderr.write('launcher: server is down, exiting with code 3\\n');
  process.exit(3);
}
await import(${JSON.stringify(pathToFileURL(SCENARIO).href)});
`;

/** A temporary remote (bare) repository and a workspace cloned from it, on branch main. */
export function createActionRepo(prefix = 'catalog-lock-action-'): ActionRepo {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const origin = join(dir, 'origin.git');
  const workspace = join(dir, 'workspace');
  const home = join(dir, 'home');
  const runnerTemp = join(dir, 'runner-temp');
  for (const d of [home, runnerTemp, join(dir, 'servers')]) mkdirSync(d, { recursive: true });
  const launcher = join(dir, 'servers', 'launch.mjs');
  writeFileSync(launcher, LAUNCHER);
  const env = { ...baseEnv(home), ...GIT_IDENTITY };
  const git = (args: string[], cwd = workspace) => execFileSync('git', args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  git(['init', '--quiet', '--bare', '--initial-branch=main', origin], dir);
  git(['init', '--quiet', '--initial-branch=main', workspace], dir);
  git(['remote', 'add', 'origin', origin]);
  const originGit = (args: string[]) => git(['--git-dir', origin, ...args], dir);
  const repo: ActionRepo = {
    dir,
    origin,
    workspace,
    home,
    runnerTemp,
    git,
    originGit,
    originSha(branch) {
      try {
        return originGit(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]) || undefined;
      } catch {
        return undefined;
      }
    },
    originShow(ref, path) {
      try {
        return execFileSync('git', ['--git-dir', origin, 'show', `${ref}:${path}`], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
      } catch {
        return undefined;
      }
    },
    write(relative, text) {
      const path = join(workspace, relative);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      return path;
    },
    read(relative) {
      return readFileSync(join(workspace, relative), 'utf8');
    },
    commitAll(message) {
      git(['add', '--all']);
      git(['commit', '--quiet', '--allow-empty', '-m', message]);
      return git(['rev-parse', 'HEAD']);
    },
    cliLock(args = []) {
      // Asynchronous: the GitHub fake lives in this process and must keep answering meanwhile.
      return new Promise((done) => {
        execFile(process.execPath, [CLI, 'lock', ...args], { cwd: workspace, env: baseEnv(home), encoding: 'utf8', timeout: 100_000 }, (error, stdout, stderr) => {
          done({ code: error ? (typeof error.code === 'number' ? error.code : 99) : 0, stdout, stderr });
        });
      });
    },
    connect(toolsFile, extraArgs = []) {
      const args = [launcher, '--tools-file', toolsFile, ...extraArgs].map((a) => JSON.stringify(a)).join(', ');
      return `{ transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${args}] }`;
    },
    setDown(toolsFile, down) {
      if (down) writeFileSync(`${toolsFile}.down`, '');
      else rmSync(`${toolsFile}.down`, { force: true });
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return repo;
}

// ---------------------------------------------------------------- event payloads

export function repositoryPayload(defaultBranch = 'main') {
  return { id: 1, name: NAME, full_name: FULL_NAME, owner: { login: OWNER }, default_branch: defaultBranch, private: false };
}

export function pullRequestPayload(input: { number: number; headSha: string; headRef: string; baseSha: string; baseRef?: string; headRepo?: string }) {
  const headRepo = input.headRepo ?? FULL_NAME;
  return {
    action: 'synchronize',
    number: input.number,
    pull_request: {
      number: input.number,
      state: 'open',
      head: { sha: input.headSha, ref: input.headRef, label: `${headRepo.split('/')[0]}:${input.headRef}`, repo: { full_name: headRepo, fork: headRepo !== FULL_NAME } },
      base: { sha: input.baseSha, ref: input.baseRef ?? 'main', label: `${OWNER}:${input.baseRef ?? 'main'}`, repo: { full_name: FULL_NAME, default_branch: 'main' } },
    },
    repository: repositoryPayload(),
  };
}

export function pushPayload(input: { before: string; after: string; ref?: string }) {
  return { ref: input.ref ?? 'refs/heads/main', before: input.before, after: input.after, repository: repositoryPayload(), head_commit: { id: input.after } };
}

export function schedulePayload() {
  return { schedule: '17 4 * * *', repository: repositoryPayload() };
}

export function dispatchPayload(inputs: Record<string, string> = {}) {
  return { inputs, ref: 'refs/heads/main', repository: repositoryPayload() };
}

// ---------------------------------------------------------------- running the Action

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT, parsed; the last value wins. */
  outputs: Record<string, string>;
  /** Every output in the order it was set (to tell a repeated name). */
  outputList: [string, string][];
  /** GITHUB_STEP_SUMMARY. */
  summary: string;
  /** Requests the Action made to the fake during this run. */
  requests: GitHubFake['requests'];
  ms: number;
}

/**
 * Parses a GITHUB_OUTPUT (or GITHUB_ENV) file: `name<<DELIMITER` … `DELIMITER`
 * blocks as @actions/core writes them, and the single-line `name=value` form.
 */
export function parseCommandFile(text: string): [string, string][] {
  const lines = text.split('\n');
  const out: [string, string][] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      i++;
      while (i < lines.length && lines[i] !== delimiter) value.push(lines[i++]!);
      if (i >= lines.length) throw new Error(`GITHUB_OUTPUT: ${name} has no closing delimiter ${delimiter}`);
      out.push([name!, value.join('\n')]);
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`GITHUB_OUTPUT: malformed line ${JSON.stringify(line.slice(0, 80))}`);
    out.push([line.slice(0, eq), line.slice(eq + 1)]);
  }
  return out;
}

let runCounter = 0;

/**
 * Runs dist/index.js once. `inputs` are the `with:` of the step (names as in
 * action.yml: `fail-on`, `github-token`…); github-token defaults to TOKEN.
 */
export function runAction(input: {
  repo: ActionRepo;
  fake: GitHubFake;
  event: string;
  payload: unknown;
  inputs?: Record<string, string>;
  /** GITHUB_SHA; default: HEAD of the workspace. */
  sha?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ActionRun> {
  const { repo, fake } = input;
  const n = ++runCounter;
  const stepDir = join(repo.dir, 'steps', String(n));
  mkdirSync(stepDir, { recursive: true });
  const eventPath = join(stepDir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(input.payload, null, 2));
  const outputFile = join(stepDir, 'output');
  const summaryFile = join(stepDir, 'summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const inputs: Record<string, string> = { 'github-token': TOKEN, ...input.inputs };
  const env: Record<string, string> = {
    ...baseEnv(repo.home),
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: input.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: FULL_NAME,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_API_URL: fake.url,
    GITHUB_SERVER_URL: 'https://github.example.invalid',
    GITHUB_GRAPHQL_URL: `${fake.url}/graphql`,
    GITHUB_WORKSPACE: repo.workspace,
    GITHUB_SHA: input.sha ?? repo.git(['rev-parse', 'HEAD']),
    GITHUB_REF: input.event === 'pull_request' ? `refs/pull/${(input.payload as { number?: number }).number ?? 0}/merge` : 'refs/heads/main',
    GITHUB_RUN_ID: String(1000 + n),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: 'octocat',
    GITHUB_WORKFLOW: 'catalog-lock',
    GITHUB_JOB: 'catalog-lock',
    GITHUB_ACTION: 'catalog-lock',
    RUNNER_TEMP: repo.runnerTemp,
    RUNNER_OS: 'Linux',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...input.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  const before = fake.requests.length;
  const t0 = Date.now();
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [ACTION],
      { cwd: repo.workspace, env, maxBuffer: 256 * 1024 * 1024, timeout: input.timeoutMs ?? 100_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          fail(new Error(`the Action did not finish: ${error.message}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
          return;
        }
        if (process.env.ACTION_TEST_LOG) process.stderr.write(`--- action run ${n} (${input.event}, exit ${error ? error.code : 0}, ${Date.now() - t0} ms)\n${stdout}${stderr}`);
        try {
          const outputList = parseCommandFile(readFileSync(outputFile, 'utf8'));
          done({
            code: error ? (error.code as number) : 0,
            stdout,
            stderr,
            outputs: Object.fromEntries(outputList),
            outputList,
            summary: existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '',
            requests: fake.requests.slice(before),
            ms: Date.now() - t0,
          });
        } catch (e) {
          fail(e as Error);
        }
      },
    );
  });
}

// ---------------------------------------------------------------- the fake, seen from a test

/** Calls the fake's REST API as a test fixture would (a person opening a pull request…). */
export async function api<T = any>(fake: GitHubFake, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: { authorization: `token ${TOKEN}`, accept: 'application/vnd.github+json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Opens a pull request in the fake (the head branch must exist in origin.git). */
export async function openPull(fake: GitHubFake, head: string, title: string, base = 'main'): Promise<number> {
  const pull = await api<{ number: number }>(fake, 'POST', `/repos/${FULL_NAME}/pulls`, { title, head, base, body: 'opened by a test' });
  return pull.number;
}

/** Comments on an issue or pull request, from the fake's state. */
export function commentsOn(fake: GitHubFake, issueNumber: number): { id: number; body: string; user: { login: string } }[] {
  return fake.repo(FULL_NAME).comments.filter((c) => c.issueNumber === issueNumber);
}

/** Markdown with fenced blocks and code spans removed: what GitHub renders as Markdown/HTML. */
export function outsideCode(markdown: string): string {
  let text = markdown;
  // Fenced blocks: an opening run of 3+ backticks at line start, closed by a run at least as long.
  text = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1`*[ \t]*$/gm, '');
  // Code spans: a backtick run closed by a run of exactly the same length.
  text = text.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, '');
  return text;
}
