import type { PropertyDetail } from '../api/listing';

// The listing's price history (a small chart and the list). OWNED BY THE PRICE-HISTORY HELPER.

export function PriceHistorySection(_props: { property: PropertyDetail }) {
  return null;
}
