// `npm run scan`: an attacker's tool against the running server. Debian's sqlmap tries SQL
// injection on the search, the detail pages, the admin user search, sign-in and the inquiry form
// (query strings, path segments and JSON bodies), signed in where the route needs it. It passes
// when sqlmap finds nothing injectable and the server never answered 5xx. Needs sqlmap
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
}

interface Finding {
  target: string;
  injectable: string[];
  statuses: Record<string, number>;
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-sqlmap-'));

function scan(target: Target, base: string, cookies: Record<string, string>): Finding {
  const argv = [
    '-u', `${base}${target.url}`,
    '--batch', '--disable-coloring', `--level=${args.level}`, `--risk=${args.risk}`,
    '--output-dir', outDir, '--flush-session',
    // The server refuses cross-site writes: a real client sends its own origin.
    '--headers', `Origin: ${base}\nAccept: application/json`,
    '-v', '1',
  ];
  if (target.data) argv.push('--data', target.data, '--method', 'POST');
  if (target.as) argv.push('--cookie', cookies[target.as]);
  if (target.ignoreCode) argv.push(`--ignore-code=${target.ignoreCode}`);
  const run = spawnSync('sqlmap', argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const out = `${run.stdout}\n${run.stderr}`;
  const injectable = [...out.matchAll(/(\w+ parameter '[^']+') (?:appears to be|is) '([^']+)' injectable/g)].map((m) => `${m[1]}: ${m[2]}`);
  const statuses: Record<string, number> = {};
  const codes = /HTTP error codes detected during run:\s*\n([^\n]*)/.exec(out)?.[1] ?? '';
  for (const m of codes.matchAll(/(\d{3}) \(([^)]+)\) - (\d+) times/g)) statuses[`${m[1]} ${m[2]}`] = Number(m[3]);
  fs.writeFileSync(path.join(outDir, `${target.name.replace(/\W+/g, '-')}.log`), out);
  return { target: target.name, injectable, statuses };
}

async function main() {
  const server = await startServer({ env: { LOGIN_RATE_LIMIT: '1000000' }, output: 'ignore' });
  try {
    const cookies = {
      admin: (await signIn(server.url, 'admin@manzil.sa', 'Manzil-Admin-2026')).cookie,
      buyer: (await signIn(server.url, 'buyer@manzil.sa', 'Manzil-Buyer-2026')).cookie,
    };
    const listings = (await (await fetch(`${server.url}/api/properties?pageSize=1`)).json()) as { items: Array<{ id: number }> };
    const id = listings.items[0].id;
    const targets: Target[] = [
      { name: 'search (every filter)', url: '/api/properties?city=Riyadh&neighborhood=Al%20Malqa&propertyType=villa&minPrice=100000&maxPrice=9000000&bedrooms=2&amenities=Pool&furnished=true&forSale=true&sort=price_asc&page=1&pageSize=12' },
      { name: 'property detail (path id)', url: `/api/properties/${id}*` },
      { name: 'investment detail (path id)', url: '/api/investments/1*' },
      { name: 'admin user search', url: '/api/admin/users?q=sara&role=all&page=1', as: 'admin' },
      { name: 'sign-in (JSON body)', url: '/api/auth/login', data: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }), ignoreCode: 401 },
      { name: 'inquiry (JSON body)', url: `/api/properties/${id}/inquiries`, data: JSON.stringify({ message: 'Is it still available for a viewing?', contactPhone: '0551234567' }), as: 'buyer' },
    ];
    const findings: Finding[] = [];
    for (const target of targets) {
      const started = Date.now();
      process.stdout.write(`sqlmap → ${target.name} … `);
      const finding = scan(target, server.url, cookies);
      findings.push(finding);
      console.log(`${finding.injectable.length ? 'INJECTABLE' : 'nothing injectable'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    console.log(`\nlevel ${args.level}, risk ${args.risk}; logs in ${outDir}\n`);
    console.log('| target | result | HTTP statuses sqlmap saw (non-2xx) |');
    console.log('|---|---|---|');
    for (const f of findings) {
      const statuses = Object.entries(f.statuses).map(([k, v]) => `${k} ×${v}`).join(', ') || 'none';
      console.log(`| ${f.target} | ${f.injectable.length ? f.injectable.join('; ') : 'not injectable'} | ${statuses} |`);
    }
    const serverErrors = findings.filter((f) => Object.keys(f.statuses).some((s) => s.startsWith('5')));
    const injectable = findings.filter((f) => f.injectable.length > 0);
    if (injectable.length || serverErrors.length) {
      console.error(`\nFAILED: ${injectable.length} injectable target(s), ${serverErrors.length} target(s) with 5xx answers`);
      process.exitCode = 1;
    } else {
      console.log('\nPASSED: no injectable parameter, no 5xx');
    }
  } finally {
    await server.stop();
    if (!args.keep) fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
