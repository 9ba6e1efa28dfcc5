import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodApp } from '../../lib/http';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: ZodApp): Promise<void> {
  app.get('/health', {
    schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthSchema, 503: healthSchema } },
  }, async (_request, reply) => {
    const { database } = app.deps;
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error' as const, database: database.kind });
    }
  });
}
