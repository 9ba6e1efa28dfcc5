import { sql } from 'drizzle-orm';
import * as contracts from '../../../shared/contracts/system';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';

export async function healthRoutes(app: ZodApp): Promise<void> {
  const { database } = app.deps;
  serve(app, contracts.health, async (_input, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      reply.code(503);
      return { status: 'error' as const, database: database.kind };
    }
  });
}
