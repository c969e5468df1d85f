// Git.show reads a file at a ref as catalogs and locks are read from disk: strictly UTF-8. Real git, temp repo.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Git } from '../../src/github/git.js';

describe('Git.show', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-lock-git-show-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } }).toString().trim();
  git('init', '--quiet');
  writeFileSync(join(dir, 'ok.yaml'), '\uFEFFowner: café\n');
  writeFileSync(join(dir, 'latin1.yaml'), Buffer.concat([Buffer.from('owner: caf'), Buffer.from([0xe9]), Buffer.from('\n')]));
  git('add', '.');
  git('commit', '--quiet', '-m', 'files');
  const head = git('rev-parse', 'HEAD');

  it('returns the text (BOM kept), undefined for a missing file, and refuses bytes that are not UTF-8', async () => {
    const repo = new Git(dir);
    expect(await repo.show(head, 'ok.yaml')).toBe('\uFEFFowner: café\n');
    expect(await repo.show(head, 'missing.yaml')).toBeUndefined();
    await expect(repo.show(head, 'latin1.yaml')).rejects.toThrow(/latin1\.yaml at [0-9a-f]{12}: not valid UTF-8 \(byte offset 10, line 1\)/);
  });
});
