import type { PropertyStatus } from '@shared/constants';
import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';
import { Badge } from './ui/badge';

// A listing's status as people say it (docs/product.md#listings): Active, Under offer (pending), Sold.
// Every text/background pair meets WCAG AA. The labels are English, marked for the catalogs: show them with t().

export const LISTING_STATUS_LABEL: Record<PropertyStatus, string> = {
  active: msg('Active'),
  pending: msg('Under offer'),
  sold: msg('Sold'),
};

const COLOURS: Record<PropertyStatus, string> = {
  active: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  pending: 'border-amber-300 bg-amber-100 text-amber-900',
  sold: 'border-slate-700 bg-slate-800 text-white',
};

export function ListingStatusBadge({ status, className }: { status: PropertyStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(COLOURS[status], className)} data-testid="listing-status">
      {t(LISTING_STATUS_LABEL[status])}
    </Badge>
  );
}
