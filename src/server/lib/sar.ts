import { MONTHS_PER_YEAR, USD_SAR_PEG, type Currency, type RentPeriod } from '../../shared/constants';
import { fromHalalas, toHalalas } from '../../shared/money';

// One currency to compare (docs/product.md#listings): every listing carries its price in SAR, and a
// listing for rent its rent for a year in SAR, computed when it is written. USD converts at the peg
// of 3.75; EUR at the configured rate (EUR_SAR_RATE, README "Configuration").

/** SAR for one unit of each currency, as decimal strings ("3.75"). */
export type SarRates = Record<Currency, string>;

/** A rate as millionths, exactly ("4.35" → 4350000n); at most six decimals. */
function micros(rate: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!m) throw new Error(`Not a rate: ${rate}`);
  return BigInt(m[1]) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'));
}

export function sarRates(eurSarRate: string): SarRates {
  return { SAR: '1', USD: USD_SAR_PEG, EUR: eurSarRate };
}

/** `amount` of `currency` in SAR, rounded half up to the halala, in exact integer arithmetic (as SQL's round(numeric, 2)). */
export function toSar(amount: string, currency: Currency, rates: SarRates): string {
  const product = toHalalas(amount) * micros(rates[currency]);
  return fromHalalas((product + 500_000n) / 1_000_000n);
}

export interface ListingMoney {
  price: string;
  currency: Currency;
  forSale: boolean;
  forRent: boolean;
  rentPeriod: RentPeriod | null;
  rentPrice: string | null;
}

/**
 * The stored SAR figures of a listing: `priceSar` (its price in SAR) and, for rent, `yearlyRentSar`
 * (its rent in SAR — `rentPrice` when it is also for sale, else `price` — times 12 when monthly).
 */
export function listingSar(l: ListingMoney, rates: SarRates): { priceSar: string; yearlyRentSar: string | null } {
  const priceSar = toSar(l.price, l.currency, rates);
  if (!l.forRent) return { priceSar, yearlyRentSar: null };
  const rent = l.forSale && l.rentPrice !== null ? toSar(l.rentPrice, l.currency, rates) : priceSar;
  const months = l.rentPeriod === 'monthly' ? BigInt(MONTHS_PER_YEAR) : 1n;
  return { priceSar, yearlyRentSar: fromHalalas(toHalalas(rent) * months) };
}
