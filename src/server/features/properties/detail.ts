import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { licenceStatus } from './licence';
import { marketComparisonFor } from './market-comparison';
import { daysOnMarket, priceHistoryOf } from './price-history';
import { getProperty } from './reads';

// GET /api/properties/{id} (docs/product.md#trust): the listing, with what a buyer weighs beside its
// price — every price it asked, how long it has been listed, its ad licence, and how its price per m²
// compares with comparable listings.

export async function getPropertyDetail({ db, actor, id }: { db: Db; actor: Actor | null; id: number }) {
  const row = await getProperty({ db, actor, id });
  const [priceHistory, marketComparison] = await Promise.all([priceHistoryOf(db, id), marketComparisonFor(db, row)]);
  return { ...row, priceHistory, daysOnMarket: daysOnMarket(row), adLicenseStatus: licenceStatus(row), marketComparison };
}
