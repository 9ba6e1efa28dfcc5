// Starting and stopping the built server from the operational scripts (bench, chaos, load, perf,
// scan): the production bundle in BUILD_DIR (default dist/), on a port of its own, with its own
// data directory unless DATABASE_URL is given.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'dist';

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
}

/** Starts `node BUILD_DIR/server/main.js` and waits for /api/health to answer 200. */
export async function startServer(opts: { env?: Record<string, string>; port?: number; dataDir?: string; quiet?: boolean } = {}): Promise<RunningServer> {
  const main = path.join(BUILD_DIR, 'server', 'main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} not found: run npm run build first (or set BUILD_DIR)`);
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-script-'));
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...opts.env, PORT: String(port) },
    stdio: ['ignore', opts.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, port, child, dataDir };
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited before it was healthy');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** SIGTERM (graceful) or SIGKILL, and wait for the process to be gone. */
export async function stopServer(server: Pick<RunningServer, 'child'>, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Signs in with e-mail and password and returns the Cookie header value of the session. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('manzil_sid='));
  if (!cookie) throw new Error('sign-in answered without a session cookie');
  return cookie.split(';')[0];
}
