// The GitHub fake (test/helpers/github-fake) driven by the real @actions/github
// client: state, pagination, GitHub's error answers, fault injection, and
// validation of every request and answer against GitHub's OpenAPI description.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { getOctokit } from '@actions/github';
import { RequestError } from '@octokit/request-error';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rejectionOf } from '../helpers/errors.js';
import { getGitHubSpec, startGitHubFake, type GitHubFake } from '../helpers/github-fake/index.js';

const run = promisify(execFile);
const TOKEN = 'ghs_fakeInstallationToken0123456789';
const owner = 'octo-org';
const repo = 'octo-repo';
type Octokit = ReturnType<typeof getOctokit>;

/** The RequestError a request fails with. */
const rejection = (p: Promise<unknown>) => rejectionOf(RequestError, p);

describe('GitHub fake: loading the OpenAPI description', () => {
  it('parses the 13 MB description once per process and routes like GitHub', async () => {
    const spec = getGitHubSpec();
    const s = spec.stats;
    // Logged for the record: read + JSON.parse + index of api.github.com.json.
    console.log(`api.github.com.json: ${(s.bytes / 1e6).toFixed(1)} MB, read ${s.readMs.toFixed(0)} ms, parse ${s.parseMs.toFixed(0)} ms, index ${s.indexMs.toFixed(0)} ms, ${s.operations} operations`);
    expect(s.operations).toBeGreaterThan(1000);
    expect(s.readMs + s.parseMs + s.indexMs).toBeLessThan(5000);
    const fake = await startGitHubFake();
    expect(fake.specLoadMs).toBeLessThan(50); // cached
    await fake.close();

    const hit = (m: string, p: string) => {
      const r = spec.match(m, p);
      return r.kind === 'ok' ? [r.op.operationId, r.params] : r.kind;
    };
    // Literal segments win over parameters.
    expect(hit('GET', '/repos/o/r/issues/comments')).toEqual(['issues/list-comments-for-repo', { owner: 'o', repo: 'r' }]);
    expect(hit('GET', '/repos/o/r/issues/7/comments')).toEqual(['issues/list-comments', { owner: 'o', repo: 'r', issue_number: '7' }]);
    // A ref arrives %2F-encoded from Octokit, or raw.
    expect(hit('GET', '/repos/o/r/git/ref/heads%2Fa%2Fb')).toEqual(['git/get-ref', { owner: 'o', repo: 'r', ref: 'heads/a/b' }]);
    expect(hit('DELETE', '/repos/o/r/git/refs/heads/a/b')).toEqual(['git/delete-ref', { owner: 'o', repo: 'r', ref: 'heads/a/b' }]);
    // The legacy GET /git/refs/{ref} is not in the description (Octokit's getRef uses /git/ref/).
    expect(hit('GET', '/repos/o/r/git/refs/heads/main')).toBe('method-not-allowed');
    expect(hit('GET', '/nope')).toBe('unknown-path');
  });

  it('rewrites nullable and coerces query strings', () => {
    const spec = getGitHubSpec();
    const list = spec.operation('GET /repos/{owner}/{repo}/issues/{issue_number}/comments')!;
    const q = spec.validateQuery(list, new URLSearchParams('per_page=100&page=2'));
    expect(q).toMatchObject({ ok: true, value: { per_page: 100, page: 2 }, unknown: [] });
    expect(spec.validatePathParams(list, { owner: 'o', repo: 'r', issue_number: 'x' }).ok).toBe(false);
    // issue.body is `type: string, nullable: true`; state_reason is a nullable enum without null.
    const issue = spec.operation('GET /repos/{owner}/{repo}/issues/{issue_number}')!;
    const probe = spec.validateResponse(issue, 200, { body: null, state_reason: null });
    expect(probe.errors.some((e) => e.includes("'properties/body'") || e.includes("'properties/state_reason'"))).toBe(false);
    // validation-error.errors[].value is a oneOf whose three branches all accept null.
    const create = spec.operation('POST /repos/{owner}/{repo}/pulls')!;
    expect(spec.validateResponse(create, 422, { message: 'Validation Failed', documentation_url: 'x', errors: [{ code: 'invalid', value: null }] }).ok).toBe(true);
  });
});

