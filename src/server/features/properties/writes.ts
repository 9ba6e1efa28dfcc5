import { eq } from 'drizzle-orm';
import { AMENITY_SWITCHES, FEATURE_SWITCH_AMENITY, PROPERTY_AMENITIES, type AmenitySwitch } from '../../../shared/constants';
import type { PropertyCreate, PropertyUpdate } from '../../../shared/schemas/property-payload';
import { assertCanManage, type Actor } from '../../auth/guards';
import type { Db, Tx } from '../../db/client';
import { developmentProjects, properties, type Property } from '../../db/schema';
import { withViolations } from '../../lib/db-errors';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { SarRates } from '../../lib/sar';
import { listingChanged, type ListingFacts } from '../notifications/events/listings';
import { imagesChanged } from '../uploads/lifecycle';
import { assertLicencePair, assertLicenceToPublish, withDeedCheck } from './licence';
import { scheduleLicenceReminder } from './licence-expiry';
import { createdMoney, updatedMoney } from './listing-money';
import { soldFigures } from './price-history';
import { getProperty, PROPERTY_NOT_FOUND } from './reads';

// The writes of sellers and admins (docs/product.md#listings): a listing belongs to whoever lists
// it; a seller edits and deletes their own, an admin anyone's; featuring is an admin's choice.

export const PROJECT_NOT_FOUND = 'Development project not found';
export const NOT_YOUR_PROJECT = 'You can only add listings to your own development projects';
export const ADMIN_FEATURES = 'Only admins can feature a listing';

/** A listing joins an existing project: any project for an admin, one of their own for a developer. */
async function assertProjectUsable(db: Db, actor: Actor, projectId: number | null | undefined): Promise<void> {
  if (projectId === null || projectId === undefined) return;
  const [row] = await db
    .select({ developerId: developmentProjects.developerId })
    .from(developmentProjects)
    .where(eq(developmentProjects.id, projectId))
    .limit(1);
  if (!row) throw badRequest(PROJECT_NOT_FOUND, { developmentProjectId: PROJECT_NOT_FOUND });
  if (actor.role !== 'admin' && row.developerId !== actor.id) throw forbidden(NOT_YOUR_PROJECT);
}

/** Featuring is the marketplace's choice (the landing page's showcase): a developer cannot change it. */
function assertFeaturedUnchanged(actor: Actor, requested: boolean | undefined, current: boolean): void {
  if (actor.role !== 'admin' && requested !== undefined && requested !== current) throw forbidden(ADMIN_FEATURES);
}

/** A project deleted between the check and the write still gives a 400, not a 500. */
const withProjectCheck = <T>(write: () => Promise<T>) =>
  withViolations(write, (v) =>
    v.kind === 'foreignKey' && (v.constraint ?? 'development_project').includes('development_project')
      ? badRequest(PROJECT_NOT_FOUND, { developmentProjectId: PROJECT_NOT_FOUND })
      : undefined,
  );

type AmenityState = { amenities: string[] } & Record<AmenitySwitch, boolean>;
const SWITCHED_AMENITIES: ReadonlySet<string> = new Set(Object.values(FEATURE_SWITCH_AMENITY));

/**
 * The six features that are both a switch and an amenity choice (FEATURE_SWITCH_AMENITY), as one
 * fact: a listing has the feature when what the request says about it — its switch, its name in
 * `amenities`, or both — says so (so a listed name beats a switch sent as false). A pair the request
 * says nothing about keeps the stored value. The result has both sides agreeing, the amenities in
 * the order of the amenity list (docs/product.md#choices), the form's order.
 */
function reconcileAmenities(input: Partial<AmenityState>, current?: AmenityState): AmenityState {
  const listed = input.amenities ?? current?.amenities ?? [];
  const state = {} as Record<AmenitySwitch, boolean>;
  for (const key of AMENITY_SWITCHES) {
    const name = FEATURE_SWITCH_AMENITY[key];
    const said = [input[key], input.amenities?.includes(name)].filter((v) => v !== undefined);
    state[key] = said.length > 0 ? said.includes(true) : current !== undefined && (current[key] || current.amenities.includes(name));
  }
  const on = new Set<string>(AMENITY_SWITCHES.filter((key) => state[key]).map((key) => FEATURE_SWITCH_AMENITY[key]));
  const amenities = PROPERTY_AMENITIES.filter((a) => (SWITCHED_AMENITIES.has(a) ? on.has(a) : listed.includes(a)));
  return { amenities, ...state };
}

