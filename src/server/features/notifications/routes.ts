import * as contracts from '../../../shared/contracts/notifications';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { listNotifications, markNotificationsRead } from './service';

export async function notificationsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  serve(app, contracts.listNotifications, ({ actor, query }) => listNotifications(db, { actor, query }));
  serve(app, contracts.markNotificationsRead, ({ actor, body }) => markNotificationsRead(db, { actor, input: body }));
}
