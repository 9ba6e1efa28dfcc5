import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { isSeller, type Actor } from '../../auth/guards';
import { properties } from '../../db/schema';

// Who sees which listings (docs/product.md#listings): active ones for everyone; a seller also sees
// their own in any status; an admin sees all. A listing the caller may not see does not exist for
// them (404, never 403).

/** The listings `actor` may see, as one condition. */
export function visibleTo(actor: Actor | null): SQL | undefined {
  if (actor?.role === 'admin') return undefined;
  if (actor && isSeller(actor)) return or(eq(properties.status, 'active'), eq(properties.developerId, actor.id));
  return eq(properties.status, 'active');
}

/**
 * The same rule as two disjoint parts, for the search: the active listings (what the partial
 * indexes of migration 0001 cover) and the rest the caller may see — a seller's own listings that
 * are not active, or for an admin every listing that is not active. An `OR` of the two would keep
 * PostgreSQL from using those indexes, so a signed-in developer's search would read the table.
 */
export function visibleParts(actor: Actor | null): { active: SQL; others?: SQL } {
  const active = eq(properties.status, 'active');
  if (!actor || !isSeller(actor)) return { active };
  const notActive = ne(properties.status, 'active');
  return { active, others: actor.role === 'admin' ? notActive : and(notActive, eq(properties.developerId, actor.id)) };
}
