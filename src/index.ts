// Entry of the Action (bundled to dist/index.js): it only runs main.
import { run } from './main.js';

void run();
