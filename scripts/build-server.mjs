// Bundles the server into dist/server/main.js, and the operator's commands beside it
// (dist/server/set-password.js); npm packages stay external (native addons, wasm).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'set-password': 'src/server/cli/set-password.ts' },
  // BUILD_DIR lets a second build live beside the main one (parallel e2e runs).
  outdir: `${process.env.BUILD_DIR ?? 'dist'}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
