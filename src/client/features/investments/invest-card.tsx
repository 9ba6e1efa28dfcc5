import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react';
import { CheckCircle2, Lock, ReceiptText, ShieldCheck, TrendingUp } from 'lucide-react';
import type { PaymentMethodId } from '@shared/constants';
import { formatPrice } from '@shared/format';
import { toHalalas } from '@shared/money';
import { deadlinePassed, RaiseDeadline, raiseDeadlineText } from '@client/components/funding-deadline';
import { formatRoi, monthsText } from '@client/components/investment-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApiError, errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleLoginRequired, handleUnauthorized, useAuth } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';
import { IdempotencyKeyPerPayload } from '@client/lib/idempotency-key-per-payload';
import { useInvest, useUserInvestments, type Investment } from '@client/features/investments/api/investments';
import { toast } from '@client/lib/toast';
import { halalasToAmount, remainingHalalas } from './funding';
import { InvestmentAmountForm } from './investment-amount-form';
import { PaymentDialog, type Payment } from './payment-dialog';

// The Invest Now card (docs/product.md#investments, #paying): anyone signed in may invest in an
// active opportunity before its deadline, at least its minimum and no more than what remains; the
// first investment in it needs its risks confirmed. The server checks it all again.

/** idle → form → payment (the modal: choose, processing, paid, the POST, the reference) → done; a failed POST goes back to form. */
type Phase = 'idle' | 'form' | 'payment' | 'done';

const FAILED = msg('Failed to process investment. Please try again.');

/** Closed by its deadline (missed and refunded, or just passed): Invest Now is not offered at all. */
const pastDeadline = (investment: Investment) => investment.refundedAt !== null || deadlinePassed(investment);

/** Why Invest Now is disabled or gone, or null when it is not. */
function closedReason(investment: Investment): string | null {
  if (investment.status === 'funded') return t('This opportunity is fully funded and no longer accepts investments.');
  if (pastDeadline(investment)) return raiseDeadlineText(investment) ?? t('This opportunity is closed to new investments.');
  if (investment.status !== 'active') return t('This opportunity is closed to new investments.');
  if (remainingHalalas(investment) < toHalalas(investment.minimumInvestment)) {
    return t('Only {amount} of funding remains, less than the minimum investment.', {
      amount: formatPrice(halalasToAmount(remainingHalalas(investment))),
    });
  }
  return null;
}

