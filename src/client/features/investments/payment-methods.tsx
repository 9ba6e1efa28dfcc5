import { useEffect, useId, useRef } from 'react';
import { PAYMENT_METHODS, type RISK_STATEMENT, type PaymentMethodId } from '@shared/constants';
import { PaymentMark, PaymentMethodName, paymentMethodDescription } from '@client/components/forms/payment-marks';
import { Badge } from '@client/components/ui/badge';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { msg, t } from '@client/lib/i18n';

// The payment modal's choices (docs/product.md#paying): the methods as a grid of two columns that
// fits a phone, and the risk statement an investor confirms before their first investment in an
// opportunity.

/** RISK_STATEMENT (TypeScript holds it to it), marked for the catalog: the investor reads it in the page's language. */
const RISKS: typeof RISK_STATEMENT = msg(
  'I understand that real-estate investments can lose value, that returns are not guaranteed, that my money may be locked in for the whole term, and that past or expected returns do not promise future ones.',
);

export function PaymentMethodGrid({
  method,
  onMethodChange,
}: {
  method: PaymentMethodId | null;
  onMethodChange: (method: PaymentMethodId) => void;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="sr-only">{t('Payment method')}</legend>
      {PAYMENT_METHODS.map((m) => (
        <label
          key={m.id}
          className="flex cursor-pointer flex-col gap-1.5 rounded-lg border border-border p-2.5 transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:p-3"
        >
          <span className="flex items-center justify-between gap-2">
            <PaymentMark method={m.id} decorative className="h-7 w-[42px]" />
            <input
              type="radio"
              name="payment-method"
              value={m.id}
              checked={method === m.id}
              onChange={() => onMethodChange(m.id)}
              className="size-4 accent-primary"
            />
          </span>
          <span className="flex flex-wrap items-center gap-1.5 leading-tight font-medium">
            <PaymentMethodName method={m.id} />
            {'popular' in m && m.popular ? <Badge variant="warning">{t('Popular')}</Badge> : null}
          </span>
          <span className="text-xs leading-snug text-muted-foreground">{paymentMethodDescription(m.id)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** RISK_STATEMENT and its required checkbox; `error` is the server's message when it asked for it. */
export function RiskAcknowledgement({
  acknowledged,
  onAcknowledgedChange,
  error,
}: {
  acknowledged: boolean;
  onAcknowledgedChange: (acknowledged: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const box = useRef<HTMLButtonElement>(null);
  // The server asked for it after the payment was sent: the box takes the focus, scrolled into view.
  useEffect(() => {
    if (error) box.current?.focus();
  }, [error]);
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-warning/50 bg-warning/10 p-3">
      <p id={`${id}-title`} className="text-sm font-semibold">
        {t('Investment risks')}
      </p>
      <p id={`${id}-statement`} className="text-sm leading-relaxed">
        {t(RISKS)}
      </p>
      <div className="flex items-start gap-2 pt-1">
        <Checkbox
          ref={box}
          id={`${id}-box`}
          checked={acknowledged}
          onCheckedChange={(checked) => onAcknowledgedChange(checked === true)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-statement ${id}-error` : `${id}-statement`}
          className="mt-0.5"
        />
        <Label htmlFor={`${id}-box`} className="leading-snug">
          {t('I have read and understood the risks')}
        </Label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
