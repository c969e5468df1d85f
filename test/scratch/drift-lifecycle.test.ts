// Drift: run twice, merge the drift PR, run again, then the server reverts; and a human declaration on the branch.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, runAction, schedulePayload, type ActionRepo } from '../helpers/action-env.js';
import type { GitHubFake } from '../helpers/github-fake/index.js';
import { CATALOG, dump, LOCK, OPS_READ_TOOLS, pulls, setTools, setup } from './_env.js';

const BRANCH = 'catalog-lock/ops';
const del = { name: 'change.delete', description: 'Deletes a change.', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } };

describe('drift lifecycle', { timeout: 180_000 }, () => {
  let ctx: { repo: ActionRepo; fake: GitHubFake } | undefined;
  afterEach(async () => {
    expect(ctx?.fake.violations).toEqual([]);
    await ctx?.fake.close();
    ctx?.repo.cleanup();
    ctx = undefined;
  });

  it('twice, merged, server reverts', async () => {
    const { repo, fake } = (ctx = await setup());
    const drift = () => runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    setTools(repo, [...OPS_READ_TOOLS, del]);
    const r1 = await drift();
    dump('r1', r1);
    expect(r1.code).toBe(0);
    expect(r1.outputs.drift).toBe('true');
    const r2 = await drift();
    expect(r2.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(pulls(fake)).toHaveLength(1);
    // Merge the drift PR with a merge commit (a person declares nothing: the tool stays undeclared).
    repo.git(['fetch', '--quiet', 'origin']);
    repo.git(['checkout', '--quiet', 'main']);
    repo.git(['merge', '--quiet', '--no-ff', '-m', 'Merge pull request #1', `origin/${BRANCH}`]);
    repo.git(['push', '--quiet', 'origin', 'main']);
    const pr = pulls(fake)[0]!;
    pr.state = 'closed';
    pr.pull!.merged = true;
    const r3 = await drift();
    dump('r3 after merge', r3);
    expect(r3.code).toBe(0);
    expect(r3.outputs.drift).toBe('false');
    expect(r3.outputs.decision).toBe('contain'); // undeclared effect merged
    expect(repo.originSha(BRANCH)).toBeUndefined();
    // The server reverts: change.delete is gone.
    setTools(repo, OPS_READ_TOOLS);
    const r4 = await drift();
    dump('r4 reverted', r4);
    expect(r4.code).toBe(0);
    expect(r4.outputs.drift).toBe('true');
    const open = pulls(fake).filter((p) => p.state === 'open');
    expect(open).toHaveLength(1);
    expect(r4.outputs['pull-request-number']).toBe(String(open[0]!.number));
    const sha = repo.originSha(BRANCH)!;
    const lock = JSON.parse(repo.originShow(sha, LOCK)!);
    expect(Object.keys(lock.tools)).toEqual(['change-read/change.get', 'change-read/change.list']);
    // Merging this PR must give a clean promote: the branch content must pass the check itself.
    const cat = repo.originShow(sha, CATALOG)!;
    process.stderr.write(`--- catalog on branch after revert\n${cat}\n`);
    repo.git(['checkout', '--quiet', '-b', 'verify', sha]);
    const out = (() => {
      try {
        return { code: 0, text: execFileSync(process.execPath, [CLI, 'check', '--format', 'json'], { cwd: repo.workspace, env: { PATH: process.env.PATH ?? '', HOME: repo.home }, encoding: 'utf8' }) };
      } catch (e: any) {
        return { code: e.status, text: String(e.stdout) };
      }
    })();
    const report = JSON.parse(out.text);
    process.stderr.write(`--- check of the branch: exit ${out.code} ${report.decision} ${report.findings.filter((f: any) => f.severity !== 'info').map((f: any) => f.rule).join(',')}\n`);
    expect(out.code).toBe(0);
  });

  it('a human declares on the drift branch, nothing else drifts: the log must not claim the live catalog drifted since', async () => {
    const { repo, fake } = (ctx = await setup());
    const drift = () => runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    setTools(repo, [...OPS_READ_TOOLS, del]);
    expect((await drift()).code).toBe(0);
    const human = join(repo.dir, 'human');
    repo.git(['clone', '--quiet', '--branch', BRANCH, repo.origin, human], repo.dir);
    const cat = join(human, CATALOG);
    writeFileSync(cat, readFileSync(cat, 'utf8').replace('change-read/change.delete: { effect: undeclared }', 'change-read/change.delete: { effect: write, approval: always }'));
    execFileSync(process.execPath, [CLI, 'lock'], { cwd: human, env: { PATH: process.env.PATH ?? '', HOME: repo.home } });
    repo.git(['-c', 'user.name=Colleague', '-c', 'user.email=colleague@example.com', 'commit', '--quiet', '-am', 'declare change.delete'], human);
    repo.git(['push', '--quiet', 'origin', `HEAD:refs/heads/${BRANCH}`], human);
    const body = pulls(fake)[0]!.body;
    const again = await drift();
    dump('again', again);
    expect(again.code).toBe(0);
    expect(pulls(fake)[0]!.body).toBe(body);
    // The live catalog is exactly what the branch proposes (plus the human declaration): nothing drifted since.
    expect(again.stdout).not.toMatch(/the live catalog drifted since/);
  });
});
