import { Button } from '@client/components/ui/button';
import { t } from '@client/lib/i18n';
import type { PagedList } from '@client/lib/paged';

/** "Show more" under a list that comes a page at a time, saying how many are shown of how many (of what: `noun`, said in the page's language). */
export function ShowMore({ list, noun }: { list: PagedList<unknown>; noun: string }) {
  if (!list.hasMore || list.total === null) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('Showing {shown} of {total} {noun}', { shown: list.items.length, total: list.total, noun: t(noun) })}
      </p>
      <Button variant="outline" size="sm" onClick={list.loadMore} disabled={list.isLoadingMore}>
        {list.isLoadingMore ? t('Loading…') : t('Show more')}
      </Button>
    </div>
  );
}
