import * as contracts from '../../../shared/contracts/outbox';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { getOutboxEmail, listOutbox } from './outbox-admin';

// The admin's Outbox tab (admins only): the e-mails and how their delivery went.
export async function outboxRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  const { mail } = app.deps.config;

  serve(app, contracts.listOutbox, ({ query }) => listOutbox({ db, mail, query }));
  serve(app, contracts.getOutboxEmail, ({ params }) => getOutboxEmail({ db, mail, id: params.id }));
}
