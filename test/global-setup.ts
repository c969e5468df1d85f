// The end-to-end tests run dist/cli.js: bundle it from the current sources
// first, so `npx vitest` alone never tests a stale bundle.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' });
}
