// Rollback after a bad promotion; a rollback branch whose PR was squash-merged with a person's commit; promote of a contained release.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { api, dispatchPayload, FULL_NAME, pushPayload, runAction, type ActionRepo } from '../helpers/action-env.js';
import type { GitHubFake } from '../helpers/github-fake/index.js';
import { CATALOG, dump, LOCK, lockWith, OPS_READ_TOOLS, pulls, setTools, setup } from './_env.js';

const apply = { name: 'change.apply', description: 'Applies a change to production.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } };
const comment = { name: 'change.comment', description: 'Comments on a change.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } };
const RB = 'catalog-lock-rollback/ops';

describe('rollback and promote', { timeout: 180_000 }, () => {
  let ctx: { repo: ActionRepo; fake: GitHubFake } | undefined;
  afterEach(async () => {
    expect(ctx?.fake.violations).toEqual([]);
    await ctx?.fake.close();
    ctx?.repo.cleanup();
    ctx = undefined;
  });

  async function approve(repo: ActionRepo, tools: unknown[], decl: string, msg: string): Promise<string> {
    setTools(repo, tools);
    repo.write(CATALOG, repo.read(CATALOG).replace('waivers: []', `${decl}waivers: []`));
    expect((await lockWith(repo)).code).toBe(0);
    const sha = repo.commitAll(msg);
    repo.git(['push', '--quiet', 'origin', 'main']);
    return sha;
  }

  it('promote of a contained release (an undeclared tool merged): fails, not tagged', async () => {
    const { repo, fake, mainSha: v1 } = (ctx = await setup());
    const v2 = await approve(repo, [...OPS_READ_TOOLS, apply], '  change-read/change.apply: { effect: undeclared }\n', 'merge drift without declaring');
    const run = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: v1, after: v2 }), sha: v2, inputs: { tag: 'true' } });
    dump('promote contained', run);
    expect(run.code).toBe(1);
    expect(run.outputs.decision).toBe('contain');
    expect(repo.originGit(['tag', '-l'])).toBe('');
    const allow = JSON.parse(readFileSync(join(repo.workspace, 'catalog-lock-allowlist.json'), 'utf8'));
    process.stderr.write(`allowlist after refused promote: ${JSON.stringify(allow.agents[0].tools.map((t: any) => `${t.runtimeId}:${t.effect}`))} output=${run.outputs['allowlist-path']}\n`);
  });

  it('rollback after a bad promotion, then after the rollback PR was squash-merged with a person\'s note and another bad promotion', async () => {
    const { repo, fake } = (ctx = await setup());
    const v2 = await approve(repo, [...OPS_READ_TOOLS, comment], '  change-read/change.comment: { effect: propose }\n', 'approve comment');
    await approve(repo, [...OPS_READ_TOOLS, comment, apply], '  change-read/change.apply: { effect: write, approval: always }\n', 'bad promotion: apply');
    const rb = () => runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } });
    const first = await rb();
    dump('rollback 1', first);
    expect(first.code).toBe(0);
    expect(repo.originShow(RB, LOCK)).toBe(repo.originShow(v2, LOCK));
    // A person adds a note to the rollback PR; it is squash-merged; the branch is kept (GitHub's default).
    const colleague = join(repo.dir, 'colleague');
    repo.git(['clone', '--quiet', '--branch', RB, repo.origin, colleague], repo.dir);
    writeFileSync(join(colleague, 'NOTES.md'), 'why we roll back\n');
    repo.git(['add', 'NOTES.md'], colleague);
    repo.git(['-c', 'user.name=Colleague', '-c', 'user.email=colleague@example.com', 'commit', '--quiet', '-m', 'note'], colleague);
    repo.git(['push', '--quiet', 'origin', `HEAD:refs/heads/${RB}`], colleague);
    repo.git(['fetch', '--quiet', 'origin']);
    repo.git(['merge', '--squash', '--quiet', `origin/${RB}`]);
    repo.git(['commit', '--quiet', '-m', 'catalog-lock: roll back ops (#1)']);
    repo.git(['push', '--quiet', 'origin', 'main']);
    const pr = pulls(fake)[0]!;
    await api(fake, 'PATCH', `/repos/${FULL_NAME}/pulls/${pr.number}`, { state: 'closed' });
    pr.pull!.merged = true;
    // Another bad promotion later.
    repo.git(['checkout', '--quiet', 'main']);
    repo.git(['reset', '--quiet', '--hard', 'origin/main']);
    const before = repo.git(['rev-parse', 'HEAD']);
    await approve(repo, [...OPS_READ_TOOLS, comment, apply], '  change-read/change.apply: { effect: write, approval: always }\n', 'bad promotion again');
    const second = await rb();
    dump('rollback 2', second);
    // Either a new rollback PR restoring `before`, or a failed step: never a green run that restores nothing.
    const open = pulls(fake).filter((p) => p.state === 'open');
    if (second.code === 0) {
      expect(open).toHaveLength(1);
      expect(repo.originShow(RB, LOCK)).toBe(repo.originShow(before, LOCK));
    } else {
      expect(second.code).toBe(2);
    }
  });

  it('rollback when the token cannot open pull requests (403): the step fails, naming the permission', async () => {
    const { repo, fake } = (ctx = await setup());
    await approve(repo, [...OPS_READ_TOOLS, comment], '  change-read/change.comment: { effect: propose }\n', 'approve comment');
    fake.failNext({ operationId: 'pulls/create', status: 403 });
    const run = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } });
    dump('rollback 403', run);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/pull-requests: write/);
    expect(run.stdout).not.toMatch(/\n\s+at /);
  });
});
