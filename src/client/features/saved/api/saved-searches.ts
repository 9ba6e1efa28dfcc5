import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { savedSearchSchema } from '@shared/schemas/saved-search';
import { api, dataOf, fetchClient, refresh, type ApiBody } from '@client/lib/api-client';

// Saved searches (docs/product.md#saved-searches): my list with each one's counts of matches, saving
// /buy's filters, renaming or changing how often I am told, deleting, and marking one run.

/** A saved search as the API answers it (dates as ISO strings). */
export type SavedSearch = z.input<typeof savedSearchSchema>;
export type CreateSavedSearchBody = ApiBody<'/api/saved-searches', 'post'>;
export type UpdateSavedSearchBody = ApiBody<'/api/saved-searches/{id}', 'put'>;

const LIST = '/api/saved-searches';

/** My saved searches, newest first, with how many I may keep. Pass whether signed in. */
export function useSavedSearches(enabled: boolean) {
  return api.useQuery('get', LIST, undefined, { enabled });
}

/** Save a search; the list refreshes. A 400 names the fields; a 409 says the limit is reached. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchBody) => dataOf(fetchClient.POST(LIST, { body })),
    onSuccess: () => refresh(queryClient, LIST),
  });
}

/** Rename one, or change its filters or frequency; the list refreshes. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSavedSearchBody }) =>
      dataOf(fetchClient.PUT('/api/saved-searches/{id}', { params: { path: { id } }, body })),
    onSuccess: () => refresh(queryClient, LIST),
  });
}

/** Delete one; the list refreshes (also after a 404: it was already gone). */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataOf(fetchClient.DELETE('/api/saved-searches/{id}', { params: { path: { id } } })),
    onSettled: () => refresh(queryClient, LIST),
  });
}

/** Run: its new matches count from now. The list refreshes when it is next shown. */
export function useMarkSavedSearchSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataOf(fetchClient.POST('/api/saved-searches/{id}/seen', { params: { path: { id } } })),
    onSuccess: () => refresh(queryClient, LIST),
  });
}
