// Files are read up to a bound: a path that never ends is refused, not read until memory runs out (an outside
// fail-closed hunt: `check --snapshot /dev/zero` reached 2.5 GB in 15 s).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileTooLargeError, readFileBounded } from '../../src/util/read-bounded.js';

const dir = mkdtempSync(join(tmpdir(), 'bounded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readFileBounded', () => {
  it('reads a file whole, byte for byte, up to the bound', async () => {
    for (const size of [0, 1, 1000, (1 << 20) + 3]) {
      const bytes = Buffer.alloc(size, 0).map((_, i) => (i * 7) % 251);
      const path = join(dir, `f${size}`);
      writeFileSync(path, bytes);
      expect((await readFileBounded(path, size)).equals(bytes)).toBe(true);
    }
  });

  it('refuses a file past the bound, and a device that never ends, after reading no more than the bound and a chunk', async () => {
    const path = join(dir, 'big');
    writeFileSync(path, Buffer.alloc(5000, 1));
    await expect(readFileBounded(path, 4999)).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(readFileBounded('/dev/zero', 3 << 20)).rejects.toThrow(/is larger than 3 MiB, more than any file this tool reads \(or it never ends\)/);
    await expect(readFileBounded(join(dir, 'none'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
