import * as contracts from '../../../shared/contracts/notifications';
import { serve } from '../../lib/endpoint';
import { localeOf } from '../../lib/i18n';
import type { ZodApp } from '../../lib/http';
import { listNotifications, markNotificationsRead } from './service';

export async function notificationsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  serve(app, contracts.listNotifications, ({ actor, query }, _reply, request) =>
    listNotifications(db, { actor, query, locale: localeOf(request) }),
  );
  serve(app, contracts.markNotificationsRead, ({ actor, body }) => markNotificationsRead(db, { actor, input: body }));
}
