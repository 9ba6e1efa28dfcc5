// The plan's bids: the winning (and some losing) offers on the sold and under-offer listings, open
// offers for both developers to answer, and a few declined ones.
import { ANOTHER_OFFER_ACCEPTED } from '../../../shared/schemas/bid';
import { BID_MESSAGES } from './content/bids-and-inquiries';
import { ADMIN, BUYER, DAY, DEV1, DEV2, HOUR, INVESTOR, type Members, type Plan, type PlanContext, type PlannedProperty } from './plan';
import { between, chance, int, money, pick, shuffle } from './random';

export function planBids(
  { rng, now, dateBetween }: PlanContext,
  planned: PlannedProperty[],
  { sold, pending }: { sold: number[]; pending: number[] },
  members: Members,
): Plan['bids'] {
  const bids: Plan['bids'] = [];
  const bidderPool = [BUYER, BUYER, INVESTOR, ...members.buyers, ...members.investors.slice(0, 3)];
  const addBid = (
    property: number,
    bidder: number,
    status: 'pending' | 'accepted' | 'rejected',
    ratio: [number, number],
    rejectionReason: string | null = null,
  ) => {
    const p = planned[property].values;
    const createdAt = dateBetween(new Date(p.createdAt!.getTime() + DAY), new Date(now.getTime() - 2 * HOUR));
    const respondedAt =
      status === 'pending' ? null : new Date(Math.min(now.getTime() - HOUR, createdAt.getTime() + int(rng, 4, 96) * HOUR));
    const amount = Math.max(1_000, Math.floor((Number(p.price) * between(rng, ratio[0], ratio[1])) / 1_000) * 1_000);
    bids.push({
      property,
      bidder,
      values: {
        bidAmount: money(amount),
        currency: 'SAR',
        message: pick(rng, BID_MESSAGES),
        status,
        rejectionReason,
        validUntil: status === 'pending' ? new Date(now.getTime() + int(rng, 7, 30) * DAY) : new Date(createdAt.getTime() + 14 * DAY),
        respondedAt,
        createdAt,
        updatedAt: respondedAt ?? createdAt,
      },
    });
  };
  // Sold listings, and half of those under offer: the winning (accepted) bid, sometimes a lost one.
  const underOffer = pending.filter((i) => planned[i].values.forSale).slice(0, 3);
  [...sold, ...underOffer].forEach((i, n) => {
    const winner =
      n === 0
        ? BUYER
        : pick(
            rng,
            bidderPool.filter((b) => b !== BUYER),
          );
    addBid(i, winner, 'accepted', [0.93, 1]);
    if (chance(rng, 0.5))
      addBid(
        i,
        pick(
          rng,
          bidderPool.filter((b) => b !== winner),
        ),
        'rejected',
        [0.85, 0.9],
        ANOTHER_OFFER_ACCEPTED,
      );
  });
  // Open bids on active listings for sale: both developers get some to answer.
  const open = shuffle(
    rng,
    planned.map((_, i) => i).filter((i) => planned[i].values.status === 'active' && planned[i].values.forSale),
  );
  const openDev1 = open.filter((i) => planned[i].owner === DEV1).slice(0, 5);
  const openDev2 = open.filter((i) => planned[i].owner === DEV2).slice(0, 4);
  const openAdmin = open.filter((i) => planned[i].owner === ADMIN).slice(0, 1);
  // One pending offer per buyer per listing (docs/product.md#offers-bids): the second is someone else's.
  [...openDev1, ...openDev2, ...openAdmin].forEach((i, n) => {
    const first = n < 4 ? BUYER : pick(rng, bidderPool);
    addBid(i, first, 'pending', [0.85, 1]);
    if (chance(rng, 0.4))
      addBid(
        i,
        pick(
          rng,
          bidderPool.filter((b) => b !== BUYER && b !== first),
        ),
        'pending',
        [0.85, 0.98],
      );
  });
  // A few declined offers.
  open
    .filter((i) => !openDev1.includes(i) && !openDev2.includes(i))
    .slice(0, 4)
    .forEach((i, n) => {
      addBid(i, n === 0 ? BUYER : pick(rng, bidderPool), 'rejected', [0.85, 0.9]);
    });
  return bids;
}
