import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, userIdParamSchema } from '../../../shared/schemas/common';
import { adminUserListSchema, adminUsersQuerySchema, adminUserUpdateSchema, userSchema } from '../../../shared/schemas/user';
import { requireRole } from '../../auth/guards';
import type { ZodApp } from '../../lib/http';
import { deleteUser, listUsers, updateUser } from './service';

const tags = ['admin', 'users'];
const security = [{ session: [] }];
const err = errorResponseSchema;

// Who may call is decided before the payload is looked at: a signed-out caller learns nothing from validation.
const adminOnly = async (request: FastifyRequest) => void requireRole(request, 'admin');
const actorOf = (request: FastifyRequest) => {
  const user = requireRole(request, 'admin');
  return { id: user.id, role: user.role };
};

export async function usersRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  app.get('/admin/users', {
    preValidation: adminOnly,
    schema: {
      tags, security,
      summary: 'Users (admin): search q on first name, last name or e-mail; role filter; counts per role',
      querystring: adminUsersQuerySchema,
      response: { 200: adminUserListSchema, 400: err, 401: err, 403: err },
    },
  }, async (request) => listUsers({ db, actor: actorOf(request), query: request.query }));

  app.put('/admin/users/:id', {
    preValidation: adminOnly,
    schema: {
      tags, security,
      summary: 'Edit a user (admin): first name, last name, e-mail, role (admin included)',
      description: 'E-mail stays unique regardless of case (409 "An account with this email address already exists"). '
        + 'An admin cannot change their own role away from admin (409 "You cannot remove your own admin role"). '
        + 'Demoting the last admin is refused (409 "There must always be at least one admin: this change would leave none"): '
        + 'the admin rows are locked, so two admins demoting each other at the same moment leave one.',
      params: userIdParamSchema,
      body: adminUserUpdateSchema,
      response: { 200: userSchema, 400: err, 401: err, 403: err, 404: err, 409: err },
    },
  }, async (request) => updateUser({ db, actor: actorOf(request), id: request.params.id, input: request.body }));

  app.delete('/admin/users/:id', {
    preValidation: adminOnly,
    schema: {
      tags, security,
      summary: 'Delete a user (admin); signs them out, withdraws their listings, reassigns their projects, anonymises what others keep of them',
      description: [
        'One transaction. Refused with 409 "You cannot delete your own account" for the acting admin, with 409 '
          + '"There must always be at least one admin: this change would leave none" for the last admin (admin rows are locked, so concurrent deletions queue), and with 409 '
          + '"This user holds investments and cannot be deleted" while the user has any investment record (money records are never dropped). Otherwise:',
        '- their sessions end: they are signed out everywhere;',
        '- their properties are withdrawn: status becomes pending and developerId null; the listings stay, with the bids and inquiries others made on them;',
        '- their development projects are reassigned to the acting admin (with the properties linked to them);',
        '- what other people keep of them stays, anonymised: answered bids (bidderId null), inquiries and their conversations '
          + '(asker and sender null, "Deleted user", the phone number erased); only their pending bids are removed;',
        '- the user row is deleted. 204 on success, 404 for an unknown id.',
      ].join('\n'),
      params: userIdParamSchema,
      response: { 204: z.null().describe('Deleted'), 400: err, 401: err, 403: err, 404: err, 409: err },
    },
  }, async (request, reply) => {
    await deleteUser({ db, actor: actorOf(request), id: request.params.id });
    return reply.status(204).send(null);
  });
}
