// Page weight: JavaScript and CSS transferred (compressed, as on the wire) for the first view of
// each budget page, in a fresh browser context (empty cache), plus the gzip size of the same JS and CSS.
// Fails when a JS/CSS response over 1 KB is sent uncompressed or when `/` needs more than the
// JavaScript budget (150 KB gzip), or `/ar` does.
//   BUILD_DIR=/tmp/perf-build npm run bench:pages        (JSON=1 for machine-readable output)
import zlib from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { budgetPages, CHROMIUM, startServer } from './server';

const JS_BUDGET_HOME = 150 * 1024;

interface Row {
  page: string;
  jsFiles: number;
  jsBytes: number;
  jsWire: number;
  jsRaw: number;
  /** gzip -9 of the decoded bodies, computed here: what gzip gives whatever the server sends. */
  jsGzip: number;
  cssBytes: number;
  cssRaw: number;
  cssGzip: number;
  otherBytes: number;
  uncompressed: string[];
  encodings: Set<string>;
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: Row[] = [];
  try {
    for (const { name, path } of await budgetPages(server.url)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const responses: Response[] = [];
      page.on('response', (r) => responses.push(r));
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const row: Row = {
        page: name,
        jsFiles: 0,
        jsBytes: 0,
        jsWire: 0,
        jsRaw: 0,
        jsGzip: 0,
        cssBytes: 0,
        cssRaw: 0,
        cssGzip: 0,
        otherBytes: 0,
        uncompressed: [],
        encodings: new Set(),
      };
      for (const r of responses) {
        const headers = await r.allHeaders();
        const type = headers['content-type'] ?? '';
        const sizes = await r
          .request()
          .sizes()
          .catch(() => null);
        if (!sizes) continue;
        const body = sizes.responseBodySize;
        const wire = body + sizes.responseHeadersSize;
        const decoded = await r.body().catch(() => Buffer.alloc(0));
        const raw = decoded.length;
        const isJs = /javascript/.test(type);
        const isCss = /text\/css/.test(type);
        if (isJs || isCss) row.encodings.add(headers['content-encoding'] ?? 'identity');
        if (isJs) {
          row.jsFiles += 1;
          row.jsBytes += body;
          row.jsWire += wire;
          row.jsRaw += raw;
          row.jsGzip += zlib.gzipSync(decoded, { level: 9 }).length;
        } else if (isCss) {
          row.cssBytes += body;
          row.cssRaw += raw;
          row.cssGzip += zlib.gzipSync(decoded, { level: 9 }).length;
        } else row.otherBytes += wire;
        // Files under 1 KB are not worth compressing (the build skips them, as Lighthouse's audit does).
        if ((isJs || isCss) && raw >= 1024 && !/gzip|br|zstd/.test(headers['content-encoding'] ?? ''))
          row.uncompressed.push(new URL(r.url()).pathname);
      }
      rows.push(row);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  if (process.env.JSON) {
    console.log(
      JSON.stringify(
        rows.map((r) => ({ ...r, encodings: [...r.encodings] })),
        null,
        2,
      ),
    );
  } else {
    const encodings = [...new Set(rows.flatMap((r) => [...r.encodings]))].join(', ');
    console.log(`\nFirst view, empty cache (KB = 1024 bytes). "transferred" = body as received (content-encoding: ${encodings});`);
    console.log('"+ headers" adds the response headers; "raw" = decoded size.');
    console.log('"gzip -9" = the decoded file gzipped here (the gzip figure, whatever encoding the server chose).\n');
    console.log(
      '| page | JS files | JS transferred | JS + headers | JS gzip -9 | JS raw | CSS transferred | CSS gzip -9 | CSS raw | everything else (+ headers) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(
        `| ${r.page} | ${r.jsFiles} | ${kb(r.jsBytes)} | ${kb(r.jsWire)} | ${kb(r.jsGzip)} | ${kb(r.jsRaw)} | ${kb(r.cssBytes)} | ${kb(r.cssGzip)} | ${kb(r.cssRaw)} | ${kb(r.otherBytes)} |`,
      );
  }
  let failed = false;
  for (const r of rows) {
    if (r.uncompressed.length) {
      failed = true;
      console.error(`\n${r.page}: sent without compression: ${r.uncompressed.join(', ')}`);
    }
  }
  // The landing's budget holds in either language (issue 22). It is in gzip terms (a browser that
  // takes brotli gets less still).
  for (const home of rows.filter((r) => r.page === '/' || r.page === '/ar')) {
    const homeJs = Math.max(home.jsGzip, home.jsBytes);
    if (homeJs > JS_BUDGET_HOME) {
      failed = true;
      console.error(`\n${home.page} needs ${kb(homeJs)} KB of JavaScript (gzip): budget ${kb(JS_BUDGET_HOME)} KB`);
    } else console.log(`\n${home.page} JavaScript ${kb(homeJs)} KB (gzip) ≤ budget ${kb(JS_BUDGET_HOME)} KB`);
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
