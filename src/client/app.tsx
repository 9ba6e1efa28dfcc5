import { lazy, Suspense } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { Router } from 'wouter';
import { Footer } from '@client/components/footer';
import { Header } from '@client/components/header';
import { PreviewBanner } from '@client/components/preview-banner';
import { VerifyEmailBanner } from '@client/components/verify-email-banner';
import { CompareTrayOutlet } from '@client/features/compare/compare-tray-outlet';
import { dir, i18n, routerBase, t } from '@client/lib/i18n';
import { queryClient } from '@client/lib/query-client';
import { useToasterWanted } from '@client/lib/toast';
import { AppRoutes } from './router';

const Toaster = lazy(() => import('@client/components/ui/toaster'));

export function App() {
  const toasts = useToasterWanted();
  return (
    // Arabic pages live under /ar: every link and navigation of the app is relative to it. Radix's
    // menus, selects and tabs read the page's direction (arrow keys, submenus) from its provider.
    <I18nProvider i18n={i18n}>
      <Direction.Provider dir={dir}>
        <Router base={routerBase}>
          <QueryClientProvider client={queryClient}>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
            >
              {t('Skip to content')}
            </a>
            <PreviewBanner />
            <Header />
            <VerifyEmailBanner />
            {/* At least a screen tall: the footer starts below the fold, so lazy pages filling in never push it (CLS). */}
            <main id="main" className="min-h-screen">
              <AppRoutes />
            </main>
            <Footer />
            <CompareTrayOutlet />
            {toasts ? (
              <Suspense fallback={null}>
                <Toaster />
              </Suspense>
            ) : null}
          </QueryClientProvider>
        </Router>
      </Direction.Provider>
    </I18nProvider>
  );
}
