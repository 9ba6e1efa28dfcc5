import { useRef, type MouseEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toHalalas, formatSar } from '@shared/money';
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
import { dataOf, errorMessage, fetchClient, isUnauthorized, refresh } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { toast } from '@client/lib/toast';
import type { Investment } from '@client/features/investments/api/investments';
import { investmentCalls } from '../api/calls';
import { ConfirmDelete } from '../shared/admin-kit';
import { isolated } from '../shared/words';
import { t } from '@client/lib/i18n';

// Deleting an opportunity (docs/product.md#investments): one with investors cannot be deleted, so the
// admin is told so before being asked anything, and offered to close it instead (it then takes no
// new money). One without investors gets the usual confirmation.

/** Money has come in: someone holds a stake in it (its funding is the sum of its investments). */
export const hasInvestors = (investment: Pick<Investment, 'currentFunding'>) => toHalalas(investment.currentFunding) > 0n;

function useCloseInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataOf(fetchClient.PUT('/api/investments/{id}', { params: { path: { id } }, body: { status: 'closed' } })),
    onSuccess: () => {
      void refresh(queryClient, ...investmentCalls.refreshes);
      toast({ title: t('Success'), description: t('Investment closed: it takes no new money') });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return handleUnauthorized();
      toast({ title: t('Error'), description: errorMessage(error, t('Failed to close investment')), variant: 'destructive' });
    },
  });
}

function CannotDelete({ investment, onDone }: { investment: Investment | null; onDone: () => void }) {
  const close = useCloseInvestment();
  // The last opportunity shown, so the text does not go blank while the dialog animates closed.
  const last = useRef(investment);
  if (investment) last.current = investment;
  const shown = last.current;
  const alreadyClosed = shown?.status === 'closed';

  const closeIt = (event: MouseEvent) => {
    // Keep the dialog open until the server has answered.
    event.preventDefault();
    if (investment) close.mutate(investment.id, { onSuccess: onDone });
  };

  return (
    <AlertDialog open={investment !== null} onOpenChange={(open) => !open && !close.isPending && onDone()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('This opportunity cannot be deleted')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('“{title}” has investors ({amount} SAR invested), and their investments stay on record.', {
              title: isolated(shown?.title ?? ''),
              amount: shown ? formatSar(shown.currentFunding) : '',
            })}{' '}
            {alreadyClosed
              ? t('It is already closed, so it takes no new money.')
              : t('You can close it instead: it then takes no new money.')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={close.isPending}>{alreadyClosed ? t('OK') : t('Cancel')}</AlertDialogCancel>
          {alreadyClosed ? null : (
            <AlertDialogAction onClick={closeIt} disabled={close.isPending}>
              {close.isPending ? t('Closing...') : t('Close Opportunity')}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The Delete of a row: the confirmation, or for an opportunity with investors why not, and Close instead. */
export function InvestmentDeleteDialog({
  investment,
  onCancel,
  onConfirm,
}: {
  /** The opportunity asked about; null closes the dialog. */
  investment: Investment | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const withInvestors = investment !== null && hasInvestors(investment);
  return (
    <>
      <CannotDelete investment={withInvestors ? investment : null} onDone={onCancel} />
      <ConfirmDelete
        title={t('Delete investment?')}
        name={investment && !withInvestors ? investment.title : null}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </>
  );
}
