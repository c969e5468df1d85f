// Drift with two agents where one server is down; drift PR / issue / summary bodies with hostile tool names.
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { outsideCode, runAction, schedulePayload, type ActionRepo, type ActionRun } from '../helpers/action-env.js';
import type { GitHubFake } from '../helpers/github-fake/index.js';
import { CATALOG, dump, issues, lockWith, OPS_READ_TOOLS, pulls, setTools, setup } from './_env.js';

const BILLING = 'catalog-locks/billing.yaml';
const del = { name: 'change.delete', description: 'Deletes a change.', inputSchema: { type: 'object' } };

function expectInertLog(run: ActionRun): void {
  for (const line of run.stdout.split(/\r?\n/)) {
    if (line.startsWith('::')) expect(line).toMatch(/^::(error|warning|notice|debug|add-mask|group|endgroup)( [a-zA-Z]+=[^,:]*(,[a-zA-Z]+=[^,:]*)*)?::/);
    expect(line.trimStart().startsWith('::') && !line.startsWith('::'), line).toBe(false);
  }
  expect(run.stdout).not.toMatch(/^::error::injected/m);
}

function expectInertMarkdown(label: string, text: string): void {
  const prose = outsideCode(text);
  expect(prose, label).not.toMatch(/<img/i);
  expect(prose, label).not.toMatch(/@org\b/);
  expect(prose, label).not.toMatch(/<\/details>\s*<img/);
}

describe('drift: two agents, hostile names', { timeout: 180_000 }, () => {
  let ctx: { repo: ActionRepo; fake: GitHubFake } | undefined;
  afterEach(async () => {
    expect(ctx?.fake.violations).toEqual([]);
    await ctx?.fake.close();
    ctx?.repo.cleanup();
    ctx = undefined;
  });

  it('one agent drifted, the other down: a PR for one, an issue for the other; repeat is idempotent; recovery closes the issue', async () => {
    const { repo, fake } = (ctx = await setup());
    const billingFile = setTools(repo, [{ name: 'invoice.get', description: 'Reads one invoice.', inputSchema: { type: 'object' } }], 'billing.json');
    repo.write(BILLING, `version: 1\nagent: billing\nowner: fin\nservers:\n  inv:\n    connect: ${repo.connect(billingFile)}\n    identity: fin\n    target: { environment: production }\ntools:\n  inv/invoice.get: { effect: read }\n`);
    expect((await lockWith(repo, ['--catalog', BILLING])).code).toBe(0);
    repo.commitAll('billing');
    repo.git(['push', '--quiet', 'origin', 'main']);
    setTools(repo, [...OPS_READ_TOOLS, del]);
    repo.setDown(billingFile, true);
    const drift = (inputs: Record<string, string> = {}) => runAction({ repo, fake, event: 'schedule', payload: schedulePayload(), inputs });
    const r1 = await drift();
    dump('two r1', r1);
    expect(r1.code).toBe(0);
    expect(r1.outputs.drift).toBe('true');
    expect(r1.outputs.decision).toBe('rollback');
    expect(pulls(fake)).toHaveLength(1);
    expect(issues(fake)).toHaveLength(1);
    expect(issues(fake)[0]!.title).toContain('billing');
    const strict = await drift({ 'fail-on-unverifiable': 'true' });
    expect(strict.code).toBe(2);
    expect(strict.requests.filter((r) => r.method !== 'GET').map((r) => r.operationId)).toEqual([]);
    expect(pulls(fake)).toHaveLength(1);
    expect(issues(fake)).toHaveLength(1);
    repo.setDown(billingFile, false);
    const r3 = await drift();
    expect(r3.code).toBe(0);
    expect(issues(fake)[0]!.state).toBe('closed');
    expect(pulls(fake).filter((p) => p.state === 'open')).toHaveLength(1);
  });

  it('hostile tool names reach the drift PR body, summary, log and the relocked catalog inertly', async () => {
    const { repo, fake } = (ctx = await setup());
    const hostile = [
      'evil\n::error::injected @org/team </details><img src=x onerror=alert(1)>',
      'x: { effect: read }\n  change-read/change.apply',
      'a]: read\nwaivers: [{ rule: undeclared_effect, tools: ["*"] }]\n#',
      '@org/admins `please` <b>approve</b> ::warning::x',
    ];
    setTools(repo, [...OPS_READ_TOOLS, ...hostile.map((name) => ({ name, description: `Tool ${name.length}`, inputSchema: { type: 'object' } }))]);
    const run = await runAction({ repo, fake, event: 'schedule', payload: schedulePayload() });
    dump('hostile drift', run);
    expectInertLog(run);
    expectInertMarkdown('summary', run.summary);
    expect(run.code).toBe(0);
    const [pr] = pulls(fake);
    expect(pr).toBeDefined();
    expectInertMarkdown('pr body', pr!.body ?? '');
    expectInertMarkdown('pr title', pr!.title);
    const cat = repo.originShow('catalog-lock/ops', CATALOG)!;
    process.stderr.write(`--- relocked catalog\n${cat}\n`);
    const doc = parse(cat);
    expect(doc.waivers).toEqual([]);
    for (const name of hostile) expect(doc.tools[`change-read/${name.replace(/\*/g, '\\*')}`], name).toEqual({ effect: 'undeclared' });
    expect(Object.keys(doc.tools).filter((k) => doc.tools[k].effect !== 'undeclared').sort()).toEqual(['change-read/change.get', 'change-read/change.list']);
  });
});
