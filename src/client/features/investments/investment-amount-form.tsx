import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { z } from 'zod';
import { formatPrice } from '@shared/format';
import { toHalalas } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { MoneyField } from '@client/components/money-input';
import { t } from '@client/lib/i18n';
import type { Investment } from '@client/features/investments/api/investments';
import { halalasToAmount, remainingHalalas } from './funding';

/**
 * The amount form's rule (docs/product.md#investments): at least the minimum, at most what is left to
 * raise, at most two decimals.
 */
function amountFormSchema(minimum: string, remaining: bigint) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: t('Amount is required'), abort: true })
      .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: t('Enter an amount in SAR with at most two decimals'), abort: true })
      .refine((v) => toHalalas(v) >= toHalalas(minimum), {
        error: t('The minimum investment is {amount}', { amount: formatPrice(minimum) }),
        abort: true,
      })
      .refine((v) => toHalalas(v) <= remaining, t('Only {amount} of funding remains', { amount: formatPrice(halalasToAmount(remaining)) })),
  });
}
type AmountFormValues = z.infer<ReturnType<typeof amountFormSchema>>;

export interface InvestmentAmountFormProps {
  investment: Investment;
  /** SAR as a decimal string. */
  defaultAmount: string;
  /** The server's reason for refusing the amount (the per-investor cap), shown on the field. */
  serverError?: string;
  /** Disables the form while the payment modal is open. */
  locked: boolean;
  onCancel: () => void;
  /** The valid amount, trimmed, as a decimal string. */
  onSubmit: (amount: string) => void;
}

export function InvestmentAmountForm({ investment, defaultAmount, serverError, locked, onCancel, onSubmit }: InvestmentAmountFormProps) {
  const remaining = remainingHalalas(investment);
  const schema = useMemo(() => amountFormSchema(investment.minimumInvestment, remaining), [investment.minimumInvestment, remaining]);
  const form = useForm<AmountFormValues>({ resolver: zodResolver(schema), defaultValues: { amount: defaultAmount }, mode: 'onTouched' });
  const error = form.formState.errors.amount?.message;
  useEffect(() => {
    if (serverError) form.setError('amount', { message: serverError }, { shouldFocus: true });
  }, [serverError, form]);

  return (
    <form onSubmit={form.handleSubmit((v) => onSubmit(v.amount))} noValidate>
      <fieldset disabled={locked} className="space-y-4">
        <legend className="sr-only">{t('Investment amount')}</legend>
        <FormField
          label={t('Investment Amount (SAR)')}
          htmlFor="investment-amount"
          error={error}
          description={t('Minimum {minimum} · up to {available} available', {
            minimum: formatPrice(investment.minimumInvestment),
            available: formatPrice(halalasToAmount(remaining)),
          })}
          required
        >
          {/* Opened by Invest Now with the minimum filled in and selected: typing replaces it. */}
          <MoneyField
            control={form.control}
            name="amount"
            id="investment-amount"
            decimals
            selectOnFocus
            autoFocus
            aria-invalid={!!error}
            className="text-lg tabular-nums"
          />
        </FormField>
        <div className="flex flex-col gap-2">
          <Button type="submit" size="lg">
            <CreditCard className="size-4" aria-hidden /> {t('Proceed to Payment')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
