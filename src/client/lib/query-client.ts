import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api-client';
import { CURRENT_USER_PATH, handleUnauthorized } from './auth';

// Results never stale, no refetch on focus, no polling, no retries (docs/product.md keeps the
// original product's data defaults).
export const queryClient = new QueryClient({
  // A read answering 401 means the session ended, wherever it is made: the Unauthorized toast and the
  // login redirect. The current-user call is the exception: its 401 means "signed out", which each
  // page answers in its own way.
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.queryKey[1] !== CURRENT_USER_PATH && isUnauthorized(error)) handleUnauthorized();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
