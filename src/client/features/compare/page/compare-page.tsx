import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft, Link2, Scale } from 'lucide-react';
import { EmptyState, PageLoading } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { msg, routerBase, t } from '@client/lib/i18n';
import { backLinkTo, focusElement } from '@client/lib/navigation';
import { toast } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { useComparedListings, type ComparedProperty } from '../api/compared-listings';
import { parseCompareIds } from '../compare-ids';
import { CompareTable } from './compare-table';
import { compareHref, removeCompared } from '../selection';

// /compare?ids=12,45,77 (docs/product.md#compare): up to three listings side by side. The link is the
// comparison: it can be shared, and Remove rewrites it. What the link names that cannot be compared
// (not a listing number, no such listing, a fourth) is said above the table; the rest are compared.

function Notices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <ul
      className="mb-6 space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      aria-label={t('Not compared')}
    >
      {notices.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

function copyLink(ids: number[]) {
  // The link in the page's language: /ar/compare?ids=… from an Arabic page.
  const url = `${window.location.origin}${routerBase}${compareHref(ids)}`;
  navigator.clipboard.writeText(url).then(
    () => toast({ title: t('Link copied') }),
    () => toast({ title: t('Error'), description: t('Could not copy the link. Copy it from the address bar.'), variant: 'destructive' }),
  );
}

export default function ComparePage() {
  usePageTitle(msg('Compare Listings'));
  const [, navigate] = useLocation();
  const { ids, invalid, dropped } = parseCompareIds(new URLSearchParams(useSearch()).get('ids'));
  const states = useComparedListings(ids);
  const loaded = states.flatMap((s) => (s.state === 'loaded' ? [s.property] : []));
  const loading = states.some((s) => s.state === 'loading');
  const back = backLinkTo('/buy');

  const notices = [
    ...invalid.map((token) => t('“{token}” is not a listing number.', { token })),
    ...states.flatMap((s) =>
      s.state === 'missing' ? [t('Listing #{id} was not found: it does not exist or was withdrawn.', { id: s.id })] : [],
    ),
    ...states.flatMap((s) => (s.state === 'failed' ? [t('Listing #{id} could not be loaded. Please try again.', { id: s.id })] : [])),
    ...(dropped.length > 0
      ? [t('Up to 3 listings can be compared: {ids} left out.', { ids: dropped.map((id) => `#${id}`).join(t(', ')) })]
      : []),
  ];

  /** Remove rewrites the link to the listings still compared, and unticks the listing; focus goes to the next column's Remove. */
  const remove = (id: number) => {
    const rest = loaded.filter((p) => p.id !== id);
    const next = rest[loaded.findIndex((p) => p.id === id)] ?? rest.at(-1);
    removeCompared(id);
    navigate(compareHref(rest.map((p) => p.id)), { replace: true });
    requestAnimationFrame(() => {
      const target = next
        ? document.querySelector<HTMLElement>(`[data-compare-remove="${next.id}"]`)
        : document.querySelector<HTMLElement>('main h1');
      if (target) focusElement(target);
    });
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('Compare Listings')}</h1>
          <p className="mt-1 text-muted-foreground">
            {loaded.length > 1
              ? t('{count, plural, one {# listing} other {# listings}} side by side. Rows where they differ are highlighted.', {
                  count: loaded.length,
                })
              : t('Tick Compare on up to 3 listings to see them side by side.')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" className="h-11 sm:h-10">
            <Link href={back.href} onClick={back.onClick}>
              <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t('Back to Properties')}
            </Link>
          </Button>
          {loaded.length > 0 ? (
            <Button variant="outline" className="h-11 sm:h-10" onClick={() => copyLink(loaded.map((p) => p.id))}>
              <Link2 aria-hidden /> {t('Copy link')}
            </Button>
          ) : null}
        </div>
      </header>
      <Notices notices={notices} />
      <Comparison loading={loading} listings={loaded} onRemove={remove} />
    </section>
  );
}

function Comparison({ loading, listings, onRemove }: { loading: boolean; listings: ComparedProperty[]; onRemove: (id: number) => void }) {
  if (loading) return <PageLoading />;
  if (listings.length === 0) {
    return (
      <EmptyState
        icon={<Scale className="size-10 text-muted-foreground" aria-hidden />}
        title={t('Nothing to compare yet')}
        message={t('Tick Compare on up to 3 listings on the Buy page, then press Compare.')}
        action={
          <Button asChild>
            <Link href="/buy">{t('Browse Properties')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Card className="gap-0 overflow-hidden p-0">
      <CompareTable listings={listings} onRemove={onRemove} />
    </Card>
  );
}
