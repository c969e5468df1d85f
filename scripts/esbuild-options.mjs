// The esbuild options dist/ is built with (scripts/bundle.mjs), shared by the
// bench runner (scripts/bench.mjs) so that a bench measures the code as shipped.
export const ESBUILD_OPTIONS = {
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
};
