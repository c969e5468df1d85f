// mode: drift (schedule, workflow_dispatch). Rediscover; when the live
// catalog differs from the lock on the base branch, relock (human fields kept,
// new tools undeclared) on one branch per lock and open or update its pull
// request; when the drift is gone, close it and delete the branch. A server
// that cannot be verified changes no lock: it gets an issue instead.
import { createHash } from 'node:crypto';
import * as core from '@actions/core';
import { checkOne, type CheckRun } from '../commands/check.js';
import { relock } from '../commands/lock.js';
import { heldValuesLine, progressLine, scrub, secretsFor } from '../commands/context.js';
import { discoverCatalog } from '../discovery/discover-all.js';
import { closeIssue, closePull, createOrUpdatePull, findOpenPull, upsertIssue, PermissionError } from '../github/api.js';
import { BranchMovedError, Git } from '../github/git.js';
import { parseCatalog, type LoadedCatalog } from '../lock/catalog-file.js';
import { lockPathFor, parseLock } from '../lock/lock-file.js';
import { relativePaths } from '../util/relative-paths.js';
import { logInline, markdownCode, markdownInline } from '../report/escape.js';
import { combineReports, shareOf } from '../report/combine.js';
import { renderMarkdown, renderOverallMarkdown, ROW_ID } from '../report/markdown.js';
import { listSome, truncate } from '../util/truncate.js';
import type { LockFile, Report } from '../types.js';
import { stableStringify } from '../util/stable-json.js';
import { redactDeep, redactHidden } from '../util/redact.js';
import { catalogsOf, defaultBranch, defaultOrNull, repoPath, type ActionContext } from './context.js';
import { publish, type Outcome } from './publish.js';

export const driftBranch = (agent: string, base?: string, repositoryDefault?: string | null) =>
  ownBase(base, repositoryDefault) ? `catalog-lock-into-${branchWord(base!)}/${agent}` : `catalog-lock/${agent}`;

/**
 * Whether a base gets branches of its own: given (`base-branch`) and not the repository's default — or the default
 * could not be told (null): then never the default base's branch, which another base's run would overwrite.
 */
export const ownBase = (base: string | undefined, repositoryDefault: string | null | undefined) => base !== undefined && repositoryDefault !== undefined && base !== repositoryDefault;

/**
 * A base branch as one word of a branch name, unambiguous (`release/1.2` → `release--1.2-<8 hex of its sha256>`):
 * the drift and rollback branches of a base other than the repository's default get their own namespace, so two
 * bases never share one branch (and its pull request, and the base's commits) — not even `release/1` and
 * `release--1` —, and `catalog-lock/<agent>` stays the default base's.
 */
export const branchWord = (base: string) => `${base.replace(/\//g, '--')}-${createHash('sha256').update(base).digest('hex').slice(0, 8)}`;
const issueMarker = (agent: string) => `<!-- mcp-catalog-lock:unverifiable:${agent} -->`;

/** New tools named in a drift pull request's body (a gateway can add hundreds at once); the count says how many. */
const ADDED_NAMED = 50;

export function driftBody(report: Report, catalogPath: string, added: string[]): string {
  return [
    `The live MCP catalog of **${markdownInline(report.agent)}** differs from the lock on the base branch. This pull request relocks ${markdownCode(catalogPath)}.`,
    '',
    '**Merging it approves the new lock.** Before merging: review the contract changes below, and declare the `effect` (and `approval`) of every tool marked `effect: undeclared` — until then they count as writes and the check blocks promotion.',
    added.length > 0 ? `\nNew tools added to the catalog as undeclared (${added.length}): ${listSome(added.map((id) => markdownCode(truncate(id, ROW_ID))), ADDED_NAMED)}${added.length > ADDED_NAMED ? ' (the catalog diff lists them)' : ''}.\n` : '',
    renderMarkdown(report, 50_000),
  ].join('\n');
}

async function handleUnverifiable(ctx: ActionContext, loaded: LoadedCatalog, problems: string[]): Promise<void> {
  const agent = loaded.catalog.agent;
  // Written from redacted data, the log as the issue (the runner masks the values it was given, not their encodings).
  const secrets = secretsFor([loaded.catalog], ctx.io.env);
  const data = (text: string) => redactHidden(text, secrets);
  core.warning(`${data(agent)}: cannot verify the live catalog; the lock is not changed (${logInline(problems.map(data).join('; '))})`);
  if (!ctx.octokit) return;
  const body = [
    `The scheduled drift check could not verify the live MCP catalog of **${markdownInline(data(agent))}** (${markdownCode(data(repoPath(ctx, loaded.path)))}). Missing evidence is never a pass: the lock was not changed.`,
    '',
    ...problems.map((p) => `- ${markdownInline(data(p))}`),
    '',
    'This issue closes itself when every server answers again.',
  ].join('\n');
  const issue = await upsertIssue(ctx.octokit, ctx.repo, { marker: issueMarker(agent), title: `catalog-lock: cannot verify the catalog of ${agent}`, body });
  core.info(`${issue.created ? 'opened' : 'updated'} issue #${issue.number}`);
}

