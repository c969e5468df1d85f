// The GitHub Action end to end: dist/index.js as a child process, as a runner
// starts it, against fixture MCP servers over stdio, a real git remote (a
// local bare repository) and the GitHub fake (GITHUB_API_URL), which
// validates every request against GitHub's OpenAPI description.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import allowlistSchema from '../../schemas/allowlist.schema.json' with { type: 'json' };
import {
  commentsOn,
  createActionRepo,
  dispatchPayload,
  FULL_NAME,
  openPull,
  outsideCode,
  pullRequestPayload,
  pushPayload,
  runAction,
  schedulePayload,
  TOKEN,
  type ActionRepo,
  type ActionRun,
} from '../helpers/action-env.js';
import { escapedForms } from '../../src/util/secrets.js';
import { hashJson } from '../../src/contract/hash.js';
import { writeToolsFile } from '../helpers/fixtures.js';
import { OPS_READ_TOOLS, opsCatalogYaml } from '../helpers/ops-catalog.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake/index.js';
import { nextId, nodeId } from '../helpers/github-fake/state.js';

const require = createRequire(import.meta.url);
const Ajv4: typeof import('ajv-draft-04').default = require('ajv-draft-04');
const sarifSchema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
const validateSarif = new Ajv4({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(sarifSchema);

const CHECK_MARKER = '<!-- mcp-catalog-lock:check -->';

/**
 * The four groups have nothing in common (each its own repository, remote and
 * fake) and spend their time waiting for child processes: they run side by
 * side; the steps inside a group run in order (it.sequential). Each step
 * runs the Action one to three times (1 to 3 s each on an idle machine).
 */
const GROUP = { concurrent: true, timeout: 120_000 } as const;

const readTools = OPS_READ_TOOLS;

function catalogYaml(connect: string): string {
  const servers = `  change-read:\n    connect: ${connect}\n    identity: mi-agent-read # downstream identity\n    target: { tenant: contoso, environment: production }\n`;
  return opsCatalogYaml(servers, '  change-read/change.list: { effect: read }\n');
}

const LOCK = 'catalog-locks/ops.lock.json';
const CATALOG = 'catalog-locks/ops.yaml';

/** A repository with catalog-locks/ops.yaml locked by the CLI, committed and pushed to main; the fake mirrors its refs. */
async function setup(tools: unknown[] = readTools, catalog = catalogYaml): Promise<{ repo: ActionRepo; fake: GitHubFake; toolsFile: string; mainSha: string }> {
  const repo = createActionRepo();
  const toolsFile = writeToolsFile(join(repo.dir, 'servers'), { tools, serverVersion: '18' }, 'read.json');
  repo.write(CATALOG, catalog(repo.connect(toolsFile)));
  repo.write('README.md', '# agents\n');
  repo.write('.gitignore', 'results.sarif\ncatalog-lock-allowlist.json\n');
  const locked = await repo.cliLock();
  expect(locked.code, locked.stderr).toBe(0);
  const mainSha = repo.commitAll('catalog-lock: approve ops');
  repo.git(['push', '--quiet', 'origin', 'main']);
  const fake = await startGitHubFake({ token: TOKEN, repos: [{ fullName: FULL_NAME, defaultBranch: 'main' }], gitDir: repo.origin });
  return { repo, fake, toolsFile, mainSha };
}

/** After each step: the GitHub fake saw only requests and answers valid against the OpenAPI description. After the group: fake closed, repository removed. */
function verifyAndCleanUp(current: () => { repo?: ActionRepo; fake?: GitHubFake }): void {
  afterEach(() => {
    const { fake } = current();
    expect(fake?.violations).toEqual([]);
    expect(fake?.warnings).toEqual([]);
  });
  afterAll(async () => {
    const { repo, fake } = current();
    await fake?.close();
    repo?.cleanup();
  });
}

/** Lines of the Action's stdout that are workflow commands. */
function commandLines(stdout: string): string[] {
  return stdout.split(/\r?\n/).filter((l) => l.startsWith('::'));
}

/** Every workflow command is one the Action itself issues, well-formed. */
function expectOnlyOwnCommands(run: ActionRun): void {
  for (const line of commandLines(run.stdout)) {
    // @actions/core: ::name key=value,key=value::message; properties and message escaped.
    expect(line).toMatch(/^::(error|warning|notice|debug|add-mask|group|endgroup)( [a-zA-Z]+=[^,:]*(,[a-zA-Z]+=[^,:]*)*)?::/);
    // Only the token is masked — as it is, or in a form a sink writes it (escaped for Markdown or JSON, percent-encoded,
    // in hex, base64-encoded), as @actions/core escapes a command's message (% CR LF).
    if (line.startsWith('::add-mask::')) {
      const value = line.slice('::add-mask::'.length);
      const message = value.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
      expect(decodeURIComponent(value.replace(/\\/g, '')) === TOKEN || escapedForms(TOKEN).includes(message), value).toBe(true);
    }
  }
  expect(run.stdout).not.toMatch(/^::set-output/m);
  expect(run.stdout).not.toMatch(/^::(set-env|add-path|save-state|stop-commands)/m);
}

function lockOf(
  repo: ActionRepo,
  ref?: string,
): { catalogDigest: string; servers: Record<string, { serverInfo: { version: string } | null }>; tools: Record<string, { contractHash: string; declared?: Record<string, unknown> }> } {
  return JSON.parse(ref ? repo.originShow(ref, LOCK)! : repo.read(LOCK));
}

// ---------------------------------------------------------------- check

describe('Action, mode check (pull_request)', GROUP, () => {
  let repo: ActionRepo;
  let fake: GitHubFake;
  let toolsFile: string;
  let mainSha: string;
  let docsPull: number;
  let docsSha: string;
  let clean: ActionRun | undefined;

  beforeAll(async () => {
    ({ repo, fake, toolsFile, mainSha } = await setup());
    repo.git(['checkout', '--quiet', '-b', 'docs']);
    repo.write('README.md', '# agents\n\nDocs only.\n');
    docsSha = repo.commitAll('docs');
    repo.git(['push', '--quiet', 'origin', 'docs']);
    docsPull = await openPull(fake, 'docs', 'Docs');
    // Other people's comments first: the sticky comment lands on page 2 of 100.
    const state = fake.state;
    const issues = fake.repo(FULL_NAME);
    for (let i = 0; i < 150; i++) {
      const id = nextId(state);
      issues.comments.push({ id, nodeId: nodeId('IssueComment', id), issueNumber: docsPull, body: `review note ${i}`, user: { login: 'reviewer', id: 4242, type: 'User' }, createdAt: state.now(), updatedAt: state.now() });
    }
  });

  verifyAndCleanUp(() => ({ repo, fake }));

  const check = (pull: number, headSha: string, headRef: string, inputs: Record<string, string> = {}, headRepo?: string) =>
    runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef, baseSha: mainSha, headRepo }), sha: headSha, inputs: { sarif: 'results.sarif', ...inputs } });

  it.sequential('a clean catalog passes: one sticky comment, SARIF, outputs', async () => {
    repo.git(['checkout', '--quiet', 'docs']);
    const run = await check(docsPull, docsSha, 'docs');
    clean = run;
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.decision).toBe('promote');
    expect(run.outputs.drift).toBe('false');
    const lock = lockOf(repo);
    expect(run.outputs['lock-digest']).toBe(lock.catalogDigest);
    const findings = JSON.parse(run.outputs.findings!) as { severity: string }[];
    expect(findings.every((f) => f.severity === 'info' || f.severity === 'low')).toBe(true);
    expect(run.outputs['findings-omitted']).toBe('0');
    const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    expect(findings).toHaveLength(report.findings.length);
    expect(report).toMatchObject({ agent: 'ops', decision: 'promote', mode: 'live', exitCode: 0 });
    expect(run.outputs['sarif-path']).toBe(join(repo.workspace, 'results.sarif'));
    const sarif = JSON.parse(readFileSync(run.outputs['sarif-path']!, 'utf8'));
    expect(validateSarif(sarif), JSON.stringify(validateSarif.errors?.slice(0, 3))).toBe(true);
    expect(run.summary).toContain('MCP catalog lock: Promote');

    const mine = commentsOn(fake, docsPull).filter((c) => c.body.includes(CHECK_MARKER));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('MCP catalog lock: Promote');
    expect(mine[0]!.body).not.toContain('This pull request updates the lock');
    expect(commentsOn(fake, docsPull)).toHaveLength(151);
    expectOnlyOwnCommands(run);
  });

  it.sequential('a drifted live catalog fails the step and updates the same comment (found on page 2)', async () => {
    writeToolsFile(join(repo.dir, 'servers'), { tools: readTools.map((t) => (t.name === 'change.get' ? { ...t, description: 'Reads one change by id. Also applies it.' } : t)), serverVersion: '18' }, 'read.json');
    try {
      const run = await check(docsPull, docsSha, 'docs');
      expect(run.code).toBe(1);
      expect(run.outputs.decision).toBe('contain');
      expect(run.outputs.drift).toBe('true');
      expect(JSON.parse(run.outputs.findings!).map((f: { rule: string }) => f.rule)).toContain('mutable_contract');
      // An annotation on the catalog line of the tool, and the failure.
      expect(run.stdout).toMatch(/^::error title=mutable_contract \(high\),file=catalog-locks\/ops\.yaml,line=\d+,col=\d+::/m);
      expect(run.stdout).toMatch(/^::error::decision: contain/m);
      const listCalls = run.requests.filter((r) => r.operationId === 'issues/list-comments');
      expect(listCalls.map((r) => new URLSearchParams(r.query).get('page') ?? '1')).toEqual(['1', '2']);
      expect(run.requests.some((r) => r.operationId === 'issues/update-comment')).toBe(true);
      expect(run.requests.some((r) => r.operationId === 'issues/create-comment')).toBe(false);
      const mine = commentsOn(fake, docsPull).filter((c) => c.body.includes(CHECK_MARKER));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.body).toContain('mutable_contract');
      expect(mine[0]!.body).toContain('+Reads one change by id. Also applies it.');
      expect(commentsOn(fake, docsPull)).toHaveLength(151);
      const sarif = JSON.parse(readFileSync(run.outputs['sarif-path']!, 'utf8'));
      expect(validateSarif(sarif)).toBe(true);
      expect(sarif.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'mutable_contract')).toBe(true);
      expectOnlyOwnCommands(run);
    } finally {
      writeToolsFile(join(repo.dir, 'servers'), { tools: readTools, serverVersion: '18' }, 'read.json');
    }
  });

  it.sequential('a pull request that changes the lock gets the promotion statement', async () => {
    repo.git(['checkout', '--quiet', '-b', 'approve', mainSha]);
    repo.write(CATALOG, repo.read(CATALOG).replace('change-read/change.list: { effect: read }', 'change-read/change.list: { effect: read, approval: never }'));
    expect((await repo.cliLock()).code).toBe(0);
    const sha = repo.commitAll('approve change.list with approval never');
    repo.git(['push', '--quiet', 'origin', 'approve']);
    const pull = await openPull(fake, 'approve', 'Approve');
    const run = await check(pull, sha, 'approve');
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.decision).toBe('promote');
    expect(run.outputs['lock-digest']).toBe(lockOf(repo).catalogDigest);
    const [comment] = commentsOn(fake, pull);
    expect(comment!.body).toContain('This pull request updates the lock');
    expect(comment!.body).toContain('The lock equals the live catalog it approves: yes');
    expect(comment!.body).toContain('Every tool has a declared effect: yes');
    // `approval: never` written out is what the base lock approved (absent: never): nothing weakened.
    expect(comment!.body).toContain("It weakens no approved declaration (approval, effect, identity, target) of the base branch's lock");
    expect(comment!.body).toContain(CHECK_MARKER);
  });

  it.sequential('a pull request from a fork whose changes cannot be read cannot pass either (a review: a shallow clone passed it)', async () => {
    repo.git(['checkout', '--quiet', 'docs']);
    // A base commit the clone does not have, and the remote cannot give: the diff cannot be read.
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: docsPull, headSha: docsSha, headRef: 'docs', baseSha: 'f'.repeat(40), headRepo: 'someone/agents' }), sha: docsSha });
    expect(run.code, run.stdout).toBe(2);
    expect(run.stdout).toMatch(/could not tell which files the pull request changes/);
  });

  it.sequential('a pull request from a fork that changes the lock cannot pass: it is not verified live (exit 2, said in the comment)', async () => {
    repo.git(['checkout', '--quiet', '-b', 'approve-fork', 'approve']);
    const sha = repo.git(['rev-parse', 'HEAD']);
    repo.git(['push', '--quiet', 'origin', 'approve-fork']);
    const pull = await openPull(fake, 'approve-fork', 'Approve from a fork');
    const run = await check(pull, sha, 'approve-fork', {}, 'someone/agents');
    expect(run.code, run.stdout).toBe(2);
    expect(run.outputs.decision).not.toBe('promote');
    expect(run.stdout).toMatch(/a pull request from a fork changes a catalog or a lock/);
    const [comment] = commentsOn(fake, pull);
    expect(comment!.body).toContain('Pull request from a fork that **changes a catalog or a lock**');
    expect(comment!.body).toContain('This pull request updates the lock');
  });

  it.sequential('a pull request from a fork is checked offline: not verified, never promote', async () => {
    repo.git(['checkout', '--quiet', 'docs']);
    // The live catalog drifted, but a fork's run has no secrets: it must not claim to know.
    repo.setDown(toolsFile, true);
    try {
      const run = await check(docsPull, docsSha, 'docs', {}, 'someone/agents');
      expect(run.code, run.stdout).toBe(0);
      expect(run.outputs.decision).toBe('contain');
      expect(run.outputs.decision).not.toBe('promote');
      expect(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')).mode).toBe('offline');
      // No server was read: never "no drift".
      expect(run.outputs.drift).toBe('unknown');
      expect(run.stdout).toMatch(/^::warning::pull request from a fork/m);
      const mine = commentsOn(fake, docsPull).filter((c) => c.body.includes(CHECK_MARKER));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.body).toContain('the live catalog was not verified');
      expect(mine[0]!.body).not.toContain('MCP catalog lock: Promote');
    } finally {
      repo.setDown(toolsFile, false);
    }
  });

  it.sequential('a 403 on the comment is a warning naming the permission; the check result is unchanged', async () => {
    repo.git(['checkout', '--quiet', 'docs']);
    const reference = clean!;
    // A token without `pull-requests: write` is refused both ways: editing its comment and making a new one
    // (a 403 on the edit alone is another app's comment, passed over: see the test of a bot quoting the marker).
    fake.failNext({ operationId: 'issues/update-comment', status: 403 });
    fake.failNext({ operationId: 'issues/create-comment', status: 403 });
    const run = await check(docsPull, docsSha, 'docs');
    expect(run.requests.filter((r) => r.fault).map((r) => r.status)).toEqual([403, 403]);
    expect(run.stdout).toMatch(/^::warning::could not comment on the pull request: GitHub answered 403 .*`permissions: pull-requests: write`/m);
    expect(run.code).toBe(reference.code);
    expect(run.code).toBe(0);
    for (const name of ['decision', 'drift', 'findings', 'lock-digest']) expect(run.outputs[name], name).toBe(reference.outputs[name]);
    // A pull request with no comment yet: the create call is refused.
    repo.git(['checkout', '--quiet', '-b', 'docs-2', docsSha]);
    const sha = repo.commitAll('more docs');
    repo.git(['push', '--quiet', 'origin', 'docs-2']);
    const pull = await openPull(fake, 'docs-2', 'More docs');
    fake.failNext({ operationId: 'issues/create-comment', status: 403 });
    const fresh = await check(pull, sha, 'docs-2');
    expect(fresh.stdout).toMatch(/^::warning::could not comment on the pull request: GitHub answered 403 .*`permissions: pull-requests: write`/m);
    expect(fresh.code).toBe(0);
    expect(fresh.outputs.decision).toBe('promote');
    expect(commentsOn(fake, pull)).toEqual([]);
  });

  it.sequential('comment: on-failure updates the comment a failing run left once the check passes', async () => {
    repo.git(['checkout', '--quiet', 'docs-2']);
    const sha = repo.git(['rev-parse', 'HEAD']);
    const pull = fake.repo(FULL_NAME).issues.find((i) => i.pull?.head.ref === 'docs-2')!.number;
    writeToolsFile(join(repo.dir, 'servers'), { tools: readTools.filter((t) => t.name !== 'change.list'), serverVersion: '18' }, 'read.json');
    try {
      const failing = await check(pull, sha, 'docs-2', { comment: 'on-failure' });
      expect(failing.code).toBe(1);
      expect(commentsOn(fake, pull)).toHaveLength(1);
      expect(commentsOn(fake, pull)[0]!.body).toContain('`tool_removed`');
    } finally {
      writeToolsFile(join(repo.dir, 'servers'), { tools: readTools, serverVersion: '18' }, 'read.json');
    }
    const passing = await check(pull, sha, 'docs-2', { comment: 'on-failure' });
    expect(passing.code).toBe(0);
    const [comment] = commentsOn(fake, pull);
    expect(commentsOn(fake, pull)).toHaveLength(1);
    expect(comment!.body).toContain('MCP catalog lock: Promote');
    expect(comment!.body).not.toContain('tool_removed');
  });
});

