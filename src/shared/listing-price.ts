import { DEFAULT_CURRENCY, MONTHS_PER_YEAR, type RentPeriod } from './constants';
import { formatPrice, rentLine, rentPeriodSuffix as suffix } from './format';

// How a listing's price reads wherever it is shown (docs/product.md#formats): a listing for sale
// shows its price; a rent-only listing its rent per period ("69,000 SAR / year"); a listing both for
// sale and for rent its sale price and then its rent ("Rent 150,000 SAR / year"). A price in another
// currency than SAR shows its SAR equivalent beside it ("≈ 2,812,500 SAR"), from the server's
// priceSar / yearlyRentSar. One formatter for the card, the listing page, the map and My Listings.

/**
 * What the formatter reads of a listing (a Property, a map pin, an owner's listing). A listing has a
 * rent period exactly when it is for rent, and a rent price exactly when it is both for sale and for
 * rent (the database's checks), so map pins, which carry no forSale / forRent, read the same.
 */
export type PricedListing = {
  price: string;
  currency: string;
  rentPeriod: RentPeriod | null;
  rentPrice: string | null;
  priceSar: string;
  yearlyRentSar: string | null;
};

/** An amount as shown: the listing's own, and its SAR equivalent when the listing is not in SAR. */
export type PriceLine = {
  /** "2,500,000 SAR", "69,000 SAR / year", "4,000 USD / month". */
  text: string;
  /** "≈ 15,000 SAR / month": null for a listing in SAR (or when the server gave no SAR amount). */
  sar: string | null;
};

export type ListingPrice = {
  /** 'rent' for a rent-only listing (its price is its rent), 'both' for sale and rent, else 'sale'. */
  kind: 'sale' | 'rent' | 'both';
  /** The main amount: the sale price, or a rent-only listing's rent per period. */
  main: PriceLine;
  /** A listing both for sale and for rent: its rent, "Rent 150,000 SAR / year"; else null. */
  rent: PriceLine | null;
};

/** The SAR equivalent of a yearly SAR rent, per period: a monthly rent is the year's twelfth (to the halala). */
function sarPerPeriod(yearlySar: string | null, period: RentPeriod | null): string | null {
  if (yearlySar == null || yearlySar === '') return null;
  const yearly = Number(yearlySar);
  if (!Number.isFinite(yearly)) return null;
  return period === 'monthly' ? String(Math.round((yearly / MONTHS_PER_YEAR) * 100) / 100) : yearlySar;
}

function line(amount: string, currency: string, sarAmount: string | null, period: RentPeriod | null): PriceLine {
  const inSar = currency === DEFAULT_CURRENCY;
  return {
    text: `${formatPrice(amount, currency)}${suffix(period)}`,
    sar: inSar || sarAmount == null || sarAmount === '' ? null : `≈ ${formatPrice(sarAmount, DEFAULT_CURRENCY)}${suffix(period)}`,
  };
}

export function listingPrice(listing: PricedListing): ListingPrice {
  const currency = listing.currency || DEFAULT_CURRENCY;
  const period = listing.rentPeriod;
  const hasRentPrice = listing.rentPrice != null && listing.rentPrice !== '';
  if (period && !hasRentPrice) {
    return { kind: 'rent', main: line(listing.price, currency, listing.priceSar, period), rent: null };
  }
  const main = line(listing.price, currency, listing.priceSar, null);
  if (period && listing.rentPrice) {
    const rent = line(listing.rentPrice, currency, sarPerPeriod(listing.yearlyRentSar, period), period);
    return { kind: 'both', main, rent: { text: rentLine(rent.text), sar: rent.sar } };
  }
  return { kind: 'sale', main, rent: null };
}

/** The whole price as one line of text (a map list row, an accessible name): "750,000 USD (≈ 2,812,500 SAR) · Rent …". */
export function listingPriceText(listing: PricedListing): string {
  const { main, rent } = listingPrice(listing);
  const one = (l: PriceLine) => (l.sar ? `${l.text} (${l.sar})` : l.text);
  return rent ? `${one(main)} · ${one(rent)}` : one(main);
}
