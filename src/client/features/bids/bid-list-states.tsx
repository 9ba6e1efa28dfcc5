import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { t } from '@client/lib/i18n';

/** Placeholder rows while a bid list loads. */
export function BidListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-4" role="status" aria-label={t('Loading bids')}>
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} className="gap-3">
          <CardContent className="space-y-3">
            <div className="flex items-start justify-between gap-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-20" />
            </div>
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
