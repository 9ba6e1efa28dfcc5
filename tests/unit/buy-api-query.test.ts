import { describe, expect, it } from 'vitest';
import { apiQuery, parseBuyState } from '../../src/client/features/properties/buy/search-params';

// What the Buy page asks GET /api/properties for (furnished is always sent as true or false: docs/product.md#buy-page-and-map).
describe("the Buy page's API query", () => {
  it('sends furnished=false when the Furnished switch is off', () => {
    expect(apiQuery(parseBuyState('')).furnished).toBe('false');
    expect(apiQuery(parseBuyState('?city=Riyadh&furnished=false')).furnished).toBe('false');
  });

  it('sends furnished=true when it is on', () => {
    expect(apiQuery(parseBuyState('?furnished=true&amenities=pool')).furnished).toBe('true');
  });
});

describe('a range given the wrong way round in the address', () => {
  it('asks for the range between its ends (a shared link with min above max still finds listings)', () => {
    const query = apiQuery(parseBuyState('?minPrice=2000000&maxPrice=750000&minArea=400&maxArea=120'));
    expect(query).toMatchObject({ minPrice: '750000', maxPrice: '2000000', minArea: '120', maxArea: '400' });
    expect(apiQuery(parseBuyState('?minPrice=5&maxPrice=9'))).toMatchObject({ minPrice: '5', maxPrice: '9' });
  });
});
