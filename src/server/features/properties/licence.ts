import { and, eq, ne } from 'drizzle-orm';
import type { AdLicenseStatus } from '../../../shared/constants';
import { LICENCE_MESSAGES, licencePairIssue } from '../../../shared/schemas/ad-licence';
import type { Db } from '../../db/client';
import { properties, type Property } from '../../db/schema';
import { isViolation } from '../../lib/db-errors';
import { AppError, badRequest } from '../../lib/errors';

// The ad licence and the deed (docs/product.md#ad-licence-and-deed): a licence in force keeps a
// listing on the market, REQUIRE_AD_LICENSE makes one necessary to publish, and one deed is listed
// by one active listing at a time.

export const DEED_INDEX = 'properties_active_deed_idx';

/** A listing's licence as its page tells it: none given, in force, or run out (at `now`). */
export function licenceStatus(row: Pick<Property, 'adLicenseExpiresAt'>, now = new Date()): AdLicenseStatus {
  if (!row.adLicenseExpiresAt) return 'none';
  return row.adLicenseExpiresAt.getTime() > now.getTime() ? 'in-force' : 'expired';
}

/** Number and expiry go together: checked on the listing an edit leaves (400 naming the field). */
export function assertLicencePair(listing: Pick<Property, 'adLicenseNumber' | 'adLicenseExpiresAt'>): void {
  const issue = licencePairIssue(listing);
  if (issue) throw badRequest(issue.message, { [issue.path]: issue.message });
}

/** With REQUIRE_AD_LICENSE, a listing left active must have a licence in force (400 naming the field). */
export function assertLicenceToPublish(
  requireAdLicense: boolean,
  listing: Pick<Property, 'status' | 'adLicenseNumber' | 'adLicenseExpiresAt'>,
): void {
  if (!requireAdLicense || listing.status !== 'active') return;
  if (listing.adLicenseNumber && licenceStatus(listing) === 'in-force') return;
  throw badRequest(LICENCE_MESSAGES.required, { adLicenseNumber: LICENCE_MESSAGES.required });
}

/** The listing a write leaves: its id (none yet on create), its status and its deed. */
export type DeedClaim = { id?: number; status: Property['status']; deedNumber: string | null };

/** The active listing, other than the claimant, that lists this deed. */
async function deedHolder(db: Db, claim: DeedClaim) {
  if (!claim.deedNumber) return undefined;
  const [row] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(
      and(
        eq(properties.deedNumber, claim.deedNumber),
        eq(properties.status, 'active'),
        claim.id === undefined ? undefined : ne(properties.id, claim.id),
      ),
    )
    .limit(1);
  return row;
}

function deedTaken(deedNumber: string, holder: { id: number; title: string } | undefined): AppError {
  const message = holder
    ? `Deed ${deedNumber} is already listed: “${holder.title}” (#${holder.id})`
    : `Deed ${deedNumber} is already listed`;
  return new AppError('CONFLICT', message, { deedNumber: message });
}

/**
 * A write that leaves `claim` active with a deed another active listing holds answers 409 naming
 * that listing. The early look gives the answer before any work; the partial unique index decides
 * when two writes race, and the holder is looked up after its violation (the winner has committed).
 */
export async function withDeedCheck<T>(db: Db, claim: DeedClaim, write: () => Promise<T>): Promise<T> {
  const { status, deedNumber } = claim;
  if (status !== 'active' || !deedNumber) return write();
  const early = await deedHolder(db, claim);
  if (early) throw deedTaken(deedNumber, early);
  try {
    return await write();
  } catch (err) {
    if (!isViolation(err, 'unique', DEED_INDEX)) throw err;
    throw deedTaken(deedNumber, await deedHolder(db, claim));
  }
}
