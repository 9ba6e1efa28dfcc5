// `npm test` needs a Chromium for the end-to-end tests. This finds it (CHROME_PATH, or Debian's
// /usr/bin/chromium) and, when it is missing and this user can run Debian's package manager,
// installs Debian's package, so `npm install` then `npm test` is the whole set-up on a fresh
// machine. Otherwise it stops with one line that says what to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEFAULT = '/usr/bin/chromium';
const wanted = process.env.CHROME_PATH ?? DEFAULT;

const found = () => fs.existsSync(wanted);
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

if (!found()) {
  const canInstall = wanted === DEFAULT && process.getuid?.() === 0 && has('apt-get');
  if (!canInstall) {
    console.error(
      `Chromium not found at ${wanted}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium), ` +
        'or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package for the end-to-end tests (about 30 s)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${r.status}). Install Chromium by hand: apt-get install -y chromium`);
      process.exit(1);
    }
  }
  if (!found()) {
    console.error(`apt-get installed chromium, but ${wanted} is still missing. Set CHROME_PATH to the browser's path.`);
    process.exit(1);
  }
}
console.log(`Chromium for the end-to-end tests: ${wanted}`);
