// Response bodies, shaped like GitHub's: every property the OpenAPI schema
// requires, plus the usual optional ones. The server validates each body it
// sends against the operation's response schema, so a slip here is caught.
import type { FakeComment, FakeIssue, FakeLabel, FakeRepo, FakeState, FakeTagObject, FakeUser } from './state.js';
import { nodeId } from './state.js';

type Json = Record<string, any>;

export const WEB = 'https://github.com';

/** Where the fake lives (`http://127.0.0.1:PORT`) and when "now" is. */
export interface Urls {
  api: string;
}

export function userJson(u: FakeUser, urls: Urls): Json {
  const api = `${urls.api}/users/${encodeURIComponent(u.login)}`;
  const html = u.type === 'Bot' ? `${WEB}/apps/${u.login.replace(/\[bot\]$/, '')}` : `${WEB}/${u.login}`;
  return {
    login: u.login,
    id: u.id,
    node_id: nodeId(u.type === 'Bot' ? 'Bot' : u.type === 'Organization' ? 'Organization' : 'User', u.id),
    avatar_url: `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: html,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: u.type,
    user_view_type: 'public',
    site_admin: u.siteAdmin ?? false,
  };
}

/** GET /user for a personal access token: the public profile of its user. */
export function authenticatedUserJson(u: FakeUser, urls: Urls, at: string): Json {
  return {
    ...userJson(u, urls),
    name: null,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: at,
    updated_at: at,
  };
}

export function repoApiUrl(repo: FakeRepo, urls: Urls): string {
  return `${urls.api}/repos/${repo.owner}/${repo.name}`;
}

/** The `repository` schema (embedded in pull requests' head/base). */
export function repositoryJson(repo: FakeRepo, urls: Urls): Json {
  const api = repoApiUrl(repo, urls);
  const html = `${WEB}/${repo.fullName}`;
  return {
    id: repo.id,
    node_id: repo.nodeId,
    name: repo.name,
    full_name: repo.fullName,
    private: repo.private,
    owner: userJson(repo.ownerUser, urls),
    html_url: html,
    description: repo.description,
    fork: false,
    url: api,
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `git://github.com/${repo.fullName}.git`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@github.com:${repo.fullName}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${html}.git`,
    mirror_url: null,
    hooks_url: `${api}/hooks`,
    svn_url: html,
    homepage: null,
    language: 'TypeScript',
    forks_count: 0,
    forks: 0,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    size: 128,
    default_branch: repo.defaultBranch,
    open_issues_count: openIssuesCount(repo),
    open_issues: openIssuesCount(repo),
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: repo.private ? 'private' : 'public',
    pushed_at: repo.createdAt,
    created_at: repo.createdAt,
    updated_at: repo.createdAt,
    allow_forking: true,
    web_commit_signoff_required: false,
    license: null,
  };
}

/** The `full-repository` schema (`GET /repos/{owner}/{repo}`). */
export function fullRepositoryJson(repo: FakeRepo, urls: Urls): Json {
  return {
    ...repositoryJson(repo, urls),
    permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
    allow_squash_merge: true,
    allow_merge_commit: true,
    allow_rebase_merge: true,
    allow_auto_merge: false,
    delete_branch_on_merge: false,
    allow_update_branch: false,
    use_squash_pr_title_as_default: false,
    squash_merge_commit_title: 'COMMIT_OR_PR_TITLE',
    squash_merge_commit_message: 'COMMIT_MESSAGES',
    merge_commit_title: 'MERGE_MESSAGE',
    merge_commit_message: 'PR_TITLE',
    organization: userJson(repo.ownerUser, urls),
    network_count: 0,
    subscribers_count: 1,
  };
}

export function openIssuesCount(repo: FakeRepo): number {
  // GitHub's open_issues_count counts open issues AND open pull requests.
  return repo.issues.filter((i) => i.state === 'open').length;
}

export function labelJson(repo: FakeRepo, l: FakeLabel, urls: Urls): Json {
  return {
    id: l.id,
    node_id: l.nodeId,
    url: `${repoApiUrl(repo, urls)}/labels/${encodeURIComponent(l.name)}`,
    name: l.name,
    description: l.description,
    color: l.color,
    default: l.default,
  };
}

function labelsOf(repo: FakeRepo, issue: FakeIssue): FakeLabel[] {
  return issue.labels.map((name) => repo.labels.find((l) => l.name === name)).filter((l): l is FakeLabel => Boolean(l));
}

