import * as contracts from '../../../shared/contracts/admin';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { getAnalytics } from './service';

export async function analyticsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  serve(app, contracts.analytics, () => getAnalytics({ db }));
}
