import { describe, expect, it } from 'vitest';
import { listingFeatures } from '../../src/client/features/properties/detail/feature-list';

// The listing page's "Features & Amenities" (docs/product.md#listing-page): a feature that is both a
// switch and an amenity choice ("pool" and "Swimming Pool") is one fact, listed once.

const NO_SWITCHES = { furnished: false, balcony: false, garden: false, pool: false, gym: false, security: false, elevator: false };

describe("a listing's features and amenities", () => {
  it('lists a pool once, whether the switch is on, the amenity is listed, or both', () => {
    expect(listingFeatures({ ...NO_SWITCHES, pool: true, amenities: ['Swimming Pool'] })).toEqual(['Swimming Pool']);
    expect(listingFeatures({ ...NO_SWITCHES, pool: true, amenities: [] })).toEqual(['Swimming Pool']);
    // Stored before the server kept the pair in step: the amenity alone still shows the feature.
    expect(listingFeatures({ ...NO_SWITCHES, amenities: ['Swimming Pool'] })).toEqual(['Swimming Pool']);
  });

  it('names security once ("24/7 Security", not also "Security"), and each of the six pairs likewise', () => {
    const all = { furnished: true, balcony: true, garden: true, pool: true, gym: true, security: true, elevator: true };
    const amenities = ['Swimming Pool', 'Gym', 'Security', 'Elevator', 'Balcony', 'Garden'];
    expect(listingFeatures({ ...all, amenities })).toEqual([
      'Furnished',
      'Balcony',
      'Garden',
      'Swimming Pool',
      'Gym',
      '24/7 Security',
      'Elevator',
    ]);
  });

  it('keeps the other amenities after the features, as stored, each once', () => {
    expect(listingFeatures({ ...NO_SWITCHES, gym: true, amenities: ['Central AC', 'Gym', "Maid's Room", 'Central AC'] })).toEqual([
      'Gym',
      'Central AC',
      "Maid's Room",
    ]);
    expect(listingFeatures({ ...NO_SWITCHES, amenities: [] })).toEqual([]);
  });
});
