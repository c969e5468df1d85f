// Everything the Action learns from its environment, read once: event,
// repository, API and server URLs (GitHub Enterprise Server works: nothing is
// hard-coded), the workspace, the token.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { glob } from 'tinyglobby';
import { distinctAgents, secretsFor, type Io } from '../commands/context.js';
import type { Octokit, Repo } from '../github/api.js';
import { sharedLockPaths } from '../lock/lock-file.js';
import { loadCatalog, type LoadedCatalog } from '../lock/catalog-file.js';
import type { ActionInputs } from './inputs.js';

export interface ActionContext {
  inputs: ActionInputs;
  eventName: string;
  /** The webhook payload (GITHUB_EVENT_PATH), {} when absent. */
  payload: Record<string, any>;
  repo: Repo;
  workspace: string;
  sha: string;
  /** GITHUB_REF: the branch or tag the run is for ('' when not on GitHub). */
  ref: string;
  apiUrl: string;
  serverUrl: string;
  octokit?: Octokit;
  io: Io;
  /** Temporary directory for reports (RUNNER_TEMP). */
  temp: string;
}

export function readContext(env: NodeJS.ProcessEnv, inputs: ActionInputs, io: Io): ActionContext {
  const eventPath = env.GITHUB_EVENT_PATH;
  let payload: Record<string, any> = {};
  if (eventPath) {
    try {
      payload = JSON.parse(readFileSync(eventPath, 'utf8'));
    } catch (error) {
      throw new Error(`cannot read the event payload ${eventPath}: ${(error as Error).message}`);
    }
  }
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  const apiUrl = env.GITHUB_API_URL || 'https://api.github.com';
  const workspace = resolve(env.GITHUB_WORKSPACE || io.cwd);
  return {
    inputs,
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    repo: { owner, repo },
    workspace,
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    apiUrl,
    serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
    octokit: inputs.token ? getOctokit(inputs.token, { baseUrl: apiUrl }) : undefined,
    io: { ...io, cwd: workspace },
    temp: resolve(env.RUNNER_TEMP || workspace),
  };
}

/** The catalogs the `catalog` input names (paths or globs, relative to the workspace). */
export async function catalogsOf(ctx: ActionContext): Promise<LoadedCatalog[]> {
  const files = await glob(ctx.inputs.catalogs, { cwd: ctx.workspace, absolute: true, onlyFiles: true });
  const yaml = files.filter((f) => /\.ya?ml$/i.test(f)).sort();
  if (yaml.length === 0) throw new Error(`no catalog matches ${ctx.inputs.catalogs.join(', ')} in the workspace`);
  // Two catalogs with one lock path (a.yaml and a.yml): locking one would overwrite the other's lock.
  const shared = sharedLockPaths(yaml);
  if (shared.length > 0) {
    throw new Error(shared.map(([lock, files]) => `${files.map((f) => repoPath(ctx, f)).join(' and ')} would share the lock ${repoPath(ctx, lock)}: rename one`).join('\n'));
  }
  const loaded: LoadedCatalog[] = [];
  for (const path of yaml) loaded.push(await loadCatalog(path));
  distinctAgents(loaded, (path) => repoPath(ctx, path));
  // Values the catalogs read from the environment are masked in the job log too.
  for (const secret of secretsFor(loaded.map((l) => l.catalog), ctx.io.env)) core.setSecret(secret);
  return loaded;
}

/** A workspace path as git and GitHub show it: relative, forward slashes. */
export function repoPath(ctx: ActionContext, path: string): string {
  return relative(ctx.workspace, path).split(sep).join('/');
}

export async function defaultBranch(ctx: ActionContext): Promise<string> {
  if (ctx.inputs.baseBranch) return ctx.inputs.baseBranch;
  return repositoryDefaultBranch(ctx);
}

/**
 * The repository's default branch, or null (with a warning) when it cannot be told — a scheduled run's event names
 * no repository, and the API did not answer: the branches of `base-branch` are then its own, never the default's.
 */
export async function defaultOrNull(ctx: ActionContext): Promise<string | null> {
  try {
    return await repositoryDefaultBranch(ctx);
  } catch (error) {
    core.warning(`could not tell the repository's default branch (${(error as Error).message}); the branches for base-branch ${ctx.inputs.baseBranch} are named as its own`);
    return null;
  }
}

/** The repository's own default branch, whatever `base-branch` says (promotions are tagged from it only). */
export async function repositoryDefaultBranch(ctx: ActionContext): Promise<string> {
  const fromPayload = ctx.payload.repository?.default_branch;
  if (typeof fromPayload === 'string' && fromPayload) return fromPayload;
  if (!ctx.octokit) throw new Error('cannot tell the default branch: give the Action github-token');
  const { data } = await ctx.octokit.rest.repos.get(ctx.repo);
  return data.default_branch;
}