export async function driftMode(ctx: ActionContext): Promise<Outcome> {
  const catalogs = await catalogsOf(ctx);
  const base = await defaultBranch(ctx);
  const repositoryDefault = ctx.inputs.baseBranch ? await defaultOrNull(ctx) : base;
  const git = new Git(ctx.workspace);
  const baseSha = await git.fetch(`refs/heads/${base}`);
  const secrets = secretsFor(catalogs.map((c) => c.catalog), ctx.io.env);
  const reports: Report[] = [];
  let unverifiable = false;
  let pullNumber: number | undefined;
  const failed: string[] = [];
  const fail = (agent: string, error: unknown) => {
    failed.push(agent);
    core.error(`${agent}: ${logInline(relativePaths(scrub((error as Error).message, secrets), ctx.workspace))}`);
  };

  for (const working of catalogs) {
    // The lock that counts is the one on the base branch, whatever is checked out.
    const catalogPath = repoPath(ctx, working.path);
    const lockPath = repoPath(ctx, lockPathFor(working.path));
    const baseCatalogText = await git.show(baseSha, catalogPath);
    const loaded = baseCatalogText === undefined ? working : parseCatalog(baseCatalogText, working.path);
    const agent = loaded.catalog.agent;
    const snapshot = await discoverCatalog(loaded.catalog, {
      env: ctx.io.env,
      baseDir: loaded.dir,
      secrets,
      onServer: (server, done, total) => progressLine({ ...ctx.io, progress: true }, server, done, total),
      onHeldValues: (label, held) => heldValuesLine(ctx.io, label, held),
    });
    // Checked against the base branch's lock (none there: no lock), whatever is checked out. The snapshot was just
    // discovered from the live servers: the report is a live check, not a check against a snapshot file. Made before
    // the relock, so that an agent whose relock fails is still in the outputs and the summary with what drifted.
    const baseLock = await git.show(baseSha, lockPath);
    let report: Report;
    let lock: LockFile | null = null;
    try {
      lock = baseLock === undefined ? null : parseLock(baseLock, lockPath);
      report = await checkOne(ctx.io, loaded, { failOn: ctx.inputs.failOn }, { snapshots: [snapshot], secrets, now: new Date(), lock, discovered: true });
    } catch (error) {
      fail(agent, error);
      continue;
    }
    reports.push(report);
    let result: ReturnType<typeof relock>;
    try {
      result = relock(loaded, snapshot, secrets, ctx.io.env, lock);
    } catch (error) {
      // A catalog whose tools map cannot take new entries in place (an alias): this agent fails, the others go on.
      fail(agent, error);
      continue;
    }
    if (!result.ok) {
      unverifiable = true;
      await safely(() => handleUnverifiable(ctx, loaded, result.problems.length > 0 ? result.problems : [result.reason]));
      continue;
    }
    if (ctx.octokit) await safely(() => closeIssue(ctx.octokit!, ctx.repo, issueMarker(agent), 'Every server answers again; the live catalog was verified.'));
    const branch = driftBranch(agent, base, repositoryDefault);
    // One lock's branch or pull request failing (a concurrent push, a missing permission)
    // must not stop the drift check of the others: report it, go on, fail the step at the end.
    try {
      if (result.lockText === baseLock && result.catalogText === (baseCatalogText ?? loaded.text)) {
        core.info(`${agent}: no drift`);
        // null: the API says no pull request is open; undefined: not known.
        const open = ctx.octokit ? await findOpenPull(ctx.octokit, ctx.repo, branch).then((found) => found ?? null, () => undefined) : undefined;
        // People's commits on the drift branch (declarations) are never dropped while its pull request may be open: it
        // stays for them to merge or close (closed, the next run deletes the branch).
        if (open !== null && (await git.hasPeopleCommits(branch, baseSha))) {
          core.warning(`${agent}: the drift is gone, but branch ${branch} holds commits by people; it and its pull request were left as they are (merge or close it)`);
          continue;
        }
        if (open && ctx.octokit) {
          await safely(() => closePull(ctx.octokit!, ctx.repo, open.number, 'The live catalog matches the lock again: nothing left to propose.'));
          core.info(`${agent}: closed #${open.number}`);
        }
        if (await git.deleteRemoteBranch(branch)) core.info(`${agent}: deleted branch ${branch}`);
        continue;
      }
      // A branch whose pull request is no longer open (merged: a squash leaves its commits off the base; or
      // closed) proposes nothing any more: it starts again from the base, whoever committed to it. Only when
      // the API said so: a branch whose pull request could not be looked up is kept.
      if (ctx.octokit) {
        const open = await findOpenPull(ctx.octokit, ctx.repo, branch).then(
          (found) => found ?? null,
          () => undefined,
        );
        if (open === null && (await git.deleteRemoteBranch(branch))) core.info(`${agent}: branch ${branch} had no open pull request; started again from ${base}`);
      }
      const pushed = await git.commitToBranch({
        baseSha,
        branch,
        // (relock refuses a lock whose data holds a secret; its own words, a value `read` in `"effect": "read"`, stay.)
        files: { [lockPath]: result.lockText, [catalogPath]: result.catalogText },
        message: `catalog-lock: relock ${agent} from the live catalog\n\n${report.decision}: ${report.reasons.join('; ')}`,
      });
      core.info(`${agent}: branch ${branch} ${pushed.result}`);
      if (pushed.result === 'kept') {
        // Its pull request keeps saying what the branch holds (as a rollback branch's does): a body listing drift the
        // branch does not contain would have reviewers believe they approve it. Whether the live catalog moved on
        // from what the branch proposes is told by the approved contracts (people's declarations aside).
        const held = await git.show(pushed.sha, lockPath).catch(() => undefined);
        if (held !== undefined && sameContracts(held, result.lockText)) {
          core.info(`${agent}: branch ${branch} has commits by people (declarations?) and still proposes the live catalog; it was left as it is (merge or close its pull request)`);
        } else {
          core.warning(`${agent}: branch ${branch} has commits by people (declarations?); it was not overwritten and its pull request was not changed, though the live catalog drifted since. Merge or close it; the next run proposes the drift again.`);
        }
        continue;
      }
      if (ctx.octokit) {
        const pull = await createOrUpdatePull(ctx.octokit, ctx.repo, {
          branch,
          base,
          title: `catalog-lock: ${agent} catalog drift (${report.decision})`,
          // (The report's data is redacted: see checkOne; the body's other data here.)
          body: driftBody(report, redactHidden(catalogPath, secrets), redactDeep(result.added, secrets) as string[]),
        });
        pullNumber = pull.number;
        core.info(`${agent}: pull request #${pull.number} ${pull.created ? 'opened' : 'up to date'}`);
      }
    } catch (error) {
      failed.push(agent);
      core.error(`${agent}: ${error instanceof PermissionError || error instanceof BranchMovedError ? error.message : logInline(scrub((error as Error).message, secrets))}`);
    }
  }
  if (pullNumber !== undefined) core.setOutput('pull-request-number', String(pullNumber));
  const run: CheckRun = { reports, catalogs, locate: () => () => undefined, secrets, exitCode: 0 };
  const outcome = await publish(ctx, run, combineReports([...(reports.length > 1 ? [renderOverallMarkdown(reports)] : []), ...reports.map((r) => renderMarkdown(r, shareOf(reports.length)))]));
  if (failed.length > 0) {
    const also = unverifiable ? '; and a server could not be verified (see the warnings above)' : '';
    return { ...outcome, exitCode: 2, message: `could not propose the relocked lock of ${failed.join(', ')} (see the errors above)${also}` };
  }
  // Drift is reported through the pull request; a server that could not be verified fails the step (fail closed)
  // unless the workflow set fail-on-unverifiable: false.
  return { ...outcome, exitCode: unverifiable && ctx.inputs.failOnUnverifiable ? 2 : 0 };
}

async function safely(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    core.warning(error instanceof PermissionError ? error.message : logInline((error as Error).message));
  }
}


/** Whether two lock texts approve the same contracts (tool ids, contract hashes, server entries), declarations aside. */
function sameContracts(a: string, b: string): boolean {
  try {
    const contracts = (text: string) => {
      const lock = JSON.parse(text) as LockFile;
      const tools = Object.keys(lock.tools).sort().map((id) => [id, lock.tools[id].contractHash]);
      const servers = Object.keys(lock.servers).sort().map((label) => [label, lock.servers[label]]);
      return stableStringify({ tools, servers, prompts: lock.prompts, resourceTemplates: lock.resourceTemplates });
    };
    return contracts(a) === contracts(b);
  } catch {
    return false;
  }
}
