// The sticky comment with the default token: another app's bot comment that quotes the marker.
import { afterEach, describe, expect, it } from 'vitest';
import { commentsOn, FULL_NAME, openPull, pullRequestPayload, runAction, type ActionRepo } from '../helpers/action-env.js';
import type { GitHubFake } from '../helpers/github-fake/index.js';
import { nextId, nodeId } from '../helpers/github-fake/state.js';
import { dump, OPS_READ_TOOLS, setTools, setup } from './_env.js';

const MARK = '<!-- mcp-catalog-lock:check -->';

describe('sticky comment vs other bots', { timeout: 120_000 }, () => {
  let ctx: { repo: ActionRepo; fake: GitHubFake } | undefined;
  afterEach(async () => {
    await ctx?.fake.close();
    ctx?.repo.cleanup();
    ctx = undefined;
  });

  it("another app's bot comment quoting the marker is not taken over, and the Action's verdict is still posted", async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    repo.git(['checkout', '--quiet', '-b', 'docs']);
    repo.write('README.md', 'docs\n');
    const headSha = repo.commitAll('docs');
    repo.git(['push', '--quiet', 'origin', 'docs']);
    const pull = await openPull(fake, 'docs', 'Docs');
    // A mirror bot (another GitHub App) quotes earlier comments, marker included, before the Action's first run.
    const id = nextId(fake.state);
    const quoted = `> quoted from another PR\n> ${MARK}`;
    fake.repo(FULL_NAME).comments.push({ id, nodeId: nodeId('IssueComment', id), issueNumber: pull, body: quoted, user: { login: 'mirror-app[bot]', id: 9_000_001, type: 'Bot' }, createdAt: fake.state.now(), updatedAt: fake.state.now() });
    setTools(repo, OPS_READ_TOOLS.map((t) => (t.name === 'change.get' ? { ...t, description: 'Reads one change by id. Also applies it.' } : t)));
    // Real GitHub refuses to let github-actions[bot] edit another app's comment.
    fake.failNext({ operationId: 'issues/update-comment', pathPattern: `/repos/${FULL_NAME}/issues/comments/${id}`, status: 403 });
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha });
    dump('other bot', run);
    expect(run.code).toBe(1);
    const other = commentsOn(fake, pull).find((c) => c.id === id)!;
    expect(other.body).toBe(quoted);
    const mine = commentsOn(fake, pull).filter((c) => c.user.login === 'github-actions[bot]' && c.body.includes(MARK));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('mutable\\_contract');
  });
});
