// Entry of the Action (bundled to dist/index.js): it only runs main.
import './util/engine-flags.js';
import { run } from './main.js';
import { exitOnSignals } from './util/exit-on-signals.js';

// A cancelled job (SIGINT, then SIGTERM) leaves no temporary file in the workspace.
exitOnSignals();
void run();
