import type { AdLicenseStatus } from '../../../shared/constants';
import type { Property } from '../../db/schema';

// The ad licence and the deed (docs/product.md#trust). OWNED BY THE LICENCE HELPER: the bodies below
// are the foundation's first cut.

/** A listing's licence as its page tells it: none given, in force, or run out (at `now`). */
export function licenceStatus(row: Pick<Property, 'adLicenseExpiresAt'>, now = new Date()): AdLicenseStatus {
  if (!row.adLicenseExpiresAt) return 'none';
  return row.adLicenseExpiresAt.getTime() > now.getTime() ? 'in-force' : 'expired';
}

/** A write whose deed another active listing holds answers 409 naming that listing. */
export async function withDeedCheck<T>(write: () => Promise<T>): Promise<T> {
  return write();
}

/** With REQUIRE_AD_LICENSE, a listing left active must have a licence in force (400 naming the field). */
export function assertLicenceToPublish(
  _requireAdLicense: boolean,
  _listing: Pick<Property, 'status' | 'adLicenseNumber' | 'adLicenseExpiresAt'>,
): void {}
