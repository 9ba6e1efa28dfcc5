import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { Trans } from '@lingui/react';
import { ArrowLeft, Building2, FileQuestion, Printer } from 'lucide-react';
import { formatPrice } from '@shared/format';
import { HoldingStatusBadge, investmentTypeName } from '@client/components/investment-card';
import { ErrorCard, PageLoading, TryAgainButton } from '@client/components/page-states';
import { PaymentMethodName } from '@client/components/forms/payment-marks';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { useReceipt, type Receipt } from './api/portfolio';
import { amountClass, LEDGER_KINDS, riyadhDate, riyadhDateTime, SIMULATED_STATEMENT } from './portfolio-words';

// /portfolio/receipts/{reference} (docs/product.md#the-portfolio-page): one movement of the
// investor's money as a printable receipt. Printed, the page is the receipt alone: the site's
// banner, header, footer and the page's own buttons stay off the paper.

const PRINT_CSS = '@media print { #root > :not(main) { display: none !important; } }';

function Row({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase rtl:tracking-normal">{label}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

/** What the money was for: the holding paid for or refunded, or the distribution it is a share of. */
function Details({ receipt }: { receipt: Receipt }) {
  if (receipt.distribution) {
    return (
      <Row label={t('Distribution')} wide>
        {t("Your share of a distribution of {amount} to the opportunity's investors, paid on {date}, in proportion to your holding.", {
          amount: formatPrice(receipt.distribution.amount),
          date: riyadhDate(receipt.distribution.paidAt),
        })}
      </Row>
    );
  }
  if (receipt.holding) {
    return (
      <Row label={t('Holding')} wide>
        <span className="flex flex-wrap items-center gap-2">
          {t('Investment #{id} of {amount}', { id: receipt.holding.id, amount: formatPrice(receipt.holding.amount) })}
          <HoldingStatusBadge status={receipt.holding.status} />
        </span>
      </Row>
    );
  }
  return null;
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const kind = LEDGER_KINDS[receipt.kind];
  const kindName = t(kind.label);
  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-4 border-b border-border pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="flex items-center gap-2 font-bold text-primary">
            <Building2 className="size-5" aria-hidden /> {t('Manzil')}
          </p>
          <h1 id="receipt-title" className="mt-3 text-2xl font-bold tracking-tight">
            {t('{kind} receipt', { kind: kindName })}
          </h1>
          <p className="mt-1 font-mono text-sm text-muted-foreground">
            <span dir="ltr">{receipt.reference}</span>
          </p>
        </div>
        <p className="sm:text-end">
          <span className="block text-sm text-muted-foreground">{kind.incoming ? t('Paid to you') : t('Paid by you')}</span>
          <span className={cn('block text-3xl font-bold tabular-nums', amountClass(receipt.kind))}>{formatPrice(receipt.amount)}</span>
        </p>
      </header>
      <dl className="grid gap-x-8 gap-y-5 py-6 sm:grid-cols-2">
        <Row label={t('Reference')}>
          <span dir="ltr" className="font-mono">
            {receipt.reference}
          </span>
        </Row>
        <Row label={t('Date and time (Riyadh)')}>{riyadhDateTime(receipt.occurredAt)}</Row>
        <Row label={t('Type')}>{kindName}</Row>
        <Row label={t('Amount')}>
          <span className="tabular-nums">{formatPrice(receipt.amount)}</span>
        </Row>
        <Row label={t('Method')}>
          <PaymentMethodName method={receipt.method} />
        </Row>
        <Row label={t('Opportunity')}>
          <Link
            href={`/investments/${receipt.investment.id}`}
            dir="auto"
            className="font-medium text-primary hover:underline print:text-foreground"
          >
            {receipt.investment.title}
          </Link>
          <span className="block text-sm text-muted-foreground">
            {investmentTypeName(receipt.investment.investmentType)} · <span dir="auto">{t(receipt.investment.location)}</span>
          </span>
        </Row>
        <Row label={t('Investor')} wide>
          <span dir="auto">{receipt.investor.name}</span>
          <span className="block text-sm text-muted-foreground">
            <span dir="ltr">{receipt.investor.email}</span>
          </span>
        </Row>
        <Details receipt={receipt} />
      </dl>
      <p className="rounded-lg bg-muted px-4 py-3 text-sm font-medium">{t(SIMULATED_STATEMENT)}</p>
    </article>
  );
}

function ReceiptContent({ reference }: { reference: string }) {
  const receipt = useReceipt(reference, true);
  if (receipt.isPending) return <PageLoading />;
  if (receipt.isError) {
    // A reference of someone else's, of none, or not a reference at all: no such receipt of yours.
    const missing = receipt.error instanceof ApiError && (receipt.error.status === 404 || receipt.error.status === 400);
    return missing ? (
      <section className="flex flex-col items-center py-10 text-center">
        <FileQuestion className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">{t('Receipt Not Found')}</h1>
        <p className="mt-2 max-w-md text-muted-foreground">
          <Trans
            id="You have no receipt with the reference <0>{reference}</0>. Your receipts are listed in your portfolio's ledger."
            values={{ reference }}
            components={{ 0: <span dir="ltr" className="font-mono break-all" /> }}
          />
        </p>
        <Button asChild className="mt-6">
          <Link href="/portfolio">
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t('Go to Portfolio')}
          </Link>
        </Button>
      </section>
    ) : (
      <ErrorCard
        message={t('Unable to load this receipt. Please try again.')}
        action={<TryAgainButton onClick={() => void receipt.refetch()} />}
      />
    );
  }
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" className="-ms-3">
          <Link href="/portfolio">
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> {t('Back to Portfolio')}
          </Link>
        </Button>
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden /> {t('Print')}
        </Button>
      </div>
      <ReceiptView receipt={receipt.data} />
    </>
  );
}

export default function ReceiptPage() {
  const { reference = '' } = useParams<{ reference: string }>();
  usePageTitle(t('Receipt {reference}', { reference }));
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInPrompt title={t('Sign In Required')} message={t('Please sign in to see your receipt.')} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <ReceiptContent reference={reference} />
    </div>
  );
}
