// What the command line does when SIGINT or SIGTERM ends it (Ctrl-C, a CI job
// cancelled): the temporary files of a write under way are removed before it
// exits with 128 + the signal's number, as a shell reports a process a signal
// ended. The catalog and lock keep their old content or their new one.
import { removeTemporaryFiles } from '../lock/atomic-write.js';

const SIGNALS = { SIGINT: 130, SIGTERM: 143 } as const;

export function exitOnSignals(): void {
  for (const [signal, code] of Object.entries(SIGNALS)) {
    process.once(signal, () => {
      removeTemporaryFiles();
      process.exit(code);
    });
  }
}
