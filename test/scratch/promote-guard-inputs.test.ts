// Promote's "default branch only" tag guard with base-branch set; bad inputs; rollback outputs.
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchPayload, pushPayload, runAction, type ActionRepo } from '../helpers/action-env.js';
import type { GitHubFake } from '../helpers/github-fake/index.js';
import { CATALOG, dump, lockWith, OPS_READ_TOOLS, setTools, setup } from './_env.js';

describe('promote guard and inputs', { timeout: 120_000 }, () => {
  let ctx: { repo: ActionRepo; fake: GitHubFake } | undefined;
  afterEach(async () => {
    expect(ctx?.fake.violations).toEqual([]);
    await ctx?.fake.close();
    ctx?.repo.cleanup();
    ctx = undefined;
  });

  it('a push to a non-default branch is never tagged, even when base-branch names it', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    repo.git(['push', '--quiet', 'origin', 'HEAD:refs/heads/sneaky']);
    const run = await runAction({
      repo, fake, event: 'push', payload: pushPayload({ before: '0'.repeat(40), after: mainSha, ref: 'refs/heads/sneaky' }), sha: mainSha,
      inputs: { tag: 'true', 'base-branch': 'sneaky' }, env: { GITHUB_REF: 'refs/heads/sneaky' },
    });
    dump('sneaky', run);
    expect(run.code).toBe(0);
    // The payload says the default branch is main.
    expect(repo.originGit(['tag', '-l'])).toBe('');
  });

  it('bad inputs fail with exit 2 and a clear message', async () => {
    const { repo, fake } = (ctx = await setup());
    for (const [inputs, re] of [
      [{ 'fail-on': 'severe' }, /input fail-on must be one of/],
      [{ mode: 'deploy' }, /input mode must be one of/],
      [{ offline: 'maybe' }, /input offline must be true or false/],
      [{ catalog: 'nope/*.yaml' }, /no catalog matches/],
    ] as const) {
      const run = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: inputs as Record<string, string> });
      expect(run.code, JSON.stringify(inputs)).toBe(2);
      expect(run.stdout).toMatch(re);
    }
  });

  it('rollback sets the decision output and writes a job summary (README: outputs for every mode)', async () => {
    const { repo, fake } = (ctx = await setup());
    const comment = { name: 'change.comment', description: 'Comments on a change.', inputSchema: { type: 'object' } };
    setTools(repo, [...OPS_READ_TOOLS, comment]);
    repo.write(CATALOG, repo.read(CATALOG).replace('waivers: []', '  change-read/change.comment: { effect: propose }\nwaivers: []'));
    expect((await lockWith(repo)).code).toBe(0);
    repo.commitAll('approve comment');
    repo.git(['push', '--quiet', 'origin', 'main']);
    const run = await runAction({ repo, fake, event: 'workflow_dispatch', payload: dispatchPayload(), inputs: { mode: 'rollback' } });
    dump('rollback outputs', run);
    expect(run.code).toBe(0);
    expect(run.outputs['pull-request-number']).toBeDefined();
    expect(run.outputs.decision).toBe('rollback');
    expect(run.summary).not.toBe('');
  });
});
