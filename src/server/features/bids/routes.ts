import * as contracts from '../../../shared/contracts/bids';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { siteOf } from '../mail/site';
import { respondToBid, withdrawBid } from './answer';
import { toPublicBid } from './bid';
import { listMyBids, listOwnerBids, listPropertyBids } from './lists';
import { placeBid } from './place';

export async function bidsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  // Where the links of the notices e-mailed about offers point (PUBLIC_URL).
  const site = siteOf(app.deps.config);

  serve(
    app,
    contracts.placeBid,
    async ({ actor, params, headers, body }, reply) => {
      const { bid, created } = await placeBid(db, {
        actor,
        site,
        propertyId: params.id,
        input: body,
        idempotencyKey: headers['idempotency-key'],
      });
      reply.code(created ? 201 : 200);
      return toPublicBid(bid);
    },
    { onRequest: app.limits.writes },
  );
  serve(app, contracts.propertyBids, ({ actor, params, query }) => listPropertyBids(db, { actor, propertyId: params.id, query }));
  serve(app, contracts.myBids, ({ actor }) => listMyBids(db, { actor }));
  serve(app, contracts.ownerBids, ({ actor, query }) => listOwnerBids(db, { actor, query }));
  serve(app, contracts.respondToBid, async ({ actor, params, body }) =>
    toPublicBid(await respondToBid(db, { actor, site, bidId: params.bidId, input: body })),
  );
  serve(app, contracts.withdrawBid, async ({ actor, params }) => toPublicBid(await withdrawBid(db, { actor, site, bidId: params.bidId })));
}
