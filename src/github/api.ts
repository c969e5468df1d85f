// The GitHub REST calls the Action makes: one sticky comment per pull request,
// one pull request per drift branch, one issue per unverifiable server.
// Permission failures become actionable warnings, never a hidden check result.
import type { getOctokit } from '@actions/github';

export type Octokit = ReturnType<typeof getOctokit>;
export type Repo = { owner: string; repo: string };

export class PermissionError extends Error {}

/** GitHub refuses an issue, pull-request or comment body longer than 65,536 characters. */
export const BODY_LIMIT = 65_536;

/**
 * A body GitHub accepts: up to `limit` characters (UTF-16 units, which never
 * undercount GitHub's characters), else cut at the last line that fits, with
 * a line saying so. Reports budget themselves well below this; this is the
 * last guard, so that a call never fails on length.
 */
export function fitBody(body: string, limit = BODY_LIMIT): string {
  if (body.length <= limit) return body;
  limit = Math.max(0, limit);
  const notice = '\n\n_… the rest is cut: GitHub keeps at most 65,536 characters here. The job summary and the JSON report have everything._\n';
  // Room for the notice and for closing what the cut leaves open (a code fence, collapsed sections).
  const room = limit - notice.length - CLOSING_ROOM;
  if (room <= 0) return body.slice(0, limit - (/[\ud800-\udbff]/.test(body[limit - 1] ?? '') ? 1 : 0));
  let cut = body.lastIndexOf('\n', room);
  if (cut <= 0) cut = room;
  // Never split a surrogate pair.
  if (cut > 0 && /[\ud800-\udbff]/.test(body[cut - 1])) cut--;
  const kept = body.slice(0, cut);
  return `${kept}${closing(kept).slice(0, CLOSING_ROOM)}${notice}`;
}

/** Characters kept for closing a fence and the `<details>` sections left open by a cut. */
const CLOSING_ROOM = 400;

/**
 * What closes the Markdown a cut leaves open: the open code fence (else the
 * notice would read as code) and every `<details>` opened outside fences
 * (else it would hide in a collapsed section). Text outside fences is
 * escaped by the renderers, so a `<details>` there is one of ours.
 */
function closing(text: string): string {
  let fence: string | null = null;
  let open = 0;
  for (const line of text.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    open += (line.match(/<details>/g)?.length ?? 0) - (line.match(/<\/details>/g)?.length ?? 0);
  }
  return `${fence !== null ? `\n${fence}` : ''}${'\n</details>'.repeat(Math.max(0, Math.min(open, 20)))}`;
}

/** A body that ends with `marker` (how the Action finds its own comment or issue again), within the limit. */
function withMarker(body: string, marker: string): string {
  return `${fitBody(body, BODY_LIMIT - marker.length - 2)}\n${marker}\n`;
}

/** Turns a 403/404 from GitHub into an error naming the permission the workflow needs. */
export async function withPermission<T>(what: string, permission: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = (error as { status?: number }).status;
    // A spent rate limit is no missing permission (GitHub says 403 for both): thrown as it is.
    if ((status === 403 && !rateLimited(error)) || (status === 404 && /issues|pulls|comments/.test(what))) {
      throw new PermissionError(
        `could not ${what}: GitHub answered ${status} (${(error as Error).message}). Give the workflow \`permissions: ${permission}\`` +
          ' (pull requests from forks get a read-only token; see the README).',
      );
    }
    throw error;
  }
}

const tokenUsers = new WeakMap<Octokit, Promise<string | undefined>>();

/**
 * The login of the user behind a personal access token, or undefined for an installation token (GITHUB_TOKEN,
 * an app), which has no user: GitHub answers GET /user with 403 then. Any other failure is not an answer: it is
 * thrown (taken for "no user", it made a personal token's run look for a bot's comment, miss its own and post a
 * second verdict beside the stale one). Asked once per client.
 */
export function tokenUser(octokit: Octokit): Promise<string | undefined> {
  let found = tokenUsers.get(octokit);
  if (!found) {
    const ask = () => octokit.rest.users.getAuthenticated().then((answer) => (answer.data.type === 'User' ? answer.data.login : undefined));
    const answered = (error: unknown) => {
      if ((error as { status?: number }).status === 403 && !rateLimited(error)) return undefined;
      throw error;
    };
    // A server error is asked again once (GitHub's 5xx are mostly transient).
    found = ask().catch((error: unknown) => ((error as { status?: number }).status ?? 0) >= 500 ? ask().catch(answered) : answered(error));
    tokenUsers.set(octokit, found);
  }
  return found;
}

/**
 * Finds the comment carrying `marker` (paging through all comments) and updates it, or creates it.
 * With `create: false` an existing comment is still brought up to date (so it never keeps
 * showing a stale result), but none is created; the answer is undefined then.
 */
