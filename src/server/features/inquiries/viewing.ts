import { and, eq } from 'drizzle-orm';
import type { ViewingParty } from '../../../shared/constants';
import { formatRiyadhDateTime } from '../../../shared/format';
import type { ViewingAnswer } from '../../../shared/schemas/inquiry';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { inquiryMessages, propertyInquiries } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { Site } from '../mail/site';
import { notifyViewing } from '../notifications/events/inquiries';
import { loadForParticipant, postedMessage } from './service';

// A viewing asked for with an inquiry (docs/product.md#inquiries-and-conversations): one side puts a
// time forward, the other confirms it or proposes another; each step is posted in the conversation.

export const NO_VIEWING = 'No viewing was asked for in this inquiry';
export const ALREADY_CONFIRMED = 'This viewing is already confirmed';
export const OWN_PROPOSAL = 'The other side confirms the time you proposed';
export const VIEWING_PASSED = 'This viewing time has passed: propose another';

/**
 * POST /api/inquiries/{id}/viewing. The inquiry's row is locked while the answer is decided, so a
 * confirm and a new proposal racing each other take turns (the later one sees what the first did).
 * The other side is notified in the same transaction.
 */
export async function answerViewing(
  db: Db,
  { actor, site, inquiryId, input }: { actor: Actor; site: Site; inquiryId: number; input: ViewingAnswer },
) {
  const inquiry = await loadForParticipant(db, actor, inquiryId);
  // The asker answers as the asker; the owner, or an admin, as the owner.
  const side: ViewingParty = inquiry.userId === actor.id ? 'asker' : 'owner';
  const now = new Date();
  const message = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(propertyInquiries).where(eq(propertyInquiries.id, inquiryId)).for('update');
    if (!current.viewingAt) throw conflict(NO_VIEWING);
    let body: string;
    if (input.action === 'confirm') {
      if (current.viewingConfirmedAt) throw conflict(ALREADY_CONFIRMED);
      if (current.viewingProposedBy === side) throw conflict(OWN_PROPOSAL);
      if (current.viewingAt.getTime() <= now.getTime()) throw conflict(VIEWING_PASSED);
      await tx.update(propertyInquiries).set({ viewingConfirmedAt: now }).where(eq(propertyInquiries.id, inquiryId));
      body = `Viewing confirmed for ${formatRiyadhDateTime(current.viewingAt)}.`;
    } else {
      await tx
        .update(propertyInquiries)
        .set({ viewingAt: input.viewingAt, viewingProposedBy: side, viewingConfirmedAt: null })
        .where(eq(propertyInquiries.id, inquiryId));
      body = `Proposed another viewing time: ${formatRiyadhDateTime(input.viewingAt)}.`;
    }
    // The owner's side answering is a response to the inquiry, as a reply is.
    if (side === 'owner') {
      await tx
        .update(propertyInquiries)
        .set({ status: 'responded' })
        .where(and(eq(propertyInquiries.id, inquiryId), eq(propertyInquiries.status, 'pending')));
    }
    const [posted] = await tx.insert(inquiryMessages).values({ inquiryId, senderId: actor.id, body, createdAt: now }).returning();
    const at = input.action === 'confirm' ? current.viewingAt : input.viewingAt;
    await notifyViewing(tx, site, { actorId: actor.id, inquiryId, action: input.action, at });
    return posted;
  });
  return postedMessage(db, actor, message);
}
