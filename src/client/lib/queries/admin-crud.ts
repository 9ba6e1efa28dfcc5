import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, errorMessage, isUnauthorizedError } from '../api';
import { handleUnauthorized } from '../auth';
import { toast } from '../toast';

// Create, edit and delete of an admin-managed entity (development projects, properties,
// investments): POST {path}, PUT {path}/{id}, DELETE {path}/{id}. Success refreshes the given lists
// and shows the spec's toast; failure shows a destructive 'Error' toast with the server's message
// or the spec's fallback (SPEC §8). A 401 goes through the usual "logged out" redirect.

export type EntityMessages = {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

export type SaveVariables<TPayload> = { id?: number; values: TPayload };

export function useEntityMutations<TEntity, TPayload>({
  path, invalidate, messages,
}: {
  path: string;
  /** Query keys (prefixes) to refresh after any change, e.g. the admin list and the public lists. */
  invalidate: readonly QueryKey[];
  messages: EntityMessages;
}) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const fail = (error: unknown, fallback: string) => {
    if (isUnauthorizedError(error)) return handleUnauthorized();
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
  };

  const save = useMutation({
    mutationFn: ({ id, values }: SaveVariables<TPayload>) =>
      id === undefined ? apiRequest<TEntity>('POST', path, values) : apiRequest<TEntity>('PUT', `${path}/${id}`, values),
    onSuccess: (_data, { id }) => {
      void refresh();
      toast({ title: 'Success', description: id === undefined ? messages.created : messages.updated });
    },
    onError: (error, { id }) => fail(error, id === undefined ? messages.createFailed : messages.updateFailed),
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${path}/${id}`),
    onSuccess: () => {
      void refresh();
      toast({ title: 'Success', description: messages.deleted });
    },
    onError: (error) => fail(error, messages.deleteFailed),
  });

  return { save, remove };
}
