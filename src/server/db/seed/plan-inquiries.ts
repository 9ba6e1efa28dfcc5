// The plan's inquiries: 22 questions on unsold listings, about half of them answered.
import { threadsFor } from './content/bids-and-inquiries';
import { saudiMobile } from './content/people';
import { BUYER, HOUR, INVESTOR, type Members, type Plan, type PlanContext, type PlannedProperty } from './plan';
import { chance, int, pick, shuffle } from './random';

export function planInquiries({ rng, now, dateBetween }: PlanContext, planned: PlannedProperty[], members: Members): Plan['inquiries'] {
  const inquiries: Plan['inquiries'] = [];
  const askable = shuffle(
    rng,
    planned.map((_, i) => i).filter((i) => planned[i].values.status !== 'sold'),
  );
  const askers = [BUYER, BUYER, BUYER, BUYER, BUYER, INVESTOR, ...members.buyers, ...members.buyers, ...members.investors.slice(0, 2)];
  askable.slice(0, 22).forEach((property, n) => {
    const p = planned[property].values;
    const user = askers[n % askers.length];
    const threads = threadsFor(p.propertyType, p.forRent && !p.forSale ? 'rent' : 'sale');
    const thread = pick(rng, threads);
    const createdAt = dateBetween(new Date(p.createdAt!.getTime() + HOUR), new Date(now.getTime() - 3 * HOUR));
    // The demo buyer's first three inquiries have answers, the rest about half.
    const responded = user === BUYER ? n < 3 : chance(rng, 0.55);
    const replies: Plan['inquiries'][number]['replies'] = [];
    if (responded) {
      const replyAt = new Date(Math.min(now.getTime() - 2 * HOUR, createdAt.getTime() + int(rng, 1, 30) * HOUR));
      replies.push({ fromOwner: true, body: thread.reply, createdAt: replyAt });
      if (thread.followUp && chance(rng, 0.6)) {
        replies.push({
          fromOwner: false,
          body: thread.followUp,
          createdAt: new Date(Math.min(now.getTime() - HOUR, replyAt.getTime() + int(rng, 1, 12) * HOUR)),
        });
      }
    }
    inquiries.push({
      property,
      user,
      replies,
      values: {
        message: thread.message,
        contactPhone: chance(rng, 0.8) ? saudiMobile(rng) : null,
        status: responded ? 'responded' : 'pending',
        createdAt,
      },
    });
  });
  return inquiries;
}
