import { QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn, isUnauthorizedError } from './api';
import { CURRENT_USER_KEY, handleUnauthorized } from './auth';

// SPEC §9: results never stale, no refetch on focus, no polling, no retries.
export const queryClient = new QueryClient({
  // SPEC §8: a read answering 401 means the session ended, wherever it is made: the Unauthorized
  // toast and the login redirect. The current-user call is the exception: its 401 means "signed
  // out", which each page answers in its own way (SPEC §2, §6).
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.queryKey[0] !== CURRENT_USER_KEY[0] && isUnauthorizedError(error)) handleUnauthorized();
    },
  }),
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
