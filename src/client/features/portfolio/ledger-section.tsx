import { Link } from 'wouter';
import { Download, FilterX, ReceiptText } from 'lucide-react';
import { LEDGER_ENTRY_KINDS } from '@shared/constants';
import { DeferredSelect } from '@client/components/deferred-select';
import { EmptyState, ErrorCard } from '@client/components/page-states';
import { ShowMore } from '@client/components/show-more';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { msg, t, translateMessage } from '@client/lib/i18n';
import { useMediaQuery, WIDE_SCREEN } from '@client/lib/use-media-query';
import { ledgerExportUrl, useLedger } from './api/portfolio';
import { LedgerList, LedgerTable } from './ledger-entries';
import { LEDGER_KINDS } from './portfolio-words';
import { useLedgerFilters } from './use-ledger-filters';

// The ledger on /portfolio (docs/product.md#the-ledger): every investment, distribution and refund,
// newest first, twenty at a time; filtered by kind and by days (in the address), and exported as CSV
// with the same filters.

const ALL = 'all';

/** A filter's message from the schema, in the page's language. */
const said = (message: string | undefined) => (message ? translateMessage(message) : message);

function LedgerFilters({ filters }: { filters: ReturnType<typeof useLedgerFilters> }) {
  const { fields, errors, change } = filters;
  const typeOptions = [
    { value: ALL, label: t('All types') },
    ...LEDGER_ENTRY_KINDS.map((kind) => ({ value: kind, label: t(LEDGER_KINDS[kind].label) })),
  ];
  return (
    <div
      role="search"
      aria-label={t('Filter the ledger')}
      className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3 lg:grid-cols-[12rem_12rem_12rem_auto]"
    >
      <FormField label={t('Type')} htmlFor="ledger-type" error={said(errors.type)} className="col-span-2 sm:col-span-1">
        <DeferredSelect
          id="ledger-type"
          value={fields.type || ALL}
          onValueChange={(type) => change({ type: type === ALL ? '' : type })}
          options={typeOptions}
        />
      </FormField>
      <FormField label={t('From')} htmlFor="ledger-from" error={said(errors.from)}>
        <Input
          id="ledger-from"
          type="date"
          value={fields.from}
          max={fields.to || undefined}
          onChange={(e) => change({ from: e.target.value })}
        />
      </FormField>
      <FormField label={t('To')} htmlFor="ledger-to" error={said(errors.to)}>
        <Input
          id="ledger-to"
          type="date"
          value={fields.to}
          min={fields.from || undefined}
          onChange={(e) => change({ to: e.target.value })}
        />
      </FormField>
      {filters.filtered ? (
        <Button type="button" variant="ghost" className="col-span-2 self-end justify-self-start sm:col-span-1" onClick={filters.clear}>
          <FilterX aria-hidden /> {t('Clear filters')}
        </Button>
      ) : null}
    </div>
  );
}

export function LedgerSection() {
  const filters = useLedgerFilters();
  const wide = useMediaQuery(WIDE_SCREEN);
  const list = useLedger(filters.filter ?? {}, filters.filter !== null);
  return (
    <section aria-labelledby="ledger-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ledger-heading" className="text-2xl font-bold tracking-tight">
            {t('Ledger')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('Every movement of your money, newest first. Each has a receipt.')}</p>
        </div>
        {filters.filter ? (
          <Button asChild variant="outline">
            <a href={ledgerExportUrl(filters.filter)} download>
              <Download aria-hidden /> {t('Export CSV')}
            </a>
          </Button>
        ) : null}
      </div>
      <Card className="gap-4 p-4 sm:p-6">
        <LedgerFilters filters={filters} />
        {filters.filter === null ? null : list.isLoading ? (
          <div role="status" aria-label={t('Loading the ledger')} className="space-y-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorCard message={t('Unable to load your ledger. Please try again.')} />
        ) : list.items.length === 0 ? (
          <EmptyState
            icon={<ReceiptText className="size-10 text-muted-foreground" aria-hidden />}
            title={filters.filtered ? t('No movements match these filters') : t('No movements yet')}
            message={
              filters.filtered
                ? t('Try another type or other dates.')
                : t('Your investments, distributions and refunds will be listed here.')
            }
            action={
              filters.filtered ? null : (
                <Button asChild>
                  <Link href="/invest">{t('Explore Investments')}</Link>
                </Button>
              )
            }
          />
        ) : (
          <CardContent className="px-0">
            {wide ? <LedgerTable entries={list.items} /> : <LedgerList entries={list.items} />}
            <ShowMore list={list} noun={msg('movements')} />
          </CardContent>
        )}
      </Card>
    </section>
  );
}
