import { eq } from 'drizzle-orm';
import { formatRiyadhDateTime } from '../../../../shared/format';
import type { Db, Tx } from '../../../db/client';
import { properties, propertyInquiries } from '../../../db/schema';
import type { Site } from '../../mail/site';
import { notify, type Recipient } from '../notify';
import { listingTitle, ownWords, words } from '../say';
import { excerpt, firstNameOr, loadPeople, personIn } from './people';

// The notices of inquiries and their conversations (docs/product.md#notifications): an inquiry →
// the listing's owner; a reply, a viewing confirmed or a new time proposed → everyone else in the
// conversation (the asker and the owner, whoever of them did not act). Called inside the
// transaction of the event.

/**
 * The conversation on /messages, opened on the tab where this person finds it: the asker under My
 * Inquiries (the first tab, the bare URL), the owner under Received Inquiries.
 */
export function conversationLink(inquiryId: number, side: 'asker' | 'owner'): string {
  return side === 'owner' ? `/messages?tab=received&inquiry=${inquiryId}` : `/messages?inquiry=${inquiryId}`;
}

async function inquiryWith(tx: Db | Tx, id: number) {
  const [row] = await tx
    .select({
      id: propertyInquiries.id,
      askerId: propertyInquiries.userId,
      message: propertyInquiries.message,
      viewingAt: propertyInquiries.viewingAt,
      title: properties.title,
      titleAr: properties.titleAr,
      ownerId: properties.developerId,
    })
    .from(propertyInquiries)
    .innerJoin(properties, eq(properties.id, propertyInquiries.propertyId))
    .where(eq(propertyInquiries.id, id))
    .limit(1);
  return row;
}
type Inquiry = NonNullable<Awaited<ReturnType<typeof inquiryWith>>>;

/** The people of a conversation other than the actor, each with the side they are on. */
async function othersIn(tx: Db | Tx, inquiry: Inquiry, actorId: string) {
  const people = await loadPeople(tx, [inquiry.askerId, inquiry.ownerId, actorId]);
  const others: Array<{ person: Recipient; side: 'asker' | 'owner' }> = [];
  const asker = personIn(people, inquiry.askerId);
  const owner = personIn(people, inquiry.ownerId);
  if (asker && asker.id !== actorId) others.push({ person: asker, side: 'asker' });
  if (owner && owner.id !== actorId && owner.id !== asker?.id) others.push({ person: owner, side: 'owner' });
  return { others, actorName: firstNameOr(people.get(actorId), 'Someone') };
}

/** A new inquiry → the listing's owner. */
export async function notifyInquirySent(tx: Db | Tx, site: Site, { inquiryId }: { inquiryId: number }) {
  const inquiry = await inquiryWith(tx, inquiryId);
  if (!inquiry?.ownerId || !inquiry.askerId || inquiry.ownerId === inquiry.askerId) return;
  const people = await loadPeople(tx, [inquiry.ownerId, inquiry.askerId]);
  const owner = people.get(inquiry.ownerId);
  if (!owner) return;
  const message = inquiry.message ?? '';
  const said = {
    person: firstNameOr(people.get(inquiry.askerId), 'Someone'),
    title: listingTitle(inquiry),
    date: inquiry.viewingAt ? formatRiyadhDateTime(inquiry.viewingAt) : '',
    message,
  };
  await notify(tx, site, owner, {
    category: 'communications',
    kind: 'inquiry-received',
    title: words('New inquiry about {title}', said),
    summary: inquiry.viewingAt
      ? words('{person} would like a viewing on {date}.', said)
      : words('{person}: “{message}”', { ...said, message: excerpt(message) }),
    paragraphs: [
      inquiry.viewingAt
        ? words('{person} asked about {title} and would like a viewing on {date}.', said)
        : words('{person} asked about {title}.', said),
      ...(message ? [ownWords(`“${message}”`)] : []),
    ],
    link: conversationLink(inquiry.id, 'owner'),
    actionLabel: words('Reply'),
  });
}

/** A reply in a conversation → the other side (both sides when an admin writes). */
export async function notifyReply(
  tx: Db | Tx,
  site: Site,
  { actorId, inquiryId, body }: { actorId: string; inquiryId: number; body: string },
) {
  const inquiry = await inquiryWith(tx, inquiryId);
  if (!inquiry) return;
  const { others, actorName } = await othersIn(tx, inquiry, actorId);
  for (const { person, side } of others) {
    const said = { person: actorName, title: listingTitle(inquiry) };
    await notify(tx, site, person, {
      category: 'communications',
      kind: 'inquiry-reply',
      title: words('New message about {title}', said),
      summary: words('{person}: “{message}”', { ...said, message: excerpt(body) }),
      paragraphs: [words('{person} wrote in your conversation about {title}:', said), ownWords(body)],
      link: conversationLink(inquiry.id, side),
      actionLabel: words('Reply'),
    });
  }
}

/** A viewing confirmed, or another time proposed → the other side. `at`: the time confirmed or proposed. */
export async function notifyViewing(
  tx: Db | Tx,
  site: Site,
  { actorId, inquiryId, action, at }: { actorId: string; inquiryId: number; action: 'confirm' | 'propose'; at: Date },
) {
  const inquiry = await inquiryWith(tx, inquiryId);
  if (!inquiry) return;
  const { others, actorName } = await othersIn(tx, inquiry, actorId);
  const said = { person: actorName, title: listingTitle(inquiry), date: formatRiyadhDateTime(at) };
  const confirmed = action === 'confirm';
  for (const { person, side } of others) {
    await notify(tx, site, person, {
      category: 'communications',
      kind: confirmed ? 'viewing-confirmed' : 'viewing-proposed',
      summary: confirmed ? words('{person} confirmed the viewing on {date}.', said) : words('{person} proposed a viewing on {date}.', said),
      title: confirmed ? words('Viewing confirmed for {title}', said) : words('New viewing time proposed for {title}', said),
      paragraphs: confirmed
        ? [words('{person} confirmed the viewing of {title} on {date}.', said)]
        : [
            words('{person} proposed a viewing of {title} on {date}.', said),
            words('Confirm it, or propose another time, in the conversation.'),
          ],
      link: conversationLink(inquiry.id, side),
      actionLabel: words('Open the conversation'),
    });
  }
}
