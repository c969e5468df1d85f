// Process entry of the command line (bundled to dist/cli.js).
import './util/engine-flags.js';
import { main, progressWanted } from './cli.js';
import { exitOnSignals } from './util/exit-on-signals.js';

exitOnSignals();

main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  progress: progressWanted(process.stderr.isTTY === true, process.env),
}).then((code) => {
  process.exitCode = code;
  // Exit only once everything written has left: a pipe to a slow reader drains
  // asynchronously, and exiting earlier cut a large report short. Then idle
  // keep-alive sockets of HTTP servers must not hold the process open.
  let pending = 2;
  const flushed = () => {
    if (--pending === 0) setTimeout(() => process.exit(code), 100).unref();
  };
  process.stdout.write('', flushed);
  process.stderr.write('', flushed);
});
