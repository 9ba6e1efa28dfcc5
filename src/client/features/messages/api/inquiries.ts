import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, dataOf, fetchClient, refresh, type ApiSchema } from '@client/lib/api-client';
import { OWNER_LIST_PAGE_SIZE, pagedList, pagesOf } from '@client/lib/paged';

// Inquiries and their conversations (docs/product.md#inquiries-and-conversations).

export type Inquiry = ApiSchema['Inquiry'];
export type Conversation = ApiSchema['Conversation'];
export type ConversationMessage = ApiSchema['ConversationMessage'];

/** The inquiries I sent, newest first. Pass whether signed in. */
export function useMyInquiries(enabled: boolean) {
  return api.useQuery('get', '/api/user/inquiries', undefined, { enabled });
}

/** The inquiries received on my properties, a page at a time, pending first. Pass whether signed in. */
export function useOwnerInquiries(enabled: boolean) {
  const init = { params: { query: { pageSize: OWNER_LIST_PAGE_SIZE } } };
  return pagedList<Inquiry>(api.useInfiniteQuery('get', '/api/owner/inquiries', init, { ...pagesOf<Inquiry>(), enabled }));
}

/** The inquiries on one of my listings, a page at a time, pending first. */
export function usePropertyInquiries(propertyId: number) {
  const init = { params: { path: { id: propertyId }, query: { pageSize: OWNER_LIST_PAGE_SIZE } } };
  return pagedList<Inquiry>(api.useInfiniteQuery('get', '/api/properties/{id}/inquiries', init, pagesOf<Inquiry>()));
}

/**
 * One conversation, oldest message first; idle while no inquiry is chosen. Unlike the lists it is
 * fetched again each time it is opened, so the other side's latest replies show.
 */
export function useConversation(id: number | null) {
  return api.useQuery('get', '/api/inquiries/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null, staleTime: 0 });
}

const refreshInquiries = (queryClient: QueryClient) =>
  refresh(queryClient, '/api/inquiries/{id}', '/api/user/inquiries', '/api/owner/inquiries', '/api/properties/{id}/inquiries');

export interface SendInquiryVariables {
  propertyId: number;
  message: string;
  contactPhone: string;
  /** Asks for a viewing at that time (ISO, with its offset). */
  viewingAt?: string;
}

/** Ask the owner about a listing; afterwards my inquiries refresh. */
export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, ...body }: SendInquiryVariables) =>
      dataOf(fetchClient.POST('/api/properties/{id}/inquiries', { params: { path: { id: propertyId } }, body })),
    onSuccess: () => refreshInquiries(queryClient),
  });
}

/**
 * Reply in a conversation. On success the conversation and the lists refresh: the owner's first
 * reply turns the inquiry 'responded', and the last-message time moves.
 */
export function useSendReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, body }: { inquiryId: number; body: string }) =>
      dataOf(fetchClient.POST('/api/inquiries/{id}/messages', { params: { path: { id: inquiryId } }, body: { body } })),
    onSuccess: () => refreshInquiries(queryClient),
  });
}

/** Confirm the viewing time the other side put forward, or propose another; the conversation and lists refresh. */
export function useAnswerViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, ...body }: { inquiryId: number } & ({ action: 'confirm' } | { action: 'propose'; viewingAt: string })) =>
      dataOf(fetchClient.POST('/api/inquiries/{id}/viewing', { params: { path: { id: inquiryId } }, body })),
    onSettled: () => refreshInquiries(queryClient),
  });
}
