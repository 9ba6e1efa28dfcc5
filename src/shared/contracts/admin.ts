import { z } from 'zod';
import { analyticsSchema } from '../schemas/analytics';
import { userIdParamSchema } from '../schemas/common';
import { adminUserListSchema, adminUsersQuerySchema, adminUserUpdateSchema, userSchema } from '../schemas/user';
import { contract } from './define';

// The admin dashboard's own calls (docs/product.md#roles): the analytics and the users.

const userTags = ['admin', 'users'];

export const analytics = contract({
  method: 'GET',
  path: '/api/analytics',
  access: ['admin'],
  tags: ['admin', 'analytics'],
  summary: 'Marketplace analytics for the admin dashboard (admin)',
  description:
    'Totals (users by role, listings by status and sale vs rent, bids and inquiries by status, investment funding raised vs target), ' +
    'listings and average price per m² by city and by type, new listings and new users for each of the last 12 ISO weeks, ' +
    'and the 5 best-funded opportunities. Computed by SQL aggregation in one read-only snapshot. ' +
    'Money and averages are decimal strings with two decimals; percentages are numbers rounded to two decimals.',
  responses: { 200: analyticsSchema },
});

export const listUsers = contract({
  method: 'GET',
  path: '/api/admin/users',
  access: ['admin'],
  tags: userTags,
  summary: 'Users (admin): search q on first name, last name or e-mail; role filter; counts per role',
  query: adminUsersQuerySchema,
  responses: { 200: adminUserListSchema },
});

export const updateUser = contract({
  method: 'PUT',
  path: '/api/admin/users/:id',
  access: ['admin'],
  tags: userTags,
  summary: 'Edit a user (admin): first name, last name, e-mail, role (admin included)',
  description:
    'A first or last name given keeps the sign-up rules (2 to 100 characters once trimmed); one left out is unchanged. ' +
    'E-mail stays unique regardless of case (409 "An account with this email address already exists"). ' +
    'An admin cannot change their own role away from admin (409 "You cannot remove your own admin role"). ' +
    'Demoting the last admin is refused (409 "There must always be at least one admin: this change would leave none"): ' +
    'the admin rows are locked, so two admins demoting each other at the same moment leave one.',
  params: userIdParamSchema,
  body: adminUserUpdateSchema,
  responses: { 200: userSchema },
  errors: [404, 409],
});

export const deleteUser = contract({
  method: 'DELETE',
  path: '/api/admin/users/:id',
  access: ['admin'],
  tags: userTags,
  summary: 'Delete a user (admin); signs them out, withdraws their listings, reassigns their projects, anonymises what others keep of them',
  description: [
    'One transaction. Refused with 409 "You cannot delete your own account" for the acting admin, with 409 ' +
      '"There must always be at least one admin: this change would leave none" for the last admin (admin rows are locked, so concurrent deletions queue), and with 409 ' +
      '"This user holds investments and cannot be deleted" while the user has any investment record (money records are never dropped). Otherwise:',
    '- their sessions end: they are signed out everywhere;',
    '- their properties are withdrawn: status becomes pending and developerId null; the listings stay, with the bids and inquiries others made on them;',
    '- their development projects are reassigned to the acting admin (with the properties linked to them);',
    '- what other people keep of them stays, anonymised: answered bids (bidderId null), inquiries and their conversations ' +
      '(asker and sender null, "Deleted user", the phone number erased); only their pending bids are removed;',
    '- the user row is deleted. 204 on success, 404 for an unknown id.',
  ].join('\n'),
  params: userIdParamSchema,
  responses: { 204: z.null().describe('Deleted') },
  errors: [404, 409],
});
