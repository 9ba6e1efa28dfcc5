import { z } from 'zod';
import {
  accountDeleteSchema,
  accountExportSchema,
  accountSchema,
  accountSessionListSchema,
  accountUpdateSchema,
  emailChangeResponseSchema,
  emailChangeSchema,
  endedSessionsSchema,
  messageSchema,
  passwordChangeSchema,
  sessionIdParamSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '../schemas/account';
import { contract } from './define';

// A person's own account (docs/product.md#accounts-and-sessions, #your-data): /account's calls, and
// the one-click unsubscribe of the e-mails (docs/product.md#mail).

const tags = ['account'];

export const getAccount = contract({
  method: 'GET',
  path: '/api/account',
  access: 'signed-in',
  tags,
  summary: 'Your account: profile, e-mail (and a change waiting for verification), preferences',
  responses: { 200: accountSchema },
});

export const updateAccount = contract({
  method: 'PUT',
  path: '/api/account',
  access: 'signed-in',
  tags,
  summary: 'Change your names, phone and e-mail preferences (the fields sent are changed; phone null clears it)',
  body: accountUpdateSchema,
  responses: { 200: accountSchema },
  errors: [429],
});

export const changeEmail = contract({
  method: 'PUT',
  path: '/api/account/email',
  access: 'signed-in',
  tags,
  summary: 'Ask to change your e-mail address: a verification link goes to the new address; the change happens when it is followed',
  description:
    'The account keeps its address until the link (valid 7 days) is followed; then the old address is told. ' +
    '400 with a field error for a wrong password, 409 "An account with this email address already exists" when another account uses it.',
  body: emailChangeSchema,
  responses: { 202: emailChangeResponseSchema },
  errors: [409, 429],
});

export const changePassword = contract({
  method: 'PUT',
  path: '/api/account/password',
  access: 'signed-in',
  tags,
  summary: 'Change your password: ends your other sessions and e-mails a "password changed" notice',
  description: '400 with a field error on currentPassword when it is wrong, or on newPassword when it breaks the sign-up rules.',
  body: passwordChangeSchema,
  responses: { 200: messageSchema },
  errors: [429],
});

export const listSessions = contract({
  method: 'GET',
  path: '/api/account/sessions',
  access: 'signed-in',
  tags,
  summary: 'Where you are signed in: browser, address, when it began and was last used (most recent first)',
  responses: { 200: accountSessionListSchema },
});

export const endSession = contract({
  method: 'DELETE',
  path: '/api/account/sessions/:id',
  access: 'signed-in',
  tags,
  summary: 'End one of your sessions (404 for an unknown id or another person’s session)',
  params: sessionIdParamSchema,
  responses: { 204: z.null().describe('Ended') },
  errors: [404],
});

export const endOtherSessions = contract({
  method: 'DELETE',
  path: '/api/account/sessions',
  access: 'signed-in',
  tags,
  summary: 'End every session but this one',
  responses: { 200: endedSessionsSchema },
});

export const exportAccount = contract({
  method: 'GET',
  path: '/api/account/export',
  access: 'signed-in',
  tags,
  summary: 'Download everything Manzil holds about you, as a JSON file (Content-Disposition: attachment)',
  responses: { 200: accountExportSchema },
  errors: [429],
});

export const deleteAccount = contract({
  method: 'DELETE',
  path: '/api/account',
  access: 'signed-in',
  tags,
  summary: 'Delete your account: personal data erased, listings and pending offers withdrawn, holdings kept anonymised, signed out',
  description: [
    'Confirmed with `password`; an account without a password (OpenID Connect only) sends `confirm: "DELETE"` instead. ' +
      '400 with a field error when the confirmation is missing or wrong. ' +
      '409 "There must always be at least one admin: this change would leave none" for the last admin.',
    'One transaction: an "account deleted" e-mail to the address (before it is erased); names, phone, image, password, ' +
      'OpenID Connect subject erased and the e-mail replaced by deleted-<id>@deleted.invalid, so the address can sign up again; ' +
      'the listings withdrawn; pending offers withdrawn; pending offers on their listings rejected; holdings kept with the ' +
      'account anonymised, so every opportunity’s funding still equals its holdings; every session ended.',
  ].join('\n'),
  body: accountDeleteSchema,
  responses: { 204: z.null().describe('Deleted; the session cookie is cleared') },
  errors: [409, 429],
});

const unsubscribe = {
  path: '/api/unsubscribe',
  access: 'public',
  tags: ['account', 'mail'],
  query: unsubscribeQuerySchema,
  responses: { 200: unsubscribeResponseSchema },
  errors: [429],
} as const;

export const unsubscribeByLink = contract({
  ...unsubscribe,
  method: 'GET',
  summary: "Turn off the e-mail preference of an e-mail's unsubscribe link (no sign-in; safe to repeat)",
  description: '400 "This link is invalid or has expired." for an unknown token.',
});

export const unsubscribeOneClick = contract({
  ...unsubscribe,
  method: 'POST',
  summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): the same as the GET',
  description: 'The mail client posts `List-Unsubscribe=One-Click` as a form; the body is not needed and not read.',
});
