import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { catalogs } from './scripts/vite-catalogs';

/**
 * Writes `.br` and `.gz` beside every compressible build file, once, at maximum compression; the
 * server sends them through @fastify/static's `preCompressed` (no per-request compression work).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'manzil-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|json|svg|txt|xml|webmanifest)$/.test(file)) continue;
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(source, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [catalogs(import.meta.dirname), react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@shared': path.resolve(__dirname, 'src/shared'),
      '@client': path.resolve(__dirname, 'src/client'),
    },
  },
  build: {
    outDir: path.resolve(__dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server reads it to name each page's route chunks in its HTML (spa.ts).
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What the entry needs before the first render (React, the router, the query client, the
        // shell, i18n) in one chunk rather than the ~25 that automatic splitting makes of modules the
        // routes share with it: each small file is gzipped alone, and together they are 11 KB smaller
        // on the landing (issue 22's budget; figures in docs/decisions/010-arabic-and-its-catalogs.md).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/uploads': 'http://localhost:5000' },
  },
});
