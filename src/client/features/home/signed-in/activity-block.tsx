import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { ErrorCard } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { ownWords, t } from '@client/lib/i18n';

// One block of the role-fitted home (docs/product.md#home): a heading, counts by state as small
// tiles, the latest few, and a link to the page where they are handled. Each block loads, fails and
// empties on its own.

export interface ActivityCount {
  /** Part of the count's test id: `{block}-count-{key}`. */
  key: string;
  label: string;
  value: number | string;
  tone?: 'warning' | 'success' | 'destructive' | 'muted' | 'primary';
  /** A state few reach (withdrawn, expired): its tile shows only when it counts something. */
  onlyWhenAny?: boolean;
}

const TONES: Record<NonNullable<ActivityCount['tone']>, string> = {
  warning: 'border-s-warning',
  success: 'border-s-success',
  destructive: 'border-s-destructive',
  muted: 'border-s-slate-300',
  primary: 'border-s-primary',
};

export interface ActivityLink {
  href: string;
  label: string;
}

export interface ActivityBlockProps {
  /** The block's id: its heading's id and its test id. */
  id: string;
  title: string;
  icon: ReactNode;
  isLoading: boolean;
  isError: boolean;
  /** What failed to load, for the error card and the skeleton's label ("your offers"), in the page's language. */
  what: string;
  counts?: ActivityCount[];
  /** A line under the counts (a caveat about them). */
  note?: ReactNode;
  /** The latest few, as <ActivityItem>s, under `latestTitle`; none shows `empty`. */
  latestTitle: string;
  items: ReactNode[];
  empty: { message: string; action?: ActivityLink };
  /** The page where they are all handled ("View My Bids"). */
  link: ActivityLink;
  className?: string;
}

const focusRing = 'rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

export function ActivityBlock(props: ActivityBlockProps) {
  const { id, title, icon, isLoading, isError, what, counts = [], note, latestTitle, items, empty, link, className } = props;
  const shown = counts.filter((c) => !c.onlyWhenAny || (c.value !== 0 && c.value !== '0'));
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className={cn('flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm', className)}
    >
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold tracking-tight">
        <span className="rounded-lg bg-primary/10 p-2 text-primary [&>svg]:size-5">{icon}</span>
        {title}
      </h2>
      {isLoading ? (
        <BlockSkeleton label={t('Loading {what}', { what })} counts={Math.max(shown.length, 2)} />
      ) : isError ? (
        <ErrorCard title={t('Something went wrong')} message={t('Unable to load {what}. Please try again.', { what })} />
      ) : (
        <>
          {shown.length > 0 ? (
            <dl className="grid grid-cols-[repeat(auto-fill,minmax(6.75rem,1fr))] gap-2">
              {shown.map((c) => (
                <div key={c.key} className={cn('rounded-lg border-s-4 bg-muted/60 px-3 py-2', TONES[c.tone ?? 'muted'])}>
                  <dt className="truncate text-xs font-medium text-muted-foreground">{c.label}</dt>
                  <dd className="text-2xl font-bold tabular-nums" data-testid={`${id}-count-${c.key}`}>
                    {c.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {note ? <p className="-mt-2 text-xs text-muted-foreground">{note}</p> : null}
          {items.length > 0 ? (
            <div>
              <h3 id={`${id}-latest`} className="mb-1 text-sm font-semibold text-muted-foreground">
                {latestTitle}
              </h3>
              <ul aria-labelledby={`${id}-latest`} className="divide-y divide-border" data-testid={`${id}-latest`}>
                {items}
              </ul>
            </div>
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border px-4 py-5">
              <p className="text-sm text-muted-foreground">{empty.message}</p>
              {empty.action ? (
                <Button asChild size="sm">
                  <Link href={empty.action.href}>{empty.action.label}</Link>
                </Button>
              ) : null}
            </div>
          )}
        </>
      )}
      <Link
        href={link.href}
        className={cn('mt-auto inline-flex items-center gap-1 self-start pt-1 text-sm font-medium text-primary hover:underline', focusRing)}
      >
        {link.label} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </section>
  );
}

/** A listing's title in the page's language (its Arabic on an Arabic page, when it has one). */
export const listingTitle = (property: { title: string; titleAr?: string | null }) => ownWords(property.title, property.titleAr);

/** One of a block's latest: the listing's title (its link, as its owner wrote it), a badge, a line of details and a date. */
export function ActivityItem({
  href,
  title,
  badge,
  children,
  date,
}: {
  href: string;
  title: string;
  badge?: ReactNode;
  children?: ReactNode;
  date: string;
}) {
  return (
    <li className="flex flex-col gap-1 py-3 last:pb-0">
      <div className="flex items-start justify-between gap-2">
        <Link
          href={href}
          dir="auto"
          className={cn('min-w-0 break-words font-medium underline-offset-4 hover:text-primary hover:underline', focusRing)}
        >
          {title}
        </Link>
        {badge}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="min-w-0">{children}</span>
        <span className="text-xs">{date}</span>
      </div>
    </li>
  );
}

function BlockSkeleton({ label, counts }: { label: string; counts: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      <div className="grid grid-cols-[repeat(auto-fill,minmax(6.75rem,1fr))] gap-2">
        {Array.from({ length: counts }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