// ---------------------------------------------------------------- drift

describe('Action, mode drift (schedule)', GROUP, () => {
  let repo: ActionRepo;
  let fake: GitHubFake;
  let toolsFile: string;
  let mainSha: string;
  const branch = 'catalog-lock/ops';
  const drifted = [...readTools, { name: 'change.delete', description: 'Deletes a change.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } }];

  beforeAll(async () => {
    ({ repo, fake, toolsFile, mainSha } = await setup());
  });

  verifyAndCleanUp(() => ({ repo, fake }));
  // The base branch is only ever changed by people.
  afterEach(() => expect(repo.originSha('main')).toBe(mainSha));

  const drift = (inputs: Record<string, string> = {}, env?: Record<string, string>) => runAction({ repo, fake, event: 'schedule', payload: schedulePayload(), inputs, env });
  const pulls = () => fake.repo(FULL_NAME).issues.filter((i) => i.pull);
  const issues = () => fake.repo(FULL_NAME).issues.filter((i) => !i.pull);

  /** The branch holds exactly the relocked lock and catalog, one commit on top of main. */
  function expectRelocked(sha: string): void {
    expect(repo.originGit(['rev-parse', `${sha}^`])).toBe(mainSha);
    expect(repo.originGit(['rev-list', '--count', `${mainSha}..${sha}`])).toBe('1');
    expect(repo.originGit(['diff', '--name-only', mainSha, sha]).split('\n').sort()).toEqual([LOCK, CATALOG]);
    const lock = lockOf(repo, sha);
    expect(Object.keys(lock.tools)).toEqual(['change-read/change.delete', 'change-read/change.get', 'change-read/change.list']);
    const catalog = repo.originShow(sha, CATALOG)!;
    expect(catalog).toContain('change-read/change.delete: { effect: undeclared }');
    expect(catalog).toContain('# Ops agent catalog (comment kept across relocks)');
    expect(catalog).toContain('identity: mi-agent-read # downstream identity');
    expect(catalog).toContain('change-read/change.get: { effect: read, approval: never } # keep me');
  }

  it.sequential('a changed live catalog gets a branch with the relocked lock and one pull request', async () => {
    writeToolsFile(join(repo.dir, 'servers'), { tools: drifted, serverVersion: '18' }, 'read.json');
    const run = await drift();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.decision).toBe('rollback');
    expect(run.outputs.drift).toBe('true');
    const sha = repo.originSha(branch)!;
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expectRelocked(sha);
    expect(repo.originGit(['log', '-1', '--format=%an <%ae>', sha])).toBe('github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>');
    const [pull] = pulls();
    expect(pulls()).toHaveLength(1);
    expect(run.outputs['pull-request-number']).toBe(String(pull!.number));
    expect(pull!.state).toBe('open');
    expect(pull!.pull!.head.ref).toBe(branch);
    expect(pull!.pull!.base.ref).toBe('main');
    expect(pull!.pull!.head.sha).toBe(sha);
    expect(pull!.title).toBe('catalog-lock: ops catalog drift (rollback)');
    expect(pull!.body).toContain('New tools added to the catalog as undeclared (1): `change-read/change.delete`.');
    expect(pull!.body).toContain('`tool_added`');
    expect(pull!.body).toContain('Merging it approves the new lock');
    expect(run.summary).toContain('`tool_added`');
    expect(run.summary).not.toContain('snapshot');
    expect(pull!.body).not.toContain('snapshot');
    expect(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')).mode).toBe('live');
    expectOnlyOwnCommands(run);
  });

  it.sequential('a second run changes nothing: no second pull request, no new commit', async () => {
    const before = repo.originSha(branch);
    const run = await drift();
    expect(run.code).toBe(0);
    expect(repo.originSha(branch)).toBe(before);
    expect(pulls()).toHaveLength(1);
    expect(run.requests.filter((r) => r.method !== 'GET').map((r) => r.operationId)).toEqual([]);
    expect(run.outputs['pull-request-number']).toBe(String(pulls()[0]!.number));
  });

  it.sequential('a commit pushed between its ls-remote and its push is never overwritten (force-with-lease)', async () => {
    // A colleague's commit on the drift branch, pushed at the worst moment:
    // a git wrapper moves the branch right before the Action's push.
    const colleague = join(repo.dir, 'colleague');
    repo.git(['clone', '--quiet', '--branch', branch, repo.origin, colleague], repo.dir);
    writeFileSync(join(colleague, 'NOTES.md'), 'declared by hand\n');
    repo.git(['add', 'NOTES.md'], colleague);
    repo.git(['commit', '--quiet', '-m', 'a human commit'], colleague);
    repo.git(['push', '--quiet', 'origin', `HEAD:refs/heads/colleague`], colleague);
    const human = repo.git(['rev-parse', 'HEAD'], colleague);
    const wrapperDir = join(repo.dir, 'git-wrapper');
    mkdirSync(wrapperDir, { recursive: true });
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(
      join(wrapperDir, 'git'),
      `#!/bin/sh\nif [ "$1" = push ] && [ ! -e "$RACE_DONE" ]; then : > "$RACE_DONE"; "${realGit}" --git-dir "$RACE_ORIGIN" update-ref refs/heads/${branch} "$RACE_SHA"; fi\nexec "${realGit}" "$@"\n`,
    );
    chmodSync(join(wrapperDir, 'git'), 0o755);
    // The description changes too, so the Action has something to push.
    writeToolsFile(join(repo.dir, 'servers'), { tools: drifted.map((t) => (t.name === 'change.delete' ? { ...t, description: 'Deletes a change for good.' } : t)), serverVersion: '18' }, 'read.json');
    const raceDone = join(repo.dir, 'race-done');
    const run = await drift({}, { PATH: `${wrapperDir}:${process.env.PATH}`, RACE_DONE: raceDone, RACE_ORIGIN: repo.origin, RACE_SHA: human });
    expect(existsSync(raceDone)).toBe(true);
    // The push is refused, the step fails saying so, and the colleague's commit is still there.
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^::error::ops: the branch catalog-lock\/ops changed on the remote while the Action was updating it .*nothing was overwritten/m);
    expect(run.stdout).toMatch(/^::error::could not propose the relocked lock of ops/m);
    expect(repo.originSha(branch)).toBe(human);
    // The report is still published.
    expect(run.outputs.drift).toBe('true');
    expect(run.summary).toContain('MCP catalog lock');
    expect(pulls()).toHaveLength(1);
    writeToolsFile(join(repo.dir, 'servers'), { tools: drifted, serverVersion: '18' }, 'read.json');
  });

  it.sequential('a branch that holds commits by people is never overwritten by the next run', async () => {
    // The branch now holds the colleague's commit (previous test): people push
    // declarations to the drift pull request; the next scheduled run keeps them.
    const seen = repo.originSha(branch);
    expect(repo.originShow(seen!, 'NOTES.md')).toBe('declared by hand\n');
    const body = pulls()[0]!.body;
    // The live catalog drifted further since: the kept branch does not hold that, so its pull request must not say it.
    writeToolsFile(join(repo.dir, 'servers'), { tools: [...drifted, { name: 'change.purge', description: 'Purges changes.', inputSchema: { type: 'object' } }], serverVersion: '18' }, 'read.json');
    const run = await drift();
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^::warning::ops: branch catalog-lock\/ops has commits by people/m);
    expect(repo.originSha(branch)).toBe(seen);
    // Its pull request keeps saying what the branch holds.
    expect(pulls()[0]!.body).toBe(body);
    expect(pulls()).toHaveLength(1);
    expect(pulls()[0]!.state).toBe('open');
  });

  it.sequential('when the drift is gone, a branch holding commits by people is left with its open pull request', async () => {
    writeToolsFile(join(repo.dir, 'servers'), { tools: readTools, serverVersion: '18' }, 'read.json');
    const seen = repo.originSha(branch);
    const run = await drift();
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^::warning::ops: the drift is gone, but branch catalog-lock\/ops holds commits by people/m);
    expect(repo.originSha(branch)).toBe(seen);
    expect(pulls()[0]!.state).toBe('open');
    // The people's commit dropped (they moved it elsewhere): only the Action's commit is left on the branch.
    repo.originGit(['update-ref', `refs/heads/${branch}`, `${seen}^`]);
  });

  it.sequential('when the drift is gone the pull request is closed and the branch deleted', async () => {
    const run = await drift();
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.decision).toBe('promote');
    expect(run.outputs.drift).toBe('false');
    expect(run.outputs['pull-request-number']).toBeUndefined();
    expect(repo.originSha(branch)).toBeUndefined();
    const [pull] = pulls();
    expect(pull!.state).toBe('closed');
    expect(commentsOn(fake, pull!.number).map((c) => c.body)).toEqual(['The live catalog matches the lock again: nothing left to propose.']);
  });

  it.sequential('a server that cannot be verified opens one issue, changes no lock; the issue closes when it answers again', async () => {
    repo.setDown(toolsFile, true);
    try {
      // Fail closed by default: a server that cannot be verified fails the step with 2.
      const run = await drift();
      expect(run.code, run.stdout).toBe(2);
      expect(run.stdout).toMatch(/^::error::.*could not be verified \(missing evidence is never a pass\)/m);
      expect(run.outputs.decision).not.toBe('promote');
      // Missing evidence is never "no drift".
      expect(run.outputs.drift).toBe('unknown');
      expect(run.stdout).toMatch(/^::warning::ops: cannot verify the live catalog; the lock is not changed/m);
      expect(repo.originSha(branch)).toBeUndefined();
      expect(issues()).toHaveLength(1);
      const [issue] = issues();
      expect(issue!.state).toBe('open');
      expect(issue!.labels).toEqual(['catalog-lock']);
      expect(issue!.title).toBe('catalog-lock: cannot verify the catalog of ops');
      expect(issue!.body).toContain('<!-- mcp-catalog-lock:unverifiable:ops -->');
      expect(issue!.body).toContain('change\\-read');
      // Again, keeping the step green as the workflow asks: the same issue, no second one.
      const lenient = await drift({ 'fail-on-unverifiable': 'false' });
      expect(lenient.code, lenient.stdout).toBe(0);
      expect(lenient.outputs.drift).toBe('unknown');
      expect(issues()).toHaveLength(1);
      expect(repo.originSha(branch)).toBeUndefined();
    } finally {
      repo.setDown(toolsFile, false);
    }
    const back = await drift();
    expect(back.code, back.stdout).toBe(0);
    const [issue] = issues();
    expect(issue!.state).toBe('closed');
    expect(issue!.stateReason).toBe('completed');
    expect(commentsOn(fake, issue!.number).map((c) => c.body)).toEqual(['Every server answers again; the live catalog was verified.']);
    expect(repo.originSha(branch)).toBeUndefined();
  });
});

