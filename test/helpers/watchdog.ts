// A watchdog for each test file's process. A test timeout stops only a test
// that waits: a synchronous loop (a regex that backtracks, a loop that never
// ends on some random input) blocks the event loop, and with it every timer,
// so the run hangs until CI's own limit, naming nothing. A worker thread keeps
// its own clock: when one phase of the file (loading it, one test, the time
// between two tests) runs past the limit, it writes which one to stderr and
// kills this process, and vitest reports the file as failed.
// TEST_WATCHDOG_MS sets the limit (0 turns it off, for a long property hunt).
import { relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';

const LIMIT_MS = Number(process.env.TEST_WATCHDOG_MS ?? 240_000);

const WATCHDOG = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
let phase = '';
let since = Date.now();
parentPort.on('message', (name) => { phase = name; since = Date.now(); });
setInterval(() => {
  const ms = Date.now() - since;
  if (ms <= workerData.limit) return;
  writeSync(2, '\\n[watchdog] ' + phase + ': ' + Math.round(ms / 1000) + ' s without returning to the event loop (a synchronous loop, which no test timeout stops); killing the test process\\n');
  process.kill(process.pid, 'SIGKILL');
}, 1000);
`;

// Only in a test process of its own (vitest's forks pool, which has an IPC channel to vitest): under a threads pool
// process.pid would be vitest's own process.
if (LIMIT_MS > 0 && typeof process.send === 'function') {
  const file = relative(process.cwd(), expect.getState().testPath ?? 'a test file');
  const worker = new Worker(WATCHDOG, { eval: true, workerData: { limit: LIMIT_MS } });
  worker.unref();
  const say = (phase: string) => worker.postMessage(phase);
  say(`${file}: loading`);
  beforeEach((ctx) => say(`${file} > ${ctx.task.name}`));
  afterEach((ctx) => say(`${file}: after ${ctx.task.name}`));
  afterAll(() => worker.terminate());
}
