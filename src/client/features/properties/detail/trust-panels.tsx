import type { PropertyDetail } from '../api/listing';
import { FairPriceCheck } from './fair-price';
import { LicencePanel } from './licence-panel';

// Beside the price (docs/product.md#ad-licence-and-deed): whether the ad is licensed, and how the price compares.

export function TrustPanels({ property }: { property: PropertyDetail }) {
  return (
    <>
      <FairPriceCheck property={property} />
      <LicencePanel property={property} />
    </>
  );
}
