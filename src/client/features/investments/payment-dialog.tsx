import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react';
import { CheckCircle2, Copy, Lock, ReceiptText } from 'lucide-react';
import { DELAYS, type PaymentMethodId } from '@shared/constants';
import { formatPrice } from '@shared/format';
import { PaymentMark, PaymentMethodName } from '@client/components/forms/payment-marks';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { PaymentMethodGrid, RiskAcknowledgement } from './payment-methods';

// The simulated payment of an investment (docs/product.md#paying): choose a method (and, before a
// first investment in the opportunity, confirm its risks), "Processing Payment" for 2 seconds,
// "Payment Successful" for 1.5 seconds while the investment is recorded, then the payment's
// reference and receipt until the investor closes it.

/** The modal's steps: choose → processing → paid (until the investment is recorded or failed) → receipt. */
type PaymentStep = 'choose' | 'processing' | 'paid' | 'receipt';

/** How long each simulated step lasts, in ms; the props of the same names override them. */
export const PAYMENT_TIMINGS = {
  processingMs: DELAYS.paymentProcessingMs,
  successPauseMs: DELAYS.paymentSuccessPauseMs,
} as const;

/** What Pay hands over to be recorded. */
export interface Payment {
  method: PaymentMethodId;
  /** The risk statement was shown and confirmed. */
  riskAcknowledged: boolean;
}

export interface PaymentDialogProps {
  /** Whether the modal is shown. Keep it open until `onDone`. */
  open: boolean;
  /** SAR as a decimal string ("25000", "25000.50"). */
  amount: string;
  /** The opportunity's title. */
  title: string;
  /** The chosen method (controlled); Pay is disabled while it is null. */
  method: PaymentMethodId | null;
  onMethodChange: (method: PaymentMethodId) => void;
  /** The investor's first investment in this opportunity: Pay waits for the risk statement to be confirmed. */
  riskAcknowledgementRequired: boolean;
  /** The server's message when it asked for the confirmation, shown beside the checkbox. */
  riskAcknowledgementError?: string;
  /** Cancel, the close button, Escape or an outside click, while a method is being chosen. */
  onCancel: () => void;
  /**
   * Called once per Pay, after `processingMs` then `successPauseMs`, to record the investment; resolves
   * with the payment's ledger reference. "Payment Successful" stays up until it settles; a failure goes
   * back to choosing. Not called if the modal unmounts before.
   */
  onPaid: (payment: Payment) => Promise<string>;
  /** Done, the close button or Escape, once the reference is shown. */
  onDone: () => void;
  processingMs?: number;
  successPauseMs?: number;
  /** As the modal closes; the focus goes back to what opened it unless this prevents it. */
  onCloseAutoFocus?: (event: Event) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The opportunity's title inside a sentence: user-written, in its own direction. */
const titleIn = (title: string) => <span dir="auto">{title}</span>;

export function PaymentDialog({
  open,
  amount,
  title,
  method,
  onMethodChange,
  riskAcknowledgementRequired,
  riskAcknowledgementError,
  onCancel,
  onPaid,
  onDone,
  processingMs = PAYMENT_TIMINGS.processingMs,
  successPauseMs = PAYMENT_TIMINGS.successPauseMs,
  onCloseAutoFocus,
}: PaymentDialogProps) {
  const [step, setStep] = useState<PaymentStep>('choose');
  const [acknowledged, setAcknowledged] = useState(false);
  const [reference, setReference] = useState('');
  // Each opening starts afresh: a method to choose, the risks to confirm again.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setStep('choose');
      setAcknowledged(false);
    }
  }
  // The payment outlives renders; it stops if the modal goes away mid-way.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // While the payment runs the modal cannot be closed (no close button, Escape or outside click).
  const busy = step === 'processing' || step === 'paid';
  const ready = method !== null && (!riskAcknowledgementRequired || acknowledged);

  const pay = async () => {
    if (!method || !ready) return;
    setStep('processing');
    await sleep(processingMs);
    if (!alive.current) return;
    setStep('paid');
    await sleep(successPauseMs);
    if (!alive.current) return;
    try {
      const recorded = await onPaid({ method, riskAcknowledged: riskAcknowledgementRequired && acknowledged });
      if (!alive.current) return;
      setReference(recorded);
      setStep('receipt');
    } catch {
      // The caller reports its own failure; the modal goes back to choosing.
      if (alive.current) setStep('choose');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || busy) return;
        if (step === 'receipt') onDone();
        else onCancel();
      }}
    >
      <DialogContent
        showCloseButton={!busy}
        aria-busy={busy}
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        onInteractOutside={(e) => busy && e.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
        className="p-4 sm:max-w-lg sm:p-6"
      >
        {step === 'processing' ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center" role="status">
            <Spinner label="" className="size-12 text-primary" />
            <DialogTitle>{t('Processing Payment')}</DialogTitle>
            <DialogDescription className="flex flex-col items-center gap-2">
              {method ? <PaymentMark method={method} decorative /> : null}
              <span>
                {method ? (
                  <Trans
                    id="Paying {amount} with {method}. Please keep this window open."
                    values={{ amount: formatPrice(amount), method: <PaymentMethodName method={method} /> }}
                  />
                ) : (
                  t('Paying {amount}. Please keep this window open.', { amount: formatPrice(amount) })
                )}
              </span>
            </DialogDescription>
          </div>
        ) : step === 'paid' ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center" role="status">
            <CheckCircle2 className="size-14 text-success" aria-hidden />
            <DialogTitle>{t('Payment Successful')}</DialogTitle>
            <DialogDescription className="flex items-center gap-2">
              <Spinner label="" className="size-4" /> {t('Recording your investment...')}
            </DialogDescription>
          </div>
        ) : step === 'receipt' ? (
          <PaymentReceipt amount={amount} title={title} method={method} reference={reference} onDone={onDone} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('Choose Payment Method')}</DialogTitle>
              <DialogDescription>
                <Trans
                  id="Investing <0>{amount}</0> in {title}. Payments are simulated; no real funds are processed."
                  values={{ amount: formatPrice(amount), title: titleIn(title) }}
                  components={{ 0: <strong className="text-foreground tabular-nums" /> }}
                />
              </DialogDescription>
            </DialogHeader>
            <PaymentMethodGrid method={method} onMethodChange={onMethodChange} />
            {riskAcknowledgementRequired ? (
              <RiskAcknowledgement acknowledged={acknowledged} onAcknowledgedChange={setAcknowledged} error={riskAcknowledgementError} />
            ) : null}
            <DialogFooter className="sticky -bottom-4 -mx-4 -mb-4 border-t bg-background px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
              <Button type="button" variant="outline" onClick={onCancel}>
                {t('Cancel')}
              </Button>
              <Button type="button" onClick={() => void pay()} disabled={!ready}>
                <Lock className="size-4" aria-hidden /> {t('Pay {amount}', { amount: formatPrice(amount) })}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The payment's reference, to copy or to open as a receipt, until Done. */
