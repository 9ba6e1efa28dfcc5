// Start-up time: from `npm start` to the first 200 of GET /api/health on an existing data directory
// (already migrated and seeded by a first, untimed start). RUNS runs (default 5), median.
//   npm run bench:startup                       → times `node scripts/start.mjs` (what `npm start` runs) on dist/
//   BUILD_DIR=/tmp/perf-build npm run bench:startup → times `node BUILD_DIR/server/main.js` (the same server
//     start.mjs imports, minus its build-freshness check), since start.mjs only knows dist/.
// npm's own start-up (~0.3 s for `npm start` to spawn node) is left out of both: it is not the app's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_DIR, median, ROOT, startServer } from './server';

const RUNS = Number(process.env.RUNS ?? 5);

/** start.mjs rebuilds when sources are newer than dist/.build-stamp: never let a benchmark trigger that. */
function distIsFresh(): boolean {
  const stamp = path.join(ROOT, 'dist/.build-stamp');
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(ROOT, 'dist/server/main.js'))) return false;
  const built = fs.statSync(stamp).mtimeMs;
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
      const p = path.join(dir, e.name);
      return Math.max(max, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
    }, 0);
  return ['src', 'migrations'].every((d) => newest(path.join(ROOT, d)) <= built) && ['package.json', 'vite.config.ts'].every((f) => fs.statSync(path.join(ROOT, f)).mtimeMs <= built);
}

async function main() {
  const viaStartMjs = BUILD_DIR === path.join(ROOT, 'dist');
  if (viaStartMjs && !distIsFresh()) {
    console.error('dist/ is older than the sources: `npm start` would rebuild first. Run `npm run build` (or use BUILD_DIR=…) and try again.');
    process.exit(1);
  }
  const command = viaStartMjs ? ['node', path.join(ROOT, 'scripts/start.mjs')] : ['node', path.join(BUILD_DIR, 'server/main.js')];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-startup-'));

  // First start: creates, migrates and seeds the database (not timed).
  const first = await startServer({ dataDir, command });
  await first.stop();
  console.log(`first start on an empty data directory (initdb + migrations + demo data): ${Math.round(first.readyMs)} ms (not part of the median)`);

  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const s = await startServer({ dataDir, command });
    times.push(s.readyMs);
    await s.stop();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`command: ${command.join(' ')} (cwd ${ROOT})`);
  console.log(`start → first 200 of /api/health, existing data directory, ${RUNS} runs: ${times.map((t) => Math.round(t)).join(', ')} ms`);
  console.log(`median: ${Math.round(median(times))} ms`);
}

await main();
