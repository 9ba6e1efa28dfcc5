import type { PropertyDetail } from '../api/listing';

// The fair-price line. OWNED BY THE FAIR-PRICE HELPER.

export function FairPriceCheck(_props: { property: PropertyDetail }) {
  return null;
}
