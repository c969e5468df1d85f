// Entry of the Action (bundled to dist/index.js): it only runs main.
import './util/engine-flags.js';
import { run } from './main.js';

void run();
