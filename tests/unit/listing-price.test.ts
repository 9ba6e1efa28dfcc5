import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '../../src/shared/format';
import { listingPrice, listingPriceText, type PricedListing } from '../../src/shared/listing-price';

// How a listing's price reads on cards, the listing page, the map and My Listings (docs/product.md#formats).

const listing = (patch: Partial<PricedListing> = {}): PricedListing => ({
  price: '2500000.00',
  currency: 'SAR',
  rentPeriod: null,
  rentPrice: null,
  priceSar: '2500000.00',
  yearlyRentSar: null,
  ...patch,
});

describe('listing price', () => {
  it('shows a listing for sale as its price, in whole riyals or with its halalas', () => {
    expect(listingPrice(listing())).toEqual({ kind: 'sale', main: { text: '2,500,000 SAR', sar: null }, rent: null });
    expect(listingPrice(listing({ price: '2600000.50', priceSar: '2600000.50' })).main.text).toBe('2,600,000.50 SAR');
  });

  it("shows a rent-only listing's price as its rent per period", () => {
    const yearly = listing({ price: '69000.00', priceSar: '69000.00', rentPeriod: 'yearly', yearlyRentSar: '69000.00' });
    expect(listingPrice(yearly)).toEqual({ kind: 'rent', main: { text: '69,000 SAR / year', sar: null }, rent: null });
    const monthly = listing({ price: '6000.00', priceSar: '6000.00', rentPeriod: 'monthly', yearlyRentSar: '72000.00' });
    expect(listingPrice(monthly).main.text).toBe('6,000 SAR / month');
  });

  it('shows a listing both for sale and for rent as its sale price, then its rent', () => {
    const both = listing({ rentPeriod: 'yearly', rentPrice: '150000.00', yearlyRentSar: '150000.00' });
    expect(listingPrice(both)).toEqual({
      kind: 'both',
      main: { text: '2,500,000 SAR', sar: null },
      rent: { text: 'Rent 150,000 SAR / year', sar: null },
    });
    expect(listingPriceText(both)).toBe('2,500,000 SAR · Rent 150,000 SAR / year');
  });

  it('shows the SAR equivalent beside a price in another currency', () => {
    const usd = listing({ price: '750000.00', currency: 'USD', priceSar: '2812500.00' });
    expect(listingPrice(usd).main).toEqual({ text: '750,000 USD', sar: '≈ 2,812,500 SAR' });
    expect(listingPriceText(usd)).toBe('750,000 USD (≈ 2,812,500 SAR)');
  });

  it('shows the SAR equivalent of a rent per its period (a monthly rent is the twelfth of the yearly SAR rent)', () => {
    const rentOnly = listing({
      price: '4000.00',
      currency: 'USD',
      priceSar: '15000.00',
      rentPeriod: 'monthly',
      yearlyRentSar: '180000.00',
    });
    expect(listingPrice(rentOnly).main).toEqual({ text: '4,000 USD / month', sar: '≈ 15,000 SAR / month' });

    const both = listing({
      price: '1000000.00',
      currency: 'EUR',
      priceSar: '4100000.00',
      rentPeriod: 'monthly',
      rentPrice: '3333.33',
      yearlyRentSar: '163999.84',
    });
    expect(listingPrice(both)).toEqual({
      kind: 'both',
      main: { text: '1,000,000 EUR', sar: '≈ 4,100,000 SAR' },
      rent: { text: 'Rent 3,333.33 EUR / month', sar: '≈ 13,666.65 SAR / month' },
    });
    const yearly = listing({
      currency: 'USD',
      priceSar: '9375000.00',
      rentPeriod: 'yearly',
      rentPrice: '40000.00',
      yearlyRentSar: '150000.00',
    });
    expect(listingPrice(yearly).rent).toEqual({ text: 'Rent 40,000 USD / year', sar: '≈ 150,000 SAR / year' });
  });

  it('shows no SAR equivalent when none is known', () => {
    expect(listingPrice(listing({ currency: 'USD', priceSar: '' })).main).toEqual({ text: '2,500,000 USD', sar: null });
  });

  describe('on an Arabic page', () => {
    afterEach(() => setFormatLocale('en'));

    it('says the rent, its period and the currency in Arabic', () => {
      setFormatLocale('ar');
      const both = listing({
        price: '750000.00',
        currency: 'USD',
        priceSar: '2812500.00',
        rentPeriod: 'monthly',
        rentPrice: '4000.00',
        yearlyRentSar: '180000.00',
      });
      expect(listingPriceText(both)).toBe('750,000 دولار (≈ 2,812,500 ر.س) · إيجار 4,000 دولار / شهر (≈ 15,000 ر.س / شهر)');
      const yearly = listing({ price: '69000.00', priceSar: '69000.00', rentPeriod: 'yearly', yearlyRentSar: '69000.00' });
      expect(listingPrice(yearly).main.text).toBe('69,000 ر.س / سنة');
    });
  });
});
