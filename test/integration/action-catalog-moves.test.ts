// The Action when a pull request or a push moves or takes away a locked catalog: a rename keeps its agent, compared
// with the lock it had before the rename (an outside review: a rename hid every weakening, "Promote" and "weakens no
// approved declaration"); a catalog deleted with its lock, or moved where the `catalog` input does not look, is said
// to withdraw every approval of its agent (it passed with no word of it), in the check and in promote, which exports
// no allowlist for a promotion that did not pass.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsOn, createActionRepo, FULL_NAME, openPull, pullRequestPayload, pushPayload, runAction, TOKEN, type ActionRepo } from '../helpers/action-env.js';
import { writeToolsFile } from '../helpers/fixtures.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake/index.js';

const catalog = (agent: string, connect: string, approval = 'always') =>
  `version: 1\nagent: ${agent}\nowner: ops\nservers:\n  s:\n    connect: ${connect}\n    identity: svc\n    target: { environment: test }\ntools:\n  s/lookup: { effect: read }\n  s/wipe: { effect: write, approval: ${approval} }\n`;

describe('Action: catalogs renamed, moved away or deleted', { timeout: 300_000 }, () => {
  let repo: ActionRepo;
  let fake: GitHubFake;
  let mainSha: string;
  let toolsA: string;
  let connectB: string;
  let n = 0;
  const tools = [
    { name: 'lookup', description: 'Looks up a record.', inputSchema: { type: 'object' } },
    { name: 'wipe', description: 'Wipes all records.', inputSchema: { type: 'object' } },
  ];

  beforeAll(async () => {
    repo = createActionRepo('catalog-moves-');
    toolsA = writeToolsFile(join(repo.dir, 'servers'), { tools, serverVersion: '1' }, 'a.json');
    const toolsB = writeToolsFile(join(repo.dir, 'servers'), { tools, serverVersion: '1' }, 'b.json');
    repo.write('catalog-locks/alpha.yaml', catalog('alpha', repo.connect(toolsA)));
    connectB = repo.connect(toolsB);
    repo.write('catalog-locks/payments.yaml', catalog('payments', connectB));
    expect((await repo.cliLock()).code).toBe(0);
    mainSha = repo.commitAll('approve');
    repo.git(['push', '--quiet', 'origin', 'main']);
    fake = await startGitHubFake({ token: TOKEN, repos: [{ fullName: FULL_NAME, defaultBranch: 'main' }], gitDir: repo.origin });
  });
  afterAll(async () => {
    await fake?.close();
    repo?.cleanup();
  });

  async function pr(change: () => Promise<void> | void) {
    const branch = `pr-${++n}`;
    repo.git(['checkout', '--quiet', '-B', branch, mainSha]);
    await change();
    const headSha = repo.commitAll(branch);
    repo.git(['push', '--quiet', '-f', 'origin', branch]);
    const number = await openPull(fake, branch, branch);
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number, headSha, headRef: branch, baseSha: mainSha }), sha: headSha });
    return { run, comment: commentsOn(fake, number)[0]?.body ?? '' };
  }

  it.sequential('a renamed catalog is compared with its lock before the rename: a weakened approval is said', async () => {
    const { comment } = await pr(async () => {
      repo.git(['mv', 'catalog-locks/payments.yaml', 'catalog-locks/payments-eu.yaml']);
      repo.git(['rm', '--quiet', 'catalog-locks/payments.lock.json']);
      repo.write('catalog-locks/payments-eu.yaml', repo.read('catalog-locks/payments-eu.yaml').replace('approval: always', 'approval: never'));
      expect((await repo.cliLock()).code).toBe(0);
    });
    expect(comment).toContain('It weakens or moves 1 approved declaration');
    expect(comment).toContain("Its agent's lock was beside `catalog-locks/payments.yaml` on the base branch");
    expect(comment).not.toContain('weakens no approved declaration');
    expect(comment).not.toContain('removes a locked catalog');
  });

  it.sequential('a rename git does not see as one (the file rewritten) is found again by its agent: an identity moved is said', async () => {
    const { comment } = await pr(async () => {
      repo.git(['rm', '--quiet', 'catalog-locks/payments.yaml', 'catalog-locks/payments.lock.json']);
      // Written on one line in flow style: git pairs nothing.
      repo.write('catalog-locks/payments-prod.yaml', `{ version: 1, agent: payments, owner: ops, servers: { s: { connect: ${connectB}, identity: svc-admin-all-tenants, target: { environment: test } } }, tools: { s/lookup: { effect: read }, s/wipe: { effect: write, approval: always } } }\n`);
      expect((await repo.cliLock()).code).toBe(0);
    });
    expect(comment).toMatch(/It weakens or moves 2 approved declaration[\s\S]*svc-admin-all-tenants/);
    expect(comment).toContain("Its agent's lock was beside `catalog-locks/payments.yaml` on the base branch");
    expect(comment).not.toContain('removes a locked catalog');
  });

  it.sequential('agents swapped between two catalogs are each compared with their own lock (an outside review: nothing was said)', async () => {
    const { comment } = await pr(async () => {
      const alpha = repo.read('catalog-locks/alpha.yaml');
      const payments = repo.read('catalog-locks/payments.yaml');
      repo.write('catalog-locks/alpha.yaml', payments.replace('approval: always', 'approval: never'));
      repo.write('catalog-locks/payments.yaml', alpha);
      expect((await repo.cliLock()).code).toBe(0);
    });
    expect(comment).toMatch(/It weakens or moves 1 approved declaration[\s\S]*s\/wipe: approval: always → never/);
    // alpha's lock, now beside payments.yaml, is alpha's as approved: nothing weakened there, and said so.
    expect(comment.match(/weakens no approved declaration/g)).toHaveLength(1);
    expect(comment).not.toContain('removes a locked catalog');
  });

  it.sequential('a catalog renamed while a new one takes its old path is compared with its agent\'s lock', async () => {
    const { comment } = await pr(async () => {
      const text = repo.read('catalog-locks/payments.yaml');
      repo.write('catalog-locks/payments-prod.yaml', text.replace('identity: svc', 'identity: svc-admin-all-tenants'));
      repo.write('catalog-locks/payments.yaml', text.replace('agent: payments', 'agent: payments-staging'));
      expect((await repo.cliLock()).code).toBe(0);
    });
    expect(comment).toMatch(/It weakens or moves 2 approved declaration[\s\S]*svc-admin-all-tenants/);
    // The file kept its path but names another agent: its old agent is found again at its new path, not removed.
    expect(comment).not.toContain('removes a locked catalog');
  });

  it.sequential('a catalog that now names another agent takes its old agent away, and says so', async () => {
    const { comment } = await pr(async () => {
      repo.write('catalog-locks/payments.yaml', repo.read('catalog-locks/payments.yaml').replace('agent: payments', 'agent: billing'));
      expect((await repo.cliLock()).code).toBe(0);
    });
    expect(comment).toContain('agent `payments`: `catalog-locks/payments.yaml` now names agent `billing`');
  });

  it.sequential('a catalog deleted with its lock is said to withdraw every approval of its agent', async () => {
    const { run, comment } = await pr(() => {
      repo.git(['rm', '--quiet', 'catalog-locks/payments.yaml', 'catalog-locks/payments.lock.json']);
    });
    expect(comment.split('\n')[0]).toContain('This pull request removes a locked catalog');
    expect(comment).toContain('agent `payments`: `catalog-locks/payments.yaml` and its lock deleted');
    expect(run.stdout).toMatch(/::warning::this pull request removes the locked catalog catalog-locks\/payments\.yaml \(agent payments\)/);
  });

  it.sequential('a catalog moved where the catalog input does not look is said to be removed, with where it went', async () => {
    const { comment } = await pr(() => {
      repo.git(['mv', 'catalog-locks/payments.yaml', 'archive-payments.yaml']);
    });
    expect(comment).toContain('agent `payments`: moved from `catalog-locks/payments.yaml` to `archive-payments.yaml`, which the `catalog` input does not match, or with another agent');
  });

  it.sequential('promote: a push that takes a catalog away says so; a failed promotion writes no allowlist', async () => {
    repo.git(['checkout', '--quiet', 'main']);
    repo.git(['reset', '--quiet', '--hard', mainSha]);
    repo.git(['rm', '--quiet', 'catalog-locks/payments.yaml', 'catalog-locks/payments.lock.json']);
    const after = repo.commitAll('remove payments');
    repo.git(['push', '--quiet', 'origin', 'main']);
    const ok = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: mainSha, after }), sha: after });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('no longer exported: this push removes the locked catalog catalog-locks/payments.yaml (agent payments)');
    expect(ok.summary).toContain('This push removes a locked catalog');
    expect(ok.outputs['allowlist-path']).toBeDefined();
    expect(existsSync(ok.outputs['allowlist-path']!)).toBe(true);

    repo.setDown(toolsA, true);
    try {
      const down = await runAction({ repo, fake, event: 'push', payload: pushPayload({ before: after, after }), sha: after, inputs: { allowlist: 'down-allowlist.json' } });
      expect(down.code).toBe(2);
      expect(down.outputs['allowlist-path']).toBeUndefined();
      expect(existsSync(join(repo.dir, 'down-allowlist.json'))).toBe(false);
      expect(down.stdout).toContain('no allowlist written: the promotion did not pass');
    } finally {
      repo.setDown(toolsA, false);
    }
  });
});
