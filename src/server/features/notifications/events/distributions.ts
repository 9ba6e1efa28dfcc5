import { formatRiyadhDateTime } from '../../../../shared/format';
import { formatSar } from '../../../../shared/money';
import type { Db, Tx } from '../../../db/client';
import type { Site } from '../../mail/site';
import { notifyEach } from '../notify';
import { loadPeople } from './people';

// The notice of a distribution (docs/product.md#distributions): each investor paid a part of it is
// told, in the bell and by e-mail (user communications), with a link to their portfolio.

export const DISTRIBUTION_RECEIVED_KIND = 'distribution-received';
export const PORTFOLIO_LINK = '/portfolio';

export interface DistributionPart {
  userId: string;
  /** Their part, SAR. */
  amount: string;
  /** Its ledger entry's reference. */
  reference: string;
}

export async function notifyDistributionReceived(
  tx: Db | Tx,
  site: Site,
  { opportunity, amount, paidAt, parts }: { opportunity: { title: string }; amount: string; paidAt: Date; parts: DistributionPart[] },
): Promise<void> {
  const people = await loadPeople(
    tx,
    parts.map((p) => p.userId),
  );
  await notifyEach(
    tx,
    site,
    parts.flatMap((part) => {
      const to = people.get(part.userId);
      if (!to) return [];
      const notice = {
        category: 'communications' as const,
        kind: DISTRIBUTION_RECEIVED_KIND,
        title: `You received ${formatSar(part.amount)} SAR from ${opportunity.title}`,
        paragraphs: [
          `It is your part of the ${formatSar(amount)} SAR that ${opportunity.title} paid out on ${formatRiyadhDateTime(paidAt)}, in proportion to what you held in it then.`,
          `Its reference in your ledger is ${part.reference}. Payments on Manzil are simulated: no real funds moved.`,
        ],
        link: PORTFOLIO_LINK,
        actionLabel: 'View your portfolio',
      };
      return [{ to, notice }];
    }),
  );
}
