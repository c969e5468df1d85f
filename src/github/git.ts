// Git, for real: one deterministic branch per lock, commits made in a
// temporary worktree (the job's checkout is never disturbed), pushed with
// --force-with-lease so a concurrent update is never overwritten blindly.
import { execFile } from 'node:child_process';
import { decodeUtf8Strict, notUtf8Message } from '../lock/validate.js';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export class GitError extends Error {}

/** The remote branch moved after the Action looked at it: its --force-with-lease push was refused and nothing was overwritten. */
export class BranchMovedError extends GitError {}

/** git's words for a push refused because the remote ref is not what the lease (or a fast-forward) expected. */
const LEASE_REFUSED = /\(stale info\)|\(fetch first\)|\(non-fast-forward\)|cannot lock ref|but expected/;

const BOT = { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' };

export class Git {
  constructor(
    readonly cwd: string,
    readonly remote = 'origin',
  ) {}

  run(args: string[], options: { cwd?: string; input?: string } = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        args,
        {
          cwd: options.cwd ?? this.cwd,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
        },
        (error, stdout, stderr) => {
          if (error) reject(new GitError(`git ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
          else resolve(stdout);
        },
      );
      if (options.input !== undefined) child.stdin?.end(options.input);
    });
  }

  /** The sha of a branch on the remote, or undefined when it does not exist. */
  async remoteBranchSha(branch: string): Promise<string | undefined> {
    const out = await this.run(['ls-remote', '--heads', this.remote, `refs/heads/${branch}`]);
    const line = out.split('\n').find((l) => l.endsWith(`refs/heads/${branch}`));
    return line ? line.split(/\s+/)[0] : undefined;
  }

  async fetch(ref: string): Promise<string> {
    // A ref from an input must never become an option (`--upload-pack=<command>` runs a command).
    if (ref.startsWith('-')) throw new GitError(`not a git ref: ${JSON.stringify(ref)}`);
    await this.run(['fetch', '--no-tags', '--quiet', this.remote, ref]);
    return (await this.run(['rev-parse', 'FETCH_HEAD'])).trim();
  }

  /**
   * File content at a ref, or undefined when the file does not exist there. Decoded strictly, as catalogs and locks
   * are read from disk: bytes that are not UTF-8 are an error, never U+FFFD a relock would then commit.
   */
  async show(ref: string, path: string): Promise<string | undefined> {
    const bytes = await new Promise<Buffer | undefined>((resolve) => {
      execFile(
        'git',
        ['show', `${ref}:${path}`],
        { cwd: this.cwd, maxBuffer: 64 * 1024 * 1024, encoding: 'buffer', env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } },
        (error, stdout) => resolve(error ? undefined : stdout),
      );
    });
    if (bytes === undefined) return undefined;
    const decoded = decodeUtf8Strict(bytes);
    if (!('text' in decoded)) throw new GitError(`${path} at ${ref.slice(0, 12)}: ${notUtf8Message(decoded)}`);
    return decoded.text;
  }

  /** Commits (newest first) on `ref` that touched `path`. */
  /**
   * The commits of `ref`'s own history that changed `path`, newest first: first parents only, so a merged pull
   * request counts as its merge commit, never as the commits inside it (versions the branch never had).
   */
  async log(ref: string, path: string, max = 20): Promise<string[]> {
    const out = await this.run(['log', '--first-parent', `-n${max}`, '--format=%H', ref, '--', path]);
    return out.split('\n').filter(Boolean);
  }

  /**
   * Writes `files` on top of `baseSha` as one commit and pushes it to
   * `branch` with --force-with-lease against the branch's current remote sha.
   * Returns 'unchanged' (and pushes nothing) when the branch already holds
   * exactly that content on that base, so a second run makes no empty commit.
   */
  async commitToBranch(input: {
    baseSha: string;
    branch: string;
    files: Record<string, string>;
    message: string;
  }): Promise<{ result: 'created' | 'updated' | 'unchanged' | 'kept'; sha: string }> {
    const remoteSha = await this.remoteBranchSha(input.branch);
    const dir = await mkdtemp(join(tmpdir(), 'catalog-lock-worktree-'));
    try {
      await this.run(['worktree', 'add', '--detach', '--quiet', dir, input.baseSha]);
      for (const [path, content] of Object.entries(input.files)) {
        await mkdir(dirname(join(dir, path)), { recursive: true });
        await writeFile(join(dir, path), content);
      }
      await this.run(['add', '--', ...Object.keys(input.files)], { cwd: dir });
      await this.run(['-c', `user.name=${BOT.name}`, '-c', `user.email=${BOT.email}`, 'commit', '--quiet', '--allow-empty', '-m', input.message], { cwd: dir });
      const sha = (await this.run(['rev-parse', 'HEAD'], { cwd: dir })).trim();
      if (remoteSha) {
        await this.fetch(`refs/heads/${input.branch}`);
        const [ourTree, theirTree, theirParent] = await Promise.all([
          this.run(['rev-parse', `${sha}^{tree}`]),
          this.run(['rev-parse', `${remoteSha}^{tree}`]),
          this.run(['rev-parse', `${remoteSha}^`]).catch(() => ''),
        ]);
        if (ourTree.trim() === theirTree.trim() && theirParent.trim() === input.baseSha) return { result: 'unchanged', sha: remoteSha };
        // People may push to the branch (declaring effects in the catalog): never overwrite their commits.
        if (await this.peopleCommitted(input.baseSha, remoteSha)) return { result: 'kept', sha: remoteSha };
      }
      await this.pushWithLease(input.branch, remoteSha, `${sha}:refs/heads/${input.branch}`);
      return { result: remoteSha ? 'updated' : 'created', sha };
    } finally {
      await this.run(['worktree', 'remove', '--force', dir]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Whether the remote branch holds commits since `baseSha` by anyone but the Action (people's declarations). */
  async hasPeopleCommits(branch: string, baseSha: string): Promise<boolean> {
    const remoteSha = await this.remoteBranchSha(branch);
    if (!remoteSha) return false;
    await this.fetch(`refs/heads/${branch}`);
    return this.peopleCommitted(baseSha, remoteSha);
  }

  /** Whether commits between `baseSha` and `tip` (fetched) have an author other than the Action. */
  private async peopleCommitted(baseSha: string, tip: string): Promise<boolean> {
    const authors = (await this.run(['log', '--format=%ae', `${baseSha}..${tip}`])).split('\n').filter(Boolean);
    return authors.some((email) => email !== BOT.email);
  }

  async deleteRemoteBranch(branch: string): Promise<boolean> {
    const sha = await this.remoteBranchSha(branch);
    if (!sha) return false;
    await this.pushWithLease(branch, sha, `:refs/heads/${branch}`);
    return true;
  }

  /** Pushes `refspec` only if the remote branch is still at `expected` (absent when undefined). */
  private async pushWithLease(branch: string, expected: string | undefined, refspec: string): Promise<void> {
    try {
      await this.run(['push', '--quiet', `--force-with-lease=refs/heads/${branch}:${expected ?? ''}`, this.remote, refspec]);
    } catch (error) {
      if (error instanceof GitError && LEASE_REFUSED.test(error.message)) {
        throw new BranchMovedError(
          `the branch ${branch} changed on the remote while the Action was updating it (someone pushed to it after it was read at ${expected ? expected.slice(0, 12) : 'absent'}): nothing was overwritten; the next run proposes again`,
        );
      }
      throw error;
    }
  }

  /** Tags `sha` on the remote; an existing tag is never moved (the same digest approved earlier keeps its first commit). */
  async pushTag(tag: string, sha: string): Promise<'created' | 'exists'> {
    const existing = await this.run(['ls-remote', '--tags', this.remote, `refs/tags/${tag}`]);
    if (existing.trim()) return 'exists';
    await this.run(['tag', '-f', tag, sha]);
    await this.run(['push', '--quiet', this.remote, `refs/tags/${tag}`]);
    return 'created';
  }
}
