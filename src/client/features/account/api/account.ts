import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeleteInput } from '@shared/schemas/account';
import { api, dataOf, fetchClient, refresh, type ApiBody, type ApiSchema } from '@client/lib/api-client';
import { CURRENT_USER_PATH, type CurrentUser } from '@client/lib/auth';
import { forgetNewAccount } from '@client/lib/new-account';

// A person's own account (docs/product.md#account-pages): its details and preferences, its
// e-mail address and password, where it is signed in, its data, deleting it, and the e-mails'
// unsubscribe link.

export type Account = ApiSchema['Account'];
export type AccountSession = ApiSchema['AccountSession'];
export type AccountUpdateBody = ApiBody<'/api/account', 'put'>;
export type EmailPreference = NonNullable<ApiSchema['Unsubscribed']['preference']>;

const accountQuery = api.queryOptions('get', '/api/account');

export const useAccount = () => useQuery(accountQuery);

/** Changes the fields sent (names, phone, preferences); the header's name follows. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountUpdateBody) => dataOf(fetchClient.PUT('/api/account', { body })),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountQuery.queryKey, account);
      await refresh(queryClient, CURRENT_USER_PATH);
    },
  });
}

/** Asks to move the account to another address: a link goes there; the account shows it as pending. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/account/email', 'put'>) => dataOf(fetchClient.PUT('/api/account/email', { body })),
    onSuccess: ({ pendingEmail }) => queryClient.setQueryData(accountQuery.queryKey, (account) => account && { ...account, pendingEmail }),
  });
}

/** A new password; the account's other sessions end with it. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/account/password', 'put'>) => dataOf(fetchClient.PUT('/api/account/password', { body })),
    onSuccess: () => refresh(queryClient, '/api/account/sessions'),
  });
}

export const useSessions = () => api.useQuery('get', '/api/account/sessions');

/** Ends one session (another device's), or every one but this. The list is read again either way. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (which: { id: string } | 'others') => {
      if (which === 'others') return (await dataOf(fetchClient.DELETE('/api/account/sessions'))).ended;
      await fetchClient.DELETE('/api/account/sessions/{id}', { params: { path: which } });
      return 1;
    },
    onSettled: () => refresh(queryClient, '/api/account/sessions'),
  });
}

/** Everything Manzil holds about the person, saved as the file the server names. */
export function useDownloadData() {
  return useMutation({
    mutationFn: async () => {
      const { data, response } = await fetchClient.GET('/api/account/export', { parseAs: 'blob' });
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'manzil-data.json';
      const url = URL.createObjectURL(data as unknown as Blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      // After the click has handed the file to the browser.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return name;
    },
  });
}

/**
 * Deletes the account; the server ends its sessions and clears the cookies. Then nobody is signed in
 * here, and nothing read as that person is kept. The caller moves away from /account first (in
 * the same tick), so no page of theirs asks the server again.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountDeleteInput) => fetchClient.DELETE('/api/account', { body }),
    onSuccess: () => {
      forgetNewAccount();
      queryClient.setQueryData<CurrentUser | null>(['get', CURRENT_USER_PATH], null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== CURRENT_USER_PATH });
    },
  });
}

/** Turns off the preference of an e-mail's unsubscribe link: once per token, however often the page mounts. */
export function useUnsubscribe(token: string) {
  return useQuery({
    queryKey: ['post', '/api/unsubscribe', token],
    queryFn: () => dataOf(fetchClient.POST('/api/unsubscribe', { params: { query: { token } } })),
    enabled: token !== '',
    gcTime: Infinity,
  });
}
