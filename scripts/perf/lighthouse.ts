// Lighthouse (npm `lighthouse` 12 driving Debian's Chromium) on the budget pages of the production
// build, mobile (default) and desktop presets, RUNS runs each (default 3): the median of each
// category score and of LCP/TBT/CLS. Machine noise (other builds on the same cores) moves the
// performance score, hence the median.   BUILD_DIR=/tmp/perf-build npm run bench:lighthouse
//   RUNS=1 PAGES=/,/buy PRESETS=desktop  narrow the run;  LH_OUT=dir keeps every JSON report.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { budgetPages, CHROMIUM, median, ROOT, startServer } from './server';

const RUNS = Number(process.env.RUNS ?? 3);
const PRESETS = (process.env.PRESETS ?? 'mobile,desktop').split(',') as Array<'mobile' | 'desktop'>;
const TARGETS = { performance: { mobile: 90, desktop: 95 }, accessibility: 100, 'best-practices': 95, seo: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface LhReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string; details?: { items?: unknown[] } }
  >;
}

function runLighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<LhReport> {
  const args = [
    url,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--output=json',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as LhReport);
      } catch (err) {
        reject(err as Error);
      }
    });
  });
}

const score = (r: LhReport, c: string) => Math.round((r.categories[c]?.score ?? 0) * 100);

async function main() {
  const server = await startServer();
  const outDir = process.env.LH_OUT;
  if (outDir) fs.mkdirSync(outDir, { recursive: true });
  const rows: string[] = [];
  const misses: string[] = [];
  const failing = new Map<string, Set<string>>();
  try {
    let pages = await budgetPages(server.url);
    if (process.env.PAGES) pages = pages.filter((p) => process.env.PAGES!.split(',').includes(p.name));
    // One warm-up load so the first measured run does not pay for cold server caches.
    for (const p of pages) await fetch(server.url + p.path);
    for (const preset of PRESETS) {
      for (const { name, path: pagePath } of pages) {
        const reports: LhReport[] = [];
        for (let i = 0; i < RUNS; i++) {
          // Lighthouse now and then fails to record a trace (NO_NAVSTART): try such a run again, twice at most.
          const report = await runLighthouse(server.url + pagePath, preset)
            .catch(() => runLighthouse(server.url + pagePath, preset))
            .catch(() => runLighthouse(server.url + pagePath, preset));
          reports.push(report);
          if (outDir) fs.writeFileSync(path.join(outDir, `${preset}${name.replace(/[/{}]+/g, '_')}-${i + 1}.json`), JSON.stringify(report));
          process.stderr.write('.');
        }
        const m = (f: (r: LhReport) => number) => median(reports.map(f));
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, m((r) => score(r, c))])) as Record<(typeof CATEGORIES)[number], number>;
        const lcp = m((r) => r.audits['largest-contentful-paint']?.numericValue ?? NaN);
        const tbt = m((r) => r.audits['total-blocking-time']?.numericValue ?? NaN);
        const cls = m((r) => r.audits['cumulative-layout-shift']?.numericValue ?? NaN);
        const fcp = m((r) => r.audits['first-contentful-paint']?.numericValue ?? NaN);
        rows.push(
          `| ${preset} | ${name} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${(fcp / 1000).toFixed(2)} s | ${(lcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)} |`,
        );
        const perfTarget = TARGETS.performance[preset];
        const check = (c: string, got: number, want: number) => {
          if (got < want) misses.push(`${preset} ${name}: ${c} ${got} < ${want}`);
        };
        check('performance', scores.performance, perfTarget);
        check('accessibility', scores.accessibility, TARGETS.accessibility);
        check('best-practices', scores['best-practices'], TARGETS['best-practices']);
        check('seo', scores.seo, TARGETS.seo);
        // Which binary audits failed (any run), to say why a category lost points.
        for (const r of reports) {
          for (const [id, a] of Object.entries(r.audits)) {
            if (a.scoreDisplayMode === 'binary' && a.score === 0) {
              const key = `${preset} ${name}`;
              if (!failing.has(key)) failing.set(key, new Set());
              failing.get(key)!.add(id);
            }
          }
        }
      }
    }
  } finally {
    await server.stop();
  }
  process.stderr.write('\n');
  console.log(`\nLighthouse medians of ${RUNS} run(s) per page and preset (build: ${process.env.BUILD_DIR ?? 'dist'})\n`);
  console.log('| preset | page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  if (failing.size) {
    console.log('\nFailed binary audits (in at least one run):');
    for (const [k, ids] of failing) console.log(`  ${k}: ${[...ids].join(', ')}`);
  }
  if (misses.length) {
    console.log(`\nTargets missed:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nAll targets met.');
}

await main();
