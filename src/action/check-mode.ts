// mode: check (pull_request). Rediscover the live catalog and check it against
// the lock at the pull request's head; summary, sticky comment, SARIF,
// annotations on the catalog lines; fail as the policy says.
import * as core from '@actions/core';
import { atLeast } from '../rules/rules.js';
import { runCheck, type CheckRun } from '../commands/check.js';
import { Git } from '../github/git.js';
import { upsertComment, PermissionError } from '../github/api.js';
import { loadLock, lockPathFor, parseLock } from '../lock/lock-file.js';
import { declarationChanges, movedScope, weakened } from '../analysis/declarations.js';
import { movedTools } from '../analysis/lock-diff.js';
import { logInline, markdownCode, markdownInline } from '../report/escape.js';
import { truncate } from '../util/truncate.js';
import { relativePaths } from '../util/relative-paths.js';
import { COMMENT_LIMIT, combineReports, shareOf } from '../report/combine.js';
import { renderMarkdown, renderOverallMarkdown } from '../report/markdown.js';
import { secretsFor } from '../commands/context.js';
import { redactDeep, redactFields, redactHidden } from '../util/redact.js';
import type { LockFile, Report } from '../types.js';
import { repoPath, type ActionContext, catalogsOf } from './context.js';
import { publish, type Outcome } from './publish.js';
import { annotationsOf } from './annotations.js';
import { changedFiles, removedAgentsStatement, type ChangedFiles, type GoneCatalog } from './changed-files.js';

export const CHECK_MARKER = '<!-- mcp-catalog-lock:check -->';

/**
 * A pull request from a fork runs without secrets: the live catalog cannot be verified. One whose head repository
 * is not known (a fork deleted since: GitHub sends `head.repo: null`) is taken for a fork: never checked live as if
 * it were the repository's own branch.
 */
export function isFork(payload: Record<string, any>): boolean {
  const pr = payload.pull_request;
  if (!pr) return false;
  const head = pr.head?.repo?.full_name;
  const base = pr.base?.repo?.full_name;
  if (typeof head !== 'string' || head === '') return true;
  return Boolean(base && head !== base);
}

/** Lock files this pull request changes (a promotion pull request), by catalog path. */
function changedLocks(ctx: ActionContext, run: CheckRun, changes: ChangedFiles | undefined): Map<string, { lock: boolean }> {
  const changed = new Map<string, { lock: boolean }>();
  if (!changes) return changed;
  for (const loaded of run.catalogs) {
    const lock = changes.names.has(repoPath(ctx, lockPathFor(loaded.path)));
    if (lock || changes.names.has(repoPath(ctx, loaded.path))) changed.set(loaded.path, { lock });
  }
  return changed;
}

/** Declarations shown per tool in a promotion statement, at most (the count says how many more). */
const WEAKENED_SHOWN = 20;
/** Waived findings on added tools shown in a promotion statement, at most. */
const WAIVED_SHOWN = 10;

/**
 * Tools whose declaration the head lock weakens or moves against the base lock (less approval, a smaller effect,
 * another identity or target), as "id: field: before → after, …" (the fields that changed, as declaration_changed says
 * them): what a reviewer approves by merging, said before the report.
 */
export function weakenedDeclarations(base: LockFile | null | undefined, head: LockFile | undefined): string[] | undefined {
  // No lock on the base branch: nothing approved to weaken. Either lock unreadable: not compared.
  if (base === null) return [];
  if (!base || !head) return undefined;
  const out: string[] = [];
  for (const id of Object.keys(head.tools).sort()) {
    const before = Object.hasOwn(base.tools, id) ? base.tools[id].declared : undefined;
    const now = head.tools[id].declared;
    if (!before || !now || (!weakened(before, now) && !movedScope(before, now))) continue;
    out.push(`${id}: ${declarationChanges(before, now).join(', ')}`);
  }
  // A tool moved to another server (or its server relabelled) with the same contract: compared across the move.
  const gone = Object.keys(base.tools).filter((id) => !Object.hasOwn(head.tools, id));
  const added = Object.keys(head.tools).filter((id) => !Object.hasOwn(base.tools, id));
  for (const [from, to] of movedTools(base.tools, gone, head.tools, added)) {
    const before = base.tools[from].declared;
    const now = head.tools[to].declared;
    if (!before || !now || (!weakened(before, now) && !movedScope(before, now))) continue;
    out.push(`${from} → ${to} (moved): ${declarationChanges(before, now).join(', ')}`);
  }
  return out;
}

