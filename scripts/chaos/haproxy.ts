// Debian's HAProxy for the balancer scenario (scripts/chaos/balancer.ts): installed when missing,
// started with the configuration docs/operations.md recommends, and driven through its runtime API
// (the admin socket): the servers' states, retries and redispatches, and a restarted server's new port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sleep } from './lib';

export const SERVERS = ['a', 'b'] as const;
export type Name = (typeof SERVERS)[number];

/** Debian's haproxy: on the PATH, else installed with apt-get when this user may; otherwise why not. */
export function ensureHaproxy(): { found: true } | { found: false; why: string } {
  const installed = () => spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status === 0;
  if (installed()) return { found: true };
  const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() !== 0 || !hasAptGet)
    return { found: false, why: 'HAProxy is not installed (Debian/Ubuntu: sudo apt-get install -y haproxy)' };
  console.log("HAProxy is missing: installing Debian's haproxy package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0)
      return { found: false, why: `apt-get ${args.join(' ')} failed (exit ${r.status}): install it by hand, apt-get install -y haproxy` };
  }
  return installed() ? { found: true } : { found: false, why: 'apt-get installed haproxy, but no haproxy command is on the PATH' };
}

/** The configuration docs/operations.md recommends, on loopback ports. */
function haproxyConfig(o: { port: number; socket: string; servers: Record<Name, number> }): string {
  return `global
  maxconn 2048
  stats socket ${o.socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 2s
  option forwardfor
  # A request that failed on one server is tried again on the other (redispatch at every retry).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response response-timeout 503

frontend web
  bind 127.0.0.1:${o.port}
  default_backend app

backend app
  balance roundrobin
  # Only requests safe to repeat are repeated once sent: reads, and writes carrying an Idempotency-Key
  # (the app answers a repeat with the first result). Other writes are retried only if never sent.
  http-request disable-l7-retry unless METH_GET || { req.hdr(idempotency-key) -m found }
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server check inter 1s fall 2 rise 2
${SERVERS.map((name) => `  server ${name} 127.0.0.1:${o.servers[name]}`).join('\n')}
`;
}

interface ServerStat {
  status: string;
  retries: number;
  redispatches: number;
}

export class Haproxy {
  private constructor(
    readonly url: string,
    private readonly socket: string,
    private readonly child: ChildProcess,
    private readonly dir: string,
  ) {}

  static async start(port: number, servers: Record<Name, number>): Promise<Haproxy> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-haproxy-'));
    const socket = path.join(dir, 'admin.sock');
    const config = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(config, haproxyConfig({ port, socket, servers }));
    const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
    process.once('exit', () => child.kill('SIGKILL'));
    const proxy = new Haproxy(`http://127.0.0.1:${port}`, socket, child, dir);
    const since = Date.now();
    while (!fs.existsSync(socket)) {
      const failure =
        child.exitCode !== null
          ? `haproxy exited (code ${child.exitCode}): see its message above`
          : Date.now() - since > 10_000 && 'haproxy did not start within 10 s';
      if (failure) {
        await proxy.stop();
        throw new Error(failure);
      }
      await sleep(50);
    }
    return proxy;
  }

  /** One command of HAProxy's runtime API (the admin socket). */
  command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let out = '';
      const conn = net.createConnection(this.socket, () => conn.end(`${line}\n`));
      conn.on('data', (d) => (out += d.toString()));
      conn.on('end', () => resolve(out));
      conn.on('error', reject);
    });
  }

  /** The backend's servers and its own totals ('BACKEND'), from `show stat`. */
  async stats(): Promise<Map<string, ServerStat>> {
    const [header, ...rows] = (await this.command('show stat')).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (row: string[], name: string) => row[columns.indexOf(name)];
    const stats = new Map<string, ServerStat>();
    for (const row of rows.map((r) => r.split(','))) {
      if (at(row, 'pxname') !== 'app') continue;
      stats.set(at(row, 'svname'), {
        status: at(row, 'status'),
        retries: Number(at(row, 'wretr') || 0),
        redispatches: Number(at(row, 'wredis') || 0),
      });
    }
    return stats;
  }

  /** Retries and redispatches so far, over the whole backend. */
  async counters(): Promise<{ retries: number; redispatches: number }> {
    const backend = (await this.stats()).get('BACKEND');
    return { retries: backend?.retries ?? 0, redispatches: backend?.redispatches ?? 0 };
  }

  /**
   * Sends a server's traffic and checks to another port. A restarted server listens on a new free
   * port here (the chaos servers choose theirs); a real one comes back on its own address.
   */
  async pointAt(name: Name, port: number): Promise<void> {
    const answer = await this.command(`set server app/${name} addr 127.0.0.1 port ${port}`);
    if (!/changed|no need to change/i.test(answer)) throw new Error(`haproxy refused the new address of ${name}: ${answer.trim()}`);
  }

  /** Waits until HAProxy reports the server `UP` or `DOWN`; returns the milliseconds it took. */
  async waitFor(name: Name, status: 'UP' | 'DOWN', timeoutMs = 60_000): Promise<number> {
    const since = Date.now();
    while (Date.now() - since < timeoutMs) {
      if ((await this.stats()).get(name)?.status === status) return Date.now() - since;
      await sleep(50);
    }
    throw new Error(`haproxy did not see ${name} ${status} within ${timeoutMs} ms`);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
