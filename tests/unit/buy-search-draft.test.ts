import { describe, expect, it } from 'vitest';
import { foundLabel, filterSummary, priceSummary, showLabel } from '../../src/client/features/properties/buy/filter-summary';
import {
  draftCleared,
  draftOf,
  draftWithBand,
  draftWithMode,
  filtersKey,
  filtersOf,
  withMode,
} from '../../src/client/features/properties/buy/search-draft';
import { EMPTY_FILTERS, type BuyFilters } from '../../src/client/features/properties/buy/search-params';

// The /buy search forms' draft (docs/product.md#buy-page-and-map) and what the page says about a search.

const filters = (f: Partial<BuyFilters> = {}): BuyFilters => ({ ...EMPTY_FILTERS, ...f });

describe('the draft', () => {
  it('reads back as the filters it was made from', () => {
    const f = filters({ mode: 'rent', q: '#59', city: 'Riyadh', minPrice: 60000, yearBuilt: 2015, minArea: 120, amenities: ['pool'] });
    expect(filtersOf(draftOf(f))).toEqual(f);
  });

  it('trims text, makes typed numbers whole (or nothing), and holds a year to 1900–2030', () => {
    const d = { ...draftOf(EMPTY_FILTERS), q: '  sea view ', neighborhood: ' Al Olaya ', minPrice: '1,500,000', maxArea: '120.75' };
    expect(filtersOf({ ...d, yearBuilt: '1850', minArea: 'abc' })).toEqual(
      filters({ q: 'sea view', neighborhood: 'Al Olaya', minPrice: 1_500_000, maxArea: 120, yearBuilt: 1900, minArea: null }),
    );
    expect(filtersOf({ ...d, yearBuilt: '2150' }).yearBuilt).toBe(2030);
  });

  it('switching mode clears the prices of a band, and keeps prices typed by hand', () => {
    const band = draftWithBand(draftOf(EMPTY_FILTERS), '1000000-2000000');
    expect([band.minPrice, band.maxPrice]).toEqual(['1000000', '2000000']);
    expect(draftWithMode(band, 'rent')).toMatchObject({ mode: 'rent', minPrice: '', maxPrice: '' });
    const typed = { ...draftOf(EMPTY_FILTERS), maxPrice: '75000' };
    expect(draftWithMode(typed, 'rent')).toMatchObject({ mode: 'rent', maxPrice: '75000' });
    // The same rule for the search in force (the phone bar's Buy/Rent).
    expect(withMode(filters({ minPrice: 1_000_000, maxPrice: 2_000_000 }), 'rent')).toMatchObject({ minPrice: null, maxPrice: null });
    expect(withMode(filters({ maxPrice: 75000 }), 'rent')).toMatchObject({ mode: 'rent', maxPrice: 75000 });
  });

  it('Clear All Filters clears every filter but the mode', () => {
    const d = draftOf(filters({ mode: 'rent', city: 'Jeddah', maxPrice: 9000, bedrooms: 3, furnished: true, amenities: ['gym'] }));
    expect(filtersOf(draftCleared(d))).toEqual(filters({ mode: 'rent' }));
  });

  it('a price or area range typed the wrong way round reads the right way round', () => {
    const d = { ...draftOf(EMPTY_FILTERS), minPrice: '2,000,000', maxPrice: '750000', minArea: '400', maxArea: '120' };
    expect(filtersOf(d)).toEqual(filters({ minPrice: 750_000, maxPrice: 2_000_000, minArea: 120, maxArea: 400 }));
    // One end alone, or equal ends, stay as they are.
    expect(filtersOf({ ...draftOf(EMPTY_FILTERS), minPrice: '900', maxArea: '50', minArea: '50' })).toEqual(
      filters({ minPrice: 900, minArea: 50, maxArea: 50 }),
    );
  });

  it('filters that search alike have one key, whatever the order of their amenities', () => {
    expect(filtersKey(filters({ amenities: ['pool', 'gym'] }))).toBe(filtersKey(filters({ amenities: ['gym', 'pool'] })));
    expect(filtersKey(filters({ city: 'Riyadh' }))).not.toBe(filtersKey(filters()));
    // The sort, page and view are not filters.
    expect(filtersKey({ ...filters(), sort: 'price_asc', page: 3, view: 'map' } as BuyFilters)).toBe(filtersKey(filters()));
  });
});

describe('what the page says about a search', () => {
  it('counts matches in words, one property alone', () => {
    expect(foundLabel(1, false)).toBe('1 property found');
    expect(foundLabel(0, false)).toBe('0 properties found');
    expect(foundLabel(2, false)).toBe('2 properties found');
    expect(foundLabel(10_000, true)).toBe('10,000+ properties found');
    expect(showLabel({ total: 46, totalCapped: false })).toBe('Show 46 properties');
    expect(showLabel({ total: 1, totalCapped: false })).toBe('Show 1 property');
    expect(showLabel({ total: 1000, totalCapped: true })).toBe('Show 1,000+ properties');
    expect(showLabel(undefined)).toBe('Show properties');
  });

  it('sums the filters up on one line', () => {
    expect(filterSummary(filters())).toBe('Any city, type or price');
    expect(filterSummary(filters({ q: 'olaya', city: 'Riyadh', propertyType: 'villa', minPrice: 1_000_000, maxPrice: 2_000_000 }))).toBe(
      '“olaya” · Riyadh · Villa · 1M - 2M SAR',
    );
    expect(filterSummary(filters({ mode: 'rent', bedrooms: 3, amenities: ['pool'] }))).toBe('3+ BR · Pool');
  });

  it('says a price filter in short: its band, or its ends', () => {
    expect(priceSummary(filters({ mode: 'rent', minPrice: 60000, maxPrice: 100000 }))).toBe('60K - 100K SAR / year');
    expect(priceSummary(filters({ minPrice: 450000 }))).toBe('From 450K SAR');
    expect(priceSummary(filters({ maxPrice: 2_500_000 }))).toBe('Up to 2.5M SAR');
    expect(priceSummary(filters({ minPrice: 450000, maxPrice: 900000 }))).toBe('450K - 900K SAR');
    expect(priceSummary(filters())).toBeNull();
  });
});
