import { QueryClientProvider } from '@tanstack/react-query';
import { Footer } from '@client/components/footer';
import { Header } from '@client/components/header';
import { PreviewBanner } from '@client/components/preview-banner';
import { Toaster } from '@client/components/ui/toaster';
import { queryClient } from '@client/lib/query-client';
import { AppRoutes } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
        Skip to content
      </a>
      <PreviewBanner />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so lazy pages filling in never push it (CLS). */}
      <main id="main" className="min-h-screen">
        <AppRoutes />
      </main>
      <Footer />
      <Toaster />
    </QueryClientProvider>
  );
}
