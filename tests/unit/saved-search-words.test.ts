import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_NAME_MAX } from '../../src/shared/schemas/saved-search';
import { matchesLabel, searchSummary, searchUrl, suggestSearchName } from '../../src/client/components/forms/saved-search-words';

// What the app says about a saved search (docs/product.md#saved-searches): the name it suggests from
// /buy's filters, the Saved page's one-line summary, its count of matches and where Run leads.

const sale = { forSale: 'true', forRent: 'false' };
const rent = { forSale: 'false', forRent: 'true' };

describe('the suggested name', () => {
  it('says the type, the place and the price, in the words of /buy', () => {
    expect(suggestSearchName({ ...sale, city: 'Riyadh', propertyType: 'villa', maxPrice: '3000000' })).toBe('Villas in Riyadh under 3M');
    expect(suggestSearchName({ ...rent, city: 'Jeddah', propertyType: 'apartment' })).toBe('Apartments for rent in Jeddah');
    expect(suggestSearchName({ ...sale, neighborhood: 'Al Malqa' })).toBe('Properties in Al Malqa');
    expect(suggestSearchName({ ...sale, city: 'Tabuk', propertyType: 'land', minPrice: '1000000', maxPrice: '2000000' })).toBe(
      'Land in Tabuk 1M - 2M',
    );
  });

  it('is "Properties" for a search with no filter, and names every type', () => {
    expect(suggestSearchName(sale)).toBe('Properties');
    expect(suggestSearchName({})).toBe('Properties');
    expect(suggestSearchName({ ...sale, propertyType: 'commercial' })).toBe('Commercial properties');
    expect(suggestSearchName({ ...sale, propertyType: 'office' })).toBe('Offices');
    expect(suggestSearchName({ ...sale, propertyType: 'warehouse' })).toBe('Warehouses');
  });

  it('gives open price ranges and rents for a year', () => {
    expect(suggestSearchName({ ...sale, minPrice: '5000000' })).toBe('Properties 5M+');
    expect(suggestSearchName({ ...sale, minPrice: '1500000', maxPrice: '2500000' })).toBe('Properties 1.5M - 2.5M');
    expect(suggestSearchName({ ...sale, maxPrice: '500000' })).toBe('Properties under 500K');
    // A minimum of 0 is no minimum.
    expect(suggestSearchName({ ...sale, minPrice: '0', maxPrice: '500000' })).toBe('Properties under 500K');
    expect(suggestSearchName({ ...rent, city: 'Jeddah', propertyType: 'apartment', minPrice: '60000', maxPrice: '100000' })).toBe(
      'Apartments for rent in Jeddah 60K - 100K / year',
    );
  });

  it('says furnished, bedrooms, the keyword and the neighbourhood with its city', () => {
    expect(
      suggestSearchName({ ...rent, furnished: 'true', bedrooms: '3', propertyType: 'apartment', neighborhood: 'Al Olaya', city: 'Riyadh' }),
    ).toBe('Furnished 3+ bedroom apartments for rent in Al Olaya, Riyadh');
    expect(suggestSearchName({ ...sale, q: 'sea view', city: 'Jeddah' })).toBe('Properties matching “sea view” in Jeddah');
  });

  it('leaves out what does not describe the listings (sort, amenities) and never exceeds the name’s length', () => {
    expect(suggestSearchName({ ...sale, city: 'Riyadh', sort: 'price_asc', amenities: 'pool' })).toBe('Properties in Riyadh');
    const long = suggestSearchName({ ...sale, q: 'x'.repeat(60), neighborhood: 'Al Nakheel Al Gharbi', city: 'Riyadh' });
    expect(long.length).toBe(SAVED_SEARCH_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the summary of a saved search', () => {
  it('lists every filter in /buy’s words', () => {
    expect(
      searchSummary({
        ...sale,
        city: 'Riyadh',
        neighborhood: 'Al Olaya',
        propertyType: 'villa',
        minPrice: '1000000',
        maxPrice: '2000000',
        bedrooms: '3',
        bathrooms: '2',
        parking: '0',
        yearBuilt: '2015',
        minArea: '150',
        maxArea: '400',
        furnished: 'true',
        amenities: 'pool,security',
      }),
    ).toBe(
      'For sale · Al Olaya, Riyadh · Villa · 1M - 2M SAR · 3+ BR · 2+ BA · No parking · Built 2015 or later · 150 - 400 sqm · Furnished · Pool · 24/7 Security',
    );
  });

  it('says rents for a year, open ranges and the keyword', () => {
    expect(searchSummary({ ...rent, q: '#59', maxPrice: '30000', parking: '2' })).toBe(
      'For rent · “#59” · Up to 30K SAR / year · 2+ spaces',
    );
    expect(searchSummary({ ...sale, minPrice: '750000', minArea: '200' })).toBe('For sale · From 750K SAR · From 200 sqm');
    expect(searchSummary(sale)).toBe('For sale');
  });
});

describe('counts and Run', () => {
  it('counts matches, with the cap as "200+"', () => {
    expect(matchesLabel(12, false)).toBe('12 matches');
    expect(matchesLabel(1, false)).toBe('1 match');
    expect(matchesLabel(0, false)).toBe('0 matches');
    expect(matchesLabel(200, true)).toBe('200+ matches');
    expect(matchesLabel(1500, false)).toBe('1,500 matches');
  });

  it('opens /buy with the filters in its URL', () => {
    const url = searchUrl({ ...sale, city: 'Al Khobar', propertyType: 'villa', amenities: 'pool,gym' });
    expect(url.startsWith('/buy?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(url.slice('/buy?'.length)))).toEqual({
      ...sale,
      city: 'Al Khobar',
      propertyType: 'villa',
      amenities: 'pool,gym',
    });
    expect(searchUrl({})).toBe('/buy');
  });
});
