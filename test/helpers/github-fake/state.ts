// The GitHub fake's in-memory state. Plain objects and arrays, so tests can
// inspect (and seed) it directly: `fake.state.repos['octo-org/octo-repo'].issues`.
import { createHash } from 'node:crypto';

export interface FakeUser {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
  siteAdmin?: boolean;
}

export interface FakeLabel {
  id: number;
  nodeId: string;
  name: string;
  /** 6 hex digits, no `#`. */
  color: string;
  description: string | null;
  default: boolean;
}

export interface FakePull {
  id: number;
  nodeId: string;
  head: { ref: string; sha: string; ownerLogin: string };
  base: { ref: string; sha: string };
  draft: boolean;
  merged: boolean;
  mergedAt: string | null;
  mergeCommitSha: string | null;
  /** The commits a merge put on the base: its merge commit, its squash, or each rebased commit ("Rebase and merge"). */
  mergedCommits?: string[];
  maintainerCanModify: boolean;
  /** GitHub computes mergeability lazily: null in the create answer, then known. */
  mergeableKnown: boolean;
}

/** An issue or a pull request: GitHub numbers both in one sequence. */
export interface FakeIssue {
  number: number;
  id: number;
  nodeId: string;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  stateReason: 'completed' | 'not_planned' | 'reopened' | 'duplicate' | null;
  /** Label names, in the order they were applied. */
  labels: string[];
  user: FakeUser;
  assignees: string[];
  locked: boolean;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  closedBy: FakeUser | null;
  /** Present for pull requests. */
  pull?: FakePull;
}

export interface FakeComment {
  id: number;
  nodeId: string;
  issueNumber: number;
  body: string;
  user: FakeUser;
  createdAt: string;
  updatedAt: string;
}

export interface FakeTagObject {
  sha: string;
  tag: string;
  message: string;
  object: { sha: string; type: string };
  tagger: { name: string; email: string; date: string };
}

export interface FakeRepo {
  owner: string;
  name: string;
  fullName: string;
  id: number;
  nodeId: string;
  ownerUser: FakeUser;
  defaultBranch: string;
  private: boolean;
  description: string | null;
  createdAt: string;
  /** When set, git refs are those of this (bare) repository (`git for-each-ref`, `git update-ref`). */
  gitDir?: string;
  /** Refs when there is no gitDir: full ref name (`refs/heads/main`) → sha. */
  refs: Record<string, string>;
  /** Annotated tag objects created through `POST /git/tags` (no gitDir). */
  tagObjects: Record<string, FakeTagObject>;
  nextNumber: number;
  issues: FakeIssue[];
  comments: FakeComment[];
  labels: FakeLabel[];
}

export interface FakeState {
  repos: Record<string, FakeRepo>;
  /** The identity behind the token (GITHUB_TOKEN → github-actions[bot]). */
  actor: FakeUser;
  /** Every id (issue, comment, label, pull) comes from this one counter. */
  nextId: number;
  /** The fake's clock: ISO-8601 without milliseconds, like GitHub. */
  now(): string;
}

export interface RepoSeed {
  /** `owner/name`. */
  fullName: string;
  defaultBranch?: string;
  private?: boolean;
  description?: string | null;
  /** Mirror the refs of this local (bare) git repository. */
  gitDir?: string;
  /**
   * Initial refs (no gitDir): full ref name → sha. Default: the default branch
   * at a sha derived from the repository name.
   */
  refs?: Record<string, string>;
  /** Labels that exist before the test starts. */
  labels?: { name: string; color?: string; description?: string | null }[];
}

export const GITHUB_ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

export function fakeSha(...parts: string[]): string {
  return createHash('sha1').update(parts.join('\0')).digest('hex');
}

export function nodeId(kind: string, id: number): string {
  return Buffer.from(`0${kind.length}:${kind}${id}`).toString('base64').replace(/=+$/, '');
}

export function isoNow(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function createState(actor: FakeUser = GITHUB_ACTIONS_BOT, now: () => Date = () => new Date()): FakeState {
  return { repos: {}, actor, nextId: 1_000_001, now: () => isoNow(now()) };
}

export function nextId(state: FakeState): number {
  return state.nextId++;
}

export function addRepo(state: FakeState, seed: RepoSeed | string): FakeRepo {
  const s: RepoSeed = typeof seed === 'string' ? { fullName: seed } : seed;
  const [owner, name, ...rest] = s.fullName.split('/');
  if (!owner || !name || rest.length) throw new Error(`github-fake: repository must be "owner/name" (got ${s.fullName})`);
  if (state.repos[s.fullName]) throw new Error(`github-fake: repository ${s.fullName} already exists`);
  const defaultBranch = s.defaultBranch ?? 'main';
  const id = nextId(state);
  const repo: FakeRepo = {
    owner,
    name,
    fullName: s.fullName,
    id,
    nodeId: nodeId('Repository', id),
    ownerUser: { login: owner, id: 9_000_000 + (parseInt(fakeSha(owner).slice(0, 6), 16) % 1_000_000), type: 'Organization' },
    defaultBranch,
    private: s.private ?? false,
    description: s.description ?? null,
    createdAt: state.now(),
    gitDir: s.gitDir,
    refs: s.gitDir ? {} : { ...(s.refs ?? { [`refs/heads/${defaultBranch}`]: fakeSha(s.fullName, defaultBranch) }) },
    tagObjects: {},
    nextNumber: 1,
    issues: [],
    comments: [],
    labels: [],
  };
  for (const l of s.labels ?? []) {
    const lid = nextId(state);
    repo.labels.push({ id: lid, nodeId: nodeId('Label', lid), name: l.name, color: l.color ?? 'ededed', description: l.description ?? null, default: false });
  }
  state.repos[s.fullName] = repo;
  return repo;
}

export function findLabel(repo: FakeRepo, name: string): FakeLabel | undefined {
  const lower = name.toLowerCase();
  return repo.labels.find((l) => l.name.toLowerCase() === lower);
}

/** GitHub creates labels that do not exist yet when they are applied to an issue. */
export function ensureLabel(state: FakeState, repo: FakeRepo, name: string): FakeLabel {
  const existing = findLabel(repo, name);
  if (existing) return existing;
  const id = nextId(state);
  const label: FakeLabel = { id, nodeId: nodeId('Label', id), name, color: 'ededed', description: null, default: false };
  repo.labels.push(label);
  return label;
}