/**
 * What a promotion pull request must show: the lock equals the live catalog it approves, every new tool has a
 * declared effect, and what it weakens. One that deletes the lock withdraws every approval: said so. One that
 * changes the catalog alone (declarations) is said to change the catalog.
 */
export function promotionStatement(
  report: Report,
  weakenedList: string[] | undefined,
  changes: { lock: boolean; renamedFrom?: string } = { lock: true },
  addedTools?: readonly string[],
): string {
  if (report.findings.some((f) => f.rule === 'lock_missing')) {
    return ['**This pull request deletes the lock.** Every approval of the base branch\'s lock is withdrawn: nothing is approved until a lock is committed again (`lock_missing`).', ''].join('\n');
  }
  const matches = report.mode === 'live' && report.summary.liveDigest !== null && report.summary.liveDigest === report.summary.lockDigest;
  const undeclared = report.findings.filter((f) => f.rule === 'undeclared_effect' && !f.waived).length;
  // (In code spans: escaped inline, a server's long names grew up to five times, `:` as `&#58;`.)
  const shown = (weakenedList ?? []).slice(0, WEAKENED_SHOWN).map((line) => `  - ${markdownCode(truncate(line, 300))}`);
  // Waivers already in the catalog that cover a serious finding on a tool this update adds (a waiver by pattern covers
  // tools added later, which nobody saw when it was written): merging approves them waived, so they are said.
  const added = new Set(addedTools ?? []);
  const waivedOnAdded = report.findings.filter((f) => f.waived && atLeast(f.severity, 'high') && f.tools.some((id) => added.has(id)));
  const waivedShown = waivedOnAdded.slice(0, WAIVED_SHOWN).map((f) => `  - ${markdownCode(truncate(`${f.rule} (${f.severity}): ${f.tools.join(', ')}`, 300))}`);
  return [
    changes.lock ? '**This pull request updates the lock.** Merging it is the approval.' : '**This pull request changes the catalog, not the lock.** Declarations it changes take effect once relocked (`catalog-lock lock`).',
    ...(changes.renamedFrom !== undefined ? [`- Its agent's lock was beside ${markdownCode(truncate(changes.renamedFrom, 300))} on the base branch: compared with that lock`] : []),
    `- The lock equals the live catalog it approves: ${matches ? 'yes' : report.mode === 'live' ? '**no**' : '**not verified** (no live check)'}`,
    `- Every tool has a declared effect: ${undeclared === 0 ? 'yes' : `**no** (${undeclared} undeclared, treated as writes)`}`,
    weakenedList === undefined
      ? '- What it changes in the approved declarations: **not compared** (the base branch\'s lock could not be read)'
      : weakenedList.length === 0
      ? '- It weakens no approved declaration (approval, effect, identity, target) of the base branch\'s lock'
      : `- **It weakens or moves ${weakenedList.length} approved declaration(s)** of the base branch's lock:\n${shown.join('\n')}${weakenedList.length > WEAKENED_SHOWN ? `\n  - and ${weakenedList.length - WEAKENED_SHOWN} more` : ''}`,
    ...(waivedOnAdded.length > 0
      ? [
          `- **Waivers already cover ${waivedOnAdded.length} high or critical finding(s) on tools it adds** (a waiver's pattern covers tools added after it was written; merging approves them waived):\n${waivedShown.join('\n')}${waivedOnAdded.length > WAIVED_SHOWN ? `\n  - and ${waivedOnAdded.length - WAIVED_SHOWN} more` : ''}`,
        ]
      : []),
    '',
  ].join('\n');
}

