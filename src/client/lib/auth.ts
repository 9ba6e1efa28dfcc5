import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DELAYS } from '@shared/constants';
import { api, isUnauthorized, pageUrl, type ApiSchema } from './api-client';
import { t } from './i18n';
import { toast } from './toast';

// The session as the client sees it: who is signed in, and where signing in starts. Part of the API
// layer (its calls are typed by the server's contracts like every feature's `api/`).

export type CurrentUser = ApiSchema['User'];
export const CURRENT_USER_PATH = '/api/auth/user';

/**
 * The server sets the script-readable `manzil_auth=1` hint beside the HttpOnly session cookie at
 * sign-in and clears it at sign-out (and with any 401). Without it nobody is signed in, so the
 * client does not ask: no 401 logged in the console on every signed-out visit. It is only a hint;
 * the server decides who is signed in.
 */
export function hasAuthHint(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)manzil_auth=/.test(document.cookie);
}

const currentUserQuery = api.queryOptions('get', CURRENT_USER_PATH);

/** Signed in when the current-user call returns a user (a 401 means signed out); fresh 5 minutes, no retry. */
export function useAuth() {
  const { data, isLoading } = useQuery({
    queryKey: currentUserQuery.queryKey,
    queryFn: async (context): Promise<CurrentUser | null> => {
      try {
        return await currentUserQuery.queryFn(context);
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
    // No hint → signed out, without a request (a user set by the login page's cache still shows).
    enabled: hasAuthHint(),
    staleTime: 5 * 60_000,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** After signing in or up: the user the server answered is the current user, at once. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/**
 * The sign-in entry (a full page load): the provider when one is configured, else /login, then back
 * here. `returnTo` is a whole path of the site, with an Arabic page's /ar (the server redirects to
 * it as it is); a page of the router goes there with routerPath (lib/navigation.ts).
 */
export function loginUrl(returnTo = window.location.pathname + window.location.search): string {
  return pageUrl('/api/login', { returnTo });
}

/** The sign-out link. */
export const LOGOUT_URL = pageUrl('/api/logout');

let unauthorizedRedirectPending = false;

/**
 * The destructive Unauthorized toast, then a full-page load of the login endpoint. Once per
 * redirect: several reads failing together show one toast and start one timer.
 */
export function handleUnauthorized(): void {
  if (unauthorizedRedirectPending) return;
  unauthorizedRedirectPending = true;
  toast({ title: t('Unauthorized'), description: t('You are logged out. Logging in again...'), variant: 'destructive' });
  setTimeout(() => {
    // Cleared as the page leaves, so a page restored from the back/forward cache can redirect again.
    unauthorizedRedirectPending = false;
    window.location.assign(loginUrl());
  }, DELAYS.unauthorizedRedirectMs);
}

let loginRequiredRedirectPending = false;

/**
 * Actions that need an account (inquiry, bid, invest) when signed out: the Login Required toast,
 * then the login endpoint. Once per redirect: more clicks while it is pending add no toast and no timer.
 */
export function handleLoginRequired(): void {
  if (loginRequiredRedirectPending) return;
  loginRequiredRedirectPending = true;
  toast({ title: t('Login Required'), description: t('Please sign in to continue.'), variant: 'destructive' });
  setTimeout(() => {
    // Cleared as the page leaves, so a page restored from the back/forward cache can redirect again.
    loginRequiredRedirectPending = false;
    window.location.assign(loginUrl());
  }, DELAYS.loginRequiredRedirectMs);
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

export function initial(user: Pick<CurrentUser, 'firstName'> | null): string {
  return user?.firstName?.trim()?.[0]?.toUpperCase() ?? 'U';
}
