// Bundles the server into dist/server/main.js; npm packages stay external (native addons, wasm).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  // BUILD_DIR lets a second build live beside the main one (parallel e2e runs).
  outfile: `${process.env.BUILD_DIR ?? 'dist'}/server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
