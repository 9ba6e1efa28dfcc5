import { idParamSchema } from '../schemas/common';
import { outboxEmailSchema, outboxListSchema, outboxQuerySchema } from '../schemas/outbox';
import { contract } from './define';

// The admin's Outbox tab (docs/decisions/006-jobs-and-outbox.md): what the app has e-mailed, and how
// each delivery went. Without SMTP_URL this is where e-mails are read.

const tags = ['admin', 'outbox'];

export const listOutbox = contract({
  method: 'GET',
  path: '/api/admin/outbox',
  access: ['admin'],
  tags,
  summary: 'E-mails in the outbox (admin): newest first, a page at a time, filtered by status',
  description:
    'Each e-mail with its recipient, subject, kind, category, status (queued, sent, failed, held), delivery attempts, ' +
    'last error and dates; `counts` gives every e-mail per status whatever the filter; `smtpConfigured` is false when ' +
    'no mail server is configured (SMTP_URL unset), in which case e-mails are held here and never sent.',
  query: outboxQuerySchema,
  responses: { 200: outboxListSchema },
});

export const getOutboxEmail = contract({
  method: 'GET',
  path: '/api/admin/outbox/:id',
  access: ['admin'],
  tags,
  summary: 'One outbox e-mail (admin), with its text and HTML bodies and headers',
  params: idParamSchema,
  responses: { 200: outboxEmailSchema },
  errors: [404],
});