function authorAssociation(repo: FakeRepo, u: FakeUser): string {
  if (u.type === 'Bot') return 'NONE';
  if (u.login === repo.owner) return 'OWNER';
  return 'COLLABORATOR';
}

function reactions(url: string): Json {
  return { url: `${url}/reactions`, total_count: 0, '+1': 0, '-1': 0, laugh: 0, hooray: 0, confused: 0, heart: 0, rocket: 0, eyes: 0 };
}

function assigneeUsers(state: FakeState, issue: FakeIssue): FakeUser[] {
  return issue.assignees.map((login) => (login === state.actor.login ? state.actor : { login, id: 5_000_000 + hashInt(login), type: 'User' as const }));
}

function hashInt(s: string): number {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 1_000_000;
}

/** The `issue` schema; pull requests carry `pull_request` (as in GitHub's issue list). */
export function issueJson(state: FakeState, repo: FakeRepo, issue: FakeIssue, urls: Urls): Json {
  const api = `${repoApiUrl(repo, urls)}/issues/${issue.number}`;
  const html = `${WEB}/${repo.fullName}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`;
  const assignees = assigneeUsers(state, issue).map((u) => userJson(u, urls));
  const out: Json = {
    url: api,
    repository_url: repoApiUrl(repo, urls),
    labels_url: `${api}/labels{/name}`,
    comments_url: `${api}/comments`,
    events_url: `${api}/events`,
    html_url: html,
    id: issue.id,
    node_id: issue.nodeId,
    number: issue.number,
    title: issue.title,
    user: userJson(issue.user, urls),
    labels: labelsOf(repo, issue).map((l) => labelJson(repo, l, urls)),
    state: issue.state,
    locked: issue.locked,
    assignee: assignees[0] ?? null,
    assignees,
    milestone: null,
    comments: repo.comments.filter((c) => c.issueNumber === issue.number).length,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    author_association: authorAssociation(repo, issue.user),
    type: null,
    active_lock_reason: null,
    body: issue.body,
    closed_by: issue.closedBy ? userJson(issue.closedBy, urls) : null,
    reactions: reactions(api),
    timeline_url: `${api}/timeline`,
    performed_via_github_app: null,
    state_reason: issue.stateReason,
  };
  if (issue.pull) {
    out.draft = issue.pull.draft;
    out.pull_request = {
      url: `${repoApiUrl(repo, urls)}/pulls/${issue.number}`,
      html_url: `${WEB}/${repo.fullName}/pull/${issue.number}`,
      diff_url: `${WEB}/${repo.fullName}/pull/${issue.number}.diff`,
      patch_url: `${WEB}/${repo.fullName}/pull/${issue.number}.patch`,
      merged_at: issue.pull.mergedAt,
    };
  }
  return out;
}

export function commentJson(repo: FakeRepo, c: FakeComment, urls: Urls): Json {
  const issue = repo.issues.find((i) => i.number === c.issueNumber);
  const kind = issue?.pull ? 'pull' : 'issues';
  return {
    url: `${repoApiUrl(repo, urls)}/issues/comments/${c.id}`,
    html_url: `${WEB}/${repo.fullName}/${kind}/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${repoApiUrl(repo, urls)}/issues/${c.issueNumber}`,
    id: c.id,
    node_id: c.nodeId,
    user: userJson(c.user, urls),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    author_association: authorAssociation(repo, c.user),
    body: c.body,
    reactions: reactions(`${repoApiUrl(repo, urls)}/issues/comments/${c.id}`),
    performed_via_github_app: null,
  };
}

interface PullShaInfo {
  headSha: string;
  baseSha: string;
  commits: number;
  additions: number;
  deletions: number;
  changedFiles: number;
}

function link(href: string): Json {
  return { href };
}

