import type { ReactNode } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { msg, t } from '@client/lib/i18n';

// The words given are said in the page's language (t): English marked with msg(), or already said.

/** The full-page spinner with "Loading..." (docs/product.md#waiting-errors-and-sign-in). */
export function PageLoading({ label = msg('Loading...') }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground" role="status">
      <Spinner label={t(label)} className="size-8 text-primary" />
      <p>{t(label)}</p>
    </div>
  );
}

/**
 * The generic error card (docs/product.md#waiting-errors-and-sign-in): 'Something went wrong' /
 * 'Unable to load data. Please try again.'
 */
export function ErrorCard({
  title = msg('Something went wrong'),
  message = msg('Unable to load data. Please try again.'),
  action,
}: {
  title?: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-lg border-destructive/40">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <AlertTriangle className="size-10 text-destructive" aria-hidden />
        <h2 className="text-lg font-semibold">{t(title)}</h2>
        <p className="text-muted-foreground">{t(message)}</p>
        {action}
      </CardContent>
    </Card>
  );
}

export function EmptyState({ icon, title, message, action }: { icon?: ReactNode; title: string; message?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center">
      {icon}
      <h2 className="text-lg font-semibold">{title}</h2>
      {message ? <p className="max-w-md text-muted-foreground">{message}</p> : null}
      {action}
    </div>
  );
}

/** An ErrorCard's action: load again (the query's refetch, or the page). */
export function TryAgainButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button onClick={onClick} disabled={disabled}>
      <RefreshCw aria-hidden /> {t('Try Again')}
    </Button>
  );
}
