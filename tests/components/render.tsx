import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { onTestFinished } from 'vitest';
import { render } from 'vitest-browser-react';
import Toaster from '@client/components/ui/toaster';
import { i18n } from '@client/lib/i18n';
import { queryClient } from '@client/lib/query-client';
import type { ApiSchema } from '@client/lib/api-client';
import { answer } from './network';

// Renders one part of the app as the app does (its messages, the app's query client, a router, the toast outlet),
// at a path of the test's choosing, and gives back the path history it led to.

export async function renderPart(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const screen = await render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { screen, history: location.history as string[] };
}

/** A signed-in user as the current-user call answers. */
export function aUser(user: Partial<ApiSchema['User']> = {}): ApiSchema['User'] {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id: 'user-1',
    email: 'noura@example.sa',
    firstName: 'Noura',
    lastName: 'Al-Harbi',
    role: 'buyer',
    profileImageUrl: null,
    emailCommunications: true,
    emailNotifications: true,
    emailMarketing: false,
    emailVerified: true,
    phone: null,
    signupCompleted: true,
    privacyPolicyAccepted: true,
    privacyPolicyAcceptedAt: at,
    termsAccepted: true,
    termsAcceptedAt: at,
    createdAt: at,
    updatedAt: at,
    ...user,
  };
}

/** Signed in: the session hint the client looks for (for this test), and the current-user call answering with this user. */
export function signInAs(user: Partial<ApiSchema['User']> = {}): ApiSchema['User'] {
  document.cookie = 'manzil_auth=1; path=/';
  onTestFinished(() => {
    document.cookie = 'manzil_auth=; path=/; max-age=0';
  });
  const body = aUser(user);
  answer('GET', '/api/auth/user', { body });
  return body;
}
