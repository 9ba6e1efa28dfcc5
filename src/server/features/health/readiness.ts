import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

// Whether this server should be sent requests (docs/operations.md#health-and-metrics): the load
// balancer asks GET /api/health/ready every second or so and sends traffic only where it answers 200.

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness of this server; main.ts marks it shutting down at SIGTERM (features/health/readiness.ts). */
    readiness: Readiness;
  }
}

/** A check that takes longer counts as failed: the balancer must get an answer before its own timeout. */
const CHECK_TIMEOUT_MS = 2000;

export type CheckState = 'ok' | 'failed' | 'skipped';
export interface ReadinessReport {
  status: 'ready' | 'unavailable' | 'shutting down';
  checks: { database: CheckState; storage: CheckState };
}
type Check = () => Promise<unknown>;

/** The database answers `select 1`. */
export const databaseAnswers =
  (database: Database): Check =>
  () =>
    database.db.execute(sql`select 1`);

async function run(name: string, check: Check, log: FastifyBaseLogger): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref();
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (err) {
    log.warn({ err }, `readiness: the ${name} check failed`);
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export class Readiness {
  private shuttingDown = false;

  constructor(
    private readonly checks: { database: Check; storage: Check },
    private readonly log: FastifyBaseLogger,
  ) {}

  /** From now on the server answers "not ready", so the balancer stops sending it requests (SIGTERM). */
  beginShutdown(): void {
    this.shuttingDown = true;
  }

  async report(): Promise<ReadinessReport> {
    if (this.shuttingDown) return { status: 'shutting down', checks: { database: 'skipped', storage: 'skipped' } };
    const [database, storage] = await Promise.all([
      run('database', this.checks.database, this.log),
      run('storage', this.checks.storage, this.log),
    ]);
    const ready = database === 'ok' && storage !== 'failed';
    return { status: ready ? 'ready' : 'unavailable', checks: { database, storage } };
  }
}

/** The readiness of an app on this database and upload store (whose `reachable` checks a directory or a bucket). */
export function readinessOf(deps: { database: Database }, storage: { reachable(): Promise<void> }, log: FastifyBaseLogger): Readiness {
  return new Readiness({ database: databaseAnswers(deps.database), storage: () => storage.reachable() }, log);
}
