import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatDateWithHijri, formatNumber } from '@shared/format';
import { formatSar } from '@shared/money';
import { distributionPayloadSchema } from '@shared/schemas/portfolio';
import { RIYADH_OFFSET, riyadhWallClock } from '@client/components/funding-deadline';
import { MoneyField } from '@client/components/money-input';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { ApiError, errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { schemaResolver } from '@client/lib/schema-resolver';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { toast } from '@client/lib/toast';
import type { Investment } from '@client/features/investments/api/investments';
import { useDistributions, useRecordDistribution, type Distribution } from './distributions-api';
import { newIdempotencyKey } from '@client/lib/idempotency-key';
import { msg, t } from '@client/lib/i18n';
import { isolated, said } from '../shared/words';

// /admin → Investments → Distributions (docs/product.md#distributions): an opportunity's past
// distributions, and recording a new one (its amount and the day it was paid, Riyadh time), after a
// confirmation that names the amount and the opportunity. The server splits it across the holdings
// and checks everything again; its field messages land beside the fields.

/** Today in Riyadh, "2026-06-30". */
const riyadhToday = () => riyadhWallClock(Date.now()).slice(0, 10);

/**
 * When a distribution paid on `day` (Riyadh) was paid: now for today (so it follows the day's
 * investments it is shared across), noon for an earlier day.
 */
function paidAtOf(day: string): string {
  return day === riyadhToday() ? new Date().toISOString() : `${day}T12:00:00${RIYADH_OFFSET}`;
}

/**
 * "Jun 30, 2026", the day in Riyadh (on an Arabic page with its Hijri date beside it): the day is
 * written from noon UTC of it, which is that day wherever the reader is.
 */
const formatPaidOn = (at: string) => formatDateWithHijri(`${riyadhWallClock(at).slice(0, 10)}T12:00:00Z`);

const distributionFormSchema = z.object({
  amount: distributionPayloadSchema.shape.amount,
  // The day as the date input gives it; the server's `paidAt` messages land here too.
  paidAt: z
    .string()
    .min(1, { error: msg('Paid on is required'), abort: true })
    .refine((day) => day <= riyadhToday(), msg('Paid on cannot be in the future')),
});
type DistributionFormValues = { amount: string; paidAt: string };

export function DistributionsDialog({ investment, onClose }: { investment: Investment | null; onClose: () => void }) {
  const record = useRecordDistribution();
  const form = useForm<DistributionFormValues, unknown, z.output<typeof distributionFormSchema>>({
    resolver: schemaResolver<DistributionFormValues, typeof distributionFormSchema>(distributionFormSchema),
    defaultValues: { amount: '', paidAt: riyadhToday() },
    mode: 'onTouched',
  });
  const [toConfirm, setToConfirm] = useState<DistributionFormValues | null>(null);
  const attempt = useRef<{ signature: string; paidAt: string; idempotencyKey: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = record.isPending;
  // The opportunity stays on screen while the dialog animates closed.
  const [shown, setShown] = useState(investment);
  if (investment && investment !== shown) setShown(investment);

  useEffect(() => {
    if (!investment) return;
    form.reset({ amount: '', paidAt: riyadhToday() });
    setFailure(null);
  }, [investment, form]);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    setToConfirm(values);
  });

  const confirm = () => {
    if (!investment || !toConfirm || busy) return;
    // Confirming the same distribution again (its answer lost, or refused for a moment) sends the
    // same instant and Idempotency-Key: the server records it once and pays no one twice.
    const signature = JSON.stringify([investment.id, toConfirm.amount, toConfirm.paidAt]);
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, paidAt: paidAtOf(toConfirm.paidAt), idempotencyKey: newIdempotencyKey() };
    }
    const { paidAt, idempotencyKey } = attempt.current;
    record.mutate(
      { investmentId: investment.id, amount: toConfirm.amount, paidAt, idempotencyKey },
      {
        onSuccess: (distribution) => {
          attempt.current = null;
          toast({
            title: t('Distribution recorded'),
            description: t('{amount} SAR shared among {n, plural, one {# investor} other {# investors}}.', {
              amount: formatSar(distribution.amount),
              n: distribution.investors,
            }),
          });
          form.reset({ amount: '', paidAt: riyadhToday() });
        },
        onError: (error) => {
          if (isUnauthorized(error)) return handleUnauthorized();
          const placed = error instanceof ApiError && error.status === 400 ? applyServerFieldErrors(form, error) : 0;
          if (!placed) setFailure(errorMessage(error, t('Failed to record distribution')));
        },
        onSettled: () => setToConfirm(null),
      },
    );
  };

  const { errors } = form.formState;
  return (
    <Dialog open={investment !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="p-4 sm:max-w-2xl sm:p-6">
        <DialogHeader>
          <DialogTitle>{t('Distributions')}</DialogTitle>
          <DialogDescription>
            {t(
              '{title}: what its investors have been paid. A distribution is shared among the investors in proportion to what each holds, and each of them is notified.',
              { title: isolated(shown?.title ?? '') },
            )}
          </DialogDescription>
        </DialogHeader>

        <form onSubmit={submit} noValidate aria-labelledby="record-distribution-heading" className="space-y-4 rounded-lg border p-4">
          <h3 id="record-distribution-heading" className="font-semibold">
            {t('Record a distribution')}
          </h3>
          <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('Amount (SAR)')} htmlFor="distribution-amount" required error={said(errors.amount)}>
              <MoneyField control={form.control} name="amount" id="distribution-amount" decimals placeholder={t('e.g. 12,500')} />
            </FormField>
            <FormField
              label={t('Paid on')}
              htmlFor="distribution-paid-at"
              required
              error={said(errors.paidAt)}
              description={t('The day it was paid, Riyadh time.')}
            >
              <Input id="distribution-paid-at" type="date" max={riyadhToday()} {...form.register('paidAt')} />
            </FormField>
          </fieldset>
          {failure ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner label="" className="size-4" /> : null}
              {t('Record Distribution')}
            </Button>
          </div>
        </form>

        <PastDistributions investmentId={investment?.id ?? null} />
      </DialogContent>

      <AlertDialog open={toConfirm !== null} onOpenChange={(open) => !open && !busy && setToConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('Record this distribution?')}</AlertDialogTitle>
            <AlertDialogDescription>
              {toConfirm
                ? t(
                    '{amount} SAR paid on {date} to the investors in {title}, shared by what each holds. Each investor is notified, and it cannot be undone.',
                    {
                      amount: formatSar(toConfirm.amount),
                      date: formatPaidOn(paidAtOf(toConfirm.paidAt)),
                      title: isolated(shown?.title ?? ''),
                    },
                  )
                : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t('Cancel')}</AlertDialogCancel>
            <AlertDialogAction
              disabled={busy}
              onClick={(event) => {
                // Stays open until the server has answered.
                event.preventDefault();
                confirm();
              }}
            >
              {busy ? t('Recording...') : t('Record {amount} SAR', { amount: toConfirm ? formatSar(toConfirm.amount) : '' })}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Dialog>
  );
}

/** The opportunity's distributions so far: when, how much, among how many investors. */
function PastDistributions({ investmentId }: { investmentId: number | null }) {
  const distributions = useDistributions(investmentId);
  return (
    <section aria-labelledby="past-distributions-heading" className="space-y-2">
      <h3 id="past-distributions-heading" className="font-semibold">
        {t('Past distributions')}
      </h3>
      {distributions.isPending ? (
        <div className="space-y-2" role="status" aria-label={t('Loading distributions')}>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : distributions.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('Failed to load distributions')}
        </p>
      ) : distributions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No distributions yet.')}</p>
      ) : (
        <DistributionTable items={distributions.data} />
      )}
    </section>
  );
}

function DistributionTable({ items }: { items: Distribution[] }) {
  return (
    <Table aria-label={t('Past distributions')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('Paid on')}</TableHead>
          <TableHead className="text-end">{t('Amount')}</TableHead>
          <TableHead className="text-end">{t('Investors paid')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((d) => (
          <TableRow key={d.id}>
            <TableCell className="whitespace-nowrap">{formatPaidOn(d.paidAt)}</TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">{t('{amount} SAR', { amount: formatSar(d.amount) })}</TableCell>
            <TableCell className="text-end tabular-nums">{formatNumber(d.investors)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
