// Bundles the command line (and later the Action) into dist/ with esbuild.
// TypeScript 7 has no JS compiler API, so type-checking is `tsc --noEmit`
// and esbuild only strips types.
import { build } from 'esbuild';
import { ESBUILD_OPTIONS } from './esbuild-options.mjs';

const entryPoints = { cli: 'src/bin.ts', index: 'src/index.ts' };

await build({ ...ESBUILD_OPTIONS, entryPoints, outdir: 'dist' });
