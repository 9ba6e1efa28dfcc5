import './install-fetch';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import { toast as sonner } from 'sonner';
import { queryClient } from '@client/lib/query-client';
import { answer, resetNetwork, XhrThroughFetch } from './network';
import '@client/styles.css';

beforeEach(() => {
  // Signed out unless a test says otherwise.
  answer('GET', '/api/auth/user', { status: 401, body: { message: 'Unauthorized' } });
  // Uploads go by XMLHttpRequest (for their progress): through the same network boundary.
  vi.stubGlobal('XMLHttpRequest', XhrThroughFetch);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await cleanup();
  // sonner keeps its toasts beyond the outlet's unmount and would show them to the next test's outlet.
  sonner.dismiss();
  queryClient.clear();
  resetNetwork();
  sessionStorage.clear();
  localStorage.clear();
});
