import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/constants';
import type { User } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in user holding one of `roles`, else 401 (signed out) or 403 (wrong role). */
export function requireRole(request: FastifyRequest, ...roles: Role[]): User {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden(roles.includes('admin') && roles.length === 1 ? 'Admin access required' : 'You do not have permission to do this');
  return user;
}

/** Whether the user may sell: list properties and act as the owner of their listings. */
export function isSeller(actor: Pick<User, 'role'>): boolean {
  return actor.role === 'developer' || actor.role === 'admin';
}

/**
 * Owners act on their own records, admins on anyone's. Seller powers come with the role, not with
 * past ownership (docs/product.md, "A former developer"): an owner whose developer role an admin
 * took away no longer sees the bids and inquiries on their listings, answers them, or edits them.
 */
export function canManage(actor: Pick<User, 'id' | 'role'>, ownerId: string | null): boolean {
  return actor.role === 'admin' || (actor.role === 'developer' && ownerId !== null && actor.id === ownerId);
}

export function assertCanManage(actor: Pick<User, 'id' | 'role'>, ownerId: string | null, what = 'this'): void {
  if (!canManage(actor, ownerId)) throw forbidden(`You can only manage ${what} you own`);
}