export async function upsertComment(
  octokit: Octokit,
  repo: Repo,
  issueNumber: number,
  marker: string,
  body: string,
  options: { create?: boolean } = {},
): Promise<{ id: number; created: boolean } | undefined> {
  const text = withMarker(body, marker);
  return withPermission('comment on the pull request', 'pull-requests: write', async () => {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 });
    // Only our own comment is ours to update: anyone can paste the marker into a comment of their own.
    const login = await tokenUser(octokit);
    // With a personal access token its user is known, and only that user's comments are ours (another app's bot
    // quoting the marker is not); an installation token has no user, and its comments are a bot's.
    const own = (user: { login?: string; type?: string } | null | undefined) => (login !== undefined ? user?.login === login : user?.type === 'Bot');
    const ours = comments.filter((c) => own(c.user) && typeof c.body === 'string' && c.body.includes(marker));
    // Two runs that raced may each have created one: every one is brought up to date, none keeps a stale verdict.
    // With an installation token, a bot's comment is ours only if GitHub lets us edit it: another app's bot quoting
    // the marker answers 403, and is passed over (our verdict is then posted, not lost).
    let mine: number | undefined;
    for (const comment of ours) {
      if (comment.body === text) {
        mine ??= comment.id;
        continue;
      }
      try {
        await octokit.rest.issues.updateComment({ ...repo, comment_id: comment.id, body: text });
        mine ??= comment.id;
      } catch (error) {
        if (login === undefined && (error as { status?: number }).status === 403 && !rateLimited(error)) continue;
        throw error;
      }
    }
    if (mine !== undefined) return { id: mine, created: false };
    if (options.create === false) return undefined;
    const created = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body: text });
    return { id: created.data.id, created: true };
  });
}

/**
 * A 403 that says no more requests for now (GitHub's primary and secondary rate limits), not "you may not": it says
 * nothing of who the token is or whose a comment is.
 */
function rateLimited(error: unknown): boolean {
  const e = error as { message?: unknown; response?: { headers?: Record<string, unknown> } };
  return e.response?.headers?.['x-ratelimit-remaining'] === '0' || /rate limit/i.test(String(e.message ?? ''));
}

/** The open pull request of `branch` into `base` (any base when none is given: a pull request retargeted since still holds the branch). */
export async function findOpenPull(octokit: Octokit, repo: Repo, branch: string, base?: string): Promise<{ number: number; body: string | null; title: string } | undefined> {
  const pulls = await withPermission('list pull requests', 'pull-requests: read', () =>
    octokit.rest.pulls.list({ ...repo, state: 'open', head: `${repo.owner}:${branch}`, ...(base === undefined ? {} : { base }), per_page: 10 }),
  );
  const found = pulls.data[0];
  return found ? { number: found.number, body: found.body, title: found.title } : undefined;
}

/** The merged pull requests into `base` a commit belongs to (its merge, its squash, or one of its rebased commits): number and head branch. */
export async function mergedPullsOf(octokit: Octokit, repo: Repo, sha: string, base: string): Promise<{ number: number; head: string }[]> {
  const pulls = await withPermission('list the pull requests of a commit', 'contents: read', () =>
    octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: sha, per_page: 10 }),
  );
  return pulls.data.filter((p) => p.merged_at !== null && p.base.ref === base).map((p) => ({ number: p.number, head: p.head.ref }));
}

/** Opens the pull request for `branch`, or updates its title and body. */
export async function createOrUpdatePull(
  octokit: Octokit,
  repo: Repo,
  input: { branch: string; base: string; title: string; body: string },
): Promise<{ number: number; created: boolean }> {
  const existing = await findOpenPull(octokit, repo, input.branch, input.base);
  input = { ...input, body: fitBody(input.body) };
  return withPermission('open or update the pull request', 'pull-requests: write (and contents: write)', async () => {
    if (existing) {
      if (existing.body !== input.body || existing.title !== input.title) {
        await octokit.rest.pulls.update({ ...repo, pull_number: existing.number, title: input.title, body: input.body });
      }
      return { number: existing.number, created: false };
    }
    const created = await octokit.rest.pulls.create({ ...repo, head: input.branch, base: input.base, title: input.title, body: input.body });
    return { number: created.data.number, created: true };
  });
}

export async function closePull(octokit: Octokit, repo: Repo, number: number, comment: string): Promise<void> {
  await withPermission('close the pull request', 'pull-requests: write', async () => {
    await octokit.rest.issues.createComment({ ...repo, issue_number: number, body: fitBody(comment) });
    await octokit.rest.pulls.update({ ...repo, pull_number: number, state: 'closed' });
  });
}

export const ISSUE_LABEL = 'catalog-lock';

/** The open issue whose body carries `marker`, among issues with our label. */
export async function findOpenIssue(octokit: Octokit, repo: Repo, marker: string): Promise<{ number: number; body: string } | undefined> {
  const issues = await withPermission('list issues', 'issues: read', () =>
    octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, state: 'open', labels: ISSUE_LABEL, per_page: 100 }),
  );
  const found = issues.find((i) => !i.pull_request && typeof i.body === 'string' && i.body.includes(marker));
  return found ? { number: found.number, body: found.body ?? '' } : undefined;
}

export async function upsertIssue(octokit: Octokit, repo: Repo, input: { marker: string; title: string; body: string }): Promise<{ number: number; created: boolean }> {
  const text = withMarker(input.body, input.marker);
  const existing = await findOpenIssue(octokit, repo, input.marker);
  return withPermission('open or update the issue', 'issues: write', async () => {
    if (existing) {
      if (existing.body !== text) await octokit.rest.issues.update({ ...repo, issue_number: existing.number, title: input.title, body: text });
      return { number: existing.number, created: false };
    }
    const created = await octokit.rest.issues.create({ ...repo, title: input.title, body: text, labels: [ISSUE_LABEL] });
    return { number: created.data.number, created: true };
  });
}

export async function closeIssue(octokit: Octokit, repo: Repo, marker: string, comment: string): Promise<number | undefined> {
  const existing = await findOpenIssue(octokit, repo, marker);
  if (!existing) return undefined;
  await withPermission('close the issue', 'issues: write', async () => {
    await octokit.rest.issues.createComment({ ...repo, issue_number: existing.number, body: fitBody(comment) });
    await octokit.rest.issues.update({ ...repo, issue_number: existing.number, state: 'closed', state_reason: 'completed' });
  });
  return existing.number;
}
