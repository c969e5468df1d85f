// Atomic file replacement: readers see the old content or the new, never a
// half-written file, even if the process dies in the middle.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `content` to `path` atomically: a uniquely named temporary file in
 * the same directory is written, fsynced and renamed over `path`, then the
 * directory is fsynced. Missing parent directories are created. The mode of
 * an existing file is kept; a symbolic link is followed, so the link stays
 * and its target is replaced. The temporary file is removed on failure.
 */
export async function writeFileAtomic(path: string, content: string | Uint8Array): Promise<void> {
  const target = await resolveTarget(path);
  const dir = dirname(target);
  await mkdir(dir, { recursive: true });

  let mode: number | undefined;
  try {
    mode = (await stat(target)).mode & 0o7777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  const temp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    // 'wx': fail rather than reuse a file someone else created with the same name.
    handle = await open(temp, 'wx', mode ?? 0o666);
    if (mode !== undefined) await handle.chmod(mode); // open() applies the umask; keep the old mode exactly
    await handle.writeFile(content);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temp, target);
  } catch (error) {
    if (handle) await handle.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dir);
}

/** The file a write to `path` should replace: the final target when `path` is a symbolic link. */
async function resolveTarget(path: string): Promise<string> {
  try {
    const info = await lstat(path);
    if (info.isSymbolicLink()) {
      try {
        return await realpath(path);
      } catch {
        return path; // a dangling link: replace the link itself
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return path;
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
