import type { PropertyDetail } from '../api/listing';

// The "Licensed ad" panel, or the notice that the ad's licence has expired. OWNED BY THE LICENCE HELPER.

export function LicencePanel(_props: { property: PropertyDetail }) {
  return null;
}
