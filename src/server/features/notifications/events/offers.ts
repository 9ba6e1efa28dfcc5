import { eq, inArray } from 'drizzle-orm';
import { formatPrice } from '../../../../shared/format';
import { ANOTHER_OFFER_ACCEPTED } from '../../../../shared/schemas/bid';
import type { Db, Tx } from '../../../db/client';
import { properties, propertyBids } from '../../../db/schema';
import type { Site } from '../../mail/site';
import { notify, type Notice } from '../notify';
import { listingTitle, words } from '../say';
import { firstNameOr, loadPeople, personIn } from './people';

// The notices of offers (docs/product.md#notifications): received and withdrawn → the listing's
// owner; accepted and rejected → the bidder. Called inside the transaction of the event; the one
// who acted is never told of their own action.

/** Where each side follows an offer: the owner in Received Bids, the bidder in My Bids. */
export const OWNER_OFFERS_LINK = '/bids?tab=received';
export const BIDDER_OFFERS_LINK = '/bids';

const communications = { category: 'communications' } as const satisfies Partial<Notice>;

async function offersWith(tx: Db | Tx, ids: number[]) {
  return tx
    .select({
      id: propertyBids.id,
      bidderId: propertyBids.bidderId,
      amount: propertyBids.bidAmount,
      currency: propertyBids.currency,
      message: propertyBids.message,
      status: propertyBids.status,
      rejectionReason: propertyBids.rejectionReason,
      title: properties.title,
      titleAr: properties.titleAr,
      ownerId: properties.developerId,
    })
    .from(propertyBids)
    .innerJoin(properties, eq(properties.id, propertyBids.propertyId))
    .where(inArray(propertyBids.id, ids));
}

/** A new offer → the listing's owner. `replaced`: it took the place of the bidder's pending offer. */
export async function notifyOfferPlaced(tx: Db | Tx, site: Site, { bidId, replaced }: { bidId: number; replaced: boolean }) {
  const [offer] = await offersWith(tx, [bidId]);
  if (!offer?.ownerId || offer.ownerId === offer.bidderId) return;
  const people = await loadPeople(tx, [offer.ownerId, offer.bidderId]);
  const owner = people.get(offer.ownerId);
  if (!owner) return;
  const bidder = firstNameOr(personIn(people, offer.bidderId), 'A buyer');
  const said = { person: bidder, price: formatPrice(offer.amount, offer.currency), title: listingTitle(offer) };
  await notify(tx, site, owner, {
    ...communications,
    kind: 'offer-received',
    title: words('New offer on {title}', said),
    summary: replaced
      ? words('{person} offered {price}. It replaces their earlier offer.', said)
      : words('{person} offered {price}.', said),
    paragraphs: [
      replaced
        ? words('{person} offered {price} for {title}. It replaces their earlier offer.', said)
        : words('{person} offered {price} for {title}.', said),
      ...(offer.message ? [words('Their message: “{message}”', { message: offer.message })] : []),
    ],
    link: OWNER_OFFERS_LINK,
    actionLabel: words('Review the offer'),
  });
}

/**
 * Offers answered → each bidder: the one accepted or rejected, and those an accept rejected with
 * "Another offer was accepted". The actor (an admin who is also a bidder) hears nothing.
 */
export async function notifyOffersAnswered(tx: Db | Tx, site: Site, { actorId, bidIds }: { actorId: string; bidIds: number[] }) {
  if (bidIds.length === 0) return;
  const offers = await offersWith(tx, bidIds);
  const people = await loadPeople(tx, [...offers.map((o) => o.bidderId), ...offers.map((o) => o.ownerId)]);
  for (const offer of offers) {
    const bidder = personIn(people, offer.bidderId);
    if (!bidder || bidder.id === actorId || (offer.status !== 'accepted' && offer.status !== 'rejected')) continue;
    const said = {
      person: firstNameOr(personIn(people, offer.ownerId), 'The owner'),
      price: formatPrice(offer.amount, offer.currency),
      title: listingTitle(offer),
    };
    const accepted = offer.status === 'accepted';
    const outbid = offer.rejectionReason === ANOTHER_OFFER_ACCEPTED;
    const answered = accepted
      ? {
          title: 'Your offer on {title} was accepted',
          summary: '{person} accepted your offer of {price}.',
          paragraph: '{person} accepted your offer of {price} for {title}.',
        }
      : outbid
        ? {
            title: 'Your offer on {title} was rejected',
            summary: 'Another offer was accepted, so your offer of {price} was rejected.',
            paragraph: 'Another offer on {title} was accepted, so your offer of {price} was rejected.',
          }
        : {
            title: 'Your offer on {title} was rejected',
            summary: '{person} rejected your offer of {price}.',
            paragraph: '{person} rejected your offer of {price} for {title}.',
          };
    await notify(tx, site, bidder, {
      ...communications,
      kind: accepted ? 'offer-accepted' : 'offer-rejected',
      title: words(answered.title, said),
      summary: words(answered.summary, said),
      paragraphs: [words(answered.paragraph, said)],
      link: BIDDER_OFFERS_LINK,
      actionLabel: words('View My Bids'),
    });
  }
}

/**
 * An offer withdrawn by its bidder → the listing's owner. An offer replaced by the bidder's new one
 * is not announced as withdrawn: the new offer's notice says it replaces the earlier one.
 */
export async function notifyOfferWithdrawn(tx: Db | Tx, site: Site, { bidId }: { bidId: number }) {
  const [offer] = await offersWith(tx, [bidId]);
  if (!offer?.ownerId || offer.ownerId === offer.bidderId) return;
  const people = await loadPeople(tx, [offer.ownerId, offer.bidderId]);
  const owner = people.get(offer.ownerId);
  if (!owner) return;
  const said = {
    person: firstNameOr(personIn(people, offer.bidderId), 'A buyer'),
    price: formatPrice(offer.amount, offer.currency),
    title: listingTitle(offer),
  };
  await notify(tx, site, owner, {
    ...communications,
    kind: 'offer-withdrawn',
    title: words('Offer withdrawn on {title}', said),
    summary: words('{person} withdrew their offer of {price}.', said),
    paragraphs: [words('{person} withdrew their offer of {price} for {title}.', said)],
    link: OWNER_OFFERS_LINK,
    actionLabel: words('View offers'),
  });
}
