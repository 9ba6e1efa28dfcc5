import { and, eq, gt, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { isSeller, type Actor } from '../../auth/guards';
import { properties } from '../../db/schema';

// Who sees which listings (docs/product.md#listings). A listing's page outlives the deal: an active,
// pending (under offer) or sold listing is open to everyone. Only a withdrawn listing — not active
// and without an owner, as deleting its owner's account leaves it — is hidden: it does not exist for
// anyone but admins (404, never 403). The search and the map are another matter: they find active
// listings, and a seller's own, only (visibleParts).

/**
 * On the market: active, and its ad licence (if it has one) still in force. What the search, the
 * map, the featured row, alerts, the sitemap and the market figures find (docs/product.md#trust): a
 * licence that runs out takes the listing off them at that instant, with no job or restart. The
 * expiry is a trailing key of the search's partial indexes, so the check stays in the index.
 */
export function onMarket(): SQL {
  return and(eq(properties.status, 'active'), licenceInForce())!;
}

/** No ad licence, or one that has not expired yet (at the statement's time). */
export function licenceInForce(): SQL {
  return or(isNull(properties.adLicenseExpiresAt), gt(properties.adLicenseExpiresAt, sql`now()`))!;
}

/** The listings `actor` may open one at a time, as one condition. */
export function visibleTo(actor: Actor | null): SQL | undefined {
  if (actor?.role === 'admin') return undefined;
  return or(eq(properties.status, 'active'), isNotNull(properties.developerId));
}

/**
 * What the search and the map find, as two disjoint parts: the active listings (what the partial
 * indexes of migration 0001 cover) and the rest the caller's search shows — a seller's own listings that
 * are not active, or for an admin every listing that is not active. An `OR` of the two would keep
 * PostgreSQL from using those indexes, so a signed-in developer's search would read the table.
 */
export function visibleParts(actor: Actor | null): { active: SQL; others?: SQL } {
  const active = onMarket();
  if (!actor || !isSeller(actor)) return { active };
  const notActive = ne(properties.status, 'active');
  return { active, others: actor.role === 'admin' ? notActive : and(notActive, eq(properties.developerId, actor.id)) };
}
