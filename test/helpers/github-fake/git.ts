// Git refs behind the fake: in memory (repo.refs), or mirrored from a real local
// (bare) repository when the repo was seeded with `gitDir`.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FakeRepo, FakeState, FakeTagObject } from './state.js';
import { fakeSha } from './state.js';

const run = promisify(execFile);

export interface RefEntry {
  /** Full name: `refs/heads/main`. */
  ref: string;
  sha: string;
  /** Type of the object the ref points at: commit, tag (annotated), tree, blob. */
  type: string;
}

export class RefError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RefStore {
  list(): Promise<RefEntry[]>;
  get(ref: string): Promise<RefEntry | undefined>;
  create(ref: string, sha: string): Promise<RefEntry>;
  update(ref: string, sha: string, force: boolean): Promise<RefEntry>;
  delete(ref: string): Promise<void>;
  /** Is `ancestor` an ancestor of (or equal to) `descendant`? undefined: cannot tell. */
  isAncestor(ancestor: string, descendant: string): Promise<boolean | undefined>;
  /** Commits in base..head and a shortstat of base...head, when known. */
  compare(base: string, head: string): Promise<{ commits: number; additions: number; deletions: number; changedFiles: number }>;
  createTag(input: { tag: string; message: string; object: string; type: string; tagger: { name: string; email: string; date: string } }): Promise<FakeTagObject>;
  getTag(sha: string): Promise<FakeTagObject | undefined>;
}

const SHA = /^[0-9a-f]{40}$/;

export function refStoreFor(state: FakeState, repo: FakeRepo): RefStore {
  return repo.gitDir ? new GitRefStore(repo.gitDir) : new MemoryRefStore(state, repo);
}

class MemoryRefStore implements RefStore {
  constructor(
    private readonly state: FakeState,
    private readonly repo: FakeRepo,
  ) {}

  private typeOf(sha: string): string {
    return this.repo.tagObjects[sha] ? 'tag' : 'commit';
  }

  async list(): Promise<RefEntry[]> {
    return Object.entries(this.repo.refs)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([ref, sha]) => ({ ref, sha, type: this.typeOf(sha) }));
  }

  async get(ref: string): Promise<RefEntry | undefined> {
    const sha = this.repo.refs[ref];
    return sha ? { ref, sha, type: this.typeOf(sha) } : undefined;
  }

  async create(ref: string, sha: string): Promise<RefEntry> {
    if (!SHA.test(sha)) throw new RefError(422, 'Object does not exist');
    if (this.repo.refs[ref]) throw new RefError(422, 'Reference already exists');
    this.repo.refs[ref] = sha;
    return { ref, sha, type: this.typeOf(sha) };
  }

  async update(ref: string, sha: string): Promise<RefEntry> {
    if (!this.repo.refs[ref]) throw new RefError(422, 'Reference does not exist');
    if (!SHA.test(sha)) throw new RefError(422, 'Object does not exist');
    // Without a real repository the fake cannot tell a fast-forward: accepted.
    this.repo.refs[ref] = sha;
    return { ref, sha, type: this.typeOf(sha) };
  }

  async delete(ref: string): Promise<void> {
    if (!this.repo.refs[ref]) throw new RefError(422, 'Reference does not exist');
    delete this.repo.refs[ref];
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean | undefined> {
    return ancestor === descendant ? true : undefined;
  }

  async compare(): Promise<{ commits: number; additions: number; deletions: number; changedFiles: number }> {
    return { commits: 1, additions: 0, deletions: 0, changedFiles: 0 };
  }

  async createTag(input: { tag: string; message: string; object: string; type: string; tagger: { name: string; email: string; date: string } }): Promise<FakeTagObject> {
    const sha = fakeSha('tag', input.tag, input.object, input.message, String(this.state.nextId++));
    const obj: FakeTagObject = { sha, tag: input.tag, message: input.message, object: { sha: input.object, type: input.type }, tagger: input.tagger };
    this.repo.tagObjects[sha] = obj;
    return obj;
  }

  async getTag(sha: string): Promise<FakeTagObject | undefined> {
    return this.repo.tagObjects[sha];
  }
}

class GitRefStore implements RefStore {
  constructor(private readonly gitDir: string) {}