// ---------------------------------------------------------------- promote and rollback

describe('Action, modes promote (push) and rollback (workflow_dispatch)', GROUP, () => {
  let repo: ActionRepo;
  let fake: GitHubFake;
  let v1: string;
  let v2: string;
  let v3: string;
  const rollbackBranch = 'catalog-lock-rollback/ops';
  const comment = { name: 'change.comment', description: 'Adds a comment to a change.', inputSchema: { type: 'object', properties: { id: { type: 'string' }, text: { type: 'string' } }, required: ['id', 'text'] } };
  const apply = { name: 'change.apply', description: 'Applies a change to production.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } };

  beforeAll(async () => {
    ({ repo, fake, mainSha: v1 } = await setup());
  });

  verifyAndCleanUp(() => ({ repo, fake }));

  it.sequential('promote exports the allowlist, outputs the digest and tags the commit', async () => {
    const run = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: '0'.repeat(40), after: v1 }), sha: v1, inputs: { tag: 'true' } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.decision).toBe('promote');
    const lock = lockOf(repo);
    expect(run.outputs['lock-digest']).toBe(lock.catalogDigest);
    const allowlist = JSON.parse(readFileSync(join(repo.workspace, 'catalog-lock-allowlist.json'), 'utf8'));
    const target = { tenant: 'contoso', environment: 'production' };
    // What the lock approved of the server beyond its tools: the version it was read at, its instructions (none).
    const servers = { 'change-read': { version: lock.servers['change-read']!.serverInfo!.version, instructionsHash: null } };
    const tools = [
      { runtimeId: 'change-read/change.get', contractHash: lock.tools['change-read/change.get']!.contractHash, effect: 'read', approval: 'never', identity: 'mi-agent-read', target, owner: 'platform-ai' },
      { runtimeId: 'change-read/change.list', contractHash: lock.tools['change-read/change.list']!.contractHash, effect: 'read', identity: 'mi-agent-read', target, owner: 'platform-ai' },
    ];
    expect(allowlist).toEqual({
      allowlistVersion: 1,
      agents: [
        {
          agent: 'ops',
          catalog: CATALOG,
          release: 'r1',
          lockDigest: lock.catalogDigest,
          approvalDigest: hashJson({ agent: 'ops', release: 'r1', servers, tools }),
          servers,
          tools,
        },
      ],
    });
    expect(run.outputs['allowlist-path']).toBe(join(repo.workspace, 'catalog-lock-allowlist.json'));
    // The file gateways read is described by its schema.
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    const valid = ajv.compile(allowlistSchema as object);
    expect(valid(allowlist), JSON.stringify(valid.errors)).toBe(true);
    expect(valid({ ...allowlist, agents: [{ ...allowlist.agents[0], tools: [{ ...allowlist.agents[0].tools[0], owner: '' }] }] })).toBe(false);
    // The tag names what was approved: the contracts and their declarations (approvalDigest), not the contracts alone.
    const tag = `catalog-lock/ops/${hashJson({ agent: 'ops', release: 'r1', servers, tools }).slice('sha256:'.length, 'sha256:'.length + 12)}`;
    expect(tag).toMatch(/^catalog-lock\/ops\/[0-9a-f]{12}$/);
    expect(repo.originGit(['rev-parse', `refs/tags/${tag}^{commit}`])).toBe(v1);
    expect(run.requests).toEqual([]);
  });

  it.sequential('a tag that cannot be pushed fails the promotion (exit 2) and exports no allowlist; a stale one is removed', async () => {
    // The origin refuses the promotion's tags (a token without write access to tags, a protected tag pattern).
    const hook = join(repo.origin, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\nwhile read old new ref; do case "$ref" in refs/tags/*) echo "tags are protected" >&2; exit 1;; esac; done\nexit 0\n');
    chmodSync(hook, 0o755);
    const stale = join(repo.workspace, 'catalog-lock-allowlist.json');
    writeFileSync(stale, '{"allowlistVersion":1,"agents":[]}');
    // The promotion's tag, made by the test before, is taken away for this run (and put back after).
    const tags = repo.originGit(['for-each-ref', '--format=%(refname:short) %(objectname)', 'refs/tags/catalog-lock']).split('\n').filter(Boolean).map((line) => line.split(' '));
    for (const [name] of tags) repo.originGit(['tag', '-d', name!]);
    try {
      const run = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: '0'.repeat(40), after: v1 }), sha: v1, inputs: { tag: 'true' } });
      expect(run.code, run.stdout + run.stderr).toBe(2);
      expect(run.outputs['allowlist-path']).toBeUndefined();
      expect(existsSync(stale)).toBe(false);
      expect(run.stdout).toMatch(/^::error::not promoted: could not tag catalog-lock\/ops\/[0-9a-f]{12}: .*\(no allowlist written\)/m);
      expect(run.stdout).toContain('removed catalog-lock-allowlist.json, left by an earlier step or run');
    } finally {
      rmSync(hook);
      for (const [name, sha] of tags) repo.originGit(['tag', name!, sha!]);
    }
  });

  it.sequential('promote tags from the default branch only: a push to another branch is not recorded as a promotion', async () => {
    const other = await runAction({
      repo, fake, event: 'push', payload: pushPayload({ before: '0'.repeat(40), after: v1, ref: 'refs/heads/sneaky' }), sha: v1, inputs: { tag: 'true' },
      env: { GITHUB_REF: 'refs/heads/sneaky' },
    });
    expect(other.code, other.stdout + other.stderr).toBe(0);
    expect(other.stdout).toMatch(/^::warning::not tagged: this run is for refs\/heads\/sneaky, not the default branch main/m);
    expect(other.stdout).not.toMatch(/tagged \w+ as /);
  });

  it.sequential('rollback opens a pull request restoring the previous approved lock and catalog', async () => {
    const servers = join(repo.dir, 'servers');
    writeToolsFile(servers, { tools: [...readTools, comment], serverVersion: '18' }, 'read.json');
    repo.write(CATALOG, repo.read(CATALOG).replace('change-read/change.list: { effect: read }\n', 'change-read/change.list: { effect: read }\n  change-read/change.comment: { effect: propose, approval: always }\n'));
    expect((await repo.cliLock()).code).toBe(0);
    v2 = repo.commitAll('approve change.comment');
    writeToolsFile(servers, { tools: [...readTools, comment, apply], serverVersion: '18' }, 'read.json');
    repo.write(CATALOG, repo.read(CATALOG).replace('  change-read/change.comment:', '  change-read/change.apply: { effect: write, approval: always }\n  change-read/change.comment:'));
    expect((await repo.cliLock()).code).toBe(0);
    v3 = repo.commitAll('approve change.apply');
    repo.git(['push', '--quiet', 'origin', 'main']);
    expect(Object.keys(lockOf(repo, v3).tools)).toContain('change-read/change.apply');

    const run = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const sha = repo.originSha(rollbackBranch)!;
    expect(repo.originGit(['rev-parse', `${sha}^`])).toBe(v3);
    expect(repo.originShow(sha, LOCK)).toBe(repo.originShow(v2, LOCK));
    expect(repo.originShow(sha, CATALOG)).toBe(repo.originShow(v2, CATALOG));
    const pulls = fake.repo(FULL_NAME).issues.filter((i) => i.pull);
    expect(pulls).toHaveLength(1);
    expect(run.outputs['pull-request-number']).toBe(String(pulls[0]!.number));
    expect(pulls[0]!.title).toBe(`catalog-lock: roll back ops to ${v2.slice(0, 12)}`);
    expect(pulls[0]!.body).toContain('**Tools this rollback takes away** (1):\n- `change-read/change.apply`\n');
    expect(pulls[0]!.body).not.toContain('change.comment');
    expectOnlyOwnCommands(run);

    // The rollback merged while the live server still serves change.apply: the promotion of that push fails (the live
    // catalog differs from the restored lock), and still exports the restored lock's allowlist, which no longer
    // allows change.apply (an outside review: the gateway kept the candidate's allowlist).
    repo.originGit(['update-ref', 'refs/heads/main', sha, v3]);
    repo.git(['fetch', '--quiet', 'origin']);
    repo.git(['checkout', '--quiet', sha]);
    try {
      const merged = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: v3, after: sha }), sha });
      expect(merged.code, merged.stdout + merged.stderr).toBe(1);
      expect(merged.outputs.decision).toBe('rollback');
      expect(merged.outputs['allowlist-path']).toBe(join(repo.workspace, 'catalog-lock-allowlist.json'));
      const restored = JSON.parse(readFileSync(merged.outputs['allowlist-path']!, 'utf8'));
      expect(restored.agents[0].tools.map((t: { runtimeId: string }) => t.runtimeId)).toEqual(Object.keys(lockOf(repo, v2).tools).sort());
      expect(restored.agents[0].tools.map((t: { runtimeId: string }) => t.runtimeId)).not.toContain('change-read/change.apply');
      expect(merged.stdout).toMatch(/^::warning::allowlist written for the lock this push rolls back to \(ops\), though the live catalog still differs from it/m);
      // An ordinary push with the same divergence exports nothing.
      const ordinary = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: '0'.repeat(40), after: v2 }), sha: v2 });
      expect(ordinary.outputs['allowlist-path']).toBeUndefined();
    } finally {
      repo.originGit(['update-ref', 'refs/heads/main', v3, sha]);
      repo.git(['checkout', '--quiet', 'main']);
      repo.git(['reset', '--quiet', '--hard', v3]);
    }
  });

  it.sequential('rollback-to restores the lock of that commit', async () => {
    const run = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload({ 'rollback-to': v1 }), inputs: { mode: 'rollback', 'rollback-to': v1 } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const sha = repo.originSha(rollbackBranch)!;
    expect(repo.originGit(['rev-parse', `${sha}^`])).toBe(v3);
    expect(repo.originShow(sha, LOCK)).toBe(repo.originShow(v1, LOCK));
    expect(repo.originShow(sha, CATALOG)).toBe(repo.originShow(v1, CATALOG));
    const pulls = fake.repo(FULL_NAME).issues.filter((i) => i.pull);
    expect(pulls).toHaveLength(1);
    expect(pulls[0]!.title).toBe(`catalog-lock: roll back ops to ${v1.slice(0, 12)}`);
    expect(pulls[0]!.body).toContain('**Tools this rollback takes away** (2):\n- `change-read/change.apply`\n- `change-read/change.comment`\n');
    expect(repo.originSha('main')).toBe(v3);
  });

  it.sequential('a rollback-to that is not a ref is refused, never passed to git as an option', async () => {
    const pwned = join(repo.dir, 'PWNED');
    const evil = `--upload-pack=touch ${pwned}; git-upload-pack`;
    const run = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload({ 'rollback-to': evil }), inputs: { mode: 'rollback', 'rollback-to': evil } });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^::error::input rollback-to must be a git ref or commit sha/m);
    expect(existsSync(pwned)).toBe(false);
    expect(fake.repo(FULL_NAME).issues.filter((i) => i.pull)).toHaveLength(1);
  });

  it.sequential('promote tags only a promoted release: each catalog by its own decision; one held below fail-on passes the job but is not tagged', async () => {
    repo.git(['checkout', '--quiet', 'main']);
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(v3);
    // A second agent, clean, beside ops.
    const servers = join(repo.dir, 'servers');
    const billingFile = writeToolsFile(servers, { tools: billingTools, serverVersion: '7' }, 'billing.json');
    repo.write(BILLING, `version: 1\nagent: billing\nowner: finance-ai\nservers:\n  invoices:\n    connect: ${repo.connect(billingFile)}\n    target: { environment: production }\ntools:\n  invoices/invoice.get: { effect: read }\n`);
    expect((await repo.cliLock(['--catalog', BILLING])).code).toBe(0);
    const v4 = repo.commitAll('catalog-lock: approve billing');
    repo.git(['push', '--quiet', 'origin', 'main']);
    // The tags of an agent on a commit at the origin.
    const tagsAt = (agent: string, sha: string) => repo.originGit(['tag', '--list', `catalog-lock/${agent}/*`, '--points-at', sha]).split('\n').filter(Boolean);
    // A read tool's description edited on ops' live server: drift that holds ops (contain), not a write path
    // (no rollback); fail-on critical lets the job pass. billing is clean: promoted, tagged.
    const edited = readTools.map((t) => (t.name === 'change.get' ? { ...t, description: `${t.description} Now cached.` } : t));
    writeToolsFile(servers, { tools: [...edited, comment, apply], serverVersion: '18' }, 'read.json');
    try {
      const held = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: v3, after: v4 }), sha: v4, inputs: { tag: 'true', 'fail-on': 'critical' } });
      expect(held.code, held.stdout + held.stderr).toBe(0);
      expect(held.outputs.decision).toBe('contain');
      expect(held.outputs['allowlist-path']).toBeUndefined();
      expect(held.stdout).toMatch(/^not tagged: the decision for ops is contain/m);
      expect(tagsAt('ops', v4)).toEqual([]);
      expect(tagsAt('billing', v4)).toHaveLength(1);
    } finally {
      writeToolsFile(servers, { tools: [...readTools, comment, apply], serverVersion: '18' }, 'read.json');
    }
    // The same commit once ops' live catalog matches its lock again: promoted and tagged.
    const promoted = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: v3, after: v4 }), sha: v4, inputs: { tag: 'true' } });
    expect(promoted.code, promoted.stdout + promoted.stderr).toBe(0);
    expect(promoted.outputs.decision).toBe('promote');
    expect(tagsAt('ops', v4)).toHaveLength(1);
    const [billingTag] = tagsAt('billing', v4);
    expect(promoted.stdout).toContain(`tag ${billingTag} already exists`);
    expectOnlyOwnCommands(promoted);

    // A merge that only changes what was approved (an identity declared for billing's tool; the contracts, and so the
    // lock digest, unchanged) is another promotion: a new tag, never "already tagged" (an outside review: the tag and
    // the allowlist's digest ignored declarations, so a weakened approval passed as promoted before).
    const lockDigest = JSON.parse(repo.read('catalog-locks/billing.lock.json')).catalogDigest;
    repo.write(BILLING, repo.read(BILLING).replace('invoices/invoice.get: { effect: read }', 'invoices/invoice.get: { effect: read, identity: svc-billing-reader }'));
    expect((await repo.cliLock(['--catalog', BILLING])).code).toBe(0);
    expect(JSON.parse(repo.read('catalog-locks/billing.lock.json')).catalogDigest).toBe(lockDigest);
    const v4b = repo.commitAll('catalog-lock: billing reads as svc-billing-reader');
    repo.git(['push', '--quiet', 'origin', 'main']);
    const redeclared = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: v4, after: v4b }), sha: v4b, inputs: { tag: 'true' } });
    expect(redeclared.code, redeclared.stdout + redeclared.stderr).toBe(0);
    const [newTag] = tagsAt('billing', v4b);
    expect(newTag).toMatch(/^catalog-lock\/billing\/[0-9a-f]{12}$/);
    expect(newTag).not.toBe(billingTag);
    expect(redeclared.stdout).toContain(`tagged ${v4b} as ${newTag}`);
    repo.git(['reset', '--quiet', '--hard', v4]);
    repo.git(['push', '--quiet', '--force', 'origin', 'main']);
  });

  it.sequential("a lock copied from another agent is neither exported nor tagged under that agent's name, and holds the release", async () => {
    // billing's catalog with ops' lock beside it: the same servers would not match, so give billing ops' catalog too
    // (staging's files copied to production, only the agent renamed).
    repo.write(BILLING, repo.read(CATALOG).replace(/^agent: ops$/m, 'agent: billing'));
    repo.write('catalog-locks/billing.lock.json', repo.read(LOCK));
    const v5 = repo.commitAll('copy ops to billing');
    repo.git(['push', '--quiet', 'origin', 'main']);
    const run = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: v3, after: v5 }), sha: v5, inputs: { tag: 'true', 'fail-on': 'critical' } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.decision).toBe('contain');
    // Exit 0 below the threshold, but billing is contained: no allowlist (an outside review saw one written for a
    // contained release, which a gateway would take for a promotion).
    expect(run.outputs['allowlist-path']).toBeUndefined();
    expect(run.stdout).toContain('no allowlist written: not every release was promoted (billing: contain');
    expect(run.stdout).toMatch(/^not exported: the lock beside catalog-locks\/billing\.yaml approves agent ops, not billing$/m);
    // Tagging goes over the exported agents only: ops once (already tagged at this digest), billing never.
    expect(run.stdout.match(/^(tagged|tag) .*$/gm)).toEqual([expect.stringMatching(/^tag catalog-lock\/ops\/[0-9a-f]{12} already exists/)]);
    const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    const billing = report.reports.find((r: { agent: string }) => r.agent === 'billing');
    expect(billing.findings.filter((f: { rule: string }) => f.rule === 'lock_agent_mismatch').map((f: { message: string }) => f.message)).toEqual([
      'catalog-locks/billing.lock.json approves agent "ops", not "billing"; run `catalog-lock lock` for this catalog',
    ]);
  });
});

// ---------------------------------------------------------------- hostile text

// ---------------------------------------------------------------- several catalogs

const BILLING = 'catalog-locks/billing.yaml';
const billingTools = [
  { name: 'invoice.get', description: 'Reads one invoice by number.', inputSchema: { type: 'object', properties: { number: { type: 'string' } }, required: ['number'] } },
];

describe('Action, several catalogs and a runtime snapshot (pull_request)', GROUP, () => {
  let repo: ActionRepo;
  let fake: GitHubFake;
  let mainSha: string;
  let pull: number;
  let headSha: string;

  beforeAll(async () => {
    ({ repo, fake } = await setup());
    const billingFile = writeToolsFile(join(repo.dir, 'servers'), { tools: billingTools, serverVersion: '7' }, 'billing.json');
    repo.write(BILLING, `version: 1\nagent: billing\nowner: finance-ai\nservers:\n  invoices:\n    connect: ${repo.connect(billingFile)}\n    target: { environment: production }\ntools:\n  invoices/invoice.get: { effect: read }\n`);
    const locked = await repo.cliLock(['--catalog', BILLING]);
    expect(locked.code, locked.stderr).toBe(0);
    mainSha = repo.commitAll('catalog-lock: approve billing');
    repo.git(['push', '--quiet', 'origin', 'main']);
    repo.git(['checkout', '--quiet', '-b', 'notes']);
    repo.write('NOTES.md', 'notes\n');
    headSha = repo.commitAll('notes');
    repo.git(['push', '--quiet', 'origin', 'notes']);
    pull = await openPull(fake, 'notes', 'Notes');
  });

  verifyAndCleanUp(() => ({ repo, fake }));

  const check = (inputs: Record<string, string> = {}) =>
    runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'notes', baseSha: mainSha }), sha: headSha, inputs: { sarif: 'results.sarif', ...inputs } });
  type OutputFinding = { agent: string; rule: string; tools: string[] };

  it.sequential('checks every catalog by default: one comment with a section per agent, findings and SARIF results from both', async () => {
    const run = await check();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.decision).toBe('promote');
    const findings = JSON.parse(run.outputs.findings!) as OutputFinding[];
    expect([...new Set(findings.map((f) => f.agent))].sort()).toEqual(['billing', 'ops']);
    const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    expect(report.reports.map((r: { agent: string; decision: string }) => `${r.agent} ${r.decision}`)).toEqual(['billing promote', 'ops promote']);
    const mine = commentsOn(fake, pull).filter((c) => c.body.includes(CHECK_MARKER));
    expect(mine).toHaveLength(1);
    // The verdict over both catalogs first, then a section per agent.
    expect(mine[0]!.body).toContain('## ✅ MCP catalog lock: Promote — 2 catalogs (2 promote)');
    expect(mine[0]!.body.match(/### ✅ MCP catalog lock: Promote/g)).toHaveLength(2);
    const sarif = JSON.parse(readFileSync(run.outputs['sarif-path']!, 'utf8'));
    expect(validateSarif(sarif)).toBe(true);
    const uris = new Set(sarif.runs[0].results.map((r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) => r.locations[0].physicalLocation.artifactLocation.uri));
    expect([...uris].sort()).toEqual([BILLING, CATALOG]);
    expectOnlyOwnCommands(run);
  });

  it.sequential("a runtime snapshot is compared with its agent's lock only: billing loaded at another version is contained, ops untouched", async () => {
    // A complete photograph (the approved hashes, approval and target), only the server version moved.
    const approved = JSON.parse(repo.read('catalog-locks/billing.lock.json')).tools['invoices/invoice.get'];
    const photo = { serverLabel: 'invoices', serverVersion: '8', toolName: 'invoice.get', descriptionHash: approved.fields.description, inputSchemaHash: approved.fields.inputSchema, approval: 'never', targetScope: 'production' };
    repo.write('runtime.json', JSON.stringify({ agent: 'billing', capturedAtUtc: new Date().toISOString(), tools: [photo] }));
    const run = await check({ 'runtime-snapshot': 'runtime.json' });
    expect(run.code).toBe(1);
    expect(run.outputs.decision).toBe('contain');
    const findings = JSON.parse(run.outputs.findings!) as OutputFinding[];
    expect(findings.filter((f) => f.rule.startsWith('runtime_')).map((f) => `${f.agent} ${f.rule} ${f.tools.join(',')}`)).toEqual(['billing runtime_version_mismatch invoices/invoice.get']);
    expect(run.stdout).toMatch(/^::error title=runtime_version_mismatch \(high\)/m);
    // The input takes one photograph per agent (lines or commas): two of one agent are refused.
    const twice = await check({ 'runtime-snapshot': 'runtime.json\nruntime.json' });
    expect(twice.code).toBe(2);
    expect(twice.stdout).toMatch(/^::error::.*runtime\.json is a runtime snapshot of agent "billing" too; give one per agent/m);
  });

  it.sequential('a runtime snapshot that names no agent, or an agent no catalog declares, is refused with exit 2', async () => {
    repo.write('runtime.json', JSON.stringify({ tools: [{ serverLabel: 'invoices', toolName: 'invoice.get' }] }));
    const anonymous = await check({ 'runtime-snapshot': 'runtime.json' });
    expect(anonymous.code).toBe(2);
    expect(anonymous.stdout).toMatch(/^::error::.*runtime\.json: the runtime snapshot names no agent and 2 catalogs are checked; add "agent" to it, or check one catalog/m);
    repo.write('runtime.json', JSON.stringify({ agent: 'payroll', tools: [] }));
    const stranger = await check({ 'runtime-snapshot': 'runtime.json' });
    expect(stranger.code).toBe(2);
    expect(stranger.stdout).toMatch(/^::error::.*the runtime snapshot is for agent "payroll", and no catalog checked declares that agent \("billing", "ops"\)/m);
    // runtime-max-age: a duration, and only with a runtime snapshot.
    const badAge = await check({ 'runtime-snapshot': 'runtime.json', 'runtime-max-age': '1w' });
    expect(badAge.code).toBe(2);
    expect(badAge.stdout).toMatch(/^::error::input runtime-max-age must be a duration such as 24h, 7d, 1d12h or 90m, or none \(got "1w"\)/m);
    const alone = await check({ 'runtime-max-age': '24h' });
    expect(alone.code).toBe(2);
    expect(alone.stdout).toMatch(/^::error::input runtime-max-age says how old the photograph of runtime-snapshot may be/m);
  });

  it.sequential("two catalogs of one agent are refused before anything runs (they would share the agent's branch, issues, tags and runtime snapshot)", async () => {
    repo.write('catalog-locks/billing-staging.yaml', repo.read(BILLING));
    try {
      const twice = await check();
      expect(twice.code).toBe(2);
      expect(twice.stdout).toMatch(/^::error::catalog-locks\/billing-staging\.yaml and catalog-locks\/billing\.yaml declare the same agent "billing"; each agent has one catalog/m);
      expect(commentsOn(fake, pull).filter((c) => c.body.includes(CHECK_MARKER))).toHaveLength(1);
    } finally {
      rmSync(join(repo.workspace, 'catalog-locks/billing-staging.yaml'));
    }
  });
});

describe('Action, hostile text from a server', GROUP, () => {
  let repo: ActionRepo;
  let fake: GitHubFake;
  let mainSha: string;

  // 100 KB of ordinary prose after the payload. (A 100 KB run of one capital letter also
  // works, but currently costs ~9 s of CPU in the analysis: see the camelCase split in
  // src/analysis/similarity/tokenize.ts, quadratic on long upper-case runs.)
  const filler = Array.from({ length: 16_000 }, (_, i) => `word${i % 97} `).join('').slice(0, 100_000);
  const evil: string =
    '::set-output name=decision::promote\n::add-mask::x\n@org/team please approve\n</details><img src=x onerror=alert(1)>\n\u001b[31mred\u001b[0m\r\n::error::injected\n' + filler;
  const hostileName = 'evil\n::set-output name=decision::promote @org/team </details><img src=x onerror=alert(1)>\u001b[2J';

  beforeAll(async () => {
    expect(filler.length).toBe(100_000);
    const tools = [
      { name: 'lookup', description: 'Looks things up.', inputSchema: { type: 'object' } },
      { name: 'ask', description: 'Asks a question.', inputSchema: { type: 'object' } },
    ];
    ({ repo, fake, mainSha } = await setup(tools, (connect) =>
      `version: 1\nagent: ops\nservers:\n  evil:\n    connect: ${connect}\ntools:\n  evil/ask: { effect: read }\n  evil/lookup: { effect: read }\n`,
    ));
  });

  verifyAndCleanUp(() => ({ repo, fake }));

  it.sequential('stays inert in the log, the outputs, the comment, the summary and SARIF', async () => {
    writeToolsFile(
      join(repo.dir, 'servers'),
      {
        tools: [
          { name: 'lookup', description: evil, inputSchema: { type: 'object', properties: { q: { type: 'string', description: evil.slice(0, 300) } } } },
          // Short enough for its description diff to be shown (fenced) in the comment. (It sorts
          // before lookup: the Markdown report stops adding detail blocks at the first that does not fit.)
          { name: 'ask', description: evil.slice(0, 2_000), inputSchema: { type: 'object' } },
          { name: hostileName, description: evil.slice(0, 500), inputSchema: { type: 'object' } },
        ],
        serverVersion: '18',
      },
      'read.json',
    );
    repo.git(['checkout', '--quiet', '-b', 'hostile']);
    const headSha = repo.commitAll('an unrelated change');
    repo.git(['push', '--quiet', 'origin', 'hostile']);
    const pull = await openPull(fake, 'hostile', 'Hostile');
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'hostile', baseSha: mainSha }), sha: headSha, inputs: { sarif: 'results.sarif' } });
    expect(run.code).toBe(1);

    // The log: only the Action's own workflow commands, one line each, no escape sequences.
    expectOnlyOwnCommands(run);
    expect(commandLines(run.stdout).length).toBeGreaterThan(2);
    expect(run.stdout + run.stderr).not.toContain('\u001b');
    expect(run.stdout).not.toContain('\r');
    for (const line of run.stdout.split('\n')) expect(line.trimStart().startsWith('::') && !line.startsWith('::')).toBe(false);

    // Outputs: the decision was set once, by the Action, and is not promote.
    expect(run.outputList.filter(([name]) => name === 'decision')).toHaveLength(1);
    expect(['contain', 'rollback']).toContain(run.outputs.decision);
    const findings = JSON.parse(run.outputs.findings!) as { rule: string }[];
    expect(findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['mutable_contract', 'tool_added']));
    // GitHub caps a step's outputs at 1 MB.
    expect(Buffer.byteLength(run.outputList.map(([, v]) => v).join(''))).toBeLessThan(1024 * 1024);

    // Markdown sinks: no HTML, no mentions outside code, within GitHub's limit.
    const [comment] = commentsOn(fake, pull);
    for (const [sink, text] of [['comment', comment!.body], ['summary', run.summary]] as const) {
      const prose = outsideCode(text);
      expect(prose, sink).not.toMatch(/<img/i);
      expect(prose, sink).not.toContain('@org');
      expect(prose, sink).not.toMatch(/<\/details><img/);
      expect(text, sink).not.toContain('\u001b');
      expect(text.length, sink).toBeLessThanOrEqual(65_536);
    }
    expect(comment!.body).toContain(CHECK_MARKER);
    // The hostile text is there, but only inside a fence: the diff of evil/ask.
    expect(comment!.body).toContain('<summary>Changes of evil/ask</summary>');
    expect(comment!.body).toContain('+</details><img src=x onerror=alert(1)>');
    expect(comment!.body).toContain('+@org/team please approve');

    // SARIF parses and is valid.
    const sarif = JSON.parse(readFileSync(run.outputs['sarif-path']!, 'utf8'));
    expect(validateSarif(sarif), JSON.stringify(validateSarif.errors?.slice(0, 3))).toBe(true);
    expect(JSON.stringify(sarif)).not.toContain('\u001b');
  });
});
