// The Action: reads inputs and context, runs the mode, and fails the step as
// the policy says. The same core as the command line.
import * as core from '@actions/core';
import { checkMode } from './action/check-mode.js';
import { readContext } from './action/context.js';
import { driftMode } from './action/drift-mode.js';
import { readInputs } from './action/inputs.js';
import { promoteMode } from './action/promote-mode.js';
import { rollbackMode } from './action/rollback-mode.js';
import { logText } from './report/escape.js';
import { relativePaths } from './util/relative-paths.js';
import { redactHidden } from './util/redact.js';
import { namedSecrets } from './util/secrets.js';

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const inputs = readInputs((name) => core.getInput(name), env.GITHUB_EVENT_NAME ?? '');
    if (inputs.token) core.setSecret(inputs.token);
    const ctx = readContext(env, inputs, {
      cwd: process.cwd(),
      env,
      stdout: (text) => core.info(logText(text.replace(/\n$/, ''))),
      stderr: (text) => core.info(logText(text.replace(/\n$/, ''))),
      progress: true,
    });
    core.info(`mcp-catalog-lock: mode ${inputs.mode}`);
    const modes = { check: checkMode, drift: driftMode, promote: promoteMode, rollback: rollbackMode };
    const outcome = await modes[inputs.mode](ctx);
    if (outcome.exitCode === 1) core.setFailed(outcome.message ?? `decision: ${outcome.decision} — blocking findings (see the summary)`);
    else if (outcome.exitCode === 2) {
      core.setFailed(outcome.message ?? `decision: ${outcome.decision} — the live catalog could not be verified (missing evidence is never a pass)`);
      // The command line's exit codes: 2 is "could not verify" (setFailed says 1).
      process.exitCode = 2;
    }
  } catch (error) {
    // The message may quote a file or a server (a snapshot's problems, git's output): the values of secret-named
    // variables are removed in every reading, as the command line's errors are (the runner masks only the values it
    // was given, not their encodings).
    core.setFailed(logText(relativePaths(redactHidden((error as Error)?.message ?? String(error), namedSecrets(env)), process.cwd())));
    // An operational error (bad input, git or API failure) is not a policy verdict.
    process.exitCode = 2;
  }
}
