// mode: promote (push to the default branch). After a lock change is merged,
// verify the live catalog satisfies the merged lock, export the approved
// allowlist for runtimes and gateways, output the digest, optionally tag.
import * as core from '@actions/core';
import { unlink } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runCheck } from '../commands/check.js';
import { Git } from '../github/git.js';
import { isRollbackCommit } from './rollback-mode.js';
import { allowlistOf, type Allowlist } from '../lock/allowlist.js';
import { ownerResolver } from '../analysis/declarations.js';
import { writeFileAtomic } from '../lock/atomic-write.js';
import { loadLock, lockPathFor } from '../lock/lock-file.js';
import { combineReports, shareOf } from '../report/combine.js';
import { logInline } from '../report/escape.js';
import { renderMarkdown, renderOverallMarkdown } from '../report/markdown.js';
import type { Report } from '../types.js';
import { stableStringify } from '../util/stable-json.js';
import { redactFields } from '../util/redact.js';
import { catalogsOf, repoPath, repositoryDefaultBranch, type ActionContext } from './context.js';
import { publish, type Outcome } from './publish.js';
import { changedFiles, removedAgentsStatement } from './changed-files.js';

export async function promoteMode(ctx: ActionContext): Promise<Outcome> {
  const catalogs = await catalogsOf(ctx);
  const run = await runCheck(ctx.io, { failOn: ctx.inputs.failOn, runtimeSnapshot: ctx.inputs.runtimeSnapshot, runtimeMaxAgeMs: ctx.inputs.runtimeMaxAgeMs }, catalogs);
  const allowlist: Allowlist = { allowlistVersion: 1, agents: [] };
  // Each catalog with its own report (runCheck reports in catalog order) and its lock's allowlist entry.
  const promotions: { entry: Allowlist['agents'][number]; report: Report }[] = [];
  for (const [i, loaded] of run.catalogs.entries()) {
    const lock = await loadLock(lockPathFor(loaded.path));
    if (!lock) continue;
    // A lock of another agent (lock_agent_mismatch) would be exported under that agent's name.
    if (lock.agent !== loaded.catalog.agent) {
      core.info(logInline(`not exported: the lock beside ${repoPath(ctx, loaded.path)} approves agent ${lock.agent}, not ${loaded.catalog.agent}`));
      continue;
    }
    const entry = allowlistOf(lock, repoPath(ctx, loaded.path), loaded.catalog.release, ownerResolver(loaded.catalog));
    allowlist.agents.push(entry);
    promotions.push({ entry, report: run.reports[i] });
  }
  // Agents this push takes away (a catalog and its lock deleted, or moved where the `catalog` input does not look):
  // no longer exported, said in the log and the summary, never silently.
  const before = typeof ctx.payload.before === 'string' ? ctx.payload.before : '';
  const after = ctx.sha || (typeof ctx.payload.after === 'string' ? ctx.payload.after : '');
  const pushed = before && after ? await changedFiles(ctx, before, after, 'this push') : undefined;
  const agents = new Set(run.catalogs.map((loaded) => loaded.catalog.agent));
  const removed = (pushed?.gone ?? []).filter((g) => g.agent === undefined || !agents.has(g.agent));
  for (const g of removed) core.warning(logInline(`no longer exported: this push removes the locked catalog ${g.path}${g.agent !== undefined ? ` (agent ${g.agent})` : ''}`));
  const outcome = await publish(
    ctx,
    run,
    combineReports([
      ...(removed.length > 0 ? [removedAgentsStatement(removed.map((g) => redactFields(g, run.secrets, [])), 'This push')] : []),
      ...(run.reports.length > 1 ? [renderOverallMarkdown(run.reports)] : []),
      ...run.reports.map((r) => renderMarkdown(r, shareOf(run.reports.length))),
    ]),
  );
  // A promotion is the record of a merged lock: only a run for the default branch tags (a push to any other
  // branch would record an unreviewed lock, and tags are never moved). Tags come first: a tag that cannot be made
  // fails the step before anything is exported.
  const base = ctx.inputs.tag ? await repositoryDefaultBranch(ctx) : '';
  const onBase = ctx.ref === `refs/heads/${base}`;
  if (ctx.inputs.tag && outcome.exitCode === 0 && ctx.sha && !onBase) {
    core.warning(logInline(`not tagged: this run is for ${ctx.ref || 'an unknown ref'}, not the default branch ${base}; promotions are tagged from ${base} only`));
  }
  const tagFailures: string[] = [];
  if (ctx.inputs.tag && outcome.exitCode === 0 && ctx.sha && onBase) {
    const git = new Git(ctx.workspace);
    // The exit code follows fail-on; a tag records a promotion, so it follows each catalog's own decision:
    // a release held below the threshold (an unresolved overlap, an undeclared target, a lock of another
    // agent) is not tagged. One agent's tag that fails does not keep the others from theirs.
    for (const { entry: agent, report } of promotions) {
      if (report.decision !== 'promote') {
        core.info(logInline(`not tagged: the decision for ${report.agent} is ${report.decision}${report.reasons[0] ? ` (${report.reasons[0]})` : ''}`));
        continue;
      }
      const tag = `catalog-lock/${agent.agent}/${agent.approvalDigest.slice('sha256:'.length, 'sha256:'.length + 12)}`;
      try {
        const result = await git.pushTag(tag, ctx.sha);
        core.info(result === 'created' ? `tagged ${ctx.sha} as ${tag}` : `tag ${tag} already exists (this approval digest was promoted before); not moved`);
      } catch (error) {
        tagFailures.push(`${tag}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  // The allowlist is what a promotion exports, for every agent at once: written, and its path given, only when the
  // promotion passed for every catalog and was recorded (a step after this one that runs whatever happened must find
  // no allowlist of a failed promotion). Exit 0 also comes with a release contained below the threshold (an
  // unresolved overlap, an unproven scope): that is no promotion, and its allowlist, which says nothing of a decision,
  // would be taken for one. A file left at the path by an earlier step or run is removed then: it is no export of this one.
  const path = resolve(ctx.workspace, ctx.inputs.allowlist);
  const contained = run.reports.filter((r) => r.decision !== 'promote');
  // A push that merges a rollback restores an approved lock (seed 000: roll back the catalog and the allowlist). The
  // live servers may still serve what was rolled back, so its check does not pass; its allowlist is exported all the
  // same — the gateway would otherwise keep allowing what the rollback took away — and the step still fails.
  const rolledBack = new Set<string>();
  if (ctx.sha && contained.length > 0) {
    const git = new Git(ctx.workspace);
    for (const report of contained) if (await isRollbackCommit(git, ctx.sha, report.agent)) rolledBack.add(report.agent);
  }
  const restoring = contained.length > 0 && contained.every((r) => rolledBack.has(r.agent)) && promotions.length === run.reports.length;
  const exported = ((outcome.exitCode === 0 && contained.length === 0) || restoring) && tagFailures.length === 0;
  if (exported) {
    await writeFileAtomic(path, stableStringify(allowlist));
    core.setOutput('allowlist-path', path);
    if (restoring) {
      core.warning(
        logInline(
          `allowlist written for the lock this push rolls back to (${[...rolledBack].join(', ')}), though the live catalog still differs from it: roll the servers back too (${contained.map(decisionOf).join('; ')})`,
        ),
      );
    }
  } else {
    if (outcome.exitCode !== 0) core.info('no allowlist written: the promotion did not pass');
    else if (contained.length > 0) {
      const withheld = run.reports.filter((r) => r.decision === 'promote').map((r) => r.agent);
      core.warning(
        logInline(
          `no allowlist written: not every release was promoted (${contained.map(decisionOf).join('; ')})` +
            (withheld.length > 0 ? `; the allowlist is exported for every agent or none, so that of ${withheld.join(', ')} (promoted) is not written either` : ''),
        ),
      );
    }
    if (await removeStale(path)) core.warning(logInline(`removed ${ctx.inputs.allowlist}, left by an earlier step or run: this promotion exports no allowlist`));
  }
  if (tagFailures.length > 0) {
    return { ...outcome, exitCode: 2, message: logInline(`not promoted: could not tag ${tagFailures.join('; ')} (no allowlist written)`) };
  }
  if (outcome.exitCode !== 0) {
    // What blocks, as the reports say it (a live catalog that does not match, an undeclared effect, missing evidence).
    const held = run.reports.filter((r) => r.exitCode !== 0).map(decisionOf);
    return { ...outcome, message: logInline(`not promoted: ${held.join("; ") || `decision ${outcome.decision}`}`) };
  }
  return outcome;
}

/** Removes a file at `path` when there is one; whether it did. */
async function removeStale(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** A release's decision and its first reason, as the log says it: `ops: contain (…)`. */
function decisionOf(report: Report): string {
  return `${report.agent}: ${report.decision}${report.reasons[0] ? ` (${report.reasons[0]})` : ''}`;
}
