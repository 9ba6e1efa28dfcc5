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
