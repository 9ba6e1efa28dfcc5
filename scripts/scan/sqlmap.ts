// `npm run scan`: an attacker's tool against the running server. Debian's sqlmap tries SQL
// injection on the search, the detail pages, the admin user search, sign-in and the inquiry form
// (query strings, path segments and JSON bodies), signed in where the route needs it. Each target's
// untouched request is sent first and must be answered as expected (2xx, or the status named), so
// sqlmap's probes reach the SQL instead of bouncing off validation. It passes when, for every
// target, sqlmap ran to its verdict ("do not appear to be injectable"), found nothing injectable,
// and the server never answered 5xx. Needs sqlmap
// (apt-get install -y sqlmap) and a build (npm run build; BUILD_DIR to use another).
//   npm run scan                     # level 3, risk 2
//   npm run scan -- --level 5 --risk 3
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signIn, startServer } from '../lib/server';

const { values: args } = parseArgs({
  options: {
    level: { type: 'string', default: '3' },
    risk: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
  },
});

if (spawnSync('sqlmap', ['--version']).error) {
  console.error('sqlmap is not installed: apt-get install -y sqlmap');
  process.exit(2);
}

interface Target {
  name: string;
  url: string;
  /** JSON body: sqlmap then injects into each JSON value. */
  data?: string;
  /** A status the untouched request answers with (e.g. 401 for a wrong password), so sqlmap goes on. */
  ignoreCode?: number;
  as?: 'admin' | 'buyer';
  /** The untouched answer must list at least one item (`total` ≥ 1), so that a probe that changed the SQL would change it. */
  mustMatch?: boolean;
}

interface Finding {
  target: string;
  /** The untouched request's status (the baseline sqlmap compares its probes with). */
  baseline: number;
  injectable: string[];
  statuses: Record<string, number>;
  /** Why sqlmap's run cannot be trusted (it stopped early, or gave no verdict), if so. */
  problem?: string;
}

