// The Action at the edges an outside evaluation found: a secret a server echoes
// must not reach the pull-request comment (the runner masks its log, not what
// is posted to the API); a rollback after a merged pull request restores what
// the default branch had before the merge, not a commit from inside the merged
// branch; a catalog named .yml is checked like one named .yaml; sticky
// comments a race left twice are both kept up to date.
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  api,
  CLI,
  commentsOn,
  createActionRepo,
  dispatchPayload,
  FULL_NAME,
  openPull,
  pullRequestPayload,
  pushPayload,
  runAction,
  schedulePayload,
  TOKEN,
  type ActionRepo,
} from '../helpers/action-env.js';
import { writeToolsFile } from '../helpers/fixtures.js';
import { branchWord } from '../../src/action/drift-mode.js';
import { validateReportDocument } from '../../src/report/validate-json.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake/index.js';
import { nextId, nodeId } from '../helpers/github-fake/state.js';
import { OPS_READ_TOOLS, opsCatalogYaml } from '../helpers/ops-catalog.js';

const LOCK = 'catalog-locks/ops.lock.json';
const CATALOG = 'catalog-locks/ops.yaml';
const GROUP = { timeout: 120_000 };

function catalogYaml(connect: string): string {
  const servers = `  change-read:\n    connect: ${connect}\n    identity: mi-agent-read # downstream identity\n    target: { tenant: contoso, environment: production }\n`;
  return opsCatalogYaml(servers, '  change-read/change.list: { effect: read }\n');
}

const setTools = (repo: ActionRepo, tools: unknown[]) => writeToolsFile(join(repo.dir, 'servers'), { tools, serverVersion: '18' }, 'read.json');

/** A repository whose main holds an approved ops catalog and lock, pushed, and a fake GitHub over it. */
async function setup(catalog: (connect: string) => string = catalogYaml, env: Record<string, string> = {}): Promise<{ repo: ActionRepo; fake: GitHubFake; mainSha: string }> {
  const repo = createActionRepo('catalog-lock-edges-');
  const toolsFile = setTools(repo, OPS_READ_TOOLS);
  repo.write(CATALOG, catalog(repo.connect(toolsFile)));
  repo.write('.gitignore', 'results.sarif\ncatalog-lock-allowlist.json\n');
  const code = await new Promise<number>((done) =>
    execFile(process.execPath, [CLI, 'lock'], { cwd: repo.workspace, env: { PATH: process.env.PATH ?? '', HOME: repo.home, ...env } }, (e) => done(e ? 1 : 0)),
  );
  expect(code).toBe(0);
  const mainSha = repo.commitAll('catalog-lock: approve ops');
  repo.git(['push', '--quiet', 'origin', 'main']);
  const fake = await startGitHubFake({ token: TOKEN, repos: [{ fullName: FULL_NAME, defaultBranch: 'main' }], gitDir: repo.origin });
  return { repo, fake, mainSha };
}

