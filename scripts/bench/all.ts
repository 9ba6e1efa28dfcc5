// `npm run bench`: every speed figure the README quotes, one after another, from the build in
// BUILD_DIR (default dist/: `npm run build` first):
//   1. the search benchmark (scripts/bench/search.ts) on PostgreSQL and PGlite; flags are passed on,
//      e.g. `npm run bench -- --rows 10000,1000000 --duration 10`
//   2. page weight (scripts/perf/page-weight.ts)
//   3. Lighthouse, mobile and desktop (scripts/perf/lighthouse.ts)
//   4. start-up (scripts/perf/startup.ts)
// `--only search,pages` runs a subset. Each part is also a script of its own (bench:search,
// bench:pages, bench:lighthouse, bench:startup). Exits non-zero when any part failed or missed its target.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../lib/server';

const PARTS = {
  search: 'scripts/bench/search.ts',
  pages: 'scripts/perf/page-weight.ts',
  lighthouse: 'scripts/perf/lighthouse.ts',
  startup: 'scripts/perf/startup.ts',
} as const;
type Part = keyof typeof PARTS;

const argv = process.argv.slice(2);
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? argv.splice(onlyAt, 2)[1]?.split(',') : undefined;
const unknown = only?.filter((p) => !(p in PARTS));
if (unknown?.length) {
  console.error(`--only: ${unknown.join(', ')} is not one of ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const parts = (Object.keys(PARTS) as Part[]).filter((p) => !only || only.includes(p));

const failed: string[] = [];
for (const part of parts) {
  console.log(`\n# ${part} (${PARTS[part]})\n`);
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const run = spawnSync(tsx, [PARTS[part], ...(part === 'search' ? argv : [])], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) failed.push(`${part} (exit ${run.status ?? run.signal})`);
}
console.log(failed.length ? `\nbench: failed or missed a target: ${failed.join(', ')}` : `\nbench: ${parts.join(', ')} done`);
process.exitCode = failed.length ? 1 : 0;
