import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationMessage, Inquiry } from '@shared/schemas/inquiry';
import { apiRequest } from '../api';
import { usePagedList } from './paged';

// Inquiries and their conversations (SPEC §7 plus the conversation calls). Query keys are the URL
// path, so the default query fn of lib/query-client.ts fetches them (GET on the joined key, throws on 401).

export const USER_INQUIRIES_KEY = ['/api/user/inquiries'] as const;
export const OWNER_INQUIRIES_KEY = ['/api/owner/inquiries'] as const;
/** ['/api/inquiries', '7'] → GET /api/inquiries/7 (one conversation). */
export const conversationKey = (id: number | string) => ['/api/inquiries', String(id)] as const;
/** Prefix of the owner's per-property lists (['/api/properties', id, 'inquiries']). */
export const propertyInquiriesKey = (propertyId: number | string) => ['/api/properties', String(propertyId), 'inquiries'] as const;

/** The inquiries I sent, newest first. Pass whether signed in. */
export function useMyInquiries(enabled: boolean) {
  return useQuery<Inquiry[]>({ queryKey: USER_INQUIRIES_KEY, enabled });
}

/** The inquiries received on my properties, a page at a time, pending first. Pass whether signed in. */
export function useOwnerInquiries(enabled: boolean) {
  return usePagedList<Inquiry>(OWNER_INQUIRIES_KEY, { enabled });
}

/** The inquiries on one of my listings, a page at a time, pending first. */
export function usePropertyInquiries(propertyId: number) {
  return usePagedList<Inquiry>(propertyInquiriesKey(propertyId));
}

/**
 * One conversation, oldest message first; idle while no inquiry is chosen. Unlike the lists it is
 * fetched again each time it is opened, so the other side's latest replies show.
 */
export function useConversation(id: number | null) {
  return useQuery<Conversation>({ queryKey: conversationKey(id ?? 'none'), enabled: id !== null, staleTime: 0 });
}

export interface SendReplyVariables {
  inquiryId: number;
  propertyId: number;
  body: string;
}

/**
 * POST /api/inquiries/{id}/messages. On success the conversation and both lists refresh: the
 * owner's first reply turns the inquiry 'responded', and the last-message time moves.
 */
export function useSendReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, body }: SendReplyVariables) =>
      apiRequest<ConversationMessage>('POST', `/api/inquiries/${inquiryId}/messages`, { body }),
    onSuccess: (_message, { inquiryId, propertyId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKey(inquiryId) }),
        queryClient.invalidateQueries({ queryKey: USER_INQUIRIES_KEY }),
        queryClient.invalidateQueries({ queryKey: OWNER_INQUIRIES_KEY }),
        queryClient.invalidateQueries({ queryKey: propertyInquiriesKey(propertyId) }),
      ]),
  });
}