/** `pull-request-simple` (lists) or, with `full`, `pull-request` (get/create/update). */
export function pullJson(state: FakeState, repo: FakeRepo, issue: FakeIssue, info: PullShaInfo, urls: Urls, full: boolean): Json {
  const pr = issue.pull!;
  const api = `${repoApiUrl(repo, urls)}/pulls/${issue.number}`;
  const issueApi = `${repoApiUrl(repo, urls)}/issues/${issue.number}`;
  const html = `${WEB}/${repo.fullName}/pull/${issue.number}`;
  const statuses = `${repoApiUrl(repo, urls)}/statuses/${info.headSha}`;
  const assignees = assigneeUsers(state, issue).map((u) => userJson(u, urls));
  const repoJson = repositoryJson(repo, urls);
  const owner = userJson(repo.ownerUser, urls);
  // pull-request-simple declares labels[].description as a non-nullable string
  // (GitHub sends null for a label without one): keep the fake schema-valid.
  const labels = labelsOf(repo, issue).map((l) => {
    const j = labelJson(repo, l, urls);
    return full ? j : { ...j, description: j.description ?? '' };
  });
  const out: Json = {
    url: api,
    id: pr.id,
    node_id: pr.nodeId,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issueApi,
    commits_url: `${api}/commits`,
    review_comments_url: `${api}/comments`,
    review_comment_url: `${repoApiUrl(repo, urls)}/pulls/comments{/number}`,
    comments_url: `${issueApi}/comments`,
    statuses_url: statuses,
    number: issue.number,
    state: issue.state,
    locked: issue.locked,
    title: issue.title,
    user: userJson(issue.user, urls),
    body: issue.body,
    labels,
    milestone: null,
    active_lock_reason: null,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    merged_at: pr.mergedAt,
    merge_commit_sha: pr.mergeCommitSha,
    assignee: assignees[0] ?? null,
    assignees,
    requested_reviewers: [],
    requested_teams: [],
    head: { label: `${pr.head.ownerLogin}:${pr.head.ref}`, ref: pr.head.ref, sha: info.headSha, user: owner, repo: repoJson },
    base: { label: `${repo.owner}:${pr.base.ref}`, ref: pr.base.ref, sha: info.baseSha, user: owner, repo: repoJson },
    _links: {
      self: link(api),
      html: link(html),
      issue: link(issueApi),
      comments: link(`${issueApi}/comments`),
      review_comments: link(`${api}/comments`),
      review_comment: link(`${repoApiUrl(repo, urls)}/pulls/comments{/number}`),
      commits: link(`${api}/commits`),
      statuses: link(statuses),
    },
    author_association: authorAssociation(repo, issue.user),
    auto_merge: null,
    draft: pr.draft,
  };
  if (full) {
    const mergeable = pr.merged || issue.state === 'closed' ? null : pr.mergeableKnown ? true : null;
    Object.assign(out, {
      merged: pr.merged,
      mergeable,
      rebaseable: mergeable,
      mergeable_state: pr.merged || issue.state === 'closed' ? 'unknown' : pr.mergeableKnown ? 'clean' : 'unknown',
      merged_by: null,
      comments: repo.comments.filter((c) => c.issueNumber === issue.number).length,
      review_comments: 0,
      maintainer_can_modify: pr.maintainerCanModify,
      commits: info.commits,
      additions: info.additions,
      deletions: info.deletions,
      changed_files: info.changedFiles,
    });
  }
  return out;
}

export function gitRefJson(repo: FakeRepo, ref: { ref: string; sha: string; type: string }, urls: Urls): Json {
  const api = repoApiUrl(repo, urls);
  const objectKind = ref.type === 'tag' ? 'tags' : ref.type === 'tree' ? 'trees' : ref.type === 'blob' ? 'blobs' : 'commits';
  return {
    ref: ref.ref,
    node_id: nodeId('Ref', parseInt(ref.sha.slice(0, 7), 16)),
    url: `${api}/git/${ref.ref}`,
    object: { sha: ref.sha, type: ref.type, url: `${api}/git/${objectKind}/${ref.sha}` },
  };
}

export function gitTagJson(repo: FakeRepo, tag: FakeTagObject, urls: Urls): Json {
  const api = repoApiUrl(repo, urls);
  const objectKind = tag.object.type === 'tag' ? 'tags' : `${tag.object.type}s`;
  return {
    node_id: nodeId('Tag', parseInt(tag.sha.slice(0, 7), 16)),
    tag: tag.tag,
    sha: tag.sha,
    url: `${api}/git/tags/${tag.sha}`,
    message: tag.message,
    tagger: { name: tag.tagger.name, email: tag.tagger.email, date: tag.tagger.date },
    object: { type: tag.object.type, sha: tag.object.sha, url: `${api}/git/${objectKind}/${tag.object.sha}` },
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  };
}

/** GitHub's error body: `{ message, documentation_url, status }` (+ `errors` for 422). */
export function errorJson(status: number, message: string, docUrl: string, errors?: Json[]): Json {
  const body: Json = { message, documentation_url: docUrl, status: String(status) };
  if (errors) body.errors = errors;
  return body;
}
