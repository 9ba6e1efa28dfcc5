import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../shared/constants';
import type { Access } from '../../shared/contracts/define';
import type { User } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

/** Who is acting: the signed-in user as the rules see them (services take it explicitly). */
export type Actor = Pick<User, 'id' | 'role'>;

export const actorOf = (user: User | null): Actor | null => (user ? { id: user.id, role: user.role } : null);

/**
 * The one guard: every route's contract says who may call it, and this decides it before the
 * payload is looked at (401 signed out, then 403 wrong role, then 400 bad input), so a caller who
 * may not call a route learns nothing from its validation.
 */
export function guard(access: Access) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (access === 'public') return;
    if (!request.user) {
      // Signed out (or the session ended): the client's "signed in" hint is stale; clear it with the 401.
      request.server.sessions.clearHint(request, reply);
      throw unauthorized();
    }
    if (access !== 'signed-in' && !access.includes(request.user.role)) {
      throw forbidden(access.length === 1 && access[0] === 'admin' ? 'Admin access required' : 'You do not have permission to do this');
    }
  };
}

/** Whether the user may sell: list properties and act as the owner of their listings. */
export function isSeller(actor: { role: Role }): boolean {
  return actor.role === 'developer' || actor.role === 'admin';
}

/**
 * Owners act on their own records, admins on anyone's. Seller powers come with the role, not with
 * past ownership (docs/product.md#a-former-developer): an owner whose developer role an admin took
 * away no longer sees the bids and inquiries on their listings, answers them, or edits them.
 */
export function canManage(actor: Actor, ownerId: string | null): boolean {
  return actor.role === 'admin' || (actor.role === 'developer' && ownerId !== null && actor.id === ownerId);
}

export function assertCanManage(actor: Actor, ownerId: string | null, what = 'this'): void {
  if (!canManage(actor, ownerId)) throw forbidden(`You can only manage ${what} you own`);
}

/**
 * Whether `actor` may open a listing at all (docs/product.md#listings): every listing but a withdrawn
 * one (not active and without an owner, as deleting its owner's account leaves it), which only admins
 * see. The per-row form of properties/visibility.ts's visibleTo, for the features that act on a listing.
 */
export function mayOpenListing(actor: Actor | null, listing: { status: string; developerId: string | null }): boolean {
  return listing.status === 'active' || listing.developerId !== null || actor?.role === 'admin';
}
