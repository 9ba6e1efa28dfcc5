import { Link } from 'wouter';
import { Award, X } from 'lucide-react';
import { ListingStatusBadge } from '@client/components/listing-status-badge';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { cn } from '@client/lib/cn';
import { ownWords, t } from '@client/lib/i18n';
import { cardImageUrl, showPlaceholder } from '@client/lib/images';
import type { ComparedProperty } from '../api/compared-listings';
import { compareRows, type CompareRow } from './compare-rows';
import { WithOwnWords } from '@client/components/with-own-words';

// The comparison itself (docs/product.md#compare): a real table, one column per listing, one row per
// fact, each row headed. Rows where the listings differ are tinted and say "Differs" (to the eye and to
// a screen reader); the lowest price and price per m² and the largest area say "Lowest" / "Largest".
// On a phone the table scrolls sideways inside its card while the row headers stay put.

/** The row headers' column: it stays at the start while the listings scroll under it, its rule on its end side. */
const STICKY = 'sticky start-0 z-10 bg-card shadow-[inset_-1px_0_0_var(--color-border)] rtl:shadow-[inset_1px_0_0_var(--color-border)]';
const DIFFERS_BG = 'bg-amber-50';
/** Two listings and the row headers fit a 375 px phone; the third scrolls in. */
const CELL = 'align-top whitespace-normal max-sm:px-2';

function NotGiven() {
  return (
    <>
      <span aria-hidden className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{t('Not given')}</span>
    </>
  );
}

function ListingHeader({ property, onRemove }: { property: ComparedProperty; onRemove: (id: number) => void }) {
  const title = ownWords(property.title, property.titleAr);
  return (
    <div className="flex flex-col gap-2">
      <img
        src={cardImageUrl(property.images[0])}
        alt=""
        width={640}
        height={480}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
        onError={showPlaceholder}
      />
      <Link
        href={`/properties/${property.id}`}
        dir="auto"
        className="line-clamp-2 font-semibold text-foreground underline-offset-2 hover:underline"
      >
        {title}
      </Link>
      {property.status !== 'active' ? <ListingStatusBadge status={property.status} /> : null}
      <Button
        variant="outline"
        size="sm"
        className="h-11 w-fit sm:h-9"
        data-compare-remove={property.id}
        onClick={() => onRemove(property.id)}
      >
        <X aria-hidden /> {t('Remove')}
        <span className="sr-only">
          {' '}
          <WithOwnWords say={(mark) => t('{title} from the comparison', { title: mark })} words={title} />
        </span>
      </Button>
    </div>
  );
}

function CompareRowView({ row }: { row: CompareRow }) {
  return (
    <TableRow className={cn('hover:bg-transparent', row.differs && DIFFERS_BG)} data-differs={row.differs ? '' : undefined}>
      <TableHead scope="row" className={cn(STICKY, CELL, 'h-auto break-words text-foreground max-sm:text-xs', row.differs && DIFFERS_BG)}>
        {t(row.label)}
        {row.differs ? <span className="block text-xs font-semibold text-amber-800">{t('Differs')}</span> : null}
      </TableHead>
      {row.cells.map((cell, i) => (
        <TableCell key={i} className={cn(CELL, 'tabular-nums')} data-best={cell.best ? '' : undefined}>
          {cell.content === null ? <NotGiven /> : cell.content}
          {cell.best ? (
            <Badge variant="outline" className="mt-1 flex border-emerald-300 bg-emerald-50 text-emerald-800">
              <Award aria-hidden /> {row.bestLabel ? t(row.bestLabel) : null}
            </Badge>
          ) : null}
        </TableCell>
      ))}
    </TableRow>
  );
}

export function CompareTable({ listings, onRemove }: { listings: ComparedProperty[]; onRemove: (id: number) => void }) {
  const rows = compareRows(listings);
  const facts = rows.filter((r) => !r.group);
  const amenities = rows.filter((r) => r.group === 'amenities');
  return (
    <Table className="min-w-max" containerClassName="rounded-lg">
      <caption className="sr-only">
        {t('{count, plural, one {# listing} other {# listings}} side by side. Rows where they differ say “Differs”.', {
          count: listings.length,
        })}
      </caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={cn(STICKY, 'w-24 sm:w-44')}>
            <span className="sr-only">{t('Listing')}</span>
          </TableHead>
          {listings.map((p) => (
            <TableHead key={p.id} scope="col" className={cn(CELL, 'h-auto w-30 min-w-30 py-3 font-normal sm:w-64')}>
              <ListingHeader property={p} onRemove={onRemove} />
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {facts.map((row) => (
          <CompareRowView key={row.label} row={row} />
        ))}
      </TableBody>
      <TableBody>
        <TableRow className="bg-muted/60 hover:bg-muted/60">
          <TableHead scope="colgroup" colSpan={listings.length + 1} className="h-auto py-2 text-foreground">
            <span className="sticky start-3 font-semibold">{t('Features & Amenities')}</span>
          </TableHead>
        </TableRow>
        {amenities.length > 0 ? (
          amenities.map((row) => <CompareRowView key={row.label} row={row} />)
        ) : (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={listings.length + 1} className="text-muted-foreground">
              {t('None of these listings names a feature or an amenity.')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
