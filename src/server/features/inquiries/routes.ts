import * as contracts from '../../../shared/contracts/inquiries';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { siteOf } from '../mail/site';
import { answerViewing } from './viewing';
import { getConversation, listMyInquiries, listOwnerInquiries, listPropertyInquiries, replyToInquiry, sendInquiry } from './service';

export async function inquiriesRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  // Where the links of the notices e-mailed about inquiries point (PUBLIC_URL).
  const site = siteOf(app.deps.config);

  serve(app, contracts.sendInquiry, ({ actor, params, body }) => sendInquiry(db, { actor, site, propertyId: params.id, input: body }), {
    onRequest: app.limits.writes,
  });
  serve(app, contracts.propertyInquiries, ({ actor, params, query }) => listPropertyInquiries(db, { actor, propertyId: params.id, query }));
  serve(app, contracts.myInquiries, ({ actor }) => listMyInquiries(db, { actor }));
  serve(app, contracts.ownerInquiries, ({ actor, query }) => listOwnerInquiries(db, { actor, query }));
  serve(app, contracts.getConversation, ({ actor, params }) => getConversation(db, { actor, inquiryId: params.id }));
  serve(
    app,
    contracts.replyToInquiry,
    ({ actor, params, body }) => replyToInquiry(db, { actor, site, inquiryId: params.id, body: body.body }),
    {
      onRequest: app.limits.writes,
    },
  );
  serve(app, contracts.answerViewing, ({ actor, params, body }) => answerViewing(db, { actor, site, inquiryId: params.id, input: body }), {
    onRequest: app.limits.writes,
  });
}
