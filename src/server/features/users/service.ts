import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ROLES, type Role } from '../../../shared/constants';
import type { adminUserListSchema, AdminUsersQuery, adminUserUpdateSchema } from '../../../shared/schemas/user';
import type { z } from 'zod';
import type { Actor } from '../../auth/guards';
import { EMAIL_TAKEN, toPublicUser } from '../../auth/service';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  developmentProjects,
  fullNameOf,
  properties,
  propertyBids,
  propertyInquiries,
  sessions,
  userInvestments,
  users,
  type User,
} from '../../db/schema';
import { isViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/errors';

// Admin user management (docs/product.md#roles, #deleting-an-account): list with search, role filter and counts per role;
// edit names, e-mail and role; delete. There is always an admin: an admin can neither demote nor
// delete themself, and a demotion or deletion locks every admin row first, so two admins removing
// each other at the same moment queue up, and the second is refused (409) rather than leave none.

export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin role';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const HOLDS_INVESTMENTS = 'This user holds investments and cannot be deleted';
export const LAST_ADMIN = 'There must always be at least one admin: this change would leave none';

/**
 * Locks every admin row (FOR UPDATE, in id order so concurrent callers queue instead of deadlocking)
 * and returns their ids. A caller that waited sees the admins as the transaction before it left them.
 */
export async function lockAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(users.id).for('update');
  return rows.map((r) => r.id);
}

/**
 * Before `targetId` is demoted or deleted, with the admin rows locked: refused (409) when it is the
 * only admin left, and (403) when the acting admin has themself just lost the role (or the account)
 * to a change that committed while this request waited for the lock.
 */
export function assertAdminRemains(admins: string[], actor: Actor, targetId: string): void {
  if (admins.includes(targetId) && admins.every((id) => id === targetId)) throw conflict(LAST_ADMIN);
  if (!admins.includes(actor.id)) throw forbidden('Admin access required');
}

type UserList = z.output<typeof adminUserListSchema>;

/**
 * GET /api/admin/users: users matching `q` (first name, last name, "first last" or e-mail, any case)
 * and `role`, newest first; `total` counts the matches, `counts` every user per role (unfiltered).
 */
export async function listUsers({ db, query }: { db: Db; query: AdminUsersQuery }): Promise<UserList> {
  const c: SQL[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    c.push(or(ilike(users.firstName, p), ilike(users.lastName, p), ilike(users.email, p), ilike(fullNameOf(users), p))!);
  }
  if (query.role) c.push(eq(users.role, query.role));
  const where = c.length ? and(...c) : undefined;
  const [items, [{ total }], byRole] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
    db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
  ]);
  const counts = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  for (const row of byRole) counts[row.role] = Number(row.n);
  return { items: items.map(toPublicUser), counts, total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** PUT /api/admin/users/{id}: names, e-mail (unique regardless of case) and role, admin included. */
export async function updateUser({ db, actor, id, input }: { db: Db; actor: Actor; id: string; input: AdminUserUpdate }): Promise<User> {
  if (id === actor.id && input.role !== undefined && input.role !== 'admin') throw conflict(CANNOT_DEMOTE_SELF);
  const email = input.email?.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      // A role other than admin may demote an admin: hold every admin row until this commits.
      if (input.role !== undefined && input.role !== 'admin') {
        assertAdminRemains(await lockAdmins(tx), actor, id);
      }
      if (email !== undefined) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, email), sql`${users.id} <> ${id}`))
          .limit(1);
        if (taken) throw conflict(EMAIL_TAKEN);
      }
      const [row] = await tx
        .update(users)
        .set({
          ...(input.firstName !== undefined && { firstName: input.firstName }),
          ...(input.lastName !== undefined && { lastName: input.lastName }),
          ...(email !== undefined && { email }),
          // An admin who changes the role decides it: an unfinished sign-up cannot choose another.
          ...(input.role !== undefined && {
            role: input.role,
            roleSetByAdmin: sql`${users.roleSetByAdmin} or ${users.role} <> ${input.role}`,
          }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound(USER_NOT_FOUND);
      return row;
    });
  } catch (err) {
    // Lost a race with another account taking the same e-mail.
    if (isViolation(err, 'unique', 'users_email_lower_idx')) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/**
 * DELETE /api/admin/users/{id}, in one transaction:
 * - refused (409) when the user is the last admin (the admin rows are locked first, see lockAdmins);
 * - refused (409) while the user holds any investment record: money records are never dropped;
 * - their sessions end (they are signed out everywhere);
 * - their listings are withdrawn: status 'pending', developer_id null; the rows stay, with the bids
 *   and inquiries other people made on them, for the record;
 * - their development projects are reassigned to the acting admin (and keep their properties);
 * - other people's records of them stay, anonymised (docs/product.md, "Deleting an account"): an
 *   answered bid stays with the seller (bidder null), an inquiry and its conversation stay with the
 *   owner (asker and sender null, their phone number erased); only their still-pending bids go,
 *   since nobody can close a deal with a deleted account.
 */
export async function deleteUser({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<void> {
  if (id === actor.id) throw conflict(CANNOT_DELETE_SELF);
  try {
    await db.transaction(async (tx) => {
      // The admin rows first, always in the same order, then the target: no two deletions deadlock.
      assertAdminRemains(await lockAdmins(tx), actor, id);
      const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      if (!target) throw notFound(USER_NOT_FOUND);
      const [holding] = await tx.select({ id: userInvestments.id }).from(userInvestments).where(eq(userInvestments.userId, id)).limit(1);
      if (holding) throw conflict(HOLDS_INVESTMENTS);
      const now = new Date();
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.update(properties).set({ status: 'pending', developerId: null, updatedAt: now }).where(eq(properties.developerId, id));
      await tx.update(developmentProjects).set({ developerId: actor.id, updatedAt: now }).where(eq(developmentProjects.developerId, id));
      await tx.delete(propertyBids).where(and(eq(propertyBids.bidderId, id), eq(propertyBids.status, 'pending')));
      await tx.update(propertyInquiries).set({ contactPhone: null }).where(eq(propertyInquiries.userId, id));
      // The foreign keys set bidder, asker and sender to null on the rows that stay.
      await tx.delete(users).where(eq(users.id, id));
    });
  } catch (err) {
    // An investment committed between the check and the delete: user_investments' RESTRICT refuses it.
    if (isViolation(err, 'foreignKey')) throw conflict(HOLDS_INVESTMENTS);
    throw err;
  }
}
