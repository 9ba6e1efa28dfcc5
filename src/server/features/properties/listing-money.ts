import { LISTING_RULES, type PropertyCreate, type PropertyUpdate } from '../../../shared/schemas/property-payload';
import { pricePerSqm } from '../../../shared/money';
import type { Property } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { listingSar, type SarRates } from '../../lib/sar';

// A listing's money as stored (docs/product.md#listings): what its price means (a sale price, or the
// rent of a rent-only listing), its rent's period and price, its price per m² (of a sale price
// only) and its SAR figures, all from the fields a write leaves it with.

type Money = Pick<Property, 'price' | 'currency' | 'area' | 'forSale' | 'forRent' | 'rentPeriod' | 'rentPrice'>;

/** The stored columns that follow from a listing's money: a rent's fields only where they apply, per m² and SAR. */
export function moneyColumns(m: Money, rates: SarRates) {
  const rentPeriod = m.forRent ? m.rentPeriod : null;
  const rentPrice = m.forSale && m.forRent ? m.rentPrice : null;
  return {
    rentPeriod,
    rentPrice,
    // A rent per m² means nothing next to sale prices per m²: a rent-only listing has none.
    pricePerSqm: m.forSale ? pricePerSqm(m.price, m.area) : null,
    ...listingSar({ ...m, rentPeriod, rentPrice }, rates),
  };
}

/** POST: the create schema has checked the rules; the columns that follow. */
export function createdMoney(input: PropertyCreate, rates: SarRates) {
  return moneyColumns(
    {
      price: input.price,
      currency: input.currency,
      area: input.area ?? null,
      forSale: input.forSale,
      forRent: input.forRent,
      rentPeriod: input.rentPeriod ?? null,
      rentPrice: input.rentPrice ?? null,
    },
    rates,
  );
}

/**
 * PUT: the listing as the edit leaves it must keep the rules, checked against the stored row (a body
 * may carry only one of forSale and forRent). What `price` means follows the listing: when one both
 * for sale and for rent stops being for sale without a new price, its rent becomes its price; when a
 * rent-only listing is put up for sale, the body must give the sale price (and the rent).
 */
export function updatedMoney(current: Property, input: PropertyUpdate, rates: SarRates) {
  const forSale = input.forSale ?? current.forSale;
  const forRent = input.forRent ?? current.forRent;
  const wasBoth = current.forSale && current.forRent;
  let price = input.price ?? current.price;
  if (wasBoth && !forSale && forRent && input.price === undefined && current.rentPrice !== null) price = current.rentPrice;
  const m: Money = {
    price,
    currency: input.currency ?? current.currency,
    area: input.area !== undefined ? input.area : current.area,
    forSale,
    forRent,
    rentPeriod: input.rentPeriod !== undefined ? input.rentPeriod : current.rentPeriod,
    // A rent-only listing's price was its rent: the rent it keeps when it is put up for sale too.
    rentPrice: input.rentPrice !== undefined ? input.rentPrice : wasBoth ? current.rentPrice : current.forRent ? current.price : null,
  };
  const errors: Record<string, string> = {};
  if (!forSale && !forRent) errors.forSale = LISTING_RULES.saleOrRent;
  if (forRent && !m.rentPeriod) errors.rentPeriod = LISTING_RULES.rentPeriod;
  if (forSale && forRent && !m.rentPrice) errors.rentPrice = LISTING_RULES.rentPrice;
  if (forSale && forRent && !current.forSale && input.price === undefined) errors.price = LISTING_RULES.salePrice;
  const messages = Object.values(errors);
  if (messages.length > 0)
    throw badRequest(messages.length === 1 ? messages[0] : `${messages[0]} (and ${messages.length - 1} more)`, errors);
  return { price, ...moneyColumns(m, rates) };
}
