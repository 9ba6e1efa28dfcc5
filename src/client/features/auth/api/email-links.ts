import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, fetchClient, refresh, type ApiBody } from '@client/lib/api-client';
import { CURRENT_USER_PATH, useSetCurrentUser } from '@client/lib/auth';

// The links Manzil e-mails about an account (docs/product.md#account-pages): asking for a new
// password, setting it from the link, and confirming an e-mail address.

/** Asks for a password reset link; the server answers the same whatever the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ApiBody<'/api/auth/password-reset', 'post'>) => dataOf(fetchClient.POST('/api/auth/password-reset', { body })),
  });
}

/** Sets the new password from the link: the server signs the person in and answers with the user. */
export function useConfirmPasswordReset() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/auth/password-reset/confirm', 'post'>) =>
      dataOf(fetchClient.POST('/api/auth/password-reset/confirm', { body })),
    onSuccess: setUser,
  });
}

/**
 * Confirms the address of the link's token, once per token however often the page renders or
 * mounts (React's StrictMode mounts it twice): a query, so the one answer is shared and kept.
 * Who is signed in sees it at once (the banner goes; /account shows a switched address).
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['post', '/api/auth/verify-email', token],
    queryFn: async () => {
      const verified = await dataOf(fetchClient.POST('/api/auth/verify-email', { body: { token } }));
      await refresh(queryClient, CURRENT_USER_PATH, '/api/account');
      return verified;
    },
    enabled: token !== '',
    gcTime: Infinity,
  });
}
