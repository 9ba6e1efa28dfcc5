// Load (issue 7, "Reliability"): autocannon on loopback against the built server on a fresh, seeded
// database: a mixed read load, then a write load as signed-in users, --duration seconds each. Prints
// error rate (5xx and socket errors; expected 4xx such as 409 "opportunity full" apart), p50, p99,
// requests/s and the server's peak RSS, then each read endpoint's latency on an idle server. Usage:
//   npm run load -- [--db pglite|postgres] [--duration 60] [--connections 10]
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  BUILD_DIR,
  freshStore,
  loadTargets,
  pad,
  randomWrite,
  rssSampler,
  signInActors,
  startServer,
  verify,
  type Kind,
  type Server,
  type Session,
} from './lib';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '10' },
  },
});
const KIND: Kind = args.db === 'postgres' ? 'postgres' : 'pglite';
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];

const SEARCHES = [
  '/api/properties',
  '/api/properties?city=Riyadh&propertyType=villa',
  '/api/properties?minPrice=1000000&maxPrice=3000000&sort=price_asc',
  '/api/properties?forRent=true&bedrooms=2&page=2',
  '/api/properties?amenities=pool&furnished=true&sort=newest',
];

function readPaths(opportunityIds: number[], propertyIds: number[]): Array<[string, () => string]> {
  return [
    ['search', () => pick(SEARCHES)],
    ['property details', () => `/api/properties/${pick(propertyIds)}`],
    ['featured', () => '/api/properties/featured'],
    ['investments', () => '/api/investments'],
    ['investment details', () => `/api/investments/${pick(opportunityIds)}`],
  ];
}

interface Figures {
  phase: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  codes: Record<string, number>;
  errors: number;
  timeouts: number;
  peakRssMb: number;
}

async function run(server: Server, phase: string, request: autocannon.Request): Promise<Figures> {
  const rss = rssSampler(server.child.pid!);
  const r = await autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION, requests: [request], timeout: 10 });
  const peakRssMb = rss.stop();
  const codes = Object.fromEntries(
    Object.entries((r as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats).map(([k, v]) => [k, v.count]),
  );
  return {
    phase,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    codes,
    errors: r.errors,
    timeouts: r.timeouts,
    peakRssMb,
  };
}

function report(f: Figures, expected: (code: number) => boolean): { bad: number } {
  const total = Object.values(f.codes).reduce((a, b) => a + b, 0) + f.errors;
  const ok = Object.entries(f.codes)
    .filter(([c]) => Number(c) < 300)
    .reduce((a, [, n]) => a + n, 0);
  const expected4xx = Object.entries(f.codes)
    .filter(([c]) => Number(c) >= 300 && expected(Number(c)))
    .reduce((a, [, n]) => a + n, 0);
  const bad = total - ok - expected4xx;
  const pct = (n: number) => `${((100 * n) / Math.max(1, total)).toFixed(2)} %`;
  console.log(`\n### ${f.phase}`);
  console.log(
    `requests ${f.requests} in ${DURATION} s: ${f.rps.toFixed(0)} req/s; latency p50 ${f.p50} ms, p99 ${f.p99} ms; server peak RSS ${f.peakRssMb.toFixed(0)} MB`,
  );
  console.log(
    `status codes: ${Object.entries(f.codes)
      .map(([c, n]) => `${c}×${n}`)
      .join(', ')}; socket errors ${f.errors} (timeouts ${f.timeouts})`,
  );
  console.log(`2xx ${pct(ok)}; expected refusals ${pct(expected4xx)}; errors (5xx, unexpected 4xx, socket) ${bad} = ${pct(bad)}`);
  return { bad };
}

/** Each read endpoint alone, 50 sequential requests on the idle server: which one is slow. */
async function perEndpoint(server: Server, paths: Array<[string, () => string]>): Promise<void> {
  console.log(`\n### each read endpoint alone (50 sequential requests, idle server)`);
  for (const [name, next] of paths) {
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}${next()}`);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`${pad(name, 22)}p50 ${times[25].toFixed(1)} ms, max ${times[49].toFixed(1)} ms`);
  }
}

async function main() {
  console.log(
    `# Manzil load: ${KIND}, ${CONNECTIONS} connections, ${DURATION} s per phase, server ${BUILD_DIR}/server/main.js, ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at start`,
  );
  const store = await freshStore(KIND, 'load');
  let server: Server | undefined;
  let failed = false;
  try {
    server = await startServer(store);
    console.log(`seeded and up in ${Math.round(server.readyMs)} ms; idle RSS ${rssSampler(server.child.pid!).stop().toFixed(0)} MB`);
    const sessions: Session[] = await signInActors(server.url);
    const targets = await loadTargets(server.url);
    const allProperties = (await (await fetch(`${server.url}/api/properties?pageSize=50`)).json()) as { items: Array<{ id: number }> };
    const propertyIds = [...new Set([...allProperties.items.map((p) => p.id), ...targets.properties.map((p) => p.id)])];
    const opportunityIds = ((await (await fetch(`${server.url}/api/investments`)).json()) as Array<{ id: number }>).map((i) => i.id);
    const paths = readPaths(opportunityIds, propertyIds);

    const read = await run(server, `mixed reads (search ×5 variants, details, featured, investments, investment details)`, {
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: pick(paths)[1]() }),
    });
    const reads = report(read, () => false);

    const write = await run(server, `writes as ${sessions.length} signed-in users (40 % investments, 35 % bids, 25 % inquiries)`, {
      method: 'POST',
      setupRequest: (req) => {
        const w = randomWrite(targets, pick(sessions));
        return { ...req, path: w.path, headers: { ...w.headers, origin: server!.url }, body: w.body };
      },
    });
    // 409: the opportunity has too little funding left (or is now full): the answer the rules demand.
    const writes = report(write, (code) => code === 409);

    await perEndpoint(server, paths);
    await server.stop();
    server = undefined;
    const v = await verify(store, []);
    console.log(`\nafter the run: funding mismatches ${v.fundingMismatches.length}`);

    console.log(
      `\n${pad('phase', 8)}${pad('req/s', 8)}${pad('p50', 9)}${pad('p99', 9)}${pad('errors', 9)}${pad('expected 409', 14)}peak RSS`,
    );
    for (const [f, r] of [
      [read, reads],
      [write, writes],
    ] as const) {
      const total = Object.values(f.codes).reduce((a, b) => a + b, 0) + f.errors;
      console.log(
        `${pad(f === read ? 'read' : 'write', 8)}${pad(f.rps.toFixed(0), 8)}${pad(`${f.p50} ms`, 9)}${pad(`${f.p99} ms`, 9)}` +
          `${pad(`${((100 * r.bad) / Math.max(1, total)).toFixed(2)} %`, 9)}${pad(`${((100 * (f.codes['409'] ?? 0)) / Math.max(1, total)).toFixed(1)} %`, 14)}${f.peakRssMb.toFixed(0)} MB`,
      );
    }
    failed = reads.bad > 0 || writes.bad > 0 || v.fundingMismatches.length > 0;
  } finally {
    if (server) await server.stop().catch(() => undefined);
    await store.drop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