/**
 * The lock the base branch approved for `agent`, for the promotion statement (null: the base approved none for it;
 * undefined: unreadable), and where it was when not beside `path` (a catalog renamed, or agents swapped between
 * catalogs: an outside review found both said "weakens no approved declaration"). The lock beside the catalog when
 * it approves that agent; else any lock of the base branch that does.
 */
async function baseLockOf(
  ctx: ActionContext,
  path: string,
  agent: string,
  index: () => Promise<Map<string, string> | undefined>,
): Promise<{ lock: LockFile | null | undefined; from?: string; replaced?: string }> {
  const base = ctx.payload.pull_request?.base?.sha;
  if (typeof base !== 'string') return { lock: undefined };
  try {
    const git = new Git(ctx.workspace);
    const beside = lockPathFor(repoPath(ctx, path));
    const text = await git.show(base, beside);
    // The agent the lock beside it approved, when another (its catalog now names another agent).
    let replaced: string | undefined;
    if (text !== undefined) {
      const lock = parseLock(text, beside);
      if (lock.agent === agent) return { lock };
      replaced = lock.agent;
    } else if (!(await git.run(['cat-file', '-e', `${base}^{commit}`]).then(() => true, () => false))) {
      // The base commit itself not fetched: nothing proves there was no lock.
      return { lock: undefined };
    }
    const locks = await index();
    if (locks === undefined) return { lock: undefined, replaced };
    const elsewhere = locks.get(agent);
    if (elsewhere === undefined) return { lock: null, replaced };
    return { lock: parseLock((await git.show(base, elsewhere))!, elsewhere), from: elsewhere.replace(/\.lock\.json$/, ''), replaced };
  } catch {
    return { lock: undefined };
  }
}

/** Every lock of the base branch by the agent it approves (read once, only when a catalog's own lock is not its agent's). */
async function baseLockIndex(ctx: ActionContext, base: string): Promise<Map<string, string> | undefined> {
  try {
    const git = new Git(ctx.workspace);
    const names = (await git.run(['ls-tree', '-r', '-z', '--name-only', base])).split('\0').filter((name) => name.endsWith('.lock.json'));
    const byAgent = new Map<string, string>();
    for (const name of names) {
      const text = await git.show(base, name).catch(() => undefined);
      if (text === undefined) continue;
      try {
        const agent = (JSON.parse(text) as { agent?: unknown }).agent;
        if (typeof agent === 'string' && !byAgent.has(agent)) byAgent.set(agent, name);
      } catch {
        // Not a lock of ours.
      }
    }
    return byAgent;
  } catch {
    return undefined;
  }
}

