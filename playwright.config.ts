import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium (or set CHROME_PATH).`);
}

// The production build on a free port, with a fresh data directory filled with the demo data.
// Chosen once in the main process; the workers inherit it through the environment.
process.env.E2E_PORT ??= String(5400 + (process.pid % 500));
const PORT = Number(process.env.E2E_PORT);
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${process.env.BUILD_DIR ?? 'dist'}/server/main.js`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Production, as deployed, with the demo data and its published passwords (a public showcase).
    env: {
      PORT: String(PORT), DATA_DIR, NODE_ENV: 'production', PUBLIC_URL: `http://localhost:${PORT}`, SEED: 'true', DEMO_PUBLIC_PASSWORDS: 'true',
      LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000', SEARCH_RATE_LIMIT: '100000', WRITE_RATE_LIMIT: '1000',
    },
  },
});
