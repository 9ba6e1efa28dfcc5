import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BID_HINTS } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { BID_MESSAGE_MAX, VALID_UNTIL_FUTURE, bidAmountSchema } from '@shared/schemas/bid';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { usePlaceBid, type PlaceBidBody } from '@client/features/bids/api/bids';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import type { Property } from '../api/listing';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { IdempotencyKeyPerPayload } from '@client/lib/idempotency-key-per-payload';
import { toast } from '@client/lib/toast';

// The offer form (docs/product.md#offers-bids): bidAmount required (a string); the 80 %–110 % range and step are input hints only;
// validUntil, if given, in the future (the input's min is now).

const bidFormSchema = z.object({
  bidAmount: bidAmountSchema,
  message: z.string().max(BID_MESSAGE_MAX, `Message must be at most ${BID_MESSAGE_MAX} characters`),
  // datetime-local gives the browser's local time, which new Date() reads as such.
  validUntil: z.string().refine((v) => v === '' || new Date(v).getTime() > Date.now(), VALID_UNTIL_FUTURE),
});
type BidFormInput = z.input<typeof bidFormSchema>;
type BidFormOutput = z.output<typeof bidFormSchema>;

/** The request body of "POST /api/properties/{id}/bids" for the form's values. */
function bidPayload(values: BidFormOutput): PlaceBidBody {
  return {
    bidAmount: values.bidAmount,
    currency: 'SAR',
    message: values.message.trim() || undefined,
    status: 'pending',
    // datetime-local is the browser's local time; send the instant with its offset.
    validUntil: values.validUntil ? new Date(values.validUntil).toISOString() : undefined,
  };
}

/** "2026-11-22T14:30" for a datetime-local input's min, in the browser's local time. */
function localDateTimeNow(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function BidForm({ property, onDone }: { property: Property; onDone: () => void }) {
  const price = Number(property.price);
  const min = Math.round(price * BID_HINTS.minRatio);
  const suggestedMax = Math.round(price * BID_HINTS.suggestedMaxRatio);
  const max = Math.round(price * BID_HINTS.maxRatio);
  const [minDateTime] = useState(localDateTimeNow);
  // One key per intended bid, tied to what is sent: a double click or a retry after a lost answer
  // sends the same key and the server records one bid; an edited amount (or message, or date) is
  // another bid with its own key, not a 409 for reusing one. All new after a success.
  const [idempotencyKeys] = useState(() => new IdempotencyKeyPerPayload());

  const form = useForm<BidFormInput, unknown, BidFormOutput>({
    resolver: zodResolver(bidFormSchema),
    defaultValues: { bidAmount: '', message: '', validUntil: '' },
  });
  const { errors } = form.formState;

  const placeBid = usePlaceBid();
  const onPlaced = {
    onSuccess: () => {
      idempotencyKeys.settled();
      toast({ title: 'Bid Submitted', description: 'Your offer has been sent to the seller.' });
      form.reset();
      onDone();
    },
    onError: (err: unknown) => {
      if (isUnauthorized(err)) return handleUnauthorized();
      // A 400's per-field messages stand beside their fields; the toast says what happened.
      applyServerFieldErrors(form, err);
      toast({ title: 'Error', description: errorMessage(err, 'Failed to submit bid. Please try again.'), variant: 'destructive' });
    },
  };

  const onSubmit = form.handleSubmit((values) => {
    if (placeBid.isPending) return;
    const payload = bidPayload(values);
    placeBid.mutate({ propertyId: property.id, body: payload, idempotencyKey: idempotencyKeys.keyFor(payload) }, onPlaced);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border bg-muted/40 p-4" aria-label="Make an offer">
      <FormField
        label="Bid Amount (SAR)"
        htmlFor="bidAmount"
        required
        error={errors.bidAmount?.message}
        description={`Suggested range: ${formatNumber(min)} – ${formatNumber(suggestedMax)} SAR`}
      >
        <Input
          id="bidAmount"
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={BID_HINTS.step}
          placeholder={`e.g. ${min}`}
          {...form.register('bidAmount')}
        />
      </FormField>
      <FormField label="Message (optional)" htmlFor="bidMessage" error={errors.message?.message}>
        <Textarea id="bidMessage" rows={3} placeholder="Add a note for the seller" {...form.register('message')} />
      </FormField>
      <FormField label="Valid Until (optional)" htmlFor="bidValidUntil" error={errors.validUntil?.message}>
        <Input id="bidValidUntil" type="datetime-local" min={minDateTime} {...form.register('validUntil')} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1" disabled={placeBid.isPending}>
          {placeBid.isPending ? <Spinner label="" className="size-4" /> : null}
          {placeBid.isPending ? 'Submitting...' : 'Submit Bid'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={placeBid.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
