import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/schemas/user';
import { DELAYS } from '@shared/constants';
import { getQueryFn } from './api';
import { toast } from './toast';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/**
 * The server sets the script-readable `manzil_auth=1` hint beside the HttpOnly session cookie at
 * sign-in and clears it at sign-out (and with any 401 of the current-user call). Without it nobody
 * is signed in, so the client does not ask: no 401 logged in the console on every signed-out visit.
 * It is only a hint; the server decides who is signed in.
 */
export function hasAuthHint(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)manzil_auth=/.test(document.cookie);
}

/** Signed in when the current-user call returns a user; fresh 5 minutes, no retry. */
export function useAuth() {
  const { data, isLoading } = useQuery<PublicUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    // No hint → signed out, without a request (a user set by the login page's cache still shows).
    enabled: hasAuthHint(),
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

export function loginUrl(returnTo = window.location.pathname + window.location.search): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

let unauthorizedRedirectPending = false;

/**
 * SPEC §6/§8: the destructive Unauthorized toast, then a full-page load of the login endpoint.
 * Once per redirect: several reads failing together show one toast and start one timer.
 */
export function handleUnauthorized(): void {
  if (unauthorizedRedirectPending) return;
  unauthorizedRedirectPending = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => {
    // Cleared as the page leaves, so a page restored from the back/forward cache can redirect again.
    unauthorizedRedirectPending = false;
    window.location.assign(loginUrl());
  }, DELAYS.unauthorizedRedirectMs);
}

let loginRequiredRedirectPending = false;

/**
 * SPEC §6: actions that need an account (inquiry, bid, invest) when signed out: the Login Required
 * toast, then the login endpoint. Once per redirect: more clicks while it is pending add no toast
 * and no timer.
 */
export function handleLoginRequired(): void {
  if (loginRequiredRedirectPending) return;
  loginRequiredRedirectPending = true;
  toast({ title: 'Login Required', description: 'Please sign in to continue.', variant: 'destructive' });
  setTimeout(() => {
    // Cleared as the page leaves, so a page restored from the back/forward cache can redirect again.
    loginRequiredRedirectPending = false;
    window.location.assign(loginUrl());
  }, DELAYS.loginRequiredRedirectMs);
}

export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

export function initial(user: Pick<PublicUser, 'firstName'> | null): string {
  return user?.firstName?.trim()?.[0]?.toUpperCase() ?? 'U';
}
