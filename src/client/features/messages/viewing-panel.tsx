import { useState } from 'react';
import { CalendarCheck, CalendarClock } from 'lucide-react';
import { formatRiyadhDateTime } from '@shared/format';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ViewingTimePicker, viewingAtOf, viewingChoices } from '@client/components/forms/viewing-time-picker';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useAnswerViewing, type Inquiry } from './api/inquiries';

/**
 * The viewing asked for in an inquiry, as either side sees it: the time on the table and who has to
 * confirm it; Confirm for that side, and "Propose another time" for both (docs/product.md#inquiries-and-conversations).
 */
export function ViewingPanel({ inquiry, side }: { inquiry: Inquiry; side: 'mine' | 'received' }) {
  const answer = useAnswerViewing();
  const [proposing, setProposing] = useState(false);
  const [proposal, setProposal] = useState(() => {
    const [first] = viewingChoices();
    return first ? viewingAtOf(first.value, first.slots[0]) : '';
  });
  const viewing = inquiry.viewing;
  if (!viewing) return null;

  const me = side === 'mine' ? 'asker' : 'owner';
  const passed = new Date(viewing.at).getTime() <= Date.now();
  const confirmed = viewing.confirmedAt !== null;
  const mayConfirm = !confirmed && !passed && viewing.proposedBy !== me;
  // The other side: the owner to the asker; to the owner, the asker by first name ("the buyer" without one).
  const buyer = inquiry.asker?.firstName;
  let state: string;
  if (confirmed) state = t('Confirmed');
  else if (passed) state = t('This time has passed: propose another');
  else if (viewing.proposedBy === me)
    state =
      side === 'mine'
        ? t('Waiting for the owner to confirm')
        : buyer
          ? t('Waiting for {name} to confirm', { name: buyer })
          : t('Waiting for the buyer to confirm');
  else if (viewing.proposedBy === 'owner' || side === 'mine') state = t('Proposed by the owner: confirm it or propose another time');
  else
    state = buyer
      ? t('Proposed by {name}: confirm it or propose another time', { name: buyer })
      : t('Proposed by the buyer: confirm it or propose another time');

  const send = (body: { action: 'confirm' } | { action: 'propose'; viewingAt: string }) =>
    answer.mutate(
      { inquiryId: inquiry.id, ...body },
      {
        onSuccess: () => setProposing(false),
        onError: (error) => {
          if (isUnauthorized(error)) return handleUnauthorized();
          toast({ title: t('Error'), description: errorMessage(error, t('Failed to answer. Please try again.')), variant: 'destructive' });
        },
      },
    );

  return (
    <section aria-label={t('Viewing')} className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-medium">
        {confirmed ? (
          <CalendarCheck className="size-4 text-success" aria-hidden />
        ) : (
          <CalendarClock className="size-4 text-primary" aria-hidden />
        )}
        {t('Viewing: {time}', { time: formatRiyadhDateTime(new Date(viewing.at)) })}
      </p>
      <p className="text-muted-foreground" data-testid="viewing-state">
        {state}
      </p>
      {proposing ? (
        <div className="space-y-2">
          <ViewingTimePicker onChange={setProposal} />
          <div className="flex gap-2">
            <Button size="sm" disabled={answer.isPending || !proposal} onClick={() => send({ action: 'propose', viewingAt: proposal })}>
              {answer.isPending ? <Spinner label="" className="size-4" /> : null} {t('Send proposal')}
            </Button>
            <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => setProposing(false)}>
              {t('Cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {mayConfirm ? (
            <Button size="sm" disabled={answer.isPending} onClick={() => send({ action: 'confirm' })}>
              {t('Confirm viewing')}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => setProposing(true)}>
            {t('Propose another time')}
          </Button>
        </div>
      )}
    </section>
  );
}
