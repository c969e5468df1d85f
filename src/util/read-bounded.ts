// Files the tool reads (catalogs, locks, snapshots, client configurations) are read up to a bound: a path that never
// ends (`--snapshot /dev/zero`, a FIFO a process keeps writing) or a file larger than any string the engine can hold
// is refused with a reason, not read until memory runs out.
import { open } from 'node:fs/promises';

/** The most bytes read from one file: 512 MiB, about the longest string V8 holds (a 50,000-tool snapshot is ~45 MB). */
export const MAX_FILE_BYTES = 512 * 1024 * 1024;

const CHUNK = 1 << 20;

export class FileTooLargeError extends Error {
  readonly code = 'EFBIG';
  constructor(max: number) {
    super(`is larger than ${Math.round(max / (1024 * 1024))} MiB, more than any file this tool reads (or it never ends)`);
  }
}

/** The bytes of a file, refusing one past `max` bytes (FileTooLargeError); the errors of fs otherwise (ENOENT…). */
export async function readFileBounded(path: string, max = MAX_FILE_BYTES): Promise<Buffer> {
  // (Counted from the open: a FIFO no process writes to blocks its open, one kept open and silent its read.)
  inFlight += 1;
  try {
    return await readOpened(path, max);
  } finally {
    inFlight -= 1;
  }
}

/**
 * Reads under way. Each holds a thread of the engine's pool, blocked as long as a pipe stays open and silent, and
 * `process.exit` waits for that thread: a run cancelled then did not end on its first SIGTERM (an outside audit). See
 * exitOnSignals, which then ends the process by the signal itself.
 */
let inFlight = 0;
export function readsInFlight(): number {
  return inFlight;
}

async function readOpened(path: string, max: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { size, isFile } = await handle.stat().then((s) => ({ size: s.size, isFile: s.isFile() }));
    if (isFile && size > max) throw new FileTooLargeError(max);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(isFile && size > 0 ? Math.min(Math.max(size - total, 1), max + 1 - total, CHUNK * 16) : CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > max) throw new FileTooLargeError(max);
      chunks.push(bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead));
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}