export async function checkMode(ctx: ActionContext): Promise<Outcome> {
  const fork = isFork(ctx.payload);
  const offline = ctx.inputs.offline || fork;
  if (fork && !ctx.inputs.offline) {
    core.warning('pull request from a fork: no secrets are available, so the live catalog is NOT verified; checking the lock files only (decision is never promote)');
  }
  let run: CheckRun;
  try {
    const catalogs = await catalogsOf(ctx);
    run = await runCheck(ctx.io, { offline, failOn: ctx.inputs.failOn, runtimeSnapshot: ctx.inputs.runtimeSnapshot, runtimeMaxAgeMs: ctx.inputs.runtimeMaxAgeMs }, catalogs);
  } catch (error) {
    // A check that could not run (a lock edited by hand, a catalog that no longer parses) leaves no earlier verdict
    // standing: the sticky comment and the summary say so, then the step fails (exit 2).
    await notChecked(ctx, error as Error);
    throw error;
  }
  const event = ctx.payload.pull_request;
  const pull = event?.base?.sha && event?.head?.sha ? await changedFiles(ctx, String(event.base.sha), String(event.head.sha), 'the pull request') : undefined;
  const promotions = changedLocks(ctx, run, pull);
  // A catalog taken away (its agent no longer in any catalog) is said first; a catalog renamed is compared with its
  // agent's lock where it was (baseLockOf).
  const headAgents = new Set(run.catalogs.map((loaded) => loaded.catalog.agent));
  const removed = (pull?.gone ?? []).filter((g) => g.agent === undefined || !headAgents.has(g.agent));
  let indexed: Promise<Map<string, string> | undefined> | undefined;
  const index = () => (indexed ??= event?.base?.sha ? baseLockIndex(ctx, String(event.base.sha)) : Promise.resolve(undefined));
  // The base's lock of each catalog whose lock or catalog the pull request changes.
  const bases = new Map<string, Awaited<ReturnType<typeof baseLockOf>>>();
  for (const loaded of run.catalogs) {
    if (!promotions.has(loaded.path)) continue;
    const found = await baseLockOf(ctx, loaded.path, loaded.catalog.agent, index);
    bases.set(loaded.path, found);
    // A catalog that now names another agent takes its old agent away, unless another catalog names it.
    if (found.replaced !== undefined && !headAgents.has(found.replaced) && !removed.some((g) => g.agent === found.replaced)) {
      removed.push({ path: repoPath(ctx, loaded.path), agent: found.replaced, renamedAgent: loaded.catalog.agent });
    }
  }
  for (const g of removed) core.warning(`this pull request removes the locked catalog ${logInline(g.path)}${g.agent !== undefined ? ` (agent ${logInline(g.agent)})` : ''}: every approval of it is withdrawn`);
  // Every part of the comment is written from redacted data (the reports' own: see checkOne), never redacted as text.
  const parts: string[] = removed.length > 0 ? [removedAgentsStatement(removed.map((g) => redactFields(g, run.secrets, [])), 'This pull request')] : [];
  if (run.reports.length > 1) parts.push(renderOverallMarkdown(run.reports));
  // A fork's pull request that changes what is approved (a lock, a catalog, one taken away) cannot be verified here:
  // it never passes (exit 2), or a lock rewritten with hashes that agree with one another would turn the required
  // check green (an outside review). One that changes nothing approved is checked on its files, as before.
  // (A diff that cannot be read proves nothing unchanged: a fork's pull request then cannot pass either.)
  const unverifiable = fork && !ctx.inputs.offline && (pull === undefined || promotions.size > 0 || removed.length > 0);
  if (fork && !ctx.inputs.offline) {
    parts.push(
      unverifiable
        ? '> [!CAUTION]\n> Pull request from a fork that **changes a catalog or a lock** (or whose changes could not be read): secrets are not available, so the live catalog it approves cannot be verified here, and this check cannot pass (exit 2). Push the branch to this repository (or have a maintainer do so) to check it live.\n'
        : '> [!WARNING]\n> Pull request from a fork: secrets are not available, so **the live catalog was not verified**. Only the lock files were checked.\n',
    );
  }
  const statements: (string | undefined)[] = [];
  for (const [i, report] of run.reports.entries()) {
    const loaded = run.catalogs[i];
    const changes = promotions.get(loaded.path);
    if (!changes) {
      statements.push(undefined);
      continue;
    }
    const head = await loadLock(lockPathFor(loaded.path)).catch(() => undefined);
    const base = bases.get(loaded.path)!;
    // (Where the agent's lock was, as its catalog's path: the yaml or yml it sat beside.)
    const from = base.from !== undefined ? (pull?.gone.find((g) => lockPathFor(g.path) === `${base.from}.lock.json`)?.path ?? `${base.from}.lock.json`) : undefined;
    const weakenedList = redactDeep(weakenedDeclarations(base.lock, head), run.secrets) as string[] | undefined;
    // Tools the head lock approves that the base lock did not (every one when the base had none; none known when unread).
    const baseLock = base.lock;
    const added = head && baseLock !== undefined ? Object.keys(head.tools).filter((id) => baseLock === null || !Object.hasOwn(baseLock.tools, id)) : [];
    statements.push(
      promotionStatement(report, weakenedList, from !== undefined ? { ...changes, renamedFrom: redactHidden(from, run.secrets) } : changes, redactDeep(added, run.secrets) as string[]),
    );
  }
  // The reports share what the statements leave of the comment (a long statement once pushed the whole report —
  // its decision and reasons — out of it: an outside review).
  const fixed = [...parts, ...statements].reduce((sum, part) => sum + (part === undefined ? 0 : part.length + 1), 0);
  const share = shareOf(run.reports.length, COMMENT_LIMIT - 5_000 - fixed);
  for (const [i, report] of run.reports.entries()) {
    if (statements[i] !== undefined) parts.push(statements[i]!);
    parts.push(renderMarkdown(report, share));
  }
  // Redacted before it leaves for the API (the runner masks its own log, not what is posted to GitHub): its parts are.
  const markdown = combineReports(parts);

  annotate(run);
  const failed = run.exitCode !== 0 || unverifiable;
  const pr = ctx.payload.pull_request;
  if (pr?.number && ctx.octokit && ctx.inputs.comment !== 'never') {
    try {
      // on-failure: a passing run creates no comment, but updates the one an earlier failing run left (never a stale failure).
      await upsertComment(ctx.octokit, ctx.repo, pr.number, CHECK_MARKER, markdown, { create: ctx.inputs.comment === 'always' || failed });
    } catch (error) {
      // Never hide the check result behind a comment failure.
      core.warning(error instanceof PermissionError ? error.message : `could not write the pull-request comment: ${logInline((error as Error).message)}`);
    }
  }
  const outcome = await publish(ctx, run, markdown);
  if (unverifiable && outcome.exitCode === 0) {
    return { ...outcome, exitCode: 2, message: 'a pull request from a fork changes a catalog or a lock: the live catalog it approves cannot be verified without secrets (push the branch to this repository to check it live)' };
  }
  return outcome;
}

