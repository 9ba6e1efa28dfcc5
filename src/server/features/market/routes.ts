import * as contracts from '../../../shared/contracts/market';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { getMarket } from './service';

export async function marketRoutes(app: ZodApp): Promise<void> {
  serve(app, contracts.market, ({ query, actor }, reply, request) => {
    // The same answer for everyone, new at most every 15 minutes. A signed-in request's answer may
    // renew the session cookie, which no shared cache may keep: private then.
    reply.header('Cache-Control', `${actor ? 'private' : 'public'}, max-age=60`);
    return getMarket({ db: app.reads.forRequest(request), primary: app.deps.database.db, query });
  });
}
