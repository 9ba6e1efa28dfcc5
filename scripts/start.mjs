// `npm start`: builds when the sources are newer than the last build, then runs the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const newest = (dir) => {
  let max = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return max;
};
const sourcesChanged = () => {
  if (!fs.existsSync(STAMP) || !fs.existsSync('dist/server/main.js')) return true;
  const built = fs.statSync(STAMP).mtimeMs;
  return ['src', 'migrations'].some((d) => newest(d) > built) || ['package.json', 'vite.config.ts'].some((f) => fs.statSync(f).mtimeMs > built);
};

if (sourcesChanged()) {
  console.log('Building Manzil (first start or sources changed)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The server runs in this very process, so SIGTERM from npm or a supervisor reaches its shutdown.
process.setSourceMapsEnabled(true);
await import(new URL('../dist/server/main.js', import.meta.url).href);
