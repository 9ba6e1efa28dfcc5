import { useState } from 'react';
import { CalendarCheck, CalendarClock } from 'lucide-react';
import { formatRiyadhDateTime } from '@shared/format';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ViewingTimePicker, viewingAtOf, viewingChoices } from '@client/components/viewing-time-picker';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
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
  const other = side === 'mine' ? 'the owner' : personOrAsker(inquiry);
  const passed = new Date(viewing.at).getTime() <= Date.now();
  const confirmed = viewing.confirmedAt !== null;
  const mayConfirm = !confirmed && !passed && viewing.proposedBy !== me;
  const state = confirmed
    ? 'Confirmed'
    : passed
      ? 'This time has passed: propose another'
      : viewing.proposedBy === me
        ? `Waiting for ${other} to confirm`
        : `Proposed by ${viewing.proposedBy === 'owner' ? 'the owner' : other}: confirm it or propose another time`;

  const send = (body: { action: 'confirm' } | { action: 'propose'; viewingAt: string }) =>
    answer.mutate(
      { inquiryId: inquiry.id, ...body },
      {
        onSuccess: () => setProposing(false),
        onError: (error) => {
          if (isUnauthorized(error)) return handleUnauthorized();
          toast({ title: 'Error', description: errorMessage(error, 'Failed to answer. Please try again.'), variant: 'destructive' });
        },
      },
    );

  return (
    <section aria-label="Viewing" className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-medium">
        {confirmed ? (
          <CalendarCheck className="size-4 text-success" aria-hidden />
        ) : (
          <CalendarClock className="size-4 text-primary" aria-hidden />
        )}
        Viewing: {formatRiyadhDateTime(new Date(viewing.at))}
      </p>
      <p className="text-muted-foreground" data-testid="viewing-state">
        {state}
      </p>
      {proposing ? (
        <div className="space-y-2">
          <ViewingTimePicker onChange={setProposal} />
          <div className="flex gap-2">
            <Button size="sm" disabled={answer.isPending || !proposal} onClick={() => send({ action: 'propose', viewingAt: proposal })}>
              {answer.isPending ? <Spinner label="" className="size-4" /> : null} Send proposal
            </Button>
            <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => setProposing(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {mayConfirm ? (
            <Button size="sm" disabled={answer.isPending} onClick={() => send({ action: 'confirm' })}>
              Confirm viewing
            </Button>
          ) : null}
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => setProposing(true)}>
            Propose another time
          </Button>
        </div>
      )}
    </section>
  );
}

const personOrAsker = (inquiry: Inquiry) => inquiry.asker?.firstName || 'the buyer';
