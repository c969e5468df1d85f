// mode: rollback (workflow_dispatch). Open a pull request that restores each
// lock — and its catalog: servers, connections, declarations — to its last
// approved version (or `rollback-to`). The rollback covers the tool surface,
// not the prompt.
import * as core from '@actions/core';
import { diffLocks, type LockDiff } from '../analysis/lock-diff.js';
import { createOrUpdatePull, findOpenPull, mergedPullsOf } from '../github/api.js';
import { Git } from '../github/git.js';
import { lockPathFor } from '../lock/lock-file.js';
import { logInline, markdownCode, markdownInline } from '../report/escape.js';
import { weakenedDeclarations } from './check-mode.js';
import { ROW_ID } from '../report/markdown.js';
import type { LockFile } from '../types.js';
import { truncate } from '../util/truncate.js';
import { catalogsOf, defaultBranch, defaultOrNull, repoPath, type ActionContext } from './context.js';
import { branchWord, ownBase } from './drift-mode.js';
import type { Outcome } from './publish.js';

/**
 * The rollback branch of an agent. Not under `catalog-lock/` (the drift branches, `catalog-lock/<agent>`): there
 * the rollback of `ops` would be the drift branch of an agent named `rollback-ops`, and one mode would close the
 * other's pull request.
 */
export const rollbackBranch = (agent: string, base?: string, repositoryDefault?: string | null) =>
  ownBase(base, repositoryDefault) ? `catalog-lock-rollback-into-${branchWord(base!)}/${agent}` : `catalog-lock-rollback/${agent}`;

/** Entries of a list named in the body; the count says how many there are (a rollback can take away thousands of tools). */
const LIST_NAMED = 50;

/** A titled list of entries (tool ids cut at ROW_ID code points, with what follows them). */
function list(title: string, entries: string[]): string[] {
  if (entries.length === 0) return [];
  const more = entries.length > LIST_NAMED ? [`- … and ${entries.length - LIST_NAMED} more (the pull request's diff of the lock lists them)`] : [];
  return [`**${title}** (${entries.length}):`, ...entries.slice(0, LIST_NAMED).map((entry) => `- ${markdownCode(entry)}`), ...more, ''];
}

const shown = (ids: string[]) => ids.map((id) => truncate(id, ROW_ID));

/** Versions of the lock on the base read to tell whether a version given as rollback-to was ever approved. */
const APPROVED_HISTORY = 200;

/** Versions of the lock read to tell whether the current one restores an earlier one. */
const ROLLBACK_HISTORY = 50;

/**
 * The commit of an earlier version the current lock is equal to, from history[from] on (past the one before it):
 * the last change restored it. Undefined when the current lock is a version of its own.
 */
async function restoredVersion(git: Git, history: string[], lockPath: string, from: number): Promise<string | undefined> {
  const current = await git.show(history[0], lockPath);
  if (current === undefined) return undefined;
  for (const sha of history.slice(from)) if ((await git.show(sha, lockPath)) === current) return sha;
  return undefined;
}

/**
 * The last approval of the lock: `previous`, the index in `history` (the lock's versions on the base, first
 * parents, newest first) of the version before it — history[0]'s merged pull request, then every older version
 * that belongs to it too (a "Rebase and merge" lands each of its commits) —, and whether that pull request was a
 * rollback (its branch a rollback branch). `previous` is 1 when the newest version belongs to no merged pull
 * request (a direct push), or when GitHub cannot say (no token, an API error: a warning, and the commits of a
 * rebase-merged pull request then count one by one).
 */
async function lastApproval(ctx: ActionContext, history: string[], base: string): Promise<{ previous: number; rollback: boolean }> {
  if (!ctx.octokit) {
    core.warning('no github-token: which pull request approved the lock cannot be asked; the previous commit that changed it is taken as the previous approved version (a rebase-merged pull request counts commit by commit)');
    return { previous: 1, rollback: false };
  }
  try {
    const pulls = await mergedPullsOf(ctx.octokit, ctx.repo, history[0], base);
    if (pulls.length === 0) return { previous: 1, rollback: false };
    const numbers = pulls.map((p) => p.number);
    let i = 1;
    while (i < history.length && (await mergedPullsOf(ctx.octokit, ctx.repo, history[i], base)).some((p) => numbers.includes(p.number))) i++;
    return { previous: i, rollback: pulls.some((p) => ROLLBACK_BRANCH.test(p.head)) };
  } catch (error) {
    core.warning(`could not tell which pull request approved the lock (${(error as Error).message}); the previous commit that changed it is taken as the previous approved version`);
    return { previous: 1, rollback: false };
  }
}

/** A rollback branch (rollbackBranch's names). */
const ROLLBACK_BRANCH = /^catalog-lock-rollback(?:-into-[^/]+)?\//;

