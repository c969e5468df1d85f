// A temporary repository layout (catalog-locks/ with a catalog, its lock, a
// snapshot) for in-process command tests that need no live server.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import type { Io } from '../../src/commands/context.js';
import { buildLock, serializeLock } from '../../src/lock/lock-file.js';
import type { Declared, Snapshot } from '../../src/types.js';

export interface Workspace {
  dir: string;
  run(args: string[], env?: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }>;
  write(relative: string, text: string): string;
  cleanup(): void;
}

export function workspace(): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-lock-ws-'));
  return {
    dir,
    async run(args, env = {}) {
      let stdout = '';
      let stderr = '';
      const io: Io = { cwd: dir, env, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), progress: false };
      const code = await main(args, io);
      return { code, stdout, stderr };
    },
    write(relative, text) {
      const path = join(dir, relative);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, text);
      return path;
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes catalog-locks/<agent>.lock.json from a snapshot, as `lock` would. */
export function writeLock(ws: Workspace, snapshot: Snapshot, declaredOf?: (id: string) => Declared): void {
  const { lock } = buildLock(snapshot, declaredOf);
  ws.write(`catalog-locks/${snapshot.agent}.lock.json`, serializeLock(lock));
}
