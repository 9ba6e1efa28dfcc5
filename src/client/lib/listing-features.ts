import { FEATURE_SWITCH_AMENITY, PROPERTY_FEATURE_LABELS, PROPERTY_FEATURE_SWITCHES, type PropertyFeatureSwitch } from '@shared/constants';
import type { ApiSchema } from '@client/lib/api-client';
import { t } from '@client/lib/i18n';

// A listing's "Features & Amenities" (docs/product.md#listing-page), as its page and the comparison
// list them. Six features are both a switch and an amenity choice ("pool" and "Swimming Pool"): one
// fact, so it is listed once, under the switch's name, whether the listing has the switch on or the
// amenity listed.

type Property = ApiSchema['Property'];

const AMENITY_OF: Partial<Record<PropertyFeatureSwitch, string>> = FEATURE_SWITCH_AMENITY;
const SWITCHED_AMENITIES = new Set(Object.values(AMENITY_OF));

/** The listing's features (in the switches' order), then its other amenities (as stored), each named once, in the page's language (the shared names catalog). */
export function listingFeatures(property: Pick<Property, PropertyFeatureSwitch | 'amenities'>): string[] {
  const listed = new Set(property.amenities);
  const features = PROPERTY_FEATURE_SWITCHES.filter((key) => property[key] || listed.has(AMENITY_OF[key] ?? '')).map(
    (key) => PROPERTY_FEATURE_LABELS[key],
  );
  const others = property.amenities.filter((a) => !SWITCHED_AMENITIES.has(a));
  return [...new Set([...features, ...others])].map((name) => t(name));
}
