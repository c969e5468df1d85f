// Rollback pull requests say what they weaken, and a version given as rollback-to that the base branch never held is
// said never approved (an outside review: an unmerged branch that lowered an approval was restored as "the approved
// tool surface", its body listing nothing).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionRepo, dispatchPayload, FULL_NAME, runAction, TOKEN, type ActionRepo } from '../helpers/action-env.js';
import { writeToolsFile } from '../helpers/fixtures.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake/index.js';

const LOCK = 'catalog-locks/ops.lock.json';
const catalog = (connect: string, extra = '') =>
  `version: 1\nagent: ops\nowner: ops\nservers:\n  s:\n    connect: ${connect}\n    identity: svc\n    target: { environment: test }\ntools:\n  s/lookup: { effect: read }\n${extra}`;

describe('Action rollback: what it weakens, and versions never approved', { timeout: 300_000 }, () => {
  let repo: ActionRepo;
  let fake: GitHubFake;
  let v1: string;
  let v2: string;
  const pulls = () => fake.repo(FULL_NAME).issues.filter((i) => i.pull);
  const rollback = (inputs: Record<string, string> = {}) => runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(inputs), inputs: { mode: 'rollback', ...inputs } });

  beforeAll(async () => {
    repo = createActionRepo('rollback-review-');
    const both = [
      { name: 'lookup', description: 'Looks up.', inputSchema: { type: 'object' } },
      { name: 'wipe', description: 'Wipes.', inputSchema: { type: 'object' } },
    ];
    const tf = writeToolsFile(join(repo.dir, 'servers'), { tools: both, serverVersion: '1' }, 't.json');
    // v1 approves wipe without asking; v2 (the current lock) asks every time.
    repo.write('catalog-locks/ops.yaml', catalog(repo.connect(tf), '  s/wipe: { effect: write, approval: never }\n'));
    expect((await repo.cliLock()).code).toBe(0);
    v1 = repo.commitAll('approve v1');
    repo.write('catalog-locks/ops.yaml', catalog(repo.connect(tf), '  s/wipe: { effect: write, approval: always }\n'));
    expect((await repo.cliLock()).code).toBe(0);
    v2 = repo.commitAll('approve v2');
    repo.git(['push', '--quiet', 'origin', 'main']);
    fake = await startGitHubFake({ token: TOKEN, repos: [{ fullName: FULL_NAME, defaultBranch: 'main' }], gitDir: repo.origin });
  });
  afterAll(async () => {
    await fake?.close();
    repo?.cleanup();
  });

  it.sequential('a rollback to an approved version lists the approvals it lowers', async () => {
    const run = await rollback({ 'rollback-to': v1 });
    expect(run.code, run.stdout).toBe(0);
    const body = pulls()[0]!.body!;
    expect(body).toContain('Restores the approved tool surface');
    expect(body).toMatch(/\*\*Approved declarations it weakens or moves\*\* \(1\):\n- `s\/wipe: approval: always → never`/);
    expect(body).not.toContain('never approved');
  });

  it.sequential('rollback-to a branch never merged is restored, but said never approved, in the body and the log', async () => {
    repo.git(['checkout', '--quiet', '-b', 'unreviewed', v2]);
    repo.write('catalog-locks/ops.yaml', repo.read('catalog-locks/ops.yaml').replace('identity: svc', 'identity: svc-admin'));
    expect((await repo.cliLock()).code).toBe(0);
    const unreviewed = repo.commitAll('unreviewed');
    repo.git(['push', '--quiet', 'origin', 'unreviewed']);
    repo.git(['checkout', '--quiet', 'main']);
    const run = await rollback({ 'rollback-to': 'unreviewed' });
    expect(run.code, run.stdout).toBe(0);
    expect(repo.originShow(repo.originSha('catalog-lock-rollback/ops')!, LOCK)).toBe(repo.originShow(unreviewed, LOCK));
    const body = pulls()[0]!.body!;
    expect(body.split('\n')[0]).toBe('> [!WARNING]');
    expect(body).toContain('never had together: this version was **never approved** by a merge');
    expect(body).not.toContain('Restores the approved tool surface');
    expect(body).toMatch(/Approved declarations it weakens or moves\*\* \(2\)/);
    expect(run.stdout).toMatch(/::warning::ops: unreviewed holds a lock and catalog that main never had together/);
  });

  it.sequential('rollback-to an approved lock beside a catalog never approved (its servers started otherwise) is said never approved', async () => {
    repo.git(['checkout', '--quiet', '-b', 'reconnected', v1]);
    // Same lock as v1; the catalog's connect gains an argument (the lock holds no connection).
    repo.write('catalog-locks/ops.yaml', repo.read('catalog-locks/ops.yaml').replace(/(connect: \{[^\n]*args: \[)/, '$1"--unreviewed", '));
    expect(repo.read('catalog-locks/ops.yaml')).toContain('"--unreviewed"');
    const sha = repo.commitAll('reconnected');
    expect(repo.git(['show', `${sha}:${LOCK}`])).toBe(repo.git(['show', `${v1}:${LOCK}`]));
    repo.git(['push', '--quiet', 'origin', 'reconnected']);
    repo.git(['checkout', '--quiet', 'main']);
    const run = await rollback({ 'rollback-to': sha });
    expect(run.code, run.stdout).toBe(0);
    expect(pulls()[0]!.body!).toContain('this version was **never approved** by a merge');
  });
});
