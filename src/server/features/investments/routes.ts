import * as contracts from '../../../shared/contracts/investments';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import {
  createInvestment,
  deleteInvestment,
  getInvestment,
  invest,
  listInvestments,
  listUserInvestments,
  updateInvestment,
} from './service';

export async function investmentsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  serve(app, contracts.listInvestments, () => listInvestments({ db }));
  serve(app, contracts.getInvestment, ({ params }) => getInvestment({ db, id: params.id }));
  serve(app, contracts.createInvestment, ({ body }) => createInvestment({ db, input: body }));
  serve(app, contracts.updateInvestment, ({ params, body }) => updateInvestment({ db, id: params.id, input: body }));
  serve(app, contracts.deleteInvestment, ({ params }) => deleteInvestment({ db, id: params.id }));
  serve(app, contracts.myInvestments, ({ actor }) => listUserInvestments({ db, actor }));
  serve(app, contracts.invest, async ({ actor, headers, body }, reply) => {
    const { holding, replayed } = await invest({ db, actor, input: body, idempotencyKey: headers['idempotency-key'] });
    reply.code(replayed ? 200 : 201);
    return holding;
  });
}
