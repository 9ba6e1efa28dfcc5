import { createHash, timingSafeEqual } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as contracts from '../../../shared/contracts/system';
import { serve } from '../../lib/endpoint';
import { notFound, unauthorized } from '../../lib/errors';
import type { ZodApp } from '../../lib/http';
import { registerDatabaseGauges } from './gauges';
import { databaseAnswers } from './readiness';

/** Whether an Authorization header carries the token, compared in constant time (digests of equal length). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export async function healthRoutes(app: ZodApp): Promise<void> {
  const { database, config } = app.deps;
  registerDatabaseGauges(app.metrics, database, app.log);

  // The balancer asks every second: these log a line only when they fail (a 5xx is a warning).
  await app.register(
    async (scope) => {
      const probes = scope.withTypeProvider<ZodTypeProvider>();

      serve(probes, contracts.health, async (_input, reply) => {
        try {
          await databaseAnswers(database)();
          return { status: 'ok' as const, database: database.kind };
        } catch (err) {
          app.log.error({ err }, 'health check: database unreachable');
          reply.code(503);
          return { status: 'error' as const, database: database.kind };
        }
      });

      serve(probes, contracts.healthLive, async () => ({ status: 'ok' as const }));

      serve(probes, contracts.healthReady, async (_input, reply) => {
        const report = await app.readiness.report();
        if (report.status !== 'ready') reply.code(503);
        return report;
      });

      // 404 while no token is configured (nothing to find), 401 for a missing or wrong one.
      serve(probes, contracts.metrics, async ({ headers }, reply) => {
        if (!config.metricsToken) throw notFound();
        if (!bearerMatches(headers.authorization, config.metricsToken)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw unauthorized('A valid metrics token is required');
        }
        return reply.type(app.metrics.contentType).send(await app.metrics.text());
      });
    },
    { logLevel: 'warn' },
  );
}