/** Whether a PUT touches the switch/amenity pairs at all (if not, they are left exactly as stored). */
const touchesAmenities = (input: PropertyUpdate) =>
  input.amenities !== undefined || AMENITY_SWITCHES.some((key) => input[key] !== undefined);

/** POST /api/properties: the owner is always the actor, never the payload (the schema refuses developerId). */
export async function createProperty({
  db,
  actor,
  input,
  rates,
  requireAdLicense,
}: {
  db: Db;
  actor: Actor;
  input: PropertyCreate;
  rates: SarRates;
  requireAdLicense: boolean;
}): Promise<Property> {
  assertFeaturedUnchanged(actor, input.featured, false);
  assertLicenceToPublish(requireAdLicense, {
    status: input.status,
    adLicenseNumber: input.adLicenseNumber ?? null,
    adLicenseExpiresAt: input.adLicenseExpiresAt ?? null,
  });
  await assertProjectUsable(db, actor, input.developmentProjectId);
  const [row] = await withDeedCheck(db, { status: input.status, deedNumber: input.deedNumber ?? null }, () =>
    withProjectCheck(() =>
      db.transaction(async (tx) => {
        const rows = await tx
          .insert(properties)
          .values({ ...input, ...reconcileAmenities(input), developerId: actor.id, ...createdMoney(input, rates) })
          .returning();
        await listingChanged(tx, null, rows[0]);
        await scheduleLicenceReminder(tx, rows[0]);
        await imagesChanged(tx, [], rows[0].images);
        return rows;
      }),
    ),
  );
  return row;
}

/** Loads a listing for a write: 404 if the actor cannot even see it, 403 if they see it but do not own it. */
export async function loadForWrite(db: Db, actor: Actor, id: number): Promise<Property> {
  const row = await getProperty({ db, actor, id });
  assertCanManage(actor, row.developerId, 'properties');
  return row;
}

/**
 * The listing's status and prices as this transaction sees them, its row locked until the commit:
 * the "before" of an alert (price drop, re-listed), right even when two edits of one listing race.
 */
export async function lockListing(tx: Tx, id: number): Promise<ListingFacts | undefined> {
  const [row] = await tx
    .select({
      id: properties.id,
      status: properties.status,
      forSale: properties.forSale,
      forRent: properties.forRent,
      priceSar: properties.priceSar,
      yearlyRentSar: properties.yearlyRentSar,
      adLicenseExpiresAt: properties.adLicenseExpiresAt,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update');
  return row;
}

/**
 * PUT /api/properties/{id}: admin, or the owning developer. The listing rules hold for the listing
 * the edit leaves (listing-money.ts); pricePerSqm and the SAR figures follow price, rent and area.
 */
export async function updateProperty({
  db,
  actor,
  id,
  input,
  rates,
  requireAdLicense,
}: {
  db: Db;
  actor: Actor;
  id: number;
  input: PropertyUpdate;
  rates: SarRates;
  requireAdLicense: boolean;
}): Promise<Property> {
  const current = await loadForWrite(db, actor, id);
  assertFeaturedUnchanged(actor, input.featured, current.featured);
  const edited = { ...current, ...input };
  assertLicencePair(edited);
  assertLicenceToPublish(requireAdLicense, edited);
  if (input.developmentProjectId !== current.developmentProjectId) await assertProjectUsable(db, actor, input.developmentProjectId);
  const money = updatedMoney(current, input, rates);
  const [row] = await withDeedCheck(db, edited, () =>
    withProjectCheck(() =>
      db.transaction(async (tx) => {
        const before = await lockListing(tx, id);
        const rows = await tx
          .update(properties)
          .set({
            ...input,
            ...(touchesAmenities(input) ? reconcileAmenities(input, current) : {}),
            ...money,
            // The admin form sets the status too: a sale there keeps its sold price as Mark sold does.
            ...(input.status !== undefined && input.status !== current.status
              ? await soldFigures(tx, current, { status: input.status }, rates)
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(properties.id, id))
          .returning();
        if (rows[0] && before) await listingChanged(tx, before, rows[0]);
        if (rows[0]) await scheduleLicenceReminder(tx, rows[0]);
        if (rows[0]) await imagesChanged(tx, current.images, rows[0].images);
        return rows;
      }),
    ),
  );
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

/** DELETE /api/properties/{id}: admin, or the owning developer. Its bids and inquiries go with it. */
export async function deleteProperty({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<void> {
  await loadForWrite(db, actor, id);
  const deleted = await db.delete(properties).where(eq(properties.id, id)).returning({ images: properties.images });
  if (deleted.length === 0) throw notFound(PROPERTY_NOT_FOUND);
  await imagesChanged(db, deleted[0].images, []);
}
