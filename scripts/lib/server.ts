// The built server as a child process, for the operational scripts (chaos, load, perf, scan): the
// production bundle in BUILD_DIR (default dist/), started the way `npm start` starts it once built
// (`node BUILD_DIR/server/main.js` with the repository as cwd, since it reads migrations/), on a
// free port, with a fresh data directory unless told otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR ?? 'dist');
export const SERVER_JS = path.join(BUILD_DIR, 'server', 'main.js');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A TCP port nobody listens on right now (the OS picks it). */
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

export function assertBuilt(): void {
  if (!fs.existsSync(SERVER_JS)) {
    throw new Error(
      `No build at ${BUILD_DIR} (missing ${SERVER_JS}): run npm run build, or scripts/build-isolated.sh DIR and set BUILD_DIR=DIR`,
    );
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Waits until GET /api/health answers 200; returns the milliseconds it took from `since`. */
export async function waitForHealth(url: string, child: ChildProcess, since = performance.now(), timeoutMs = 120_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    if (exited(child)) throw new Error(`the server exited (code ${child.exitCode}, signal ${child.signalCode}) before it was healthy`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`the server at ${url} did not become healthy within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** ms from spawn to the first 200 of /api/health. */
  readyMs: number;
  /** The last lines the server wrote (when started with `output: 'capture'`). */
  log: string[];
  /** SIGTERM, wait for the exit; throws if it did not exit cleanly. */
  stop(): Promise<void>;
  /** SIGKILL (a crash), wait for the exit. */
  kill(): Promise<void>;
}

/**
 * Starts the built server and waits for it to be healthy. A server left running when the script
 * ends (or fails) is killed.
 */
export async function startServer(
  opts: {
    env?: Record<string, string>;
    dataDir?: string;
    /** Another way to start it (e.g. `npm start`); the default is `node BUILD_DIR/server/main.js`. */
    command?: string[];
    output?: 'inherit' | 'ignore' | 'capture';
  } = {},
): Promise<RunningServer> {
  if (!opts.command) assertBuilt();
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-script-'));
  const [cmd, ...args] = opts.command ?? [process.execPath, SERVER_JS];
  const output = opts.output ?? 'inherit';
  const t0 = performance.now();
  // Its own process group, so a command that wraps the server (`npm start` → sh → node) is stopped
  // as a terminal stops it: every process of the group gets the signal.
  const child = spawn(cmd, args, {
    detached: true,
    cwd: ROOT,
    // Production with the demo data and its published passwords (the scripts sign in as the demo accounts).
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED: 'true',
      DEMO_PUBLIC_PASSWORDS: 'true',
      LOG_LEVEL: 'warn',
      // No balancer waits on these servers: a stop need not linger for one (a scenario may ask otherwise).
      SHUTDOWN_DRAIN_SECONDS: '0',
      DATA_DIR: dataDir,
      ...opts.env,
      PORT: String(port),
    },
    stdio: ['ignore', output === 'capture' ? 'pipe' : output, output === 'capture' ? 'pipe' : 'inherit'],
  });
  const log: string[] = [];
  const keep = (d: Buffer) => {
    log.push(d.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false; // ESRCH: no process of the group is left
    }
  };
  const killOnExit = () => {
    signalGroup('SIGKILL');
  };
  process.once('exit', killOnExit);
  const gone = async (signal: NodeJS.Signals) => {
    process.removeListener('exit', killOnExit);
    const leaderExit = exited(child) ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(signal);
    await leaderExit;
    // The server may be a grandchild (npm start): wait until the whole group has gone, so that the
    // next start on the same data directory never meets a server still holding it.
    const since = performance.now();
    while (signalGroup(0)) {
      if (performance.now() - since > 30_000) throw new Error('the server group did not exit within 30 s of the signal');
      await sleep(20);
    }
  };
  const url = `http://127.0.0.1:${port}`;
  let readyMs: number;
  try {
    readyMs = await waitForHealth(url, child, t0);
  } catch (err) {
    killOnExit();
    throw new Error(`${(err as Error).message}\n${log.join('')}`);
  }
  return {
    url,
    port,
    dataDir,
    child,
    readyMs,
    log,
    async stop() {
      await gone('SIGTERM');
      // The server's own exit status; a wrapper such as npm reports the signal instead.
      if (!opts.command && child.exitCode !== 0)
        throw new Error(`the server did not stop cleanly (exit ${child.exitCode}):\n${log.join('')}`);
    },
    kill: () => gone('SIGKILL'),
  };
}

export interface Session {
  email: string;
  id: string;
  /** The Cookie header value: `manzil_sid=…`. */
  cookie: string;
}

/** Signs in with e-mail and password (as a browser on the server's own origin would). */
export async function signIn(url: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('manzil_sid='));
  if (!cookie) throw new Error(`sign-in of ${email}: no session cookie`);
  const user = (await res.json()) as { id: string };
  return { email, id: user.id, cookie };
}
