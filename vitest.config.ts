import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { catalogs } from './scripts/vite-catalogs';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@client': path.resolve(import.meta.dirname, 'src/client'),
};

// API tests run on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set.
const apiProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${db}`,
    include: ['tests/api/**/*.test.ts'],
    // `*.postgres.test.ts`: what only a PostgreSQL server can show (several connection pools at once).
    exclude: db === 'pglite' ? [...configDefaults.exclude, 'tests/api/**/*.postgres.test.ts'] : configDefaults.exclude,
    globalSetup: ['tests/setup/global.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database; the server's modules hold no state between
    // apps, so a worker keeps them loaded from one file to the next instead of importing them again.
    isolate: false,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core CI machine). The API files spend
    // much of their time waiting on PostgreSQL or on the browser, so every core gets a worker, and at
    // least two: the suite took 648 s with one worker and 321 s with two on 2 cores (three: 334 s).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'] } },
      // Interactive parts rendered alone in Chromium, the network answered at fetch (tests/components).
      {
        extends: true,
        plugins: [catalogs(import.meta.dirname), react(), tailwindcss()],
        // Pre-bundled before the first test: found mid-run on a cold cache, recharts was bundled with
        // a second copy of React ("Cannot read properties of null (reading 'useContext')").
        optimizeDeps: { include: ['recharts'] },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' } }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 900 } }],
            screenshotFailures: false,
          },
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
