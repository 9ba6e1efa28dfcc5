import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './api';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default reads: GET on the joined key path, throwing on 401 unless told to return null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

// SPEC §9: results never stale, no refetch on focus, no polling, no retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