async function notChecked(ctx: ActionContext, error: Error): Promise<void> {
  // Redacted before it is cut and escaped (the heading and the sentences around it are this format's own words).
  const reason = markdownInline(truncate(redactHidden(relativePaths(error.message ?? String(error), ctx.workspace), secretsFor([], ctx.io.env)), 2_000));
  const body = [
    '### ⚠️ MCP catalog lock: could not check',
    '',
    `The check stopped before a decision (exit 2): ${reason}`,
    '',
    'No earlier result of this pull request holds: fix the files and push again.',
    '',
  ].join('\n');
  const pr = ctx.payload.pull_request;
  if (pr?.number && ctx.octokit && ctx.inputs.comment !== 'never') {
    try {
      await upsertComment(ctx.octokit, ctx.repo, pr.number, CHECK_MARKER, body, { create: true });
    } catch (commentError) {
      core.warning(commentError instanceof PermissionError ? commentError.message : `could not write the pull-request comment: ${logInline((commentError as Error).message)}`);
    }
  }
  try {
    await core.summary.addRaw(body, true).write();
  } catch {
    // no job summary outside a runner
  }
}

/** Annotations on the catalog lines for the most severe findings (see ./annotations.ts). */
function annotate(run: CheckRun): void {
  const { annotations, omitted } = annotationsOf(run.reports, run.locate, run.secrets);
  for (const a of annotations) (a.level === 'error' ? core.error : core.warning)(a.message, a.properties);
  if (omitted > 0) {
    core.info(`${omitted} more finding(s) are not annotated (GitHub shows 10 error and 10 warning annotations per step): the job summary, the pull-request comment and the JSON report list every finding`);
  }
}
