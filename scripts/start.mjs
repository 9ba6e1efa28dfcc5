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
  return (
    ['src', 'migrations'].some((d) => newest(d) > built) || ['package.json', 'vite.config.ts'].some((f) => fs.statSync(f).mtimeMs > built)
  );
};

if (sourcesChanged()) {
  console.log('Building Manzil (first start or sources changed)…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The server runs in this very process, so SIGTERM from a supervisor reaches its shutdown. But a
// SIGTERM sent to `npm start` alone (as `docker stop` does to the container's first process) ends
// npm and its shell and leaves this process behind, still holding the port and the database: so
// when the process that started us is gone, shut down as if told to.
process.setSourceMapsEnabled(true);
const launcher = process.ppid;
setInterval(() => {
  if (process.ppid !== launcher) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
await import(new URL('../dist/server/main.js', import.meta.url).href);