  private async git(args: string[], input?: string): Promise<string> {
    const env = { ...process.env };
    for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY']) delete env[k];
    if (input === undefined) {
      const { stdout } = await run('git', ['--git-dir', this.gitDir, ...args], { env, maxBuffer: 64 * 1024 * 1024 });
      return stdout;
    }
    return new Promise((resolve, reject) => {
      const child = execFile('git', ['--git-dir', this.gitDir, ...args], { env }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
      child.stdin!.end(input);
    });
  }

  private async objectType(sha: string): Promise<string | undefined> {
    try {
      return (await this.git(['cat-file', '-t', sha])).trim();
    } catch {
      return undefined;
    }
  }

  async list(): Promise<RefEntry[]> {
    const out = await this.git(['for-each-ref', '--format=%(refname)%00%(objectname)%00%(objecttype)']);
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [ref, sha, type] = line.split('\0');
        return { ref: ref!, sha: sha!, type: type! };
      })
      .filter((r) => !r.ref.startsWith('refs/remotes/') && r.ref !== 'refs/stash');
  }

  async get(ref: string): Promise<RefEntry | undefined> {
    return (await this.list()).find((r) => r.ref === ref);
  }

  async create(ref: string, sha: string): Promise<RefEntry> {
    if (!SHA.test(sha)) throw new RefError(422, 'Object does not exist');
    const type = await this.objectType(sha);
    if (!type) throw new RefError(422, 'Object does not exist');
    if (await this.get(ref)) throw new RefError(422, 'Reference already exists');
    try {
      // The empty old value makes git refuse if the ref appeared meanwhile.
      await this.git(['update-ref', ref, sha, '']);
    } catch {
      throw new RefError(422, 'Reference already exists');
    }
    return { ref, sha, type };
  }

  async update(ref: string, sha: string, force: boolean): Promise<RefEntry> {
    const current = await this.get(ref);
    if (!current) throw new RefError(422, 'Reference does not exist');
    if (!SHA.test(sha)) throw new RefError(422, 'Object does not exist');
    const type = await this.objectType(sha);
    if (!type) throw new RefError(422, 'Object does not exist');
    if (!force && !(await this.isAncestor(current.sha, sha))) throw new RefError(422, 'Update is not a fast forward');
    await this.git(['update-ref', ref, sha, current.sha]);
    return { ref, sha, type };
  }

  async delete(ref: string): Promise<void> {
    if (!(await this.get(ref))) throw new RefError(422, 'Reference does not exist');
    await this.git(['update-ref', '-d', ref]);
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean | undefined> {
    try {
      await this.git(['merge-base', '--is-ancestor', ancestor, descendant]);
      return true;
    } catch (e) {
      return (e as { code?: number }).code === 1 ? false : undefined;
    }
  }

  async compare(base: string, head: string): Promise<{ commits: number; additions: number; deletions: number; changedFiles: number }> {
    try {
      const commits = parseInt((await this.git(['rev-list', '--count', `${base}..${head}`])).trim(), 10);
      const stat = await this.git(['diff', '--shortstat', `${base}...${head}`]);
      const num = (re: RegExp) => parseInt(re.exec(stat)?.[1] ?? '0', 10);
      return { commits, changedFiles: num(/(\d+) files? changed/), additions: num(/(\d+) insertions?/), deletions: num(/(\d+) deletions?/) };
    } catch {
      return { commits: 0, additions: 0, deletions: 0, changedFiles: 0 };
    }
  }

  async createTag(input: { tag: string; message: string; object: string; type: string; tagger: { name: string; email: string; date: string } }): Promise<FakeTagObject> {
    const type = await this.objectType(input.object);
    if (!type) throw new RefError(422, 'Object does not exist');
    const when = Math.floor(Date.parse(input.tagger.date) / 1000);
    const content = `object ${input.object}\ntype ${input.type}\ntag ${input.tag}\ntagger ${input.tagger.name} <${input.tagger.email}> ${when} +0000\n\n${input.message}\n`;
    const sha = (await this.git(['mktag'], content)).trim();
    return { sha, tag: input.tag, message: input.message, object: { sha: input.object, type: input.type }, tagger: input.tagger };
  }

  async getTag(sha: string): Promise<FakeTagObject | undefined> {
    if ((await this.objectType(sha)) !== 'tag') return undefined;
    const raw = await this.git(['cat-file', 'tag', sha]);
    const [header, ...msg] = raw.split('\n\n');
    const field = (name: string) => new RegExp(`^${name} (.*)$`, 'm').exec(header!)?.[1] ?? '';
    const tagger = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(field('tagger'));
    return {
      sha,
      tag: field('tag'),
      message: msg.join('\n\n').replace(/\n$/, ''),
      object: { sha: field('object'), type: field('type') },
      tagger: { name: tagger?.[1] ?? '', email: tagger?.[2] ?? '', date: new Date(parseInt(tagger?.[3] ?? '0', 10) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') },
    };
  }
}
