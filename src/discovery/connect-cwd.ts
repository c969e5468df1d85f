// The working directory of a stdio server, checked before the server is
// spawned: a cwd that does not exist makes spawn fail with `spawn <command>
// ENOENT`, which blames the command.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { quoteForMessage } from '../lock/validate.js';
import type { ConnectSpec } from '../types.js';

/**
 * Why a stdio server cannot start in its cwd, or undefined when it can (or the transport is not stdio). The cwd is
 * named as the catalog writes it (relative to the catalog's directory), never as an absolute path.
 */
export async function stdioCwdProblem(connect: ConnectSpec, baseDir: string): Promise<string | undefined> {
  if (connect.transport !== 'stdio' || connect.cwd === undefined) return undefined;
  const shown = `cwd ${quoteForMessage(connect.cwd)}`;
  const relative = connect.cwd === resolve(connect.cwd) ? '' : ' (relative to the catalog\'s directory)';
  try {
    const info = await stat(resolve(baseDir, connect.cwd));
    return info.isDirectory() ? undefined : `${shown}${relative} is not a directory`;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `${shown}${relative} does not exist`;
    if (code === 'ENOTDIR') return `${shown}${relative} is not a directory`;
    return undefined; // let the spawn say what is wrong
  }
}
