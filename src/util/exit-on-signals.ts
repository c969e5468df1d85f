// What the command line does when SIGINT or SIGTERM ends it (Ctrl-C, a CI job
// cancelled): the servers it started are killed with what they started (a
// server that ignores the end of its stdin would outlive the run, reparented),
// and the temporary files of a write under way are removed, before it exits
// with 128 + the signal's number, as a shell reports a process a signal ended.
// The catalog and lock keep their old content or their new one.
import { removeTemporaryFiles } from '../lock/atomic-write.js';
import { readsInFlight } from './read-bounded.js';

const SIGNALS = { SIGINT: 130, SIGTERM: 143 } as const;

/** What must be undone before the process exits on a signal (synchronous: nothing else runs after it). */
const cleanups = new Set<() => void>();

/** Runs `cleanup` if a signal ends the process; returns what forgets it (once the thing it undoes is gone). */
export function onSignalExit(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function exitOnSignals(): void {
  for (const [signal, code] of Object.entries(SIGNALS)) {
    process.once(signal, () => {
      for (const cleanup of cleanups) {
        try {
          cleanup();
        } catch {
          // the next one still runs, and the exit
        }
      }
      removeTemporaryFiles();
      // A read blocked on a pipe kept open would hold process.exit back for as long as the pipe stays silent: the
      // signal ends the process instead, as it would have with no handler (a shell reports the same 128 + number).
      if (readsInFlight() > 0) process.kill(process.pid, signal);
      else process.exit(code);
    });
  }
}
