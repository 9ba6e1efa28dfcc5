import { sql } from 'drizzle-orm';
import { MONTHS_PER_YEAR } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { SarRates } from '../../lib/sar';

/**
 * At start-up: the euro listings' SAR figures at the configured rate, so a changed EUR_SAR_RATE
 * applies to every euro listing, not only to those written after it. The same rounding as toSar.
 * Returns how many listings changed.
 */
export async function repriceEuroListings(db: Db, rates: SarRates): Promise<number> {
  const rate = rates.EUR;
  const rentSar = sql`round(coalesce(${properties.rentPrice}, ${properties.price}) * ${rate}::numeric, 2)`;
  const yearly = sql`case when ${properties.forRent} then ${rentSar} * (case when ${properties.rentPeriod} = 'monthly' then ${MONTHS_PER_YEAR} else 1 end) end`;
  const priceSar = sql`round(${properties.price} * ${rate}::numeric, 2)`;
  const changed = await db
    .update(properties)
    .set({ priceSar: sql`${priceSar}`, yearlyRentSar: sql`${yearly}` })
    .where(
      sql`${properties.currency} = 'EUR' and (${properties.priceSar} <> ${priceSar} or ${properties.yearlyRentSar} is distinct from ${yearly})`,
    )
    .returning({ id: properties.id });
  return changed.length;
}
