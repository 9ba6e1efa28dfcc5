import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CheckCircle2, Lock, ShieldCheck, TrendingUp } from 'lucide-react';
import { plural } from '@shared/format';
import { formatSar, toHalalas } from '@shared/money';
import { formatRoi } from '@client/components/investment-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { isUnauthorized } from '@client/lib/api-client';
import { handleLoginRequired, handleUnauthorized, useAuth } from '@client/lib/auth';
import { IdempotencyKeyPerPayload } from '@client/lib/idempotency-key-per-payload';
import { useInvest, type Investment } from '@client/features/investments/api/investments';
import { toast } from '@client/lib/toast';
import { halalasToAmount, remainingHalalas } from './funding';
import { InvestmentAmountForm } from './investment-amount-form';
import { PaymentDialog, type PaymentMethodId } from './payment-dialog';

// The Invest Now card (docs/product.md#investments): anyone signed in may invest in an active
// opportunity, at least its minimum and no more than what remains; the server checks it again.

/** idle → form → payment (the modal: choose, processing, paid, then the POST) → done; a failed POST goes back to form. */
type Phase = 'idle' | 'form' | 'payment' | 'done';

/** Why Invest Now is disabled, or null when it is not. */
function closedReason(investment: Investment): string | null {
  if (investment.status === 'funded') return 'This opportunity is fully funded and no longer accepts investments.';
  if (investment.status !== 'active') return 'This opportunity is closed to new investments.';
  if (remainingHalalas(investment) < toHalalas(investment.minimumInvestment)) {
    return `Only ${formatSar(halalasToAmount(remainingHalalas(investment)))} SAR of funding remains, less than the minimum investment.`;
  }
  return null;
}

export function InvestCard({ investment }: { investment: Investment }) {
  const { user, isLoading: authLoading } = useAuth();
  const invest = useInvest();
  const reasonId = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [amount, setAmount] = useState(() => halalasToAmount(toHalalas(investment.minimumInvestment)));
  const [invested, setInvested] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethodId | null>(null);
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

  const record = async () => {
    const idempotencyKey = idempotencyKeys.keyFor({ investmentId: investment.id, amount });
    try {
      await invest.mutateAsync({ investmentId: investment.id, amount, idempotencyKey });
      idempotencyKeys.settled();
      if (!alive.current) return;
      setInvested(amount);
      setMethod(null);
      setPhase('done');
      toast({ title: 'Success', description: 'Your investment has been processed successfully!' });
    } catch (err) {
      if (!alive.current) return;
      setPhase('form');
      if (isUnauthorized(err)) handleUnauthorized();
      // A failed investment shows this fixed message, never the server's.
      else toast({ title: 'Error', description: 'Failed to process investment. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Card className="border-primary/30 shadow-md">
      <CardHeader>
        <CardTitle>
          <h2 ref={doneHeading} tabIndex={phase === 'done' ? -1 : undefined} className="outline-none">
            {phase === 'done' ? 'Investment Successful!' : 'Invest Now'}
          </h2>
        </CardTitle>
        {phase === 'done' ? null : (
          <CardDescription>
            From {formatSar(investment.minimumInvestment)} SAR, expected {formatRoi(investment.expectedRoi)} a year over{' '}
            {plural(investment.duration, 'month', 'months')}.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {phase === 'done' ? (
          <div className="flex flex-col items-center gap-3 text-center" role="status">
            <CheckCircle2 className="size-12 text-success" aria-hidden />
            <p>
              You invested <strong className="tabular-nums">{formatSar(invested ?? amount)} SAR</strong> in {investment.title}.
            </p>
            <div className="mt-2 flex w-full flex-col gap-2">
              <Button asChild>
                <Link href="/invest#portfolio">View Your Portfolio</Link>
              </Button>
              <Button type="button" variant="outline" onClick={goIdle} disabled={reason !== null}>
                Invest Again
              </Button>
            </div>
          </div>
        ) : phase === 'form' || phase === 'payment' ? (
          <InvestmentAmountForm
            investment={investment}
            defaultAmount={amount}
            locked={phase === 'payment'}
            onCancel={goIdle}
            onSubmit={(value) => {
              setAmount(value);
              setPhase('payment');
            }}
          />
        ) : (
          <div className="space-y-3">
            <Button
              ref={investNowButton}
              type="button"
              size="lg"
              className="w-full"
              onClick={startInvesting}
              disabled={reason !== null || authLoading}
              aria-describedby={reason ? reasonId : undefined}
            >
              <TrendingUp className="size-4" aria-hidden /> Invest Now
            </Button>
            {reason ? (
              <p id={reasonId} className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
                <Lock className="mt-0.5 size-4 shrink-0" aria-hidden /> {reason}
              </p>
            ) : !user && !authLoading ? (
              <p className="text-center text-sm text-muted-foreground">You will be asked to sign in first.</p>
            ) : null}
          </div>
        )}
        <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
          <ShieldCheck className="size-3.5" aria-hidden /> Payments are simulated; no real funds move.
        </p>
      </CardContent>

      <PaymentDialog
        open={phase === 'payment'}
        amount={amount}
        title={investment.title}
        method={method}
        onMethodChange={setMethod}
        onCancel={() => setPhase('form')}
        onPaid={record}
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
