// Atomic file replacement: readers see the old content or the new, never a
// half-written file, even if the process dies in the middle.
import { randomBytes } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { lstat, mkdir, open, readFile, readlink, realpath, rename, stat, unlink as unlinkFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * A file that could not be written: an operational error (exit 2) with one line naming the file as the caller gave
 * it, never a stack trace or the name of a temporary file.
 */
export class WriteError extends Error {
  /** The path as given to the writer. */
  readonly path: string;
  /** Why, in words, with the error code: `permission denied (EACCES)`. */
  readonly reason: string;
  /** Of a write of several files: how many there were, and those written before the failure and put back, or not. */
  readonly files: number;
  readonly restored: readonly string[];
  readonly notRestored: readonly { path: string; reason: string }[];

  constructor(path: string, reason: string, files = 1, restored: readonly string[] = [], notRestored: readonly { path: string; reason: string }[] = []) {
    super('');
    this.name = 'WriteError';
    this.path = path;
    this.reason = reason;
    this.files = files;
    this.restored = restored;
    this.notRestored = notRestored;
    this.message = this.describe();
  }

  /** The one-line message, with paths shown by `show` (e.g. relative to the working directory). */
  describe(show: (path: string) => string = (p) => p): string {
    const head = `cannot write ${show(this.path)}: ${this.reason}`;
    if (this.notRestored.length > 0) {
      return `${head}; ${this.notRestored.map((n) => `${show(n.path)} could not be restored (${n.reason}) and holds the new content`).join('; ')}`;
    }
    if (this.restored.length > 0) return `${head} (${this.restored.map(show).join(' and ')} restored: nothing was changed)`;
    return this.files > 1 ? `${head} (nothing was written)` : head;
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory',
  ENOTDIR: 'a parent is not a directory',
  EEXIST: 'a parent is not a directory',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'file name too long',
  ELOOP: 'too many symbolic links',
  EBUSY: 'file is busy',
};

/** A file system error in words, without the paths Node puts in its messages (they name temporary files). */
export function writeErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code && REASONS[code]) return `${REASONS[code]} (${code})`;
  if (code) return code;
  return String((error as Error)?.message ?? error).split('\n')[0];
}

/** Temporary files this process made and has not renamed or removed yet (removeTemporaryFiles). */
const pending = new Set<string>();

/** Removes a temporary file (or a target, when putting back): forgotten as pending either way. */
async function unlink(path: string): Promise<void> {
  pending.delete(path);
  await unlinkFile(path);
}

/**
 * Removes, synchronously, the temporary files of writes still under way: for a signal that ends the process (they
 * sit beside the catalog and lock, where `git add -A` would take them). The targets are untouched: each holds its old
 * content or its new, never part of either.
 */
export function removeTemporaryFiles(): void {
  for (const temp of pending) {
    try {
      unlinkSync(temp);
    } catch {
      // Renamed already, or never created.
    }
  }
  pending.clear();
}

/** Renames a temporary file over its target: no longer pending. */
async function renameOver(temp: string, target: string): Promise<void> {
  await rename(temp, target);
  pending.delete(temp);
}

export interface FileWrite {
  path: string;
  content: string | Uint8Array;
}

/**
 * Writes `content` to `path` atomically: a uniquely named temporary file in
 * the same directory is written, fsynced and renamed over `path`, then the
 * directory is fsynced. Missing parent directories are created. The mode of
 * an existing file is kept; a symbolic link is followed, so the link stays
 * and its target is replaced. The temporary file is removed on failure.
 * Throws WriteError.
 */
export async function writeFileAtomic(path: string, content: string | Uint8Array): Promise<void> {
  await writeFilesAtomic([{ path, content }]);
}

interface Prepared {
  path: string;
  target: string;
  temp: string;
  /** The content before the write (undefined: the file did not exist), kept to undo a rename. */
  previous?: Buffer;
  mode?: number;
}

/**
 * Writes several files as one change, as far as a file system allows: every
 * new content goes to a temporary file beside its target first (any failure
 * there — a read-only directory, a full disk — leaves every target as it
 * was), then the temporaries are renamed over the targets in order. If a
 * rename fails, the files already renamed get their previous content back (or
 * are removed if they did not exist). Throws WriteError naming the file that
 * failed and saying what became of the others.
 */
