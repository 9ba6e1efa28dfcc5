import * as contracts from '../../../shared/contracts/portfolio';
import { serve } from '../../lib/endpoint';
import { siteOf } from '../mail/site';
import type { ZodApp } from '../../lib/http';
import { listDistributions, recordDistribution } from './distributions';
import { ledgerCsv, ledgerPage, receipt } from './ledger-read';
import { portfolioOf } from './service';

export async function portfolioRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  const site = siteOf(app.deps.config);

  serve(app, contracts.myPortfolio, ({ actor }) => portfolioOf({ db, actor }));
  serve(app, contracts.myLedger, ({ actor, query }) => ledgerPage({ db, actor, query }));
  serve(app, contracts.exportLedger, async ({ actor, query }, reply) => {
    const { filename, csv } = await ledgerCsv({ db, actor, filter: query });
    reply.header('content-type', 'text/csv; charset=utf-8');
    // Money records: never kept by a browser's or a proxy's cache.
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return reply.send(csv);
  });
  serve(app, contracts.getReceipt, ({ actor, params }) => receipt({ db, actor, reference: params.reference }));
  serve(app, contracts.listDistributions, ({ params }) => listDistributions({ db, investmentId: params.id }));
  serve(app, contracts.recordDistribution, async ({ actor, params, headers, body }, reply) => {
    const { distribution, replayed } = await recordDistribution({
      db,
      site,
      actor,
      investmentId: params.id,
      input: body,
      idempotencyKey: headers['idempotency-key'],
    });
    reply.code(replayed ? 200 : 201);
    return distribution;
  });
}
