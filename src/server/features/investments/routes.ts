import * as contracts from '../../../shared/contracts/investments';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { listUserInvestments } from './holdings';
import { invest } from './invest';
import { createInvestment, deleteInvestment, getInvestment, listInvestments, updateInvestment } from './opportunities';

export async function investmentsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  const { investorCapSar } = app.deps.config;

  // Public reads: on the read replica when there is one (docs/operations.md#read-replicas).
  serve(app, contracts.listInvestments, (_input, _reply, request) => listInvestments({ db: app.reads.forRequest(request) }));
  serve(app, contracts.getInvestment, ({ params }, _reply, request) => getInvestment({ db: app.reads.forRequest(request), id: params.id }));
  serve(app, contracts.createInvestment, ({ body }) => createInvestment({ db, input: body }));
  serve(app, contracts.updateInvestment, ({ params, body }) => updateInvestment({ db, id: params.id, input: body }));
  serve(app, contracts.deleteInvestment, ({ params }) => deleteInvestment({ db, id: params.id }));
  serve(app, contracts.myInvestments, ({ actor }) => listUserInvestments({ db, actor }));
  serve(app, contracts.invest, async ({ actor, headers, body }, reply) => {
    const { holding, replayed } = await invest({ db, actor, input: body, idempotencyKey: headers['idempotency-key'], investorCapSar });
    reply.code(replayed ? 200 : 201);
    return holding;
  });
}