export async function writeFilesAtomic(files: readonly FileWrite[]): Promise<void> {
  const prepared: Prepared[] = [];
  const discard = async () => {
    for (const p of prepared) await unlink(p.temp).catch(() => undefined);
  };
  for (const [index, file] of files.entries()) {
    try {
      prepared.push(await prepare(file, index < files.length - 1));
    } catch (error) {
      await discard();
      throw new WriteError(file.path, writeErrorReason(error), files.length);
    }
  }
  for (const [index, p] of prepared.entries()) {
    try {
      await renameOver(p.temp, p.target);
    } catch (error) {
      await Promise.all(prepared.slice(index).map((q) => unlink(q.temp).catch(() => undefined)));
      const restored: string[] = [];
      const notRestored: { path: string; reason: string }[] = [];
      for (const done of prepared.slice(0, index).reverse()) {
        try {
          await restore(done);
          restored.unshift(done.path);
        } catch (undoError) {
          notRestored.unshift({ path: done.path, reason: writeErrorReason(undoError) });
        }
      }
      throw new WriteError(p.path, writeErrorReason(error), files.length, restored, notRestored);
    }
  }
  for (const dir of new Set(prepared.map((p) => dirname(p.target)))) await syncDirectory(dir);
}

/**
 * The directories of a path that do not exist yet, made one by one from the nearest that does. Not mkdir's own
 * recursive form: on Node 20 it spins forever where a directory cannot be made and the error is not ENOENT
 * (`--output /proc/nope/r.json`, an outside audit: 100% CPU, no end).
 */
async function makeDirectories(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    try {
      if ((await stat(at)).isDirectory()) break;
      throw Object.assign(new Error(`${at} is not a directory`), { code: 'ENOTDIR' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) throw error;
      missing.unshift(at);
    }
  }
  for (const at of missing) {
    try {
      await mkdir(at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Writes the new content to a temporary file beside the target (and reads the old content when it may have to be put back). */
async function prepare(file: FileWrite, keepPrevious: boolean): Promise<Prepared> {
  const target = await resolveTarget(file.path);
  const dir = dirname(target);
  await makeDirectories(dir);

  let mode: number | undefined;
  try {
    mode = (await stat(target)).mode & 0o7777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  let previous: Buffer | undefined;
  if (keepPrevious && mode !== undefined) previous = await readFile(target);

  const temp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    // 'wx': fail rather than reuse a file someone else created with the same name.
    pending.add(temp);
    handle = await open(temp, 'wx', mode ?? 0o666);
    if (mode !== undefined) await handle.chmod(mode); // open() applies the umask; keep the old mode exactly
    await handle.writeFile(file.content);
    await handle.sync();
    await handle.close();
    handle = undefined;
  } catch (error) {
    if (handle) await handle.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  return { path: file.path, target, temp, previous, mode };
}

/** Puts back what a file held before a rename replaced it (atomically too), or removes a file that did not exist. */
async function restore(p: Prepared): Promise<void> {
  if (p.previous === undefined) {
    await unlink(p.target);
    return;
  }
  const back = await prepare({ path: p.target, content: p.previous }, false);
  try {
    await renameOver(back.temp, back.target);
  } catch (error) {
    await unlink(back.temp).catch(() => undefined);
    throw error;
  }
}

/** Links followed at most, as the system follows them (ELOOP beyond). */
const MAX_LINKS = 40;

/**
 * The file a write to `path` should replace: the final target when `path` is a symbolic link. A link whose target
 * does not exist yet (a lock linked to a shared place before its first write) is followed too, and the target created
 * in its directory, which must exist: the link is kept, never replaced by a file.
 */
async function resolveTarget(path: string): Promise<string> {
  let current = path;
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    let info;
    try {
      info = await lstat(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (current === path) return path;
      // The end of a dangling link: written there when its directory exists.
      await stat(dirname(current)).catch(() => {
        throw new Error(`${path} is a symbolic link to ${current}, whose directory does not exist`);
      });
      return current;
    }
    if (!info.isSymbolicLink()) return current === path ? path : await realpath(current);
    current = resolve(dirname(current), await readlink(current));
  }
  throw new Error(`${path}: too many levels of symbolic links`);
}

/** Makes the rename durable; not every platform can open a directory, which is fine. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Windows and some file systems cannot fsync a directory.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
