import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isUnauthorized, refresh } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import type { EntityCalls } from '../api/calls';

// Create, edit and delete of an admin-managed entity (development projects, listings, investment
// opportunities) over its typed calls. Success refreshes the given reads and shows the success
// toast; failure shows a destructive 'Error' toast with the server's message or the fallback. A 401
// goes through the usual "logged out" redirect. The messages are English, marked with msg(): each is
// said in the page's language when shown.

export type EntityMessages = {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

export type SaveVariables<TBody> = { id?: number; values: TBody };

export function useEntityMutations<TEntity, TBody>({ calls, messages }: { calls: EntityCalls<TEntity, TBody>; messages: EntityMessages }) {
  const queryClient = useQueryClient();
  const refreshAll = () => refresh(queryClient, ...calls.refreshes);
  const fail = (error: unknown, fallback: string) => {
    if (isUnauthorized(error)) return handleUnauthorized();
    toast({ title: t('Error'), description: errorMessage(error, t(fallback)), variant: 'destructive' });
  };

  const save = useMutation({
    mutationFn: ({ id, values }: SaveVariables<TBody>) => (id === undefined ? calls.create(values) : calls.update(id, values)),
    onSuccess: (_data, { id }) => {
      void refreshAll();
      toast({ title: t('Success'), description: t(id === undefined ? messages.created : messages.updated) });
    },
    onError: (error, { id }) => fail(error, id === undefined ? messages.createFailed : messages.updateFailed),
  });

  const remove = useMutation({
    mutationFn: (id: number) => calls.remove(id),
    onSuccess: () => {
      void refreshAll();
      toast({ title: t('Success'), description: t(messages.deleted) });
    },
    onError: (error) => fail(error, messages.deleteFailed),
  });

  return { save, remove };
}
