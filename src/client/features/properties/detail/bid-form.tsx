import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BID_HINTS } from '@shared/constants';
import { formatNumber, formatPrice } from '@shared/format';
import { BID_MESSAGE_MAX, VALID_UNTIL_FUTURE, bidAmountSchema } from '@shared/schemas/bid';
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
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { MoneyField } from '@client/components/money-input';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { usePlaceBid, type PlaceBidBody } from '@client/features/bids/api/bids';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import type { Property } from '../api/listing';
import { fieldMessage } from './field-message';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { IdempotencyKeyPerPayload } from '@client/lib/idempotency-key-per-payload';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';

// The offer form (docs/product.md#offers-bids): bidAmount required, whole riyals, typed with thousands
// separators; the 80 %–100 % range is a hint; an offer below 50 % or above 150 % of the asking price
// is confirmed before it is sent; validUntil, if given, in the future (the input's min is now).

const bidFormSchema = z.object({
  // Shown with thousands separators, held without them (MoneyField).
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

/** Below half or above one and a half times the asking price, an offer is confirmed before it is sent. */
export const CONFIRM_BELOW = 0.5;
export const CONFIRM_ABOVE = 1.5;

/** "2,062%" / "48%": an offer as a share of the asking price, when both are in the same currency. */
function shareOfAsking(amount: string, property: Property): number | null {
  const asking = Number(property.price);
  return property.currency === 'SAR' && asking > 0 ? Number(amount) / asking : null;
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
  // Opened by Make Offer: the keyboard lands in the amount, not back on the page.
  useEffect(() => form.setFocus('bidAmount'), [form]);

  const placeBid = usePlaceBid();
  const onPlaced = {
    onSuccess: () => {
      idempotencyKeys.settled();
      toast({ title: t('Bid Submitted'), description: t('Your offer has been sent to the seller.') });
      form.reset();
      onDone();
    },
    onError: (err: unknown) => {
      if (isUnauthorized(err)) return handleUnauthorized();
      // A 400's per-field messages stand beside their fields; the toast says what happened.
      applyServerFieldErrors(form, err);
      toast({ title: t('Error'), description: errorMessage(err, t('Failed to submit bid. Please try again.')), variant: 'destructive' });
    },
  };

  const send = (payload: PlaceBidBody) =>
    placeBid.mutate({ propertyId: property.id, body: payload, idempotencyKey: idempotencyKeys.keyFor(payload) }, onPlaced);
  // An offer far from the asking price waits here for a second look (confirmOffer) before it is sent.
  const [farOffer, setFarOffer] = useState<{ payload: PlaceBidBody; share: number } | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (placeBid.isPending) return;
    const payload = bidPayload(values);
    const share = shareOfAsking(payload.bidAmount, property);
    if (share !== null && (share < CONFIRM_BELOW || share > CONFIRM_ABOVE)) return setFarOffer({ payload, share });
    send(payload);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border bg-muted/40 p-4" aria-label={t('Make an offer')}>
      <FormField
        label={t('Bid Amount (SAR)')}
        htmlFor="bidAmount"
        required
        error={fieldMessage(errors.bidAmount?.message)}
        description={t('Suggested range: {min} – {max} SAR', { min: formatNumber(min), max: formatNumber(suggestedMax) })}
      >
        {/* Whole riyals: a typed decimal point is kept for the schema to refuse with its message. */}
        <MoneyField control={form.control} name="bidAmount" placeholder={t('e.g. {amount}', { amount: formatNumber(min) })} />
      </FormField>
      <FormField label={t('Message (optional)')} htmlFor="bidMessage" error={fieldMessage(errors.message?.message)}>
        <Textarea id="bidMessage" dir="auto" rows={3} placeholder={t('Add a note for the seller')} {...form.register('message')} />
      </FormField>
      <FormField label={t('Valid Until (optional)')} htmlFor="bidValidUntil" error={fieldMessage(errors.validUntil?.message)}>
        <Input id="bidValidUntil" type="datetime-local" min={minDateTime} {...form.register('validUntil')} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1" disabled={placeBid.isPending}>
          {placeBid.isPending ? <Spinner label="" className="size-4" /> : null}
          {placeBid.isPending ? t('Submitting...') : t('Submit Bid')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={placeBid.isPending}>
          {t('Cancel')}
        </Button>
      </div>
      <ConfirmFarOffer
        offer={farOffer}
        askingPrice={property.price}
        onSend={() => {
          if (farOffer) send(farOffer.payload);
          setFarOffer(null);
        }}
        onChange={() => {
          setFarOffer(null);
          form.setFocus('bidAmount');
        }}
      />
    </form>
  );
}

/** "Your offer is 2% of the asking price": the second look before an offer far from the price is sent. */
function ConfirmFarOffer({
  offer,
  askingPrice,
  onSend,
  onChange,
}: {
  offer: { payload: PlaceBidBody; share: number } | null;
  askingPrice: string;
  onSend: () => void;
  onChange: () => void;
}) {
  const share = (offer?.share ?? 0) * 100;
  // One decimal below 10 %, so a token offer does not read "0%".
  // Two significant digits below 10 % ("6.7%", "0.02%"), never a bare "0.0%"; whole percents above.
  const percent = `${share < 10 ? Number(share.toPrecision(2)) : formatNumber(Math.round(share))}%`;
  return (
    <AlertDialog open={offer !== null} onOpenChange={(open) => !open && onChange()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('Your offer is {percent} of the asking price', { percent })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('You are offering {offer} for a listing asking {asking}. Send it anyway?', {
              offer: offer ? formatPrice(offer.payload.bidAmount) : '',
              asking: formatPrice(askingPrice),
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('Change amount')}</AlertDialogCancel>
          <AlertDialogAction onClick={onSend}>{t('Send offer')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
