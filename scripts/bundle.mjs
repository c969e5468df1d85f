// Bundles the command line (and later the Action) into dist/ with esbuild.
// TypeScript 7 has no JS compiler API, so type-checking is `tsc --noEmit`
// and esbuild only strips types.
import { build } from 'esbuild';

const entryPoints = { cli: 'src/bin.ts', index: 'src/index.ts' };

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  // jsonc-parser's `main` is a UMD build whose require('./impl/…') calls esbuild cannot follow: bundle its ESM build.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  // Some dependencies are CommonJS and call require() on Node built-ins.
  banner: { js: "import { createRequire as __catalogLockCreateRequire } from 'node:module';\nconst require = __catalogLockCreateRequire(import.meta.url);" },
});