/** Sends the target's request as sqlmap will, untouched: it must be answered 2xx (or `ignoreCode`). */
async function baseline(target: Target, base: string, cookies: Record<string, string>): Promise<{ status: number; total?: number }> {
  const headers: Record<string, string> = { origin: base, accept: 'application/json' };
  if (target.as) headers.cookie = cookies[target.as];
  if (target.data) headers['content-type'] = 'application/json';
  const send = () => fetch(`${base}${target.url.replace('*', '')}`, { method: target.data ? 'POST' : 'GET', headers, body: target.data });
  // The previous target's scan can outlast the server's keep-alive timeout: a pooled connection
  // closed under the request is tried once more on a new one.
  const res = await send().catch(send);
  const text = await res.text();
  let total: number | undefined;
  try {
    total = (JSON.parse(text) as { total?: number }).total;
  } catch {
    /* not JSON: no total */
  }
  return { status: res.status, total };
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-sqlmap-'));

function scan(target: Target, base: string, cookies: Record<string, string>, status: number): Finding {
  const argv = [
    '-u',
    `${base}${target.url}`,
    '--batch',
    '--disable-coloring',
    `--level=${args.level}`,
    `--risk=${args.risk}`,
    '--output-dir',
    outDir,
    '--flush-session',
    // The server refuses cross-site writes: a real client sends its own origin.
    '--headers',
    `Origin: ${base}\nAccept: application/json`,
    '-v',
    '1',
  ];
  if (target.data) argv.push('--data', target.data, '--method', 'POST');
  // The session cookie is the credential, not input to a query: tampering with it only signs the
  // scan out (401), and sqlmap then abandons the target. Sessions have tests of their own.
  if (target.as) argv.push('--cookie', cookies[target.as], '--skip', 'manzil_sid');
  if (target.ignoreCode) argv.push(`--ignore-code=${target.ignoreCode}`);
  const run = spawnSync('sqlmap', argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const out = `${run.stdout}\n${run.stderr}`;
  const injectable = [...out.matchAll(/(\w+ parameter '[^']+') (?:appears to be|is) '([^']+)' injectable/g)].map((m) => `${m[1]}: ${m[2]}`);
  const statuses: Record<string, number> = {};
  const codes = /HTTP error codes detected during run:\s*\n([^\n]*)/.exec(out)?.[1] ?? '';
  for (const m of codes.matchAll(/(\d{3}) \(([^)]+)\) - (\d+) times/g)) statuses[`${m[1]} ${m[2]}`] = Number(m[3]);
  fs.writeFileSync(path.join(outDir, `${target.name.replace(/\W+/g, '-')}.log`), out);
  // sqlmap's verdict when it has tried everything and found nothing; without it (a connection
  // failure, a crash, a run cut short) the target was not really scanned.
  const verdict = /all tested parameters do not appear to be injectable/.test(out);
  let problem: string | undefined;
  if (run.error) problem = `sqlmap did not run: ${run.error.message}`;
  else if (!verdict && injectable.length === 0) {
    problem = `sqlmap gave no verdict (exit ${run.status}): ${out.match(/\[CRITICAL\][^\n]*/)?.[0] ?? out.trim().split('\n').at(-1)}`;
  }
  return { target: target.name, baseline: status, injectable, statuses, problem };
}

async function main() {
  // sqlmap sends tens of thousands of probes from one address: the throttles would answer most with 429.
  const server = await startServer({
    env: { LOGIN_RATE_LIMIT: '1000000', SEARCH_RATE_LIMIT: '10000000', WRITE_RATE_LIMIT: '1000000', SIGNUP_RATE_LIMIT: '1000000' },
    output: 'ignore',
  });
  try {
    const cookies = {
      admin: (await signIn(server.url, 'admin@manzil.sa', 'Manzil-Admin-2026')).cookie,
      buyer: (await signIn(server.url, 'buyer@manzil.sa', 'Manzil-Buyer-2026')).cookie,
    };
    const listings = (await (await fetch(`${server.url}/api/properties?pageSize=1`)).json()) as { items: Array<{ id: number }> };
    const id = listings.items[0].id;
    const targets: Target[] = [
      // Every filter, chosen so that the demo data has a match: probes that change the SQL would change the answer.
      {
        name: 'search (every filter)',
        mustMatch: true,
        url: '/api/properties?city=Riyadh&neighborhood=Al%20Narjis&propertyType=villa&minPrice=100000&maxPrice=9000000&minArea=100&maxArea=2000&bedrooms=2&bathrooms=1&parking=1&yearBuilt=1990&amenities=pool&furnished=false&forSale=true&forRent=false&sort=price_asc&page=1&pageSize=12',
      },
      { name: 'property detail (path id)', url: `/api/properties/${id}*` },
      { name: 'investment detail (path id)', url: '/api/investments/1*' },
      { name: 'admin user search', url: '/api/admin/users?q=sara&role=all&page=1', as: 'admin' },
      {
        name: 'sign-in (JSON body)',
        url: '/api/auth/login',
        data: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
        ignoreCode: 401,
      },
      {
        name: 'inquiry (JSON body)',
        url: `/api/properties/${id}/inquiries`,
        data: JSON.stringify({ message: 'Is it still available for a viewing?', contactPhone: '0551234567' }),
        as: 'buyer',
      },
    ];
    const findings: Finding[] = [];
    for (const target of targets) {
      const started = Date.now();
      process.stdout.write(`sqlmap → ${target.name} … `);
      const { status, total } = await baseline(target, server.url, cookies);
      if (status !== (target.ignoreCode ?? 200) && !(status >= 200 && status < 300)) {
        throw new Error(
          `the untouched request of "${target.name}" was answered ${status}: sqlmap would only probe the validation. Fix the target.`,
        );
      }
      if (target.mustMatch && !(Number(total) >= 1)) {
        throw new Error(
          `the untouched request of "${target.name}" matched nothing (total ${total}): a probe that changed the SQL could not change the answer. Fix the target.`,
        );
      }
      const finding = scan(target, server.url, cookies, status);
      findings.push(finding);
      const result = finding.injectable.length ? 'INJECTABLE' : finding.problem ? `NOT SCANNED: ${finding.problem}` : 'nothing injectable';
      console.log(`${result} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    console.log(`\nlevel ${args.level}, risk ${args.risk}; logs in ${outDir}\n`);
    console.log('| target | untouched request | result | HTTP statuses sqlmap saw (non-2xx) |');
    console.log('|---|---|---|---|');
    for (const f of findings) {
      const statuses =
        Object.entries(f.statuses)
          .map(([k, v]) => `${k} ×${v}`)
          .join(', ') || 'none';
      const result = f.injectable.length ? f.injectable.join('; ') : f.problem ? `not scanned: ${f.problem}` : 'not injectable';
      console.log(`| ${f.target} | ${f.baseline} | ${result} | ${statuses} |`);
    }
    const serverErrors = findings.filter((f) => Object.keys(f.statuses).some((s) => s.startsWith('5')));
    const injectable = findings.filter((f) => f.injectable.length > 0);
    const unscanned = findings.filter((f) => f.problem);
    if (injectable.length || serverErrors.length || unscanned.length) {
      console.error(
        `\nFAILED: ${injectable.length} injectable target(s), ${serverErrors.length} target(s) with 5xx answers, ${unscanned.length} target(s) not really scanned`,
      );
      process.exitCode = 1;
    } else {
      console.log("\nPASSED: every target scanned to sqlmap's verdict; no injectable parameter, no 5xx");
    }
  } finally {
    await server.stop();
    if (!args.keep) fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