export function InvestCard({ investment }: { investment: Investment }) {
  const { user, isLoading: authLoading } = useAuth();
  const invest = useInvest();
  const reasonId = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [amount, setAmount] = useState(() => halalasToAmount(toHalalas(investment.minimumInvestment)));
  const [recorded, setRecorded] = useState<{ amount: string; reference: string } | null>(null);
  const [method, setMethod] = useState<PaymentMethodId | null>(null);
  const [amountError, setAmountError] = useState<string>();
  // A first investment in the opportunity needs its risks confirmed: the client asks when the user holds
  // none of it (or before the holdings are known); the server's refusal asks in any case.
  const holdings = useUserInvestments(!!user);
  const holdsIt = holdings.data?.some((h) => h.investmentId === investment.id) ?? false;
  const [riskError, setRiskError] = useState<string>();
  // One key per amount until an investment is recorded: a retry after a lost answer (the server may
  // have recorded it) sends the same key and records one investment; another amount is another key.
  const [idempotencyKeys] = useState(() => new IdempotencyKeyPerPayload());
  // Recording the investment outlives renders; nothing more happens if the page goes away mid-way.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const reason = closedReason(investment);

  // The keyboard is never left on <body>: back from the form (Cancel, Invest Again) it lands on
  // Invest Now, and after the payment on the success heading.
  const investNowButton = useRef<HTMLButtonElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const backToInvestNow = useRef(false);
  useEffect(() => {
    if (phase !== 'idle' || !backToInvestNow.current) return;
    backToInvestNow.current = false;
    investNowButton.current?.focus();
  }, [phase]);
  const goIdle = () => {
    backToInvestNow.current = true;
    setPhase('idle');
  };

  const startInvesting = () => {
    if (!user) {
      handleLoginRequired();
      return;
    }
    setPhase('form');
  };

  /** Records the paid investment; answers its ledger reference for the modal, or throws after saying why. */
  const record = async ({ method: paymentMethod, riskAcknowledged }: Payment): Promise<string> => {
    const idempotencyKey = idempotencyKeys.keyFor({ investmentId: investment.id, amount });
    try {
      const holding = await invest.mutateAsync({
        investmentId: investment.id,
        amount,
        paymentMethod,
        ...(riskAcknowledged ? { riskAcknowledged } : {}),
        idempotencyKey,
      });
      idempotencyKeys.settled();
      if (alive.current) {
        setRecorded({ amount, reference: holding.reference });
        setRiskError(undefined);
        toast({ title: t('Success'), description: t('Your investment has been processed successfully!') });
      }
      return holding.reference;
    } catch (err) {
      if (alive.current) refused(err);
      throw err;
    }
  };

  /**
   * A refusal: the risks to confirm (the modal stays on them); otherwise back to the form, with the
   * amount's rule on the field, or the reason of a conflict written for the investor (the raise closed
   * or filled, the per-investor cap), or for anything else a fixed message, never the server's.
   */
  const refused = (err: unknown) => {
    const status = err instanceof ApiError ? err.status : 0;
    const fields = err instanceof ApiError && status === 400 ? err.fieldErrors : {};
    if (fields.riskAcknowledged) {
      setRiskError(fields.riskAcknowledged);
      return;
    }
    setPhase('form');
    if (isUnauthorized(err)) handleUnauthorized();
    else if (fields.amount) setAmountError(fields.amount);
    else toast({ title: t('Error'), description: errorMessage(status === 409 ? err : null, t(FAILED)), variant: 'destructive' });
  };

  /** The modal closed on its reference: the card says what was invested. */
  const finish = () => {
    setMethod(null);
    setPhase('done');
  };

  return (
    <Card className="border-primary/30 shadow-md">
      <CardHeader>
        <CardTitle>
          <h2 ref={doneHeading} tabIndex={phase === 'done' ? -1 : undefined} className="outline-none">
            {phase === 'done' ? t('Investment Successful!') : t('Invest Now')}
          </h2>
        </CardTitle>
        {phase === 'done' ? null : (
          <CardDescription>
            {t('From {amount}, expected {roi} a year over {months}.', {
              amount: formatPrice(investment.minimumInvestment),
              roi: formatRoi(investment.expectedRoi),
              months: monthsText(investment.duration),
            })}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {phase === 'done' ? (
          <div className="flex flex-col items-center gap-3 text-center" role="status">
            <CheckCircle2 className="size-12 text-success" aria-hidden />
            <p>
              <Trans
                id="You invested <0>{amount}</0> in {title}."
                values={{ amount: formatPrice(recorded?.amount ?? amount), title: <span dir="auto">{investment.title}</span> }}
                components={{ 0: <strong className="tabular-nums" /> }}
              />
            </p>
            {recorded ? (
              <p className="text-sm text-muted-foreground">
                {t('Reference')}{' '}
                <span dir="ltr" className="font-mono font-medium text-foreground">
                  {recorded.reference}
                </span>
              </p>
            ) : null}
            <div className="mt-2 flex w-full flex-col gap-2">
              <Button asChild>
                <Link href="/portfolio">{t('View Your Portfolio')}</Link>
              </Button>
              {recorded ? (
                <Button asChild variant="outline">
                  <Link href={`/portfolio/receipts/${recorded.reference}`}>
                    <ReceiptText className="size-4" aria-hidden /> {t('View receipt')}
                  </Link>
                </Button>
              ) : null}
              <Button type="button" variant="outline" onClick={goIdle} disabled={reason !== null}>
                {t('Invest Again')}
              </Button>
            </div>
          </div>
        ) : phase === 'form' || phase === 'payment' ? (
          <InvestmentAmountForm
            investment={investment}
            defaultAmount={amount}
            serverError={amountError}
            locked={phase === 'payment'}
            onCancel={goIdle}
            onSubmit={(value) => {
              setAmount(value);
              setAmountError(undefined);
              setPhase('payment');
            }}
          />
        ) : (
          <div className="space-y-3">
            {pastDeadline(investment) ? null : (
              <>
                <RaiseDeadline raise={investment} className="text-muted-foreground" />
                <Button
                  ref={investNowButton}
                  type="button"
                  size="lg"
                  className="w-full"
                  onClick={startInvesting}
                  disabled={reason !== null || authLoading}
                  aria-describedby={reason ? reasonId : undefined}
                >
                  <TrendingUp className="size-4" aria-hidden /> {t('Invest Now')}
                </Button>
              </>
            )}
            {reason ? (
              <p id={reasonId} className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
                <Lock className="mt-0.5 size-4 shrink-0" aria-hidden /> {reason}
              </p>
            ) : !user && !authLoading ? (
              <p className="text-center text-sm text-muted-foreground">{t('You will be asked to sign in first.')}</p>
            ) : null}
          </div>
        )}
        <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
          <ShieldCheck className="size-3.5" aria-hidden /> {t('Payments are simulated; no real funds move.')}
        </p>
      </CardContent>

      <PaymentDialog
        open={phase === 'payment'}
        amount={amount}
        title={investment.title}
        method={method}
        onMethodChange={setMethod}
        riskAcknowledgementRequired={!holdsIt || riskError !== undefined}
        riskAcknowledgementError={riskError}
        onCancel={() => setPhase('form')}
        onPaid={record}
        onDone={finish}
        onCloseAutoFocus={(event) => {
          // Closed by the recorded investment: its Proceed to Payment is gone; the success takes the focus.
          if (phase !== 'done') return;
          event.preventDefault();
          doneHeading.current?.focus();
        }}
      />
    </Card>
  );
}