/** A person declares change.delete (a write, always approved) on a drift branch, relocks and pushes: a commit of people. */
function declareOnBranch(repo: ActionRepo, branch: string): void {
  const human = join(repo.dir, 'human');
  repo.git(['clone', '--quiet', '--branch', branch, repo.origin, human], repo.dir);
  const catalogFile = join(human, CATALOG);
  writeFileSync(catalogFile, readFileSync(catalogFile, 'utf8').replace('change-read/change.delete: { effect: undeclared }', 'change-read/change.delete: { effect: write, approval: always }'));
  execFileSync(process.execPath, [CLI, 'lock'], { cwd: human, env: { PATH: process.env.PATH ?? '', HOME: repo.home } });
  repo.git(['-c', 'user.name=Colleague', '-c', 'user.email=colleague@example.com', 'commit', '--quiet', '-am', 'declare change.delete'], human);
  repo.git(['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`], human);
}

/** A pull request that changes nothing of the catalogs (a README edit). */
async function docsPull(repo: ActionRepo, fake: GitHubFake): Promise<{ pull: number; headSha: string }> {
  repo.git(['checkout', '--quiet', '-b', 'docs']);
  repo.write('README.md', 'docs\n');
  const headSha = repo.commitAll('docs');
  repo.git(['push', '--quiet', 'origin', 'docs']);
  return { pull: await openPull(fake, 'docs', 'Docs'), headSha };
}

describe('Action at the edges', GROUP, () => {
  let ctx: { repo: ActionRepo; fake: GitHubFake } | undefined;
  afterEach(async () => {
    await ctx?.fake.close();
    ctx?.repo.cleanup();
    ctx = undefined;
  });

  it('a secret a server echoes in a description never reaches the pull-request comment', async () => {
    const secret = 'sk-live-9f8e7d6c5b4a39281706';
    const withEnv = (connect: string) => catalogYaml(connect.replace(/\}$/, ', env: { API_TOKEN: "${OPS_API_TOKEN}" } }'));
    const { repo, fake, mainSha } = (ctx = await setup(withEnv, { OPS_API_TOKEN: secret }));
    const { pull, headSha } = await docsPull(repo, fake);
    setTools(repo, OPS_READ_TOOLS.map((t) => (t.name === 'change.get' ? { ...t, description: `Reads one change by id. debug: api_token=${secret}` } : t)));
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha, env: { OPS_API_TOKEN: secret } });
    // Scrubbed where it entered, the definition is not what the server sent: the server cannot be verified (exit 2).
    expect(run.code).toBe(2);
    const comment = commentsOn(fake, pull)[0]!.body;
    expect(comment).toContain('incomplete\\_discovery');
    expect(comment).toContain('a value the catalog gives it');
    expect(comment).not.toContain(secret);
    // The log names the value it held, by name.
    expect(run.stdout + run.stderr).toMatch(/its definitions hold \$\{OPS_API_TOKEN\} \(given to server [\w-]+\)/);
    // Only the runner's own mask command names it.
    expect((run.stdout + run.stderr).split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n')).not.toContain(secret);
    expect(run.summary).not.toContain(secret);
  });

  it('a value passed through ${VAR} that is a word of the outputs (`info`, `live`): the comment, the JSON report, the findings output and SARIF keep their own words', async () => {
    // The outputs were redacted as text: the report read `"mode": "***"`, the comment `*** digest`, SARIF `***rmationUri`.
    const withEnv = (connect: string) => catalogYaml(connect.replace(/\}$/, ', env: { LOG_LEVEL: "${LOG_LEVEL}", RUN_MODE: "${RUN_MODE}" } }'));
    const env = { LOG_LEVEL: 'info', RUN_MODE: 'live' };
    const { repo, fake, mainSha } = (ctx = await setup(withEnv, env));
    const { pull, headSha } = await docsPull(repo, fake);
    const payload = pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha });
    const run = await runAction({ repo, fake, event: 'pull_request', payload, sha: headSha, env, inputs: { comment: 'always', sarif: 'results.sarif' } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const comment = commentsOn(fake, pull)[0]!.body;
    for (const markdown of [comment, run.summary]) {
      expect(markdown).toContain('live digest `sha256:');
      expect(markdown).toMatch(/`output\\?_contract\\?_missing` ×\d+ \(info\)/);
    }
    const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    expect(validateReportDocument(report)).toEqual([]);
    expect(report.mode).toBe('live');
    expect(JSON.parse(run.outputs.findings!).some((f: { severity: string }) => f.severity === 'info')).toBe(true);
    const sarif = JSON.parse(readFileSync(run.outputs['sarif-path']!, 'utf8'));
    expect(sarif.runs[0].tool.driver.informationUri).toMatch(/^https:/);
    expect(sarif.runs[0].results.some((r: { level: string }) => r.level === 'note')).toBe(true);
  });

  it('rollback after a merged pull request of several commits restores what main had before the merge', async () => {
    const { repo, fake, mainSha: v1 } = (ctx = await setup());
    const apply = { name: 'change.apply', description: 'Applies a change to production.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } };
    repo.git(['checkout', '--quiet', '-b', 'feature']);
    setTools(repo, [...OPS_READ_TOOLS, apply]);
    repo.write(CATALOG, repo.read(CATALOG).replace('waivers: []', '  change-read/change.apply: { effect: write }\nwaivers: []'));
    expect((await repo.cliLock()).code).toBe(0);
    const inside = repo.commitAll('relock: change.apply, no approval yet');
    repo.write(CATALOG, repo.read(CATALOG).replace('change-read/change.apply: { effect: write }', 'change-read/change.apply: { effect: write, approval: always }'));
    expect((await repo.cliLock()).code).toBe(0);
    repo.commitAll('review: change.apply needs approval');
    repo.git(['checkout', '--quiet', 'main']);
    repo.git(['merge', '--quiet', '--no-ff', '-m', 'Merge pull request #1 from feature', 'feature']);
    repo.git(['push', '--quiet', 'origin', 'main']);
    const run = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const restored = repo.originShow(repo.originSha('catalog-lock-rollback/ops')!, LOCK);
    expect(restored).toBe(repo.originShow(v1, LOCK));
    expect(restored).not.toBe(repo.originShow(inside, LOCK));
  });

  it('a rollback with nothing to restore (the first approved lock) fails the step, opening no pull request', async () => {
    const { repo, fake } = (ctx = await setup());
    const run = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^::error::ops: the lock has no earlier approved version on main; nothing to roll back to/m);
    expect(fake.repo(FULL_NAME).issues.filter((i) => i.pull)).toEqual([]);
  });

  it('a rollback branch people committed to keeps its pull request saying what the branch holds', async () => {
    const { repo, fake, mainSha: v1 } = (ctx = await setup());
    const apply = { name: 'change.apply', description: 'Applies a change to production.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } };
    const comment = { ...apply, name: 'change.comment', description: 'Comments on a change.' };
    setTools(repo, [...OPS_READ_TOOLS, comment]);
    repo.write(CATALOG, repo.read(CATALOG).replace('waivers: []', '  change-read/change.comment: { effect: propose }\nwaivers: []'));
    expect((await repo.cliLock()).code).toBe(0);
    const v2 = repo.commitAll('approve change.comment');
    setTools(repo, [...OPS_READ_TOOLS, comment, apply]);
    repo.write(CATALOG, repo.read(CATALOG).replace('waivers: []', '  change-read/change.apply: { effect: write }\nwaivers: []'));
    expect((await repo.cliLock()).code).toBe(0);
    repo.commitAll('approve change.apply');
    repo.git(['push', '--quiet', 'origin', 'main']);
    expect((await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } })).code).toBe(0);
    const branch = 'catalog-lock-rollback/ops';
    expect(repo.originShow(branch, LOCK)).toBe(repo.originShow(v2, LOCK));
    // A person adds a note to the rollback branch; then the operator asks for an older version.
    const colleague = join(repo.dir, 'colleague');
    repo.git(['clone', '--quiet', '--branch', branch, repo.origin, colleague], repo.dir);
    writeFileSync(join(colleague, 'NOTES.md'), 'why we roll back\n');
    repo.git(['add', 'NOTES.md'], colleague);
    repo.git(['-c', 'user.name=Colleague', '-c', 'user.email=colleague@example.com', 'commit', '--quiet', '-m', 'note'], colleague);
    repo.git(['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`], colleague);
    const second = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload({ 'rollback-to': v1 }), inputs: { mode: 'rollback', 'rollback-to': v1 } });
    // The rollback asked for did not happen: the step fails, it is no green no-op.
    expect(second.code).toBe(2);
    expect(second.stdout).toMatch(/^::error::ops: branch catalog-lock-rollback\/ops has commits by people in an open pull request; it was not overwritten to roll back to /m);
    expect(second.outputs.decision).toBe('rollback');
    expect(repo.originShow(branch, LOCK)).toBe(repo.originShow(v2, LOCK));
    const pull = fake.repo(FULL_NAME).issues.find((i) => i.pull)!;
    expect(pull.title).toContain(v2.slice(0, 12));
    expect(pull.title).not.toContain(v1.slice(0, 12));
    // Once that pull request is closed, the branch proposes nothing any more: the next rollback starts it again
    // from the base, whoever committed to it, and opens a pull request for what was asked.
    pull.state = 'closed';
    const third = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload({ 'rollback-to': v1 }), inputs: { mode: 'rollback', 'rollback-to': v1 } });
    expect(third.code).toBe(0);
    expect(repo.originShow(branch, LOCK)).toBe(repo.originShow(v1, LOCK));
    expect(third.outputs['pull-request-number']).toBeDefined();
    expect(third.summary).toContain('Rollback of ops: pull request #');
  });

  it('a rollback run again after its pull request was merged does nothing: it never proposes to undo the rollback', async () => {
    const { repo, fake, mainSha: v1 } = (ctx = await setup());
    const apply = { name: 'change.apply', description: 'Applies a change to production.', inputSchema: { type: 'object' } };
    setTools(repo, [...OPS_READ_TOOLS, apply]);
    repo.write(CATALOG, repo.read(CATALOG).replace('waivers: []', '  change-read/change.apply: { effect: write, approval: always }\nwaivers: []'));
    expect((await repo.cliLock()).code).toBe(0);
    repo.commitAll('approve change.apply');
    repo.git(['push', '--quiet', 'origin', 'main']);
    expect((await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } })).code).toBe(0);
    const branch = 'catalog-lock-rollback/ops';
    expect(repo.originShow(branch, LOCK)).toBe(repo.originShow(v1, LOCK));
    // Merged (its commit on main, GitHub's merge message), its pull request closed.
    repo.git(['fetch', '--quiet', 'origin']);
    repo.git(['merge', '--quiet', '--no-ff', '-m', `Merge pull request #1 from ${FULL_NAME.split('/')[0]}/${branch}`, `origin/${branch}`]);
    repo.git(['push', '--quiet', 'origin', 'main']);
    const pull = fake.repo(FULL_NAME).issues.find((i) => i.pull)!;
    pull.state = 'closed';
    const again = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } });
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toContain(`ops: the lock on main already restores the version of ${v1.slice(0, 12)} (a rollback was merged); nothing rolled back`);
    expect(again.summary).toContain('Rollback of ops: nothing to do');
    expect(fake.repo(FULL_NAME).issues.filter((i) => i.pull)).toHaveLength(1);
    expect(again.outputs['pull-request-number']).toBeUndefined();
    // Another version is still one input away.
    const to = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload({ 'rollback-to': v1 }), inputs: { mode: 'rollback', 'rollback-to': v1 } });
    expect(to.code).toBe(0);
    expect(to.stdout).toContain('ops: already at');
    // People revert the rollback once the fix is in (the lock equal to the bad version again): that is an approval of
    // its own, and the next incident's rollback restores the version before it.
    const merged = repo.git(['rev-parse', 'HEAD']).trim();
    repo.git(['revert', '--no-edit', '-m', '1', merged]);
    repo.git(['push', '--quiet', 'origin', 'main']);
    const incident = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } });
    expect(incident.code, incident.stdout).toBe(0);
    expect(incident.stdout).not.toContain('nothing rolled back');
    expect(repo.originShow(branch, LOCK)).toBe(repo.originShow(v1, LOCK));
    expect(incident.outputs['pull-request-number']).toBeDefined();
  });

  it('a rollback after a "Rebase and merge" restores the lock from before the whole pull request, not its first commit', async () => {
    const { repo, fake, mainSha: v1 } = (ctx = await setup());
    const branch = 'catalog-lock/ops';
    const del = { name: 'change.delete', description: 'Deletes a change.', inputSchema: { type: 'object' } };
    setTools(repo, [...OPS_READ_TOOLS, del]);
    expect((await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() })).code).toBe(0);
    // The drift pull request: the bot's relock (undeclared), then a person's declaration, both landed one by one.
    declareOnBranch(repo, branch);
    repo.git(['fetch', '--quiet', 'origin']);
    const commits = repo.git(['rev-list', '--reverse', `origin/main..origin/${branch}`]).split('\n').filter(Boolean);
    expect(commits).toHaveLength(2);
    repo.git(['merge', '--ff-only', '--quiet', `origin/${branch}`]);
    repo.git(['push', '--quiet', 'origin', 'main']);
    const pull = fake.repo(FULL_NAME).issues.find((i) => i.pull)!;
    Object.assign(pull.pull!, { merged: true, mergedAt: '2026-12-02T00:00:00Z', mergeCommitSha: commits[1], mergedCommits: commits });
    pull.state = 'closed';
    const run = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } });
    expect(run.code, run.stdout).toBe(0);
    const rollback = 'catalog-lock-rollback/ops';
    expect(repo.originShow(rollback, LOCK)).toBe(repo.originShow(v1, LOCK));
    const opened = fake.repo(FULL_NAME).issues.filter((i) => i.pull && i.state === 'open');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.title).toBe(`catalog-lock: roll back ops to ${v1.slice(0, 12)}`);
    expect(opened[0]!.body).toContain('**Tools this rollback takes away** (1):\n- `change-read/change.delete`\n');
  });

  it('drift after a squash-merged pull request (branch kept, a person\'s commit on it) proposes the new drift', async () => {
    const { repo, fake } = (ctx = await setup());
    const branch = 'catalog-lock/ops';
    const del = { name: 'change.delete', description: 'Deletes a change.', inputSchema: { type: 'object' } };
    const apply = { name: 'change.apply', description: 'Applies a change.', inputSchema: { type: 'object' } };
    setTools(repo, [...OPS_READ_TOOLS, del]);
    expect((await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() })).code).toBe(0);
    // A person declares the new tool on the drift branch and relocks; the pull request is squash-merged, the branch kept.
    declareOnBranch(repo, branch);
    repo.git(['fetch', '--quiet', 'origin']);
    repo.git(['merge', '--squash', '--quiet', `origin/${branch}`]);
    repo.git(['commit', '--quiet', '-m', 'catalog-lock: ops catalog drift (#1)']);
    repo.git(['push', '--quiet', 'origin', 'main']);
    const first = fake.repo(FULL_NAME).issues.find((i) => i.pull)!;
    await api(fake, 'PATCH', `/repos/${FULL_NAME}/pulls/${first.number}`, { state: 'closed' });
    // The live catalog drifts again.
    setTools(repo, [...OPS_READ_TOOLS, del, apply]);
    const second = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    expect(second.code, second.stdout).toBe(0);
    expect(second.stdout).toMatch(/branch catalog-lock\/ops had no open pull request; started again from main/);
    const proposed = JSON.parse(repo.originShow(repo.originSha(branch)!, LOCK)!);
    expect(Object.keys(proposed.tools)).toContain('change-read/change.apply');
    expect(fake.repo(FULL_NAME).issues.filter((i) => i.pull && i.state === 'open')).toHaveLength(1);
  });

  it('a push that makes the check unable to run (a lock edited by hand) replaces the earlier Promote comment with "could not check"', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const { pull, headSha } = await docsPull(repo, fake);
    const first = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha, inputs: { comment: 'always' } });
    expect(first.code).toBe(0);
    const marked = () => commentsOn(fake, pull).filter((c) => c.body.includes('<!-- mcp-catalog-lock:check -->'));
    expect(marked()[0]!.body).toContain('MCP catalog lock: Promote');
    // The next push removes an approved tool's entry from the lock by hand.
    const lockPath = CATALOG.replace(/\.ya?ml$/, '.lock.json');
    const lock = JSON.parse(repo.read(lockPath));
    delete lock.tools[Object.keys(lock.tools)[0]];
    repo.write(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
    const tampered = repo.commitAll('hand edit');
    repo.git(['push', '--quiet', 'origin', 'docs']);
    const second = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha: tampered, headRef: 'docs', baseSha: mainSha }), sha: tampered, inputs: { comment: 'always' } });
    expect(second.code).toBe(2);
    expect(marked()).toHaveLength(1);
    expect(marked()[0]!.body).toContain('MCP catalog lock: could not check');
    expect(marked()[0]!.body).not.toContain('Promote');
    expect(second.summary).toContain('could not check');
  });

  it('drift against another base branch than the one checked out compares the live catalog with that branch\'s lock', async () => {
    const { repo, fake } = (ctx = await setup());
    // release stays at the first approved lock; main approves change.apply since.
    repo.git(['push', '--quiet', 'origin', 'HEAD:refs/heads/release']);
    const apply = { name: 'change.apply', description: 'Applies a change.', inputSchema: { type: 'object' } };
    setTools(repo, [...OPS_READ_TOOLS, apply]);
    repo.write(CATALOG, repo.read(CATALOG).replace('waivers: []', '  change-read/change.apply: { effect: write, approval: always }\nwaivers: []'));
    expect((await repo.cliLock()).code).toBe(0);
    repo.commitAll('approve change.apply');
    repo.git(['push', '--quiet', 'origin', 'main']);
    const run = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload(), inputs: { 'base-branch': 'release' } });
    expect(run.code, run.stdout).toBe(0);
    // Against release's lock, change.apply is new (and undeclared in release's catalog): drift, a new write path.
    expect(run.outputs.drift).toBe('true');
    expect(run.outputs.decision).toBe('rollback');
    const pull = fake.repo(FULL_NAME).issues.find((i) => i.pull)!;
    expect(pull.body).toContain('tool_added');
    expect(pull.body).not.toContain('the lock approved {');
    // Its branch is release's own: a drift into main (the default base) uses another, so two bases never share one
    // branch, its pull request, or each other's commits.
    const releaseBranch = `catalog-lock-into-${branchWord('release')}/ops`;
    expect(releaseBranch).toMatch(/^catalog-lock-into-release-[0-9a-f]{8}\/ops$/);
    expect(repo.originSha(releaseBranch)).toBeDefined();
    expect(repo.originSha('catalog-lock/ops')).toBeUndefined();
    const intoMain = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    expect(intoMain.code, intoMain.stdout).toBe(0);
    expect(repo.originSha('catalog-lock/ops')).toBeUndefined();
    expect(fake.repo(FULL_NAME).issues.filter((i) => i.pull)).toHaveLength(1);
    setTools(repo, [...OPS_READ_TOOLS, apply, { name: 'change.drop', description: 'Drops a change.', inputSchema: { type: 'object' } }]);
    const both = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    expect(both.code, both.stdout).toBe(0);
    const pulls = fake.repo(FULL_NAME).issues.filter((i) => i.pull);
    expect(pulls).toHaveLength(2);
    expect(new Set(pulls.map((p) => p.pull!.head.ref))).toEqual(new Set([releaseBranch, 'catalog-lock/ops']));
    // No two bases share a word: release/1 and release--1 read alike once '/' is written '--'.
    expect(branchWord('release/1')).not.toBe(branchWord('release--1'));
  });

  it('drift into another base when the repository\'s default branch cannot be told uses that base\'s own branch, with a warning', async () => {
    const { repo, fake } = (ctx = await setup());
    repo.git(['push', '--quiet', 'origin', 'HEAD:refs/heads/release']);
    setTools(repo, [...OPS_READ_TOOLS, { name: 'change.apply', description: 'Applies a change.', inputSchema: { type: 'object' } }]);
    // A scheduled run's event names no repository; the API fails.
    fake.failNext({ operationId: 'repos/get', status: 502 });
    const run = await runAction({ repo, fake, event: 'schedule', payload: { schedule: '17 4 * * *' }, inputs: { 'base-branch': 'release' } });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^::warning::could not tell the repository's default branch/m);
    expect(repo.originSha('catalog-lock/ops')).toBeUndefined();
    expect(repo.originSha(`catalog-lock-into-${branchWord('release')}/ops`)).toBeDefined();
  });

  it('drift on a catalog whose tools map cannot take entries in place (an alias) fails that agent with one error, not the run', async () => {
    const aliased = (connect: string) =>
      catalogYaml(connect).replace(/^tools:\n((?:  .*\n)+)/m, (_m, entries: string) => `x-tools: &t\n${entries}tools: *t\n`);
    const { repo, fake } = (ctx = await setup(aliased));
    expect(repo.read(CATALOG)).toContain('tools: *t');
    setTools(repo, [...OPS_READ_TOOLS, { name: 'change.apply', description: 'Applies a change.', inputSchema: { type: 'object' } }]);
    const run = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^::error::ops: .*add them by hand/m);
    expect(run.stdout).toContain('could not propose the relocked lock of ops');
    expect(run.stdout).not.toMatch(/unexpected error|\n\s+at /);
    expect(run.stdout + run.stderr).not.toContain(repo.workspace);
    // The agent is still reported: outputs and summary say what drifted (a new write tool), never a promotion.
    expect(run.outputs.decision).toBe('rollback');
    expect(run.outputs.drift).toBe('true');
    expect(run.summary).toContain('tool_added');
  });

  it("with a personal access token, its user's comment is updated on the next run (not a new one each run); another user's comment with the marker is left alone", async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    fake.state.actor = { login: 'release-robot', id: 7_001_234, type: 'User' };
    const { pull, headSha } = await docsPull(repo, fake);
    const check = () => runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha, inputs: { comment: 'always' } });
    expect((await check()).code).toBe(0);
    const marked = () => commentsOn(fake, pull).filter((c) => c.body.includes('<!-- mcp-catalog-lock:check -->'));
    expect(marked().map((c) => c.user.login)).toEqual(['release-robot']);
    // Someone pastes the marker into a comment of their own.
    const id = nextId(fake.state);
    const pasted = { ...fake.repo(FULL_NAME).comments.find((c) => c.issueNumber === pull)!, id, nodeId: nodeId('IssueComment', id), user: { login: 'mallory', id: 7_009_999, type: 'User' as const }, body: 'quoting: <!-- mcp-catalog-lock:check -->' };
    fake.repo(FULL_NAME).comments.push(pasted);
    setTools(repo, OPS_READ_TOOLS.map((t) => (t.name === 'change.get' ? { ...t, description: 'Reads one change by id. Also applies it.' } : t)));
    expect((await check()).code).toBe(1);
    const after = marked();
    expect(after.map((c) => c.user.login)).toEqual(['release-robot', 'mallory']);
    expect(after[0]!.body).not.toContain('MCP catalog lock: Promote');
    expect(after[1]!.body).toBe('quoting: <!-- mcp-catalog-lock:check -->');
    expect(fake.violations).toEqual([]);
  });

  it('two sticky comments left by racing runs are both brought up to date: none keeps a stale pass', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const { pull, headSha } = await docsPull(repo, fake);
    const check = () => runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha, inputs: { comment: 'always' } });
    expect((await check()).code).toBe(0);
    // What two first runs at once leave: the bot's comment twice.
    const first = fake.repo(FULL_NAME).comments.find((c) => c.issueNumber === pull)!;
    const id = nextId(fake.state);
    fake.repo(FULL_NAME).comments.push({ ...first, id, nodeId: nodeId('IssueComment', id) });
    setTools(repo, OPS_READ_TOOLS.map((t) => (t.name === 'change.get' ? { ...t, description: 'Reads one change by id. Also applies it.' } : t)));
    expect((await check()).code).toBe(1);
    const sticky = commentsOn(fake, pull).filter((c) => c.body.includes('<!-- mcp-catalog-lock:check -->'));
    expect(sticky).toHaveLength(2);
    for (const comment of sticky) expect(comment.body).not.toContain('MCP catalog lock: Promote');
  });

  it('a catalog named .yml is checked by the Action as the command line checks it', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const invoices = (tools: unknown[]) => writeToolsFile(join(repo.dir, 'servers'), { tools, serverVersion: '1' }, 'billing.json');
    const read = { name: 'invoice.get', description: 'Reads an invoice.', inputSchema: { type: 'object' } };
    const billingTools = invoices([read]);
    repo.git(['checkout', '--quiet', '-b', 'docs']);
    repo.write('catalog-locks/billing.yml', `version: 1\nagent: billing\nowner: fin\nservers:\n  inv:\n    connect: ${repo.connect(billingTools)}\n    target: { environment: production }\n    identity: fin\ntools:\n  inv/invoice.get: { effect: read }\n`);
    expect((await repo.cliLock()).code).toBe(0);
    const headSha = repo.commitAll('billing');
    repo.git(['push', '--quiet', 'origin', 'docs']);
    const pull = await openPull(fake, 'docs', 'Billing');
    // Its server now exposes a new write tool: the Action must see it.
    invoices([read, { name: 'invoice.void', description: 'Voids an invoice.', inputSchema: { type: 'object' } }]);
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha });
    expect(run.code).toBe(1);
    expect(run.outputs.decision).toBe('rollback');
    const comment = commentsOn(fake, pull)[0]!.body;
    expect(comment, comment).toContain('invoice\\.void');
    // billing.yaml beside billing.yml would share billing.lock.json: refused before anything runs, as the command line does.
    repo.write('catalog-locks/billing.yaml', repo.read('catalog-locks/billing.yml').replace('agent: billing', 'agent: billing-2'));
    const shared = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha });
    expect(shared.code).toBe(2);
    expect(shared.stdout).toMatch(/^::error::catalog-locks\/billing\.yaml and catalog-locks\/billing\.yml would share the lock catalog-locks\/billing\.lock\.json: rename one/m);
  });

  // Found by an outside tester adopting the Action.
  const MARK = '<!-- mcp-catalog-lock:check -->';
  const drifted = () => OPS_READ_TOOLS.map((t) => (t.name === 'change.get' ? { ...t, description: 'Reads one change by id. Also applies it.' } : t));

  it('with a personal access token, a GET /user that fails leaves one sticky comment, never a second beside a stale Promote', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    fake.state.actor = { login: 'release-robot', id: 7_001_234, type: 'User' };
    const { pull, headSha } = await docsPull(repo, fake);
    const check = () => runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha });
    expect((await check()).code).toBe(0);
    setTools(repo, drifted());
    // One server error: asked again, and the comment is updated in place.
    fake.failNext({ operationId: 'users/get-authenticated', status: 500 });
    expect((await check()).code).toBe(1);
    let sticky = commentsOn(fake, pull).filter((c) => c.body.includes(MARK));
    expect(sticky).toHaveLength(1);
    expect(sticky[0].body).not.toContain('MCP catalog lock: Promote');
    // GitHub keeps failing, or says the rate limit is spent (a 403 that says nothing of who the token is): whose
    // comments are ours cannot be told; a warning, and no second comment.
    for (const fault of [{ status: 502, times: 2 }, { status: 403, message: 'API rate limit exceeded for user ID 7001234.' }]) {
      fake.failNext({ operationId: 'users/get-authenticated', ...fault });
      const failing = await check();
      expect(failing.code).toBe(1);
      expect(failing.stdout).toMatch(/^::warning::could not write the pull-request comment: /m);
      expect(failing.stdout).not.toContain('Give the workflow `permissions');
      sticky = commentsOn(fake, pull).filter((c) => c.body.includes(MARK));
      expect(sticky).toHaveLength(1);
    }
  });

  it("another app's bot comment quoting the marker is passed over (GitHub refuses the edit), and the Action's own verdict is posted", async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const { pull, headSha } = await docsPull(repo, fake);
    const id = nextId(fake.state);
    const quoted = `> quoted from another PR\n> ${MARK}`;
    fake.repo(FULL_NAME).comments.push({ id, nodeId: nodeId('IssueComment', id), issueNumber: pull, body: quoted, user: { login: 'mirror-app[bot]', id: 9_000_001, type: 'Bot' }, createdAt: fake.state.now(), updatedAt: fake.state.now() });
    setTools(repo, drifted());
    // What real GitHub answers github-actions[bot] editing another app's comment.
    fake.failNext({ operationId: 'issues/update-comment', pathPattern: `/repos/${FULL_NAME}/issues/comments/${id}`, status: 403 });
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha });
    expect(run.code).toBe(1);
    expect(commentsOn(fake, pull).find((c) => c.id === id)!.body).toBe(quoted);
    const mine = commentsOn(fake, pull).filter((c) => c.user.login === 'github-actions[bot]' && c.body.includes(MARK));
    expect(mine).toHaveLength(1);
    expect(mine[0].body).toContain('mutable\\_contract');
  });

  it('a pull request whose fork was deleted (head.repo null) is checked as a fork: lock files only, never promote', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const { pull, headSha } = await docsPull(repo, fake);
    const payload = pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha, headRepo: 'someone/agents' }) as { pull_request: { head: { repo: unknown; label: string } } };
    payload.pull_request.head.repo = null;
    payload.pull_request.head.label = 'someone:docs';
    const run = await runAction({ repo, fake, event: 'pull_request', payload, sha: headSha });
    expect(run.outputs.decision).not.toBe('promote');
  });

  it('promote never tags a push to another branch than the repository\'s default, even when base-branch names it', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    repo.git(['push', '--quiet', 'origin', 'HEAD:refs/heads/sneaky']);
    const run = await runAction({
      repo,
      fake,
      event: 'push',
      payload: pushPayload({ before: '0'.repeat(40), after: mainSha, ref: 'refs/heads/sneaky' }),
      sha: mainSha,
      inputs: { tag: 'true', 'base-branch': 'sneaky' },
      env: { GITHUB_REF: 'refs/heads/sneaky' },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/not tagged: this run is for refs\/heads\/sneaky, not the default branch main/);
    expect(repo.originGit(['tag', '-l'])).toBe('');
  });

  it('a pull request that deletes the last catalog\'s lock: lock-digest is not another agent\'s, and the statement says the lock is deleted', async () => {
    const { repo, fake } = (ctx = await setup());
    const invoices = writeToolsFile(join(repo.dir, 'servers'), { tools: [{ name: 'invoice.get', description: 'Reads one invoice.', inputSchema: { type: 'object' } }], serverVersion: '1' }, 'billing.json');
    repo.write('catalog-locks/zeta.yaml', `version: 1\nagent: zeta\nowner: fin\nservers:\n  inv:\n    connect: ${repo.connect(invoices)}\n    identity: fin\n    target: { environment: production }\ntools:\n  inv/invoice.get: { effect: read }\n`);
    expect((await repo.cliLock(['--catalog', 'catalog-locks/zeta.yaml'])).code).toBe(0);
    const mainSha = repo.commitAll('zeta');
    repo.git(['push', '--quiet', 'origin', 'main']);
    const opsDigest = JSON.parse(repo.read(LOCK)).catalogDigest;
    repo.git(['checkout', '--quiet', '-b', 'nolock']);
    repo.git(['rm', '--quiet', 'catalog-locks/zeta.lock.json']);
    const headSha = repo.commitAll('drop the zeta lock');
    repo.git(['push', '--quiet', 'origin', 'nolock']);
    const pull = await openPull(fake, 'nolock', 'Drop the zeta lock');
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'nolock', baseSha: mainSha }), sha: headSha });
    expect(run.code).toBe(1);
    expect(run.outputs.decision).not.toBe('promote');
    expect(run.outputs['lock-digest']).toBeUndefined();
    expect(opsDigest).toMatch(/^sha256:/);
    const body = commentsOn(fake, pull).find((c) => c.body.includes(MARK))!.body;
    expect(body).toContain('**This pull request deletes the lock.**');
    expect(body).not.toContain('could not be read');
  });

  it('a drift branch a person declared on: the log says the live catalog drifted since only when it did', async () => {
    const { repo, fake } = (ctx = await setup());
    const branch = 'catalog-lock/ops';
    const del = { name: 'change.delete', description: 'Deletes a change.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } };
    const drift = () => runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    setTools(repo, [...OPS_READ_TOOLS, del]);
    expect((await drift()).code).toBe(0);
    declareOnBranch(repo, branch);
    const same = await drift();
    expect(same.code).toBe(0);
    expect(same.stdout).not.toMatch(/drifted since/);
    expect(same.stdout).toMatch(/branch catalog-lock\/ops has commits by people \(declarations\?\) and still proposes the live catalog/);
    // Now the server changes again: that is drift since.
    setTools(repo, [...OPS_READ_TOOLS, { ...del, description: 'Deletes a change and its history.' }]);
    const moved = await drift();
    expect(moved.stdout).toMatch(/^::warning::ops: branch catalog-lock\/ops has commits by people \(declarations\?\); it was not overwritten .*though the live catalog drifted since/m);
  });

  it('promote of a release held by an undeclared tool fails saying what holds it (not that the live catalog differs)', async () => {
    const { repo, fake, mainSha: v1 } = (ctx = await setup());
    const apply = { name: 'change.apply', description: 'Applies a change to production.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } };
    setTools(repo, [...OPS_READ_TOOLS, apply]);
    repo.write(CATALOG, repo.read(CATALOG).replace('waivers: []', '  change-read/change.apply: { effect: undeclared }\nwaivers: []'));
    expect((await repo.cliLock()).code).toBe(0);
    const v2 = repo.commitAll('merge drift without declaring');
    repo.git(['push', '--quiet', 'origin', 'main']);
    const run = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: v1, after: v2 }), sha: v2, inputs: { tag: 'true' } });
    expect(run.code).toBe(1);
    expect(run.outputs.decision).toBe('contain');
    expect(run.stdout).toMatch(/^::error::not promoted: ops: contain \(/m);
    expect(run.stdout).not.toContain('does not satisfy the merged lock');
    expect(repo.originGit(['tag', '-l'])).toBe('');
  });
});
