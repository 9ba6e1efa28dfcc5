import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, CreditCard, Landmark, Lock, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';
import { DELAYS, PAYMENT_METHODS } from '@shared/constants';
import { formatSar } from '@shared/money';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';

// The simulated payment of an investment (docs/product.md#investments): choose a method, "Processing
// Payment" for 2 seconds, "Payment Successful" for 1.5 seconds, then the investment is recorded.

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];

/** The modal's steps: choose a method → processing → paid (shown until the investment is recorded or failed). */
type PaymentStep = 'choose' | 'processing' | 'paid';

/** How long each simulated step lasts, in ms; the props of the same names override them. */
export const PAYMENT_TIMINGS = {
  processingMs: DELAYS.paymentProcessingMs,
  successPauseMs: DELAYS.paymentSuccessPauseMs,
} as const;

export interface PaymentDialogProps {
  /** Whether the modal is shown. Keep it open until `onPaid` has settled. */
  open: boolean;
  /** SAR as a decimal string ("25000", "25000.50"). */
  amount: string;
  /** The opportunity's title. */
  title: string;
  /** The chosen method (controlled); Pay is disabled while it is null. */
  method: PaymentMethodId | null;
  onMethodChange: (method: PaymentMethodId) => void;
  /** Cancel, the close button, Escape or an outside click, while a method is being chosen. */
  onCancel: () => void;
  /**
   * Called once per Pay, after `processingMs` then `successPauseMs`, to record the investment;
   * "Payment Successful" stays up until it settles. Not called if the modal unmounts before.
   */
  onPaid: (method: PaymentMethodId) => Promise<void> | void;
  processingMs?: number;
  successPauseMs?: number;
  /** As the modal closes; the focus goes back to what opened it unless this prevents it. */
  onCloseAutoFocus?: (event: Event) => void;
}

const METHOD_ICONS: Record<PaymentMethodId, LucideIcon> = {
  card: CreditCard,
  paytabs: Wallet,
  hyperpay: ShieldCheck,
  transfer: Landmark,
  // PLACEHOLDER (helper "payment"): each method's own mark.
  mada: CreditCard,
  'apple-pay': Wallet,
  'stc-pay': Wallet,
  sadad: Landmark,
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function PaymentDialog({
  open,
  amount,
  title,
  method,
  onMethodChange,
  onCancel,
  onPaid,
  processingMs = PAYMENT_TIMINGS.processingMs,
  successPauseMs = PAYMENT_TIMINGS.successPauseMs,
  onCloseAutoFocus,
}: PaymentDialogProps) {
  const [step, setStep] = useState<PaymentStep>('choose');
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
  const methodName = PAYMENT_METHODS.find((m) => m.id === method)?.name;

  const pay = async () => {
    if (!method) return;
    setStep('processing');
    await sleep(processingMs);
    if (!alive.current) return;
    setStep('paid');
    await sleep(successPauseMs);
    if (!alive.current) return;
    try {
      await onPaid(method);
    } catch {
      // The caller reports its own failure (a toast); the modal goes back to choosing.
    } finally {
      if (alive.current) setStep('choose');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <DialogContent
        showCloseButton={!busy}
        aria-busy={busy}
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        onInteractOutside={(e) => busy && e.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
        className="sm:max-w-md"
      >
        {step === 'processing' ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center" role="status">
            <Spinner label="" className="size-12 text-primary" />
            <DialogTitle>Processing Payment</DialogTitle>
            <DialogDescription>
              Paying {formatSar(amount)} SAR{methodName ? ` with ${methodName}` : ''}. Please keep this window open.
            </DialogDescription>
          </div>
        ) : step === 'paid' ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center" role="status">
            <CheckCircle2 className="size-14 text-success" aria-hidden />
            <DialogTitle>Payment Successful</DialogTitle>
            <DialogDescription className="flex items-center gap-2">
              <Spinner label="" className="size-4" /> Recording your investment...
            </DialogDescription>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Choose Payment Method</DialogTitle>
              <DialogDescription>
                Investing <strong className="text-foreground tabular-nums">{formatSar(amount)} SAR</strong> in {title}. Payments are
                simulated; no real funds are processed.
              </DialogDescription>
            </DialogHeader>
            <fieldset className="space-y-2">
              <legend className="sr-only">Payment method</legend>
              {PAYMENT_METHODS.map((m) => {
                const Icon = METHOD_ICONS[m.id];
                return (
                  <label
                    key={m.id}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                  >
                    <input
                      type="radio"
                      name="payment-method"
                      value={m.id}
                      checked={method === m.id}
                      onChange={() => onMethodChange(m.id)}
                      className="size-4 accent-primary"
                    />
                    <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center gap-2 font-medium">
                        {m.name}
                        {'popular' in m && m.popular ? <Badge variant="warning">Popular</Badge> : null}
                      </span>
                      <span className="block text-sm text-muted-foreground">{m.description}</span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="button" onClick={() => void pay()} disabled={!method}>
                <Lock className="size-4" aria-hidden /> Pay {formatSar(amount)} SAR
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