describe('GitHub fake with @actions/github getOctokit', () => {
  let fake: GitHubFake;
  let octokit: Octokit;

  beforeEach(async () => {
    fake = await startGitHubFake({ token: TOKEN, repos: [`${owner}/${repo}`] });
    octokit = getOctokit(TOKEN, { baseUrl: fake.url });
  });
  afterEach(async () => {
    await fake.close();
  });

  it('serves the repository with GitHub-like headers', async () => {
    const res = await octokit.rest.repos.get({ owner, repo });
    expect(res.status).toBe(200);
    expect(res.data.default_branch).toBe('main');
    expect(res.data.full_name).toBe(`${owner}/${repo}`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-github-request-id']).toMatch(/^[0-9A-F]{4}:[0-9A-F]+:/);
    expect(Number(res.headers['x-ratelimit-limit'])).toBe(5000);
    expect(Number(res.headers['x-ratelimit-remaining'])).toBe(4999);
    expect(res.headers['x-ratelimit-reset']).toMatch(/^\d{10}$/);
    expect(res.headers['x-ratelimit-resource']).toBe('core');
    expect(fake.requests).toEqual([expect.objectContaining({ method: 'GET', path: `/repos/${owner}/${repo}`, status: 200, operationId: 'repos/get' })]);
    // Conditional request with the ETag: 304, no body.
    const again = await fetch(`${fake.url}/repos/${owner}/${repo}`, { headers: { authorization: `token ${TOKEN}`, 'if-none-match': String(res.headers.etag) } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(fake.violations).toEqual([]);
  });

  it('opens a pull request, finds it by head, refuses a duplicate with 422, updates and closes it', async () => {
    const main = await octokit.rest.git.getRef({ owner, repo, ref: 'heads/main' });
    expect(main.data.object.sha).toMatch(/^[0-9a-f]{40}$/);
    // GitHub refuses a pull request from a branch that does not exist.
    const noBranch = await rejection(octokit.rest.pulls.create({ owner, repo, title: 't', head: 'catalog-lock/drift', base: 'main' }));
    expect(noBranch.status).toBe(422);

    await octokit.rest.git.createRef({ owner, repo, ref: 'refs/heads/catalog-lock/drift', sha: 'b'.repeat(40) });
    const created = await octokit.rest.pulls.create({ owner, repo, title: 'Catalog drift', head: 'catalog-lock/drift', base: 'main', body: 'drift found' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ number: 1, state: 'open', merged: false, mergeable: null, head: { ref: 'catalog-lock/drift', label: `${owner}:catalog-lock/drift`, sha: 'b'.repeat(40) }, base: { ref: 'main' } });
    expect(created.headers.location).toBe(`${fake.url}/repos/${owner}/${repo}/pulls/1`);

    const byHead = await octokit.rest.pulls.list({ owner, repo, head: `${owner}:catalog-lock/drift`, state: 'open' });
    expect(byHead.data.map((p) => p.number)).toEqual([1]);
    expect((await octokit.rest.pulls.list({ owner, repo, head: `${owner}:other` })).data).toEqual([]);

    const dup = await rejection(octokit.rest.pulls.create({ owner, repo, title: 'Catalog drift', head: 'catalog-lock/drift', base: 'main' }));
    expect(dup.status).toBe(422);
    expect(dup.response?.data).toMatchObject({
      message: 'Validation Failed',
      errors: [{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${owner}:catalog-lock/drift.` }],
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
    });

    const updated = await octokit.rest.pulls.update({ owner, repo, pull_number: 1, title: 'Catalog drift (2)', body: 'updated' });
    expect(updated.data).toMatchObject({ title: 'Catalog drift (2)', body: 'updated', mergeable: true, mergeable_state: 'clean' });
    // A pull request is an issue too: same number sequence, issue endpoints work on it.
    const asIssue = await octokit.rest.issues.get({ owner, repo, issue_number: 1 });
    expect(asIssue.data.pull_request?.url).toBe(`${fake.url}/repos/${owner}/${repo}/pulls/1`);
    const issue = await octokit.rest.issues.create({ owner, repo, title: 'next number' });
    expect(issue.data.number).toBe(2);

    await octokit.rest.pulls.update({ owner, repo, pull_number: 1, state: 'closed' });
    expect((await octokit.rest.pulls.list({ owner, repo, head: `${owner}:catalog-lock/drift` })).data).toEqual([]);
    expect((await octokit.rest.pulls.get({ owner, repo, pull_number: 1 })).data).toMatchObject({ state: 'closed', merged: false });
    await expect(octokit.rest.pulls.get({ owner, repo, pull_number: 2 })).rejects.toMatchObject({ status: 404 });
    // The drift branch can go once the pull request is closed.
    await octokit.rest.git.deleteRef({ owner, repo, ref: 'heads/catalog-lock/drift' });
    expect(fake.repo().refs).not.toHaveProperty('refs/heads/catalog-lock/drift');
    expect(fake.violations).toEqual([]);
  });

  it('silently ignores a head filter without "owner:", like GitHub (and warns)', async () => {
    await octokit.rest.git.createRef({ owner, repo, ref: 'refs/heads/a', sha: '1'.repeat(40) });
    await octokit.rest.git.createRef({ owner, repo, ref: 'refs/heads/b', sha: '2'.repeat(40) });
    await octokit.rest.pulls.create({ owner, repo, title: 'a', head: 'a', base: 'main' });
    await octokit.rest.pulls.create({ owner, repo, title: 'b', head: 'b', base: 'main' });
    const res = await octokit.rest.pulls.list({ owner, repo, head: 'a' });
    expect(res.data.map((p) => p.title)).toEqual(['b', 'a']); // every PR, newest first
    expect(fake.warnings).toEqual([expect.stringContaining('has no "owner:" prefix')]);
    expect(fake.violations).toEqual([]);
  });

  it('paginates 250 comments with Link headers, updates and deletes one', async () => {
    const { data: issue } = await octokit.rest.issues.create({ owner, repo, title: 'Catalog drift' });
    for (let i = 0; i < 250; i++) await octokit.rest.issues.createComment({ owner, repo, issue_number: issue.number, body: `comment ${i}` });

    const first = await octokit.rest.issues.listComments({ owner, repo, issue_number: issue.number, per_page: 100 });
    const base = `${fake.url}/repositories/${fake.repo().id}/issues/${issue.number}/comments`;
    expect(first.headers.link).toBe(`<${base}?per_page=100&page=2>; rel="next", <${base}?per_page=100&page=3>; rel="last"`);
    const middle = await octokit.rest.issues.listComments({ owner, repo, issue_number: issue.number, per_page: 100, page: 2 });
    expect(middle.headers.link).toBe(
      `<${base}?per_page=100&page=1>; rel="prev", <${base}?per_page=100&page=3>; rel="next", <${base}?per_page=100&page=3>; rel="last", <${base}?per_page=100&page=1>; rel="first"`,
    );

    const before = fake.requests.length;
    const all = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue.number, per_page: 100 });
    expect(all).toHaveLength(250);
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 250 }, (_, i) => `comment ${i}`));
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}?${r.query} ${r.status}`)).toEqual([
      `GET /repos/${owner}/${repo}/issues/${issue.number}/comments?per_page=100 200`,
      `GET /repositories/${fake.repo().id}/issues/${issue.number}/comments?per_page=100&page=2 200`,
      `GET /repositories/${fake.repo().id}/issues/${issue.number}/comments?per_page=100&page=3 200`,
    ]);
    // Default page size is 30, a single page has no Link header.
    expect((await octokit.rest.issues.listComments({ owner, repo, issue_number: issue.number })).data).toHaveLength(30);
    const { data: other } = await octokit.rest.issues.create({ owner, repo, title: 'quiet' });
    expect((await octokit.rest.issues.listComments({ owner, repo, issue_number: other.number })).headers.link).toBeUndefined();

    const target = all[42]!;
    const updated = await octokit.rest.issues.updateComment({ owner, repo, comment_id: target.id, body: 'edited' });
    expect(updated.data).toMatchObject({ id: target.id, body: 'edited', user: { login: 'github-actions[bot]', type: 'Bot' } });
    expect((await octokit.rest.issues.getComment({ owner, repo, comment_id: target.id })).data.body).toBe('edited');
    const del = await octokit.rest.issues.deleteComment({ owner, repo, comment_id: target.id });
    expect(del.status).toBe(204);
    await expect(octokit.rest.issues.getComment({ owner, repo, comment_id: target.id })).rejects.toMatchObject({ status: 404 });
    expect((await octokit.rest.issues.get({ owner, repo, issue_number: issue.number })).data.comments).toBe(249);
    expect(fake.violations).toEqual([]);
  });

  it('creates an issue with a label, lists open issues by label, closes it', async () => {
    const created = await octokit.rest.issues.create({ owner, repo, title: 'Catalog drift in ops-agent', body: 'details', labels: ['catalog-drift'] });
    expect(created.status).toBe(201);
    expect(created.data.labels).toEqual([expect.objectContaining({ name: 'catalog-drift', color: 'ededed', description: null })]);
    await octokit.rest.issues.create({ owner, repo, title: 'unrelated' });

    const open = await octokit.rest.issues.listForRepo({ owner, repo, state: 'open', labels: 'catalog-drift' });
    expect(open.data.map((i) => i.title)).toEqual(['Catalog drift in ops-agent']);

    await octokit.rest.issues.addLabels({ owner, repo, issue_number: created.data.number, labels: ['agent:ops-agent'] });
    const twoLabels = await octokit.rest.issues.listForRepo({ owner, repo, labels: 'catalog-drift,agent:ops-agent' });
    expect(twoLabels.data).toHaveLength(1);
    const afterRemove = await octokit.rest.issues.removeLabel({ owner, repo, issue_number: created.data.number, name: 'agent:ops-agent' });
    expect(afterRemove.data.map((l) => l.name)).toEqual(['catalog-drift']);
    await expect(octokit.rest.issues.removeLabel({ owner, repo, issue_number: created.data.number, name: 'nope' })).rejects.toMatchObject({ status: 404 });

    const closed = await octokit.rest.issues.update({ owner, repo, issue_number: created.data.number, state: 'closed', state_reason: 'completed' });
    expect(closed.data).toMatchObject({ state: 'closed', state_reason: 'completed', closed_by: { login: 'github-actions[bot]' } });
    expect((await octokit.rest.issues.listForRepo({ owner, repo, labels: 'catalog-drift' })).data).toEqual([]);
    expect((await octokit.rest.issues.listForRepo({ owner, repo, labels: 'catalog-drift', state: 'all' })).data).toHaveLength(1);
    expect((await octokit.rest.issues.listLabelsForRepo({ owner, repo })).data.map((l) => l.name).sort()).toEqual(['agent:ops-agent', 'catalog-drift']);
    expect(fake.violations).toEqual([]);
  });

  it('lists pull requests among issues, as GitHub does', async () => {
    await octokit.rest.git.createRef({ owner, repo, ref: 'refs/heads/feature', sha: 'c'.repeat(40) });
    await octokit.rest.pulls.create({ owner, repo, title: 'a PR', head: 'feature', base: 'main' });
    await octokit.rest.issues.create({ owner, repo, title: 'an issue' });
    const list = await octokit.rest.issues.listForRepo({ owner, repo });
    expect(list.data.map((i) => [i.title, Boolean(i.pull_request)])).toEqual([
      ['an issue', false],
      ['a PR', true],
    ]);
    expect(fake.violations).toEqual([]);
  });

  it('answers an invalid body with 422 and records a violation', async () => {
    const err = await rejection(octokit.rest.pulls.create({ owner, repo, title: 42 as unknown as string, head: 'x', base: 'main' }));
    expect(err.status).toBe(422);
    expect((err.response?.data as { message: string }).message).toBe("Invalid request.\n\nFor 'properties/title', 42 is not a string.");
    expect(fake.violations).toEqual([`POST /repos/${owner}/${repo}/pulls (pulls/create): invalid request: For 'properties/title', 42 is not a string.`]);
    // issues.create's title is documented as string OR integer: 42 is fine there.
    fake.violations.length = 0;
    await octokit.rest.issues.create({ owner, repo, title: 42 as unknown as string });
    const missing = await rejection(octokit.request('POST /repos/{owner}/{repo}/issues', { owner, repo, body: 'no title' } as never));
    expect(missing.status).toBe(422);
    expect(fake.violations).toEqual([expect.stringContaining(`"title" wasn't supplied.`)]);
  });

  it('refuses a body longer than GitHub keeps (65,536 characters), as GitHub does', async () => {
    fake.violations.length = 0;
    const issue = await octokit.rest.issues.create({ owner, repo, title: 'long', body: 'x'.repeat(65_536) });
    const tooLong = await rejection(octokit.rest.issues.createComment({ owner, repo, issue_number: issue.data.number, body: '😀'.repeat(65_537) }));
    expect(tooLong.status).toBe(422);
    expect(fake.violations).toEqual([expect.stringContaining('body is too long (maximum is 65536 characters)')]);
    fake.violations.length = 0;
  });

  it('records unknown routes and undocumented query parameters', async () => {
    const unknown = await rejection(octokit.request('GET /repos/{owner}/{repo}/catalog-locks', { owner, repo }));
    expect(unknown.status).toBe(404);
    expect(unknown.response?.data).toMatchObject({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    expect(fake.violations).toEqual([expect.stringContaining(`unknown route: no operation in GitHub's OpenAPI description matches GET /repos/${owner}/${repo}/catalog-locks`)]);
    // The legacy single-ref GET under /git/refs/ is not described: use git.getRef (/git/ref/).
    await rejection(octokit.request('GET /repos/{owner}/{repo}/git/refs/{ref}', { owner, repo, ref: 'heads/main' }));
    expect(fake.violations[1]).toContain('/repos/{owner}/{repo}/git/refs/{ref} has no GET operation (documented: PATCH, DELETE)');
    await octokit.request('GET /repos/{owner}/{repo}/issues', { owner, repo, head: 'x' });
    expect(fake.violations[2]).toContain('unknown query parameter(s) head');
  });

  it('injects a 403 permission failure; Octokit throws RequestError', async () => {
    const { data: issue } = await octokit.rest.issues.create({ owner, repo, title: 't' });
    fake.failNext({ method: 'POST', pathPattern: '/repos/{owner}/{repo}/issues/{issue_number}/comments', status: 403 });
    const err = await rejection(octokit.rest.issues.createComment({ owner, repo, issue_number: issue.number, body: 'hi' }));
    expect(err.status).toBe(403);
    expect(err.message).toBe('Resource not accessible by integration - https://docs.github.com/rest/issues/comments#create-an-issue-comment');
    expect(err.response?.data).toEqual({ message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment', status: '403' });
    expect(err.response?.headers['x-accepted-github-permissions']).toBe('issues=write; pull_requests=write');
    expect(fake.requests.at(-1)).toMatchObject({ status: 403, fault: true });
    // Only the next one.
    expect((await octokit.rest.issues.createComment({ owner, repo, issue_number: issue.number, body: 'hi' })).status).toBe(201);

    fake.failNext({ operationId: 'pulls/list', status: 500, times: 2 });
    await expect(octokit.rest.pulls.list({ owner, repo })).rejects.toMatchObject({ status: 500 });
    await expect(octokit.rest.pulls.list({ owner, repo })).rejects.toMatchObject({ status: 500 });
    expect((await octokit.rest.pulls.list({ owner, repo })).status).toBe(200);
    fake.failNext({ pathPattern: /\/issues\/\d+$/, status: 404, message: 'Not Found' });
    await expect(octokit.rest.issues.get({ owner, repo, issue_number: issue.number })).rejects.toMatchObject({ status: 404 });
    expect(fake.state.repos[`${owner}/${repo}`]!.comments).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });

  it('fails loudly when the fake itself would answer a schema-invalid body', async () => {
    const { data } = await octokit.rest.issues.create({ owner, repo, title: 't' });
    fake.repo().issues[0]!.stateReason = 'bogus' as never; // corrupt the state
    const err = await rejection(octokit.rest.issues.get({ owner, repo, issue_number: data.number }));
    expect(err.status).toBe(500);
    expect(fake.violations).toEqual([expect.stringMatching(/github-fake answered 200 with a body that violates the response schema: For 'properties\/state_reason', "bogus" is not a member of/)]);
    expect(() => fake.assertNoViolations()).toThrow(/1 violation/);
  });
});

describe('GitHub fake: authentication', () => {
  let fake: GitHubFake;
  beforeAll(async () => {
    fake = await startGitHubFake({ token: TOKEN });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('requires the token, as "token X" or "Bearer X"', async () => {
    const none = await fetch(`${fake.url}/repos/${owner}/${repo}`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Requires authentication', documentation_url: 'https://docs.github.com/rest', status: '401' });
    const bad = await rejection(getOctokit('wrong', { baseUrl: fake.url }).rest.repos.get({ owner, repo }));
    expect(bad.status).toBe(401);
    expect(bad.message).toContain('Bad credentials');
    const bearer = await fetch(`${fake.url}/repos/${owner}/${repo}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(bearer.status).toBe(200);
    expect(fake.violations).toEqual(['GET /repos/octo-org/octo-repo: no Authorization header', 'GET /repos/octo-org/octo-repo: bad credentials (unknown token)']);
    // getOctokit(token) sends "token X".
    const seen = await getOctokit(TOKEN, { baseUrl: fake.url }).request('GET /repos/{owner}/{repo}', { owner, repo });
    expect(seen.status).toBe(200);
  });
});

describe('GitHub fake mirroring a local git repository', () => {
  let dir: string;
  let gitDir: string;
  let mainSha: string;
  let driftSha: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' }).trim();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'github-fake-'));
    gitDir = join(dir, 'remote.git');
    const work = join(dir, 'work');
    git(dir, 'init', '-q', '--bare', '-b', 'main', gitDir);
    git(dir, 'init', '-q', '-b', 'main', work);
    git(work, 'commit', '-q', '--allow-empty', '-m', 'initial');
    mainSha = git(work, 'rev-parse', 'HEAD');
    git(work, 'checkout', '-q', '-b', 'catalog-lock/drift');
    execFileSync('sh', ['-c', 'echo lock > lock.json'], { cwd: work });
    git(work, 'add', 'lock.json');
    git(work, 'commit', '-q', '-m', 'drift');
    driftSha = git(work, 'rev-parse', 'HEAD');
    git(work, 'push', '-q', gitDir, 'main', 'catalog-lock/drift');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads, creates and deletes refs in the repository, tags included', async () => {
    const fake = await startGitHubFake({ token: TOKEN, gitDir });
    const octokit = getOctokit(TOKEN, { baseUrl: fake.url });
    try {
      expect((await octokit.rest.git.getRef({ owner, repo, ref: 'heads/main' })).data.object).toMatchObject({ sha: mainSha, type: 'commit' });
      const matching = await octokit.rest.git.listMatchingRefs({ owner, repo, ref: 'heads/catalog-lock/' });
      expect(matching.data.map((r) => r.ref)).toEqual(['refs/heads/catalog-lock/drift']);

      const pr = await octokit.rest.pulls.create({ owner, repo, title: 'drift', head: 'catalog-lock/drift', base: 'main' });
      expect(pr.data).toMatchObject({ commits: 1, additions: 1, changed_files: 1, head: { sha: driftSha } });
      // No commits between: head is an ancestor of base.
      await octokit.rest.git.createRef({ owner, repo, ref: 'refs/heads/same', sha: mainSha });
      const none = await rejection(octokit.rest.pulls.create({ owner, repo, title: 'x', head: 'same', base: 'main' }));
      expect(none.response?.data).toMatchObject({ errors: [{ message: 'No commits between main and same' }] });

      const missing = await rejection(octokit.rest.git.createRef({ owner, repo, ref: 'refs/heads/ghost', sha: 'd'.repeat(40) }));
      expect(missing).toMatchObject({ status: 422, response: { data: { message: 'Object does not exist' } } });
      const nonFf = await rejection(octokit.rest.git.updateRef({ owner, repo, ref: 'heads/catalog-lock/drift', sha: mainSha }));
      expect(nonFf.response?.data).toMatchObject({ message: 'Update is not a fast forward' });

      // Annotated tag: tag object, then the ref.
      const tag = await octokit.rest.git.createTag({ owner, repo, tag: 'catalog/v1', message: 'approved', object: mainSha, type: 'commit', tagger: { name: 'ci', email: 'ci@example.com', date: '2026-01-02T03:04:05Z' } });
      await octokit.rest.git.createRef({ owner, repo, ref: 'refs/tags/catalog/v1', sha: tag.data.sha });
      expect(git(gitDir, 'cat-file', '-t', 'refs/tags/catalog/v1')).toBe('tag');
      expect((await octokit.rest.git.getRef({ owner, repo, ref: 'tags/catalog/v1' })).data.object).toMatchObject({ type: 'tag', sha: tag.data.sha });
      expect((await octokit.rest.git.getTag({ owner, repo, tag_sha: tag.data.sha })).data).toMatchObject({ tag: 'catalog/v1', message: 'approved', object: { sha: mainSha } });

      await octokit.rest.git.deleteRef({ owner, repo, ref: 'heads/same' });
      expect(git(gitDir, 'for-each-ref', '--format=%(refname)')).not.toContain('refs/heads/same');
      await expect(octokit.rest.git.deleteRef({ owner, repo, ref: 'heads/same' })).rejects.toMatchObject({ status: 422 });
      await expect(octokit.rest.git.getRef({ owner, repo, ref: 'heads/same' })).rejects.toMatchObject({ status: 404 });
      expect(fake.violations).toEqual([]);
    } finally {
      await fake.close();
    }
  });
});

describe('@actions/github in a child process', () => {
  let fake: GitHubFake;
  beforeAll(async () => {
    fake = await startGitHubFake({ token: TOKEN });
  });
  afterAll(async () => {
    await fake.close();
  });

  const script = `
    import { getOctokit } from '@actions/github';
    const octokit = process.env.PASS_BASE_URL ? getOctokit(process.env.TOKEN, { baseUrl: process.env.PASS_BASE_URL }) : getOctokit(process.env.TOKEN);
    try {
      const { data } = await octokit.rest.issues.create({ owner: 'octo-org', repo: 'octo-repo', title: 'from a child' });
      console.log(JSON.stringify({ ok: true, number: data.number }));
    } catch (e) {
      console.log(JSON.stringify({ ok: false, status: e.status, message: e.message }));
    }`;
  const child = async (env: Record<string, string>) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(https?_proxy|no_proxy|GITHUB_API_URL)$/i.test(k)));
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd(), env: { ...clean, TOKEN, ...env } });
    return JSON.parse(stdout.trim().split('\n').at(-1)!);
  };

  it('reaches the fake through GITHUB_API_URL (read when @actions/github is imported)', async () => {
    expect(await child({ GITHUB_API_URL: fake.url })).toEqual({ ok: true, number: 1 });
    expect(fake.violations).toEqual([]);
  });

  it('with HTTPS_PROXY set, { baseUrl } alone still sends loopback requests to the proxy', async () => {
    // getOctokit's fetch is built at import time for GITHUB_API_URL (default
    // https://api.github.com): its proxy dispatcher ignores the baseUrl option.
    const viaBaseUrl = await child({ PASS_BASE_URL: fake.url, HTTPS_PROXY: 'http://127.0.0.1:9' });
    expect(viaBaseUrl).toMatchObject({ ok: false, status: 500 });
    expect(viaBaseUrl.message).toContain('ECONNREFUSED 127.0.0.1:9');
    // GITHUB_API_URL pointing at loopback bypasses the proxy.
    expect(await child({ GITHUB_API_URL: fake.url, HTTPS_PROXY: 'http://127.0.0.1:9' })).toMatchObject({ ok: true });
  });
});
