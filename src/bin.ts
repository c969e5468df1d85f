// Process entry of the command line (bundled to dist/cli.js).
import { main } from './cli.js';

main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  progress: process.stderr.isTTY === true,
}).then((code) => {
  process.exitCode = code;
  // Idle keep-alive sockets of HTTP servers must not hold the process open.
  setTimeout(() => process.exit(code), 100).unref();
});
