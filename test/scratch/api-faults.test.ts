// Fail-closed behaviour: API 403/422/500, a PAT whose /user lookup fails, a git push refused, a deleted fork, hostile server stderr.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentsOn, openPull, outsideCode, pullRequestPayload, runAction, schedulePayload, type ActionRepo } from '../helpers/action-env.js';
import type { GitHubFake } from '../helpers/github-fake/index.js';
import { catalogYaml, dump, issues, OPS_READ_TOOLS, pulls, setTools, setup } from './_env.js';

const MARK = '<!-- mcp-catalog-lock:check -->';
const del = { name: 'change.delete', description: 'Deletes a change.', inputSchema: { type: 'object' } };

async function docs(repo: ActionRepo, fake: GitHubFake) {
  repo.git(['checkout', '--quiet', '-b', 'docs']);
  repo.write('README.md', 'docs\n');
  const headSha = repo.commitAll('docs');
  repo.git(['push', '--quiet', 'origin', 'docs']);
  return { headSha, pull: await openPull(fake, 'docs', 'Docs') };
}

describe('API and git faults', { timeout: 180_000 }, () => {
  let ctx: { repo: ActionRepo; fake: GitHubFake } | undefined;
  afterEach(async () => {
    expect(ctx?.fake.violations).toEqual([]);
    await ctx?.fake.close();
    ctx?.repo.cleanup();
    ctx = undefined;
  });

  it('check with a PAT: a failed GET /user (500) must not make a second sticky comment', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    fake.state.actor = { login: 'release-robot', id: 7_001_234, type: 'User' };
    const { headSha, pull } = await docs(repo, fake);
    const check = () => runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha });
    expect((await check()).code).toBe(0);
    fake.failNext({ operationId: 'users/get-authenticated', status: 500 });
    setTools(repo, OPS_READ_TOOLS.map((t) => (t.name === 'change.get' ? { ...t, description: 'Reads one change by id. Also applies it.' } : t)));
    const second = await check();
    dump('pat 500', second);
    expect(second.code).toBe(1);
    const sticky = commentsOn(fake, pull).filter((c) => c.body.includes(MARK));
    // One sticky comment, and none keeps the stale Promote.
    expect(sticky.filter((c) => c.body.includes('MCP catalog lock: Promote'))).toEqual([]);
    expect(sticky).toHaveLength(1);
  });

  it('check: listing comments answers 500: a warning, the check result unchanged', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const { headSha, pull } = await docs(repo, fake);
    fake.failNext({ operationId: 'issues/list-comments', status: 500 });
    const run = await runAction({ repo, fake, event: 'pull_request', payload: pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha }), sha: headSha });
    dump('list 500', run);
    expect(run.code).toBe(0);
    expect(run.outputs.decision).toBe('promote');
    expect(run.stdout).toMatch(/^::warning::could not write the pull-request comment/m);
  });

  it('a pull request from a deleted fork (head.repo null) is not checked live with the base repository\'s trust', async () => {
    const { repo, fake, mainSha } = (ctx = await setup());
    const { headSha, pull } = await docs(repo, fake);
    const payload = pullRequestPayload({ number: pull, headSha, headRef: 'docs', baseSha: mainSha, headRepo: 'someone/agents' }) as any;
    payload.pull_request.head.repo = null;
    payload.pull_request.head.label = 'someone:docs';
    const run = await runAction({ repo, fake, event: 'pull_request', payload, sha: headSha });
    dump('deleted fork', run);
    expect(run.outputs.decision).not.toBe('promote');
  });

  it('drift: opening the pull request answers 422: the step fails (exit 2) and says so', async () => {
    const { repo, fake } = (ctx = await setup());
    setTools(repo, [...OPS_READ_TOOLS, del]);
    fake.failNext({ operationId: 'pulls/create', status: 422, message: 'Validation Failed' });
    const run = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    dump('drift 422', run);
    expect(run.code).toBe(2);
    expect(run.outputs.drift).toBe('true');
    // The next run recovers: a branch with no pull request starts again and gets one.
    const again = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    dump('drift after 422', again);
    expect(again.code).toBe(0);
    expect(pulls(fake).filter((p) => p.state === 'open')).toHaveLength(1);
  });

  it('drift: the git push is refused (no contents: write): exit 2, no pull request', async () => {
    const { repo, fake } = (ctx = await setup());
    setTools(repo, [...OPS_READ_TOOLS, del]);
    const wrapperDir = join(repo.dir, 'git-wrapper');
    mkdirSync(wrapperDir, { recursive: true });
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(wrapperDir, 'git'), `#!/bin/sh\nif [ "$1" = push ]; then echo "remote: Permission to acme/agents.git denied to github-actions[bot]." >&2; echo "fatal: unable to access 'https://github.com/acme/agents/': The requested URL returned error: 403" >&2; exit 128; fi\nexec "${realGit}" "$@"\n`);
    chmodSync(join(wrapperDir, 'git'), 0o755);
    const run = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload(), env: { PATH: `${wrapperDir}:${process.env.PATH}` } });
    dump('push 403', run);
    expect(run.code).toBe(2);
    expect(pulls(fake)).toHaveLength(0);
    expect(run.stdout).toMatch(/contents: write|403/);
  });

  it('drift: a server that cannot be verified, and the token cannot open issues (403): nobody is told unless the step fails', async () => {
    const { repo, fake, toolsFile } = (ctx = await setup());
    repo.setDown(toolsFile, true);
    fake.failNext({ operationId: 'issues/create', status: 403 });
    const run = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    dump('issue 403', run);
    expect(issues(fake)).toHaveLength(0);
    expect(run.stdout).toMatch(/^::warning::could not open or update the issue: GitHub answered 403.*issues: write/m);
    expect(run.outputs.drift).toBe('unknown');
    process.stderr.write(`issue 403 exit: ${run.code}\n`);
  });

  it('hostile server stderr in the unverifiable issue, the summary and the log', async () => {
    const evil = "::error::injected\\n@org/team </details><img src=x onerror=alert(1)> [click](javascript:alert(1))";
    const script = `process.stderr.write(${JSON.stringify(evil)}.replace(/\\\\n/g, '\\n')); process.exit(3)`;
    const { repo, fake } = (ctx = await setup());
    repo.write('catalog-locks/ops.yaml', catalogYaml(`{ transport: stdio, command: ${JSON.stringify(process.execPath)}, args: ["-e", ${JSON.stringify(script)}] }`));
    repo.commitAll('point at a hostile server');
    repo.git(['push', '--quiet', 'origin', 'main']);
    const run = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    dump('hostile stderr', run);
    expect(run.stdout).not.toMatch(/^::error::injected/m);
    const [issue] = issues(fake);
    expect(issue).toBeDefined();
    for (const [label, text] of [['issue', issue!.body ?? ''], ['summary', run.summary]] as const) {
      const prose = outsideCode(text);
      expect(prose, label).not.toMatch(/<img/i);
      expect(prose, label).not.toMatch(/@org\b/);
      expect(prose, label).not.toMatch(/\]\(javascript:/);
    }
  });
});
