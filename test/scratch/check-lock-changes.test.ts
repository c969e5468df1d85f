// Check mode: pull requests that change a description (relocked), delete the lock, or change the catalog only.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentsOn, openPull, pullRequestPayload, runAction, type ActionRepo } from '../helpers/action-env.js';
import type { GitHubFake } from '../helpers/github-fake/index.js';
import { CATALOG, dump, LOCK, lockWith, OPS_READ_TOOLS, setTools, setup } from './_env.js';

const MARK = '<!-- mcp-catalog-lock:check -->';

describe('check: lock-changing pull requests', { timeout: 120_000 }, () => {
  let ctx: { repo: ActionRepo; fake: GitHubFake } | undefined;
  afterEach(async () => {
    expect(ctx?.fake.violations).toEqual([]);
    await ctx?.fake.close();
    ctx?.repo.cleanup();
    ctx = undefined;
  });

  async function pr(repo: ActionRepo, fake: GitHubFake, branch: string, mutate: () => Promise<void> | void) {
    repo.git(['checkout', '--quiet', '-b', branch]);
    await mutate();
    const headSha = repo.commitAll(branch);
    repo.git(['push', '--quiet', 'origin', branch]);
    return { headSha, pull: await openPull(fake, branch, branch) };
  }

  it('a PR that relocks a description-only change of the live server passes with the promotion statement', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const edited = OPS_READ_TOOLS.map((t) => (t.name === 'change.list' ? { ...t, description: 'Lists changes, newest first.' } : t));
    const { headSha, pull } = await pr(repo, fake, 'desc', async () => {
      setTools(repo, edited);
      expect((await lockWith(repo)).code).toBe(0);
    });
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'desc', baseSha: mainSha }), sha: headSha });
    dump('desc', run);
    expect(run.code).toBe(0);
    expect(run.outputs.decision).toBe('promote');
    expect(run.outputs.drift).toBe('false');
    const body = commentsOn(fake, pull)[0]!.body;
    expect(body).toContain('The lock equals the live catalog it approves: yes');
  });

  it('a PR that deletes the lock: never promote; the promotion statement must not blame the base lock', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const { headSha, pull } = await pr(repo, fake, 'nolock', () => rmSync(join(repo.workspace, LOCK)));
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'nolock', baseSha: mainSha }), sha: headSha });
    dump('nolock', run);
    // tool_added (violation) wins over lock_missing (evidence): exit 1, as the README says.
    expect(run.code).toBe(1);
    expect(run.outputs.decision).not.toBe('promote');
    expect(run.outputs['lock-digest']).toBeUndefined();
    const body = commentsOn(fake, pull).find((c) => c.body.includes(MARK))!.body;
    expect(body).toContain('lock\\_missing');
    // The promotion statement must not blame the base branch's lock: it is the head's lock that is gone.
    expect(body).not.toContain("the base branch's lock could not be read");
  });

  it('two catalogs, the last one loses its lock: lock-digest must not be the other agent\'s digest', async () => {
    const { repo, fake, mainSha: first } = (ctx = await setup());
    const billingFile = setTools(repo, [{ name: 'invoice.get', description: 'Reads one invoice.', inputSchema: { type: 'object' } }], 'billing.json');
    repo.write('catalog-locks/zeta.yaml', `version: 1\nagent: zeta\nowner: fin\nservers:\n  inv:\n    connect: ${repo.connect(billingFile)}\n    identity: fin\n    target: { environment: production }\ntools:\n  inv/invoice.get: { effect: read }\n`);
    expect((await lockWith(repo, ['--catalog', 'catalog-locks/zeta.yaml'])).code).toBe(0);
    const mainSha = repo.commitAll('zeta');
    repo.git(['push', '--quiet', 'origin', 'main']);
    expect(first).not.toBe(mainSha);
    const opsDigest = JSON.parse(repo.read(LOCK)).catalogDigest;
    const { headSha, pull } = await pr(repo, fake, 'nolock2', () => rmSync(join(repo.workspace, 'catalog-locks/zeta.lock.json')));
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'nolock2', baseSha: mainSha }), sha: headSha });
    dump('nolock2', run);
    expect(run.code).toBe(1);
    // README/action.yml: lock-digest is the digest of the last catalog's lock. zeta has none.
    expect(run.outputs['lock-digest']).not.toBe(opsDigest);
  });

  it('a PR that edits a declaration in the catalog only (no relock) fails with declaration_changed', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const { headSha, pull } = await pr(repo, fake, 'decl', () => {
      repo.write(CATALOG, repo.read(CATALOG).replace('change-read/change.list: { effect: read }', 'change-read/change.list: { effect: write, approval: always }'));
    });
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'decl', baseSha: mainSha }), sha: headSha });
    dump('decl', run);
    expect(run.code).toBe(1);
    expect(run.outputs.decision).not.toBe('promote');
    expect(JSON.parse(run.outputs.findings!).map((f: { rule: string }) => f.rule)).toContain('declaration_changed');
    const body = commentsOn(fake, pull)[0]!.body;
    expect(body).toContain('This pull request updates the lock');
  });

  it('a PR that weakens approval in both files by hand (relocked) is flagged in the promotion statement', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const { headSha, pull } = await pr(repo, fake, 'weaken', async () => {
      repo.write(CATALOG, repo.read(CATALOG).replace('change-read/change.get: { effect: read, approval: never }', 'change-read/change.get: { effect: read }'));
      repo.write(CATALOG, repo.read(CATALOG).replace('change-read/change.list: { effect: read }', 'change-read/change.list: { effect: undeclared }'));
      expect((await lockWith(repo)).code).toBe(0);
    });
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'weaken', baseSha: mainSha }), sha: headSha });
    dump('weaken', run);
    const body = commentsOn(fake, pull)[0]!.body;
    expect(body).toContain('This pull request updates the lock');
    expect(run.outputs.decision).not.toBe('promote');
  });
});
