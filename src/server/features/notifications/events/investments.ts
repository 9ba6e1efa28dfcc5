import { formatRiyadhDateTime } from '../../../../shared/format';
import { formatSar, fromHalalas, toHalalas } from '../../../../shared/money';
import type { Db, Tx } from '../../../db/client';
import type { Site } from '../../mail/site';
import { notifyEach } from '../notify';
import { words } from '../say';
import { loadPeople, personIn } from './people';

// The notice of a raise that missed its deadline (docs/product.md#raises-with-a-deadline): each of
// its investors is told once, whatever the number of their holdings in it, in the bell and by e-mail
// (user communications), with a link to their portfolio.

export const RAISE_REFUNDED_KIND = 'raise-refunded';
export const PORTFOLIO_LINK = '/portfolio';

export async function notifyRaiseRefunded(
  tx: Db | Tx,
  site: Site,
  raise: { title: string; fundingDeadline: Date; currentFunding: string; totalFunding: string },
  refunds: ReadonlyArray<{ userId: string; amount: string }>,
): Promise<void> {
  const byInvestor = new Map<string, { halalas: bigint; holdings: number }>();
  for (const { userId, amount } of refunds) {
    const sum = byInvestor.get(userId) ?? { halalas: 0n, holdings: 0 };
    byInvestor.set(userId, { halalas: sum.halalas + toHalalas(amount), holdings: sum.holdings + 1 });
  }
  const people = await loadPeople(tx, [...byInvestor.keys()]);
  const closedOn = formatRiyadhDateTime(raise.fundingDeadline);
  const items = [...byInvestor].flatMap(([userId, { halalas, holdings }]) => {
    const to = personIn(people, userId);
    if (!to) return [];
    const said = {
      title: raise.title,
      date: closedOn,
      amount: formatSar(fromHalalas(halalas)),
      raised: formatSar(raise.currentFunding),
      target: formatSar(raise.totalFunding),
      holdings,
    };
    return [
      {
        to,
        notice: {
          category: 'communications' as const,
          kind: RAISE_REFUNDED_KIND,
          title: words('Refunded: “{title}” missed its funding deadline', said),
          paragraphs: [
            words('The raise closed on {date} short of its target, so your {amount} SAR was refunded to the method you paid with.', said),
            words(
              'It raised {raised} of the {target} SAR it sought. {holdings, plural, one {Your portfolio shows the holding as refunded, and your ledger the refund with its reference.} other {Your portfolio shows your # holdings in it as refunded, and your ledger each refund with its reference.}}',
              said,
            ),
            words('No real funds moved: payments on Manzil are simulated.'),
          ],
          link: PORTFOLIO_LINK,
          actionLabel: words('View your portfolio'),
        },
      },
    ];
  });
  await notifyEach(tx, site, items);
}