function PaymentReceipt({
  amount,
  title,
  method,
  reference,
  onDone,
}: {
  amount: string;
  title: string;
  method: PaymentMethodId | null;
  reference: string;
  onDone: () => void;
}) {
  const done = useRef<HTMLButtonElement>(null);
  // The Pay button that had the focus is gone: the keyboard lands on Done.
  useEffect(() => done.current?.focus(), []);
  const copy = () =>
    navigator.clipboard.writeText(reference).then(
      () => toast({ title: t('Reference copied'), description: reference }),
      () => toast({ title: t('Error'), description: t('Could not copy the reference. Select it and copy it.'), variant: 'destructive' }),
    );

  return (
    <>
      <div className="flex flex-col items-center gap-3 pt-6 text-center">
        <CheckCircle2 className="size-14 text-success" aria-hidden />
        <DialogTitle>{t('Payment Successful')}</DialogTitle>
        <DialogDescription>
          {method ? (
            <Trans
              id="You invested <0>{amount}</0> in {title} with {method}. No real funds moved."
              values={{ amount: formatPrice(amount), title: titleIn(title), method: <PaymentMethodName method={method} /> }}
              components={{ 0: <strong className="text-foreground tabular-nums" /> }}
            />
          ) : (
            <Trans
              id="You invested <0>{amount}</0> in {title}. No real funds moved."
              values={{ amount: formatPrice(amount), title: titleIn(title) }}
              components={{ 0: <strong className="text-foreground tabular-nums" /> }}
            />
          )}
        </DialogDescription>
        <div className="flex items-center gap-1 rounded-lg border border-border bg-muted py-1 ps-3 pe-1">
          <p className="text-sm">
            {t('Reference')}{' '}
            <strong dir="ltr" className="font-mono tracking-wide select-all">
              {reference}
            </strong>
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => void copy()}
            aria-label={t('Copy reference')}
            title={t('Copy reference')}
          >
            <Copy aria-hidden />
          </Button>
        </div>
      </div>
      <DialogFooter>
        <Button asChild variant="outline">
          <Link href={`/portfolio/receipts/${reference}`}>
            <ReceiptText className="size-4" aria-hidden /> {t('View receipt')}
          </Link>
        </Button>
        <Button ref={done} type="button" onClick={onDone}>
          {t('Done')}
        </Button>
      </DialogFooter>
    </>
  );
}
