import { Link } from 'wouter';
import { PaymentMethodName } from '@client/components/forms/payment-marks';
import { Badge } from '@client/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import type { LedgerEntry } from './api/portfolio';
import { amountClass, LEDGER_KINDS, riyadhDate, signedAmount } from './portfolio-words';

// The ledger's movements: a table on a wide screen, a list on a phone. The reference opens the
// movement's receipt; the amount is signed and coloured by the way the money went.

const receiptPath = (reference: string): string => `/portfolio/receipts/${reference}`;

const KIND_BADGES = { investment: 'secondary', distribution: 'success', refund: 'warning' } as const;

function KindBadge({ kind }: { kind: LedgerEntry['kind'] }) {
  return <Badge variant={KIND_BADGES[kind]}>{t(LEDGER_KINDS[kind].label)}</Badge>;
}

function Amount({ entry, className }: { entry: LedgerEntry; className?: string }) {
  return (
    <span className={cn('font-semibold whitespace-nowrap tabular-nums', amountClass(entry.kind), className)}>
      {signedAmount(entry.kind, entry.amount)}
    </span>
  );
}

function ReferenceLink({ reference }: { reference: string }) {
  return (
    <Link href={receiptPath(reference)} dir="ltr" className="font-mono text-sm text-primary underline-offset-4 hover:underline">
      {reference}
    </Link>
  );
}

export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  return (
    <Table aria-label={t('Ledger')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('Date')}</TableHead>
          <TableHead>{t('Reference')}</TableHead>
          <TableHead>{t('Type')}</TableHead>
          <TableHead>{t('Opportunity')}</TableHead>
          <TableHead>{t('Method')}</TableHead>
          <TableHead className="text-end">{t('Amount')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{riyadhDate(entry.occurredAt)}</TableCell>
            <TableCell>
              <ReferenceLink reference={entry.reference} />
            </TableCell>
            <TableCell>
              <KindBadge kind={entry.kind} />
            </TableCell>
            <TableCell className="whitespace-normal">
              <Link href={`/investments/${entry.investment.id}`} dir="auto" className="hover:text-primary hover:underline">
                {entry.investment.title}
              </Link>
            </TableCell>
            <TableCell>
              <PaymentMethodName method={entry.method} />
            </TableCell>
            <TableCell className="text-end">
              <Amount entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function LedgerList({ entries }: { entries: LedgerEntry[] }) {
  return (
    <ul aria-label={t('Ledger')} className="divide-y divide-border">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-start justify-between gap-3 py-3">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <KindBadge kind={entry.kind} />
              {riyadhDate(entry.occurredAt)} · <PaymentMethodName method={entry.method} />
            </p>
            <p className="text-sm font-medium break-words">
              <span dir="auto">{entry.investment.title}</span>
            </p>
            <ReferenceLink reference={entry.reference} />
          </div>
          <Amount entry={entry} className="text-sm" />
        </li>
      ))}
    </ul>
  );
}
