// Start-up time: from `npm start` to the first 200 of GET /api/health on an existing data directory
// (already migrated and seeded by a first, untimed start). RUNS runs (default 5), median.
//   npm run bench:startup                       → times `npm start` itself on dist/ (npm, start.mjs's
//     build-freshness check, the server), and beside it `node dist/server/main.js`, runs alternating
//   BUILD_DIR=/tmp/perf-build npm run bench:startup → times `node BUILD_DIR/server/main.js` only, since
//     `npm start` only knows dist/.
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
  return (
    ['src', 'migrations'].every((d) => newest(path.join(ROOT, d)) <= built) &&
    ['package.json', 'vite.config.ts'].every((f) => fs.statSync(path.join(ROOT, f)).mtimeMs <= built)
  );
}

async function main() {
  const viaStartMjs = BUILD_DIR === path.join(ROOT, 'dist');
  if (viaStartMjs && !distIsFresh()) {
    console.error(
      'dist/ is older than the sources: `npm start` would rebuild first. Run `npm run build` (or use BUILD_DIR=…) and try again.',
    );
    process.exit(1);
  }
  const commands = [['node', path.join(BUILD_DIR, 'server/main.js')]];
  if (viaStartMjs) commands.unshift(['npm', 'start', '--silent']);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-startup-'));

  // First start: creates, migrates and seeds the database (not timed).
  const first = await startServer({ dataDir, command: commands[0] });
  await first.stop();
  console.log(
    `first start on an empty data directory (initdb + migrations + demo data): ${Math.round(first.readyMs)} ms (not part of the median)`,
  );

  // Alternating, so a busy spell of the machine weighs on both commands alike.
  const times = commands.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) {
    for (const [c, command] of commands.entries()) {
      const s = await startServer({ dataDir, command });
      times[c].push(s.readyMs);
      await s.stop();
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`start → first 200 of /api/health, existing data directory, ${RUNS} runs each (cwd ${ROOT}):`);
  for (const [c, command] of commands.entries()) {
    console.log(
      `  ${command.join(' ').padEnd(40)} ${times[c].map((t) => Math.round(t)).join(', ')} ms; median ${Math.round(median(times[c]))} ms`,
    );
  }
}

await main();
