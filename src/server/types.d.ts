import 'fastify';
import type { User } from './db/schema';
import type { CurrentSession, SessionStore } from './auth/sessions';
import type { AppDeps } from './app';
import type { RateLimits } from './lib/rate-limits';
import type { JobWorker } from './jobs/worker';

import type { ReadRouting } from './db/read-replica';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    session: CurrentSession | null;
  }
  interface FastifyInstance {
    deps: AppDeps;
    sessions: SessionStore;
    /** The API's throttles, as onRequest hooks (lib/rate-limits.ts). */
    limits: RateLimits;
    /** The job worker of this process (src/server/jobs). */
    jobs: JobWorker;
    /** Where a public read goes: the replica, or the primary for a client that wrote lately (db/read-replica.ts). */
    reads: ReadRouting;
  }
}
