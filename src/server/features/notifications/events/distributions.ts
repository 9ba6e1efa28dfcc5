import { formatRiyadhDateTime } from '../../../../shared/format';
import { formatSar } from '../../../../shared/money';
import type { Db, Tx } from '../../../db/client';
import type { Site } from '../../mail/site';
import { notifyEach } from '../notify';
import { words } from '../say';
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
      const said = {
        amount: formatSar(part.amount),
        total: formatSar(amount),
        title: opportunity.title,
        date: formatRiyadhDateTime(paidAt),
        reference: part.reference,
      };
      const notice = {
        category: 'communications' as const,
        kind: DISTRIBUTION_RECEIVED_KIND,
        title: words('You received {amount} SAR from {title}', said),
        paragraphs: [
          words('It is your part of the {total} SAR that {title} paid out on {date}, in proportion to what you held in it then.', said),
          words('Its reference in your ledger is {reference}. Payments on Manzil are simulated: no real funds moved.', said),
        ],
        link: PORTFOLIO_LINK,
        actionLabel: words('View your portfolio'),
      };
      return [{ to, notice }];
    }),
  );
}
