// The command line as a process: dist/cli.js (bundled by the vitest global
// setup) run with node, as a user or a CI job runs it, and the findings of
// the reports it prints.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Absolute path of the bundled command line. */
export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node dist/cli.js ...args` in `cwd` with only PATH and HOME of this
 * process, plus `env`. Resolves with the exit code (99 when the process did
 * not exit on its own, e.g. killed at `timeoutMs`) and everything it printed.
 */
export function runCli(cwd: string, args: string[], env: Record<string, string> = {}, timeoutMs = 60_000): Promise<CliRun> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, maxBuffer: 256 * 1024 * 1024, timeout: timeoutMs },
      (error, stdout, stderr) => done({ code: error ? (typeof error.code === 'number' ? error.code : 99) : 0, stdout, stderr }),
    );
  });
}

/** A finding of a JSON report, as far as the end-to-end tests read it. */
export interface ReportFinding {
  rule: string;
  severity: string;
  tools: string[];
}

/** Findings above the advisory level (the content lint adds info/low notes, e.g. per tool without outputSchema). */
export function notAdvisory<T extends { severity: string } = ReportFinding>(findings: T[]): T[] {
  return findings.filter((f) => f.severity !== 'info' && f.severity !== 'low');
}
