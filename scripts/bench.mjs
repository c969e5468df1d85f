// Runs a bench as the product ships: bench/<name>.ts bundled with esbuild the
// way scripts/bundle.mjs bundles dist/ (no keepNames: tsx, which the other
// scripts use, wraps every function in a __name() call that the shipped code
// does not have, and that costs the analysis more than the floor it is
// compared with), written to bench/.build/ (two levels deep, as test/helpers
// is: paths relative to import.meta.url resolve the same), then run with
// --expose-gc and the arguments given.
//
//   node scripts/bench.mjs analysis [--sizes 1000,10000] [--rounds 3] …
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { ESBUILD_OPTIONS } from './esbuild-options.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z-]+$/.test(name)) {
  process.stderr.write('usage: node scripts/bench.mjs <bench name, e.g. analysis> [arguments of the bench]\n');
  process.exit(2);
}
const outfile = `bench/.build/${name}.mjs`;
await build({ ...ESBUILD_OPTIONS, entryPoints: [`bench/${name}.ts`], outfile });
const run = spawnSync(process.execPath, ['--expose-gc', outfile, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 2);
