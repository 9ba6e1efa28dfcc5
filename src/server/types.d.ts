import 'fastify';
import type { User } from './db/schema';
import type { CurrentSession, SessionStore } from './auth/sessions';
import type { AppDeps } from './app';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    session: CurrentSession | null;
  }
  interface FastifyInstance {
    deps: AppDeps;
    sessions: SessionStore;
  }
}
