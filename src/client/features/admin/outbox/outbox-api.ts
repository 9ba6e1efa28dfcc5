import { api, keepLastPage, type ApiSchema } from '@client/lib/api-client';
import type { paths } from '@client/lib/api-types';

// The admin's Outbox: the e-mails a page at a time, and one e-mail whole.

export type OutboxList = ApiSchema['OutboxList'];
export type OutboxEmailSummary = ApiSchema['OutboxEmailSummary'];
export type OutboxEmail = ApiSchema['OutboxEmail'];
export type OutboxStatus = OutboxEmailSummary['status'];
export type OutboxQuery = NonNullable<paths['/api/admin/outbox']['get']['parameters']['query']>;

/** The previous page stays on screen while the next loads. */
export function useOutbox(query: OutboxQuery) {
  return api.useQuery('get', '/api/admin/outbox', { params: { query } }, keepLastPage);
}

/** One e-mail with its bodies; nothing is fetched until one is opened. */
export function useOutboxEmail(id: number | null) {
  return api.useQuery('get', '/api/admin/outbox/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
}
