import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isUnauthorized, refresh, type ApiPath } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { toast } from '@client/lib/toast';

// Create, edit and delete of an admin-managed entity (development projects, listings, investment
// opportunities) over its typed calls. Success refreshes the given reads and shows the success
// toast; failure shows a destructive 'Error' toast with the server's message or the fallback. A 401
// goes through the usual "logged out" redirect.

export type EntityMessages = {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

/** An entity's three calls (features/admin/api/calls.ts), and the reads a change to it refreshes. */
export interface EntityCalls<TEntity, TBody> {
  create: (body: TBody) => Promise<TEntity>;
  update: (id: number, body: TBody) => Promise<TEntity>;
  remove: (id: number) => Promise<unknown>;
  refreshes: readonly ApiPath[];
}

export type SaveVariables<TBody> = { id?: number; values: TBody };

export function useEntityMutations<TEntity, TBody>({ calls, messages }: { calls: EntityCalls<TEntity, TBody>; messages: EntityMessages }) {
  const queryClient = useQueryClient();
  const refreshAll = () => refresh(queryClient, ...calls.refreshes);
  const fail = (error: unknown, fallback: string) => {
    if (isUnauthorized(error)) return handleUnauthorized();
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
  };

  const save = useMutation({
    mutationFn: ({ id, values }: SaveVariables<TBody>) => (id === undefined ? calls.create(values) : calls.update(id, values)),
    onSuccess: (_data, { id }) => {
      void refreshAll();
      toast({ title: 'Success', description: id === undefined ? messages.created : messages.updated });
    },
    onError: (error, { id }) => fail(error, id === undefined ? messages.createFailed : messages.updateFailed),
  });

  const remove = useMutation({
    mutationFn: (id: number) => calls.remove(id),
    onSuccess: () => {
      void refreshAll();
      toast({ title: 'Success', description: messages.deleted });
    },
    onError: (error) => fail(error, messages.deleteFailed),
  });

  return { save, remove };
}
