import { useMutation } from '@tanstack/react-query';
import { dataOf, fetchClient, type ApiBody } from '@client/lib/api-client';
import { useSetCurrentUser } from '@client/lib/auth';

// Signing in and signing up (docs/product.md#accounts-and-sessions): the server answers with the
// user, who becomes the current user at once.

export type SignupBody = ApiBody<'/api/auth/signup', 'post'>;
export type CompleteSignupBody = ApiBody<'/api/auth/complete-signup', 'post'>;

export function useLogIn() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/auth/login', 'post'>) => dataOf(fetchClient.POST('/api/auth/login', { body })),
    onSuccess: setUser,
  });
}

/** A new account, or (for an account an OpenID Connect provider created) finishing its sign-up. */
export function useSignUp() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (request: { finishing: false; body: SignupBody } | { finishing: true; body: CompleteSignupBody }) =>
      request.finishing
        ? dataOf(fetchClient.POST('/api/auth/complete-signup', { body: request.body }))
        : dataOf(fetchClient.POST('/api/auth/signup', { body: request.body })),
    onSuccess: setUser,
  });
}
