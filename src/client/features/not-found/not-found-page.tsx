import { Link } from 'wouter';
import { Home, Search } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle(t('Page not found'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('404 Page Not Found')}</h1>
      <p className="mt-2 text-muted-foreground">{t('The page you are looking for does not exist or has moved.')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">
            <Home className="size-4" aria-hidden /> {t('Go Home')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/buy">
            <Search className="size-4" aria-hidden /> {t('Browse Properties')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
