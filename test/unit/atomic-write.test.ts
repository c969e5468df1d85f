import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic, writeFilesAtomic, WriteError } from '../../src/lock/atomic-write.js';

describe('writeFileAtomic', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atomic-write-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the file and any missing parent directories', async () => {
    const path = join(dir, 'a', 'b', 'c.lock.json');
    await writeFileAtomic(path, '{"x":1}\n');
    expect(await readFile(path, 'utf8')).toBe('{"x":1}\n');
    expect(await readdir(join(dir, 'a', 'b'))).toEqual(['c.lock.json']);
  });

  it('refuses a directory that cannot be made, and a file in the way of one (an outside audit: --output /proc/nope/r.json spun forever in mkdir)', async () => {
    // (Node 20's recursive mkdir loops on /proc; the directories are made one by one.)
    if (process.platform === 'linux') await expect(writeFileAtomic('/proc/catalog-lock-nope/r.json', 'x')).rejects.toThrow();
    await writeFile(join(dir, 'file'), 'a file');
    await expect(writeFileAtomic(join(dir, 'file', 'sub', 'r.json'), 'x')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['file']);
  });

  it('replaces an existing file and keeps its mode', async () => {
    const path = join(dir, 'cat.yaml');
    await writeFile(path, 'old');
    await chmod(path, 0o640);
    await writeFileAtomic(path, 'new ünïcødé');
    expect(await readFile(path, 'utf8')).toBe('new ünïcødé');
    expect((await stat(path)).mode & 0o777).toBe(0o640);
    expect(await readdir(dir)).toEqual(['cat.yaml']);
  });

  it('writes bytes as given', async () => {
    const path = join(dir, 'bin');
    const bytes = new Uint8Array([0, 255, 10, 13]);
    await writeFileAtomic(path, bytes);
    expect(new Uint8Array(await readFile(path))).toEqual(bytes);
  });

  it('follows a symbolic link and keeps it', async () => {
    const target = join(dir, 'real.yaml');
    const link = join(dir, 'link.yaml');
    await writeFile(target, 'old');
    await symlink(target, link);
    await writeFileAtomic(link, 'new');
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readlink(link)).toBe(target);
    expect(await readFile(target, 'utf8')).toBe('new');
  });

  it('follows a dangling link to the target it names and keeps the link (a hunt: the link was replaced by a file)', async () => {
    await mkdir(join(dir, 'shared'));
    const link = join(dir, 'agent.lock.json');
    // Relative, and through a second link, as a repository would hold them.
    await symlink('hop.json', link);
    await symlink('shared/agent.lock.json', join(dir, 'hop.json'));
    await writeFileAtomic(link, 'first');
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect((await lstat(join(dir, 'hop.json'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(dir, 'shared', 'agent.lock.json'), 'utf8')).toBe('first');
    // A target whose directory does not exist is not created: the write fails and says why, the link stays.
    const nowhere = join(dir, 'nowhere.lock.json');
    await symlink(join(dir, 'missing', 'x.json'), nowhere);
    await expect(writeFileAtomic(nowhere, 'x')).rejects.toThrow(/is a symbolic link to .*missing.*, whose directory does not exist/);
    expect((await lstat(nowhere)).isSymbolicLink()).toBe(true);
    // A loop is refused.
    await symlink('loop-b', join(dir, 'loop-a'));
    await symlink('loop-a', join(dir, 'loop-b'));
    await expect(writeFileAtomic(join(dir, 'loop-a'), 'x')).rejects.toThrow(/too many levels of symbolic links/);
  });

  it('removes its temporary file and keeps the old content when the rename fails', async () => {
    const path = join(dir, 'taken');
    await mkdir(path);
    await writeFile(join(path, 'inside'), 'x');
    await expect(writeFileAtomic(path, 'content')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['taken']);
    expect(await readdir(path)).toEqual(['inside']);
  });

  it('fails clearly when the parent cannot be a directory', async () => {
    await writeFile(join(dir, 'file'), 'x');
    await expect(writeFileAtomic(join(dir, 'file', 'child'), 'y')).rejects.toThrow(/EEXIST|ENOTDIR/);
  });

  it('leaves one complete version when writers race', async () => {
    const path = join(dir, 'race.json');
    const contents = Array.from({ length: 20 }, (_, i) => `${String(i).repeat(10_000)}\n`);
    await Promise.all(contents.map((c) => writeFileAtomic(path, c)));
    expect(contents).toContain(await readFile(path, 'utf8'));
    expect(await readdir(dir)).toEqual(['race.json']);
  });

  it('a write error is one line naming the file, never a temporary file', async () => {
    const path = join(dir, 'taken');
    await mkdir(path);
    const error = await writeFileAtomic(path, 'content').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as Error).message).toBe(`cannot write ${path}: is a directory (EISDIR)`);
  });
});