/**
 * Whether a commit is a rollback's, by what git keeps of it: the rollback's own message (`catalog-lock: roll back
 * <agent> to …`, kept by a squash or a rebase) or a merge of a rollback branch (`Merge pull request #N from
 * owner/catalog-lock-rollback/<agent>`). Only then does a lock equal to an earlier version mean "already rolled
 * back": a re-approval that happens to restore one (a revert of the rollback) is a version of its own.
 */
export async function isRollbackCommit(git: Git, sha: string, agent: string): Promise<boolean> {
  const message = await git.run(['log', '-1', '--format=%B', sha]).catch(() => '');
  return message.includes(`catalog-lock: roll back ${agent} to `) || message.split(/\s+/).some((word) => ROLLBACK_BRANCH.test(word.replace(/^[^/]*\//, '')) && word.endsWith(`/${agent}`));
}

/**
 * The pull request's body. `weakened`: the approved declarations it weakens or moves (less approval, a smaller
 * effect, another identity or target: a version restored may hold weaker ones than the current lock); `unapproved`:
 * the version given as rollback-to is no lock the base branch ever held (never approved by a merge), said first.
 */
export function rollbackBody(agent: string, ref: string, diff: LockDiff, weakened: string[] = [], unapproved?: string): string {
  return [
    ...(unapproved !== undefined
      ? [`> [!WARNING]\n> ${markdownCode(ref)} holds a lock and a catalog that ${markdownCode(unapproved)} never had together: this version was **never approved** by a merge. Review it as a new lock.`, '']
      : []),
    `Restores the ${unapproved !== undefined ? '' : 'approved '}tool surface of **${markdownInline(agent)}** to ${markdownCode(ref)}: the lock and the catalog (servers, connections, declared effects and approvals).`,
    '',
    ...list('Approved declarations it weakens or moves', weakened.map((line) => truncate(line, 300))),
    ...list('Tools this rollback takes away', shown(diff.removed)),
    ...list('Tools it brings back', shown(diff.restored)),
    ...list('Tools whose approved contract it restores', diff.changed.map(([id, fields]) => `${truncate(id, ROW_ID)} (${fields.join(', ')})`)),
    ...list('Servers it removes', shown(diff.serversRemoved)),
    ...list('Servers it restores', shown(diff.serversRestored)),
    'After merging: remove the candidate server or tool from discovery in the runtime, revoke credentials added for it if they are no longer needed, and replay the negative selection cases before re-enabling any write.',
  ].join('\n');
}

export async function rollbackMode(ctx: ActionContext): Promise<Outcome> {
  const catalogs = await catalogsOf(ctx);
  const base = await defaultBranch(ctx);
  const repositoryDefault = ctx.inputs.baseBranch ? await defaultOrNull(ctx) : base;
  const git = new Git(ctx.workspace);
  const baseSha = await git.fetch(`refs/heads/${base}`);
  let pullNumber: number | undefined;
  // A requested rollback that has nothing to restore did not happen: the step fails (exit 2), it is not a green no-op.
  const unable: string[] = [];
  // The job summary: what each rollback pull request restores (its body), and what could not be rolled back.
  const summaries: string[] = [];
  for (const loaded of catalogs) {
    const agent = loaded.catalog.agent;
    const catalogPath = repoPath(ctx, loaded.path);
    const lockPath = repoPath(ctx, lockPathFor(loaded.path));
    let target = ctx.inputs.rollbackTo;
    if (!target) {
      const history = await git.log(baseSha, lockPath, ROLLBACK_HISTORY);
      if (history.length < 2) {
        core.error(`${agent}: the lock has no earlier approved version on ${base}; nothing to roll back to`);
        unable.push(agent);
        continue;
      }
      // The lock before the last approval: before the last merged pull request that changed it, all of whose
      // commits count as one version (a "Rebase and merge" lands each on the first parents).
      const last = await lastApproval(ctx, history, base);
      const previous = last.previous;
      if (previous >= history.length) {
        core.error(`${agent}: the lock has no version on ${base} before its last approved pull request (${ROLLBACK_HISTORY} versions read); give rollback-to`);
        unable.push(agent);
        continue;
      }
      // The last change restored an earlier version (a rollback merged): rolling back again by default would undo it
      // (a rerun, a second person on call). Nothing to do; another version is chosen with rollback-to.
      const restored = (last.rollback || (await isRollbackCommit(git, history[0], agent))) ? await restoredVersion(git, history, lockPath, previous) : undefined;
      if (restored !== undefined) {
        core.info(`${agent}: the lock on ${base} already restores the version of ${restored.slice(0, 12)} (a rollback was merged); nothing rolled back. Choose another version with rollback-to.`);
        summaries.push(`### Rollback of ${markdownInline(agent)}: nothing to do\n\nThe lock on ${markdownCode(base)} already restores the approved version of ${markdownCode(restored.slice(0, 12))}: a rollback was merged. Run again with \`rollback-to\` to choose another version.`);
        continue;
      }
      target = history[previous];
    } else {
      target = (await git.run(['rev-parse', '--verify', `${target}^{commit}`]).catch(async () => git.fetch(target!))).trim();
    }
    // A version given by hand is an approved one when the base branch held that lock once (its own history, first
    // parents): else the pull request says it was never approved (an outside review: an unmerged branch that lowered
    // an approval was restored as "the approved tool surface").
    let unapproved: string | undefined;
    if (ctx.inputs.rollbackTo) {
      // The lock and the catalog both (the catalog holds the connections: an approved lock beside a catalog that
      // starts other servers is no approved version — a review).
      const [wanted, wantedCatalog] = await Promise.all([git.show(target, lockPath), git.show(target, catalogPath)]);
      let approved = false;
      if (wanted !== undefined && wantedCatalog !== undefined) {
        const versions = (await git.run(['log', '--first-parent', `-n${APPROVED_HISTORY}`, '--format=%H', baseSha, '--', lockPath, catalogPath])).split('\n').filter(Boolean);
        for (const sha of versions) {
          if ((await git.show(sha, lockPath)) === wanted && (await git.show(sha, catalogPath)) === wantedCatalog) {
            approved = true;
            break;
          }
        }
      }
      if (!approved) {
        unapproved = base;
        core.warning(logInline(`${agent}: ${ctx.inputs.rollbackTo} holds a lock and catalog that ${base} never had together (its last ${APPROVED_HISTORY} versions read): it was never approved; the pull request says so`));
      }
    }
    const [currentLock, targetLock, targetCatalog] = await Promise.all([git.show(baseSha, lockPath), git.show(target, lockPath), git.show(target, catalogPath)]);
    if (!targetLock || !targetCatalog) {
      core.error(`${agent}: ${target} has no ${lockPath} or ${catalogPath}; nothing to roll back to`);
      unable.push(agent);
      continue;
    }
    if (targetLock === currentLock && targetCatalog === (await git.show(baseSha, catalogPath))) {
      core.info(`${agent}: already at ${target}`);
      continue;
    }
    const current = JSON.parse(currentLock ?? '{"tools":{},"servers":{}}') as LockFile;
    const restoring = JSON.parse(targetLock) as LockFile;
    const diff = diffLocks(current, restoring);
    const weakened = currentLock !== undefined ? (weakenedDeclarations(current, restoring) ?? []) : [];
    const short = target.slice(0, 12);
    const branch = rollbackBranch(agent, base, repositoryDefault);
    // A branch whose pull request is no longer open (merged — a squash leaves its commits off the base — or closed)
    // proposes nothing any more: it starts again from the base, whoever committed to it (as a drift branch does).
    // Only when the API said so: a branch whose pull request could not be looked up is kept.
    if (ctx.octokit) {
      // Into any base: a pull request retargeted since still holds the branch and its people's commits.
      const open = await findOpenPull(ctx.octokit, ctx.repo, branch).then(
        (found) => found ?? null,
        () => undefined,
      );
      if (open === null && (await git.deleteRemoteBranch(branch))) core.info(`${agent}: branch ${branch} had no open pull request; started again from ${base}`);
    }
    const body = rollbackBody(agent, short, diff, weakened, unapproved);
    const pushed = await git.commitToBranch({ baseSha, branch, files: { [lockPath]: targetLock, [catalogPath]: targetCatalog }, message: `catalog-lock: roll back ${agent} to ${short}` });
    if (pushed.result === 'kept') {
      // People committed to the rollback branch of an open pull request: it is not overwritten, so its pull request
      // must not be told it now restores another version than the branch holds. The rollback asked for did not
      // happen: the step fails.
      core.error(`${agent}: branch ${branch} has commits by people in an open pull request; it was not overwritten to roll back to ${short}. Merge or close that pull request, then run the rollback again.`);
      unable.push(agent);
      continue;
    }
    if (ctx.octokit) {
      const pull = await createOrUpdatePull(ctx.octokit, ctx.repo, { branch, base, title: `catalog-lock: roll back ${agent} to ${short}`, body });
      pullNumber = pull.number;
      core.info(`${agent}: rollback pull request #${pull.number}`);
      summaries.push(`### Rollback of ${markdownInline(agent)}: pull request #${pull.number}\n\n${body}`);
    } else {
      summaries.push(`### Rollback of ${markdownInline(agent)}: branch ${markdownCode(branch)}\n\n${body}`);
    }
  }
  if (pullNumber !== undefined) core.setOutput('pull-request-number', String(pullNumber));
  core.setOutput('decision', 'rollback');
  if (unable.length > 0) summaries.push(`### Not rolled back: ${unable.map((a) => markdownInline(a)).join(', ')}\n\nSee the errors in the log.`);
  if (summaries.length > 0) await core.summary.addRaw(summaries.join('\n\n'), true).write().catch(() => undefined);
  if (unable.length > 0) return { exitCode: 2, decision: 'rollback', message: `could not roll back ${unable.join(', ')} (see the errors above)` };
  return { exitCode: 0, decision: 'rollback' };
}
