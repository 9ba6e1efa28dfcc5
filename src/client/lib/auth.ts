import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@shared/schemas/user';
import { DELAYS } from '@shared/constants';
import { getQueryFn } from './query-client';
import { toast } from './toast';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** Signed in when the current-user call returns a user; fresh 5 minutes, no retry. */
export function useAuth() {
  const { data, isLoading } = useQuery<PublicUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
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

/** SPEC §6/§8: the destructive Unauthorized toast, then a full-page load of the login endpoint. */
export function handleUnauthorized(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => window.location.assign(loginUrl()), DELAYS.unauthorizedRedirectMs);
}

/** SPEC §6: actions that need an account (inquiry, bid, invest) when signed out. */
export function handleLoginRequired(): void {
  toast({ title: 'Login Required', description: 'Please sign in to continue.', variant: 'destructive' });
  setTimeout(() => window.location.assign(loginUrl()), DELAYS.loginRequiredRedirectMs);
}

export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

export function initial(user: Pick<PublicUser, 'firstName'> | null): string {
  return user?.firstName?.trim()?.[0]?.toUpperCase() ?? 'U';
}