describe('writeFilesAtomic', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atomic-writes-'));
  });
  afterEach(async () => {
    await chmod(join(dir, 'ro'), 0o755).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every file', async () => {
    await writeFile(join(dir, 'a'), 'old a');
    await writeFilesAtomic([{ path: join(dir, 'a'), content: 'new a' }, { path: join(dir, 'b'), content: 'new b' }]);
    expect(await readFile(join(dir, 'a'), 'utf8')).toBe('new a');
    expect(await readFile(join(dir, 'b'), 'utf8')).toBe('new b');
    expect((await readdir(dir)).sort()).toEqual(['a', 'b']);
  });

  it('when a later rename fails, the files already renamed get their previous content back (or go, if they were new)', async () => {
    await writeFile(join(dir, 'catalog.yaml'), 'old catalog');
    await chmod(join(dir, 'catalog.yaml'), 0o640);
    await mkdir(join(dir, 'taken'));
    const error = await writeFilesAtomic([
      { path: join(dir, 'catalog.yaml'), content: 'new catalog' },
      { path: join(dir, 'fresh'), content: 'new file' },
      { path: join(dir, 'taken'), content: 'cannot land' },
    ]).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as WriteError).describe((p) => p.slice(dir.length + 1))).toBe('cannot write taken: is a directory (EISDIR) (catalog.yaml and fresh restored: nothing was changed)');
    expect(await readFile(join(dir, 'catalog.yaml'), 'utf8')).toBe('old catalog');
    expect((await stat(join(dir, 'catalog.yaml'))).mode & 0o777).toBe(0o640);
    expect((await readdir(dir)).sort()).toEqual(['catalog.yaml', 'taken']);
  });

  it.skipIf(process.getuid?.() === 0)('a directory it cannot write: nothing is written, no temporary file is left', async () => {
    const ro = join(dir, 'ro');
    await mkdir(ro);
    await writeFile(join(ro, 'catalog.yaml'), 'old catalog');
    await chmod(ro, 0o555);
    const error = await writeFilesAtomic([
      { path: join(dir, 'a.lock.json'), content: 'new lock' },
      { path: join(ro, 'catalog.yaml'), content: 'new catalog' },
    ]).then(() => undefined, (e: unknown) => e);
    expect((error as Error).message).toBe(`cannot write ${join(ro, 'catalog.yaml')}: permission denied (EACCES) (nothing was written)`);
    expect((await readdir(dir)).sort()).toEqual(['ro']);
    expect(await readFile(join(ro, 'catalog.yaml'), 'utf8')).toBe('old catalog');
  });
});

describe('a signal during a write', () => {
  it('removes the temporary files under way and exits 128 + the signal; the target keeps its content (an outside hunt: SIGTERM left a 35 MB .tmp beside the lock)', async () => {
    const { spawn } = await import('node:child_process');
    const dir = await mkdtemp(join(tmpdir(), 'catalog-lock-signal-'));
    try {
      await writeFile(join(dir, 'a.lock.json'), 'old');
      const root = join(import.meta.dirname, '../..');
      const script = [
        `import { exitOnSignals } from ${JSON.stringify(join(root, 'src/util/exit-on-signals.ts'))};`,
        `import { writeFilesAtomic } from ${JSON.stringify(join(root, 'src/lock/atomic-write.ts'))};`,
        'exitOnSignals();',
        // Two large files: the first temporary file waits for the second to be written before its rename.
        `await writeFilesAtomic([{ path: ${JSON.stringify(join(dir, 'a.lock.json'))}, content: 'x'.repeat(3e8) }, { path: ${JSON.stringify(join(dir, 'b.yaml'))}, content: 'y'.repeat(3e8) }]);`,
      ].join('\n');
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      let sawTemp = false;
      for (let i = 0; i < 3000 && !sawTemp; i++) {
        sawTemp = (await readdir(dir)).some((name) => name.endsWith('.tmp'));
        if (!sawTemp) await new Promise((r) => setTimeout(r, 5));
      }
      expect(sawTemp).toBe(true);
      child.kill('SIGTERM');
      expect(await exited).toBe(143);
      expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      const content = await readFile(join(dir, 'a.lock.json'), 'utf8');
      expect(content === 'old' || content.length === 3e8).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
