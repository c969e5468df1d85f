// Every bench stops by itself: past its time limit it exits 3, whatever it is doing.

/** Exits the process with code 3 after `ms` (the timer does not keep the process alive); returns it, to be cleared. */
export function startWatchdog(ms: number): NodeJS.Timeout {
  const timer = setTimeout(() => {
    process.stderr.write(`bench: gave up after ${ms / 1000} s\n`);
    process.exit(3);
  }, ms);
  timer.unref();
  return timer;
}
