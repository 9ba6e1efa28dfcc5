import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'wouter';
import {
  ArrowLeft, BarChart3, Calendar, CheckCircle2, Clock, CreditCard, Landmark, Lock, MapPin, Percent, SearchX, ShieldCheck,
  TrendingUp, Wallet, type LucideIcon,
} from 'lucide-react';
import { z } from 'zod';
import { DELAYS, PAYMENT_METHODS } from '@shared/constants';
import { formatDateTime, fundingPercent } from '@shared/format';
import { formatSar, toHalalas } from '@shared/money';
import { INVESTMENT_TYPE_STYLES, InvestmentStatusBadge, formatRoi } from '@client/components/investment-card';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Progress } from '@client/components/ui/progress';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { isUnauthorized } from '@client/lib/api-client';
import { handleLoginRequired, handleUnauthorized, useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { newIdempotencyKey } from '@client/lib/idempotency-key';
import { useInvest, useInvestment } from '@client/features/investments/api/investments';
import { toast } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import type { ApiSchema } from '@client/lib/api-client';

type Investment = ApiSchema['Investment'];

// /investments/{id} (SPEC §2 "Investment detail", §4 "Investment payment"). Money is compared as integer
// halalas (BigInt), never as floats; the server checks the same rules again.

type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
const METHOD_ICONS: Record<PaymentMethodId, LucideIcon> = {
  card: CreditCard,
  paytabs: Wallet,
  hyperpay: ShieldCheck,
  transfer: Landmark,
};

/** idle → form → choose (modal) → processing (2000 ms) → paid ('Payment Successful' 1500 ms, then POST) → done. */
type Phase = 'idle' | 'form' | 'choose' | 'processing' | 'paid' | 'done';

/** Integer halalas → the shortest decimal string: 2500000n → "25000", 2500050n → "25000.50". */
function halalasToAmount(halalas: bigint): string {
  const whole = (halalas / 100n).toString();
  const cents = halalas % 100n;
  return cents === 0n ? whole : `${whole}.${cents.toString().padStart(2, '0')}`;
}

function remainingHalalas(investment: Investment): bigint {
  const remaining = toHalalas(investment.totalFunding) - toHalalas(investment.currentFunding);
  return remaining > 0n ? remaining : 0n;
}

/** The amount form's rule: at least the minimum, at most what is left to raise, at most two decimals. */
function amountFormSchema(minimum: string, remaining: bigint) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { error: 'Amount is required', abort: true })
      .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: 'Enter an amount in SAR with at most two decimals', abort: true })
      .refine((v) => toHalalas(v) >= toHalalas(minimum), { error: `The minimum investment is ${formatSar(minimum)} SAR`, abort: true })
      .refine((v) => toHalalas(v) <= remaining, `Only ${formatSar(halalasToAmount(remaining))} SAR of funding remains`),
  });
}
type AmountForm = z.infer<ReturnType<typeof amountFormSchema>>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export default function InvestmentDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { data: investment, isPending, isError } = useInvestment(id);
  const validId = /^[1-9]\d{0,9}$/.test(id ?? '');
  usePageTitle(investment?.title ?? (validId && isPending ? 'Investment Details' : 'Investment Not Found'));

  if (!validId || isError) return <NotFound />;
  if (isPending) return <DetailSkeleton />;
  return <InvestmentDetail investment={investment} />;
}

function BackLink({ className }: { className?: string }) {
  return (
    <Link href="/invest" className={cn('inline-flex items-center gap-1.5 text-sm font-medium hover:underline', className)}>
      <ArrowLeft className="size-4" aria-hidden /> Back to Investments
    </Link>
  );
}

function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">Investment Not Found</h1>
      <p className="mt-2 text-muted-foreground">Failed to load investment details</p>
      <Button asChild className="mt-6">
        <Link href="/invest">
          <ArrowLeft className="size-4" aria-hidden /> Back to Investments
        </Link>
      </Button>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading investment">
      <div className="bg-slate-100">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-10 sm:px-6">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-4 w-32" />
          <div className="grid grid-cols-2 gap-4 pt-4 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-20" />)}
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-56" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-56" />
          <Skeleton className="h-48" />
        </div>
      </div>
    </div>
  );
}

function InvestmentDetail({ investment }: { investment: Investment }) {
  const style = INVESTMENT_TYPE_STYLES[investment.investmentType] ?? INVESTMENT_TYPE_STYLES.REIT;
  const percent = fundingPercent(investment.currentFunding, investment.totalFunding);
  const remaining = halalasToAmount(remainingHalalas(investment));
  const headline = [
    { label: 'Expected ROI', value: formatRoi(investment.expectedRoi), Icon: Percent },
    { label: 'Minimum Investment', value: `${formatSar(investment.minimumInvestment)} SAR`, Icon: Wallet },
    { label: 'Duration', value: `${investment.duration} months`, Icon: Clock },
    { label: 'Total Funding', value: `${formatSar(investment.totalFunding)} SAR`, Icon: Landmark },
  ];

  return (
    <>
      <section className={cn('bg-gradient-to-br text-white', style.header)}>
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
          <BackLink className="text-white/90 hover:text-white" />
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <Badge variant="outline" className="border-white/40 bg-white/15 font-semibold tracking-wide text-white">
              {investment.investmentType.toUpperCase()}
            </Badge>
            <InvestmentStatusBadge status={investment.status} className={investment.status === 'active' ? '' : 'border-white/40 bg-white text-slate-900'} />
          </div>
          <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight sm:text-4xl">{investment.title}</h1>
          <p className="mt-2 flex items-center gap-1.5 text-white/90">
            <MapPin className="size-4" aria-hidden /> {investment.location}, Saudi Arabia
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
            {headline.map(({ label, value, Icon }) => (
              <div key={label} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
                <dt className="flex items-center gap-1.5 text-sm text-white/85">
                  <Icon className="size-4" aria-hidden /> {label}
                </dt>
                <dd className="mt-1 text-base font-bold tabular-nums sm:text-2xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Funding Progress</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <div className="flex items-end justify-between gap-3">
                <p className="min-w-0">
                  <span className="block text-sm text-muted-foreground">Current Funding</span>
                  <span className="text-xl font-bold tabular-nums sm:text-2xl" data-testid="current-funding">{formatSar(investment.currentFunding)} SAR</span>
                </p>
                <p className="shrink-0 text-end">
                  <span className="block text-sm text-muted-foreground">Funded</span>
                  <span className="text-xl font-bold tabular-nums sm:text-2xl">{percent}%</span>
                </p>
              </div>
              <Progress
                value={Number(percent)}
                aria-label="Funding progress"
                getValueLabel={() => `${percent}% funded`}
                indicatorClassName={style.bar}
                className="h-3 bg-slate-200"
              />
              <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
                <span>
                  Goal: <span className="font-medium text-foreground tabular-nums">{formatSar(investment.totalFunding)} SAR</span>
                </span>
                <span>
                  Remaining: <span className="font-medium text-foreground tabular-nums">{formatSar(remaining)} SAR</span>
                </span>
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <h2>About This Opportunity</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line leading-relaxed text-foreground/90">
                {investment.description?.trim() || 'No description has been provided for this opportunity.'}
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Investment Details</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                {[
                  ['Investment Type', investment.investmentType.toUpperCase()],
                  ['Location', investment.location],
                  ['Expected ROI', `${formatRoi(investment.expectedRoi)} per year`],
                  ['Duration', `${investment.duration} months`],
                  ['Minimum Investment', `${formatSar(investment.minimumInvestment)} SAR`],
                  ['Total Funding', `${formatSar(investment.totalFunding)} SAR`],
                  ['Status', investment.status],
                  ['Created', formatDateTime(investment.createdAt)],
                ].map(([label, value]) => (
                  <div key={label} className="border-b border-border pb-3">
                    <dt className="text-sm text-muted-foreground">{label}</dt>
                    <dd className={cn('font-medium', label === 'Status' && 'capitalize')}>{value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </div>

        {/* On small screens the Invest Now card comes straight after the header, not after the whole description. */}
        <aside className="space-y-6 max-lg:order-first lg:sticky lg:top-20" aria-label="Invest">
          <InvestCard investment={investment} />
          <StatsCard investment={investment} />
        </aside>
      </div>
    </>
  );
}

function StatsCard({ investment }: { investment: Investment }) {
  const percent = fundingPercent(investment.currentFunding, investment.totalFunding);
  // Yearly return on the minimum stake: minimum × ROI / 100, in halalas (ROI has two decimals: ×100).
  const yearly = (toHalalas(investment.minimumInvestment) * toHalalas(investment.expectedRoi) + 5000n) / 10000n;
  const rows: Array<[string, string, LucideIcon]> = [
    ['Funded', `${percent}%`, BarChart3],
    ['Remaining', `${formatSar(halalasToAmount(remainingHalalas(investment)))} SAR`, Landmark],
    ['Yearly return on minimum', `${formatSar(halalasToAmount(yearly))} SAR`, TrendingUp],
    ['Term', `${investment.duration} months`, Calendar],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Investment Stats</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          {rows.map(([label, value, Icon]) => (
            <div key={label} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <Icon className="size-4 text-primary" aria-hidden /> {label}
              </dt>
              <dd className="font-semibold whitespace-nowrap tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Why Invest Now is disabled, or null when it is not. */
function closedReason(investment: Investment): string | null {
  if (investment.status === 'funded') return 'This opportunity is fully funded and no longer accepts investments.';
  if (investment.status !== 'active') return 'This opportunity is closed to new investments.';
  if (remainingHalalas(investment) < toHalalas(investment.minimumInvestment)) {
    return `Only ${formatSar(halalasToAmount(remainingHalalas(investment)))} SAR of funding remains, less than the minimum investment.`;
  }
  return null;
}

function InvestCard({ investment }: { investment: Investment }) {
  const { user, isLoading: authLoading } = useAuth();
  const invest = useInvest();
  const reasonId = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [amount, setAmount] = useState(() => halalasToAmount(toHalalas(investment.minimumInvestment)));
  const [invested, setInvested] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethodId | null>(null);
  // The payment flow outlives renders; it stops if the page goes away mid-way.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const reason = closedReason(investment);

  const startInvesting = () => {
    if (!user) {
      handleLoginRequired();
      return;
    }
    setPhase('form');
  };

  const pay = async () => {
    if (!method) return;
    // One key per attempt: a repeated request of this attempt records one investment; a new attempt is new.
    const idempotencyKey = newIdempotencyKey();
    setPhase('processing');
    await sleep(DELAYS.paymentProcessingMs);
    if (!alive.current) return;
    setPhase('paid');
    await sleep(DELAYS.paymentSuccessPauseMs);
    if (!alive.current) return;
    try {
      await invest.mutateAsync({ investmentId: investment.id, amount, idempotencyKey });
      if (!alive.current) return;
      setInvested(amount);
      setMethod(null);
      setPhase('done');
      toast({ title: 'Success', description: 'Your investment has been processed successfully!' });
    } catch (err) {
      if (!alive.current) return;
      setPhase('form');
      if (isUnauthorized(err)) handleUnauthorized();
      // SPEC §8: the server's message is not shown for this failure.
      else toast({ title: 'Error', description: 'Failed to process investment. Please try again.', variant: 'destructive' });
    }
  };

  const inForm = phase === 'form' || phase === 'choose' || phase === 'processing' || phase === 'paid';

  return (
    <Card className="border-primary/30 shadow-md">
      <CardHeader>
        <CardTitle>
          <h2>{phase === 'done' ? 'Investment Successful!' : 'Invest Now'}</h2>
        </CardTitle>
        {phase === 'done' ? null : (
          <CardDescription>
            From {formatSar(investment.minimumInvestment)} SAR, expected {formatRoi(investment.expectedRoi)} a year over {investment.duration} months.
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
              <Button type="button" variant="outline" onClick={() => setPhase('idle')} disabled={reason !== null}>
                Invest Again
              </Button>
            </div>
          </div>
        ) : inForm ? (
          <AmountForm
            investment={investment}
            defaultAmount={amount}
            locked={phase !== 'form'}
            onCancel={() => setPhase('idle')}
            onSubmit={(value) => {
              setAmount(value);
              setPhase('choose');
            }}
          />
        ) : (
          <div className="space-y-3">
            <Button
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
        phase={phase}
        amount={amount}
        title={investment.title}
        method={method}
        onMethodChange={setMethod}
        onCancel={() => setPhase('form')}
        onPay={() => void pay()}
      />
    </Card>
  );
}

function AmountForm({
  investment,
  defaultAmount,
  locked,
  onCancel,
  onSubmit,
}: {
  investment: Investment;
  defaultAmount: string;
  locked: boolean;
  onCancel: () => void;
  onSubmit: (amount: string) => void;
}) {
  const remaining = remainingHalalas(investment);
  const schema = useMemo(() => amountFormSchema(investment.minimumInvestment, remaining), [investment.minimumInvestment, remaining]);
  const form = useForm<AmountForm>({ resolver: zodResolver(schema), defaultValues: { amount: defaultAmount }, mode: 'onTouched' });
  const error = form.formState.errors.amount?.message;

  return (
    <form onSubmit={form.handleSubmit((v) => onSubmit(v.amount))} noValidate>
      <fieldset disabled={locked} className="space-y-4">
        <legend className="sr-only">Investment amount</legend>
        <FormField
          label="Investment Amount (SAR)"
          htmlFor="investment-amount"
          error={error}
          description={`Minimum ${formatSar(investment.minimumInvestment)} SAR · up to ${formatSar(halalasToAmount(remaining))} SAR available`}
          required
        >
          <Input
            id="investment-amount"
            type="number"
            inputMode="decimal"
            min={Number(investment.minimumInvestment)}
            max={Number(halalasToAmount(remaining))}
            step="any"
            autoFocus
            aria-invalid={!!error}
            className="text-lg tabular-nums"
            {...form.register('amount')}
          />
        </FormField>
        <div className="flex flex-col gap-2">
          <Button type="submit" size="lg">
            <CreditCard className="size-4" aria-hidden /> Proceed to Payment
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function PaymentDialog({
  phase,
  amount,
  title,
  method,
  onMethodChange,
  onCancel,
  onPay,
}: {
  phase: Phase;
  amount: string;
  title: string;
  method: PaymentMethodId | null;
  onMethodChange: (method: PaymentMethodId) => void;
  onCancel: () => void;
  onPay: () => void;
}) {
  const open = phase === 'choose' || phase === 'processing' || phase === 'paid';
  // SPEC §4: while the payment runs the modal cannot be closed (no close button, Escape or outside click).
  const busy = phase === 'processing' || phase === 'paid';
  const methodName = PAYMENT_METHODS.find((m) => m.id === method)?.name;

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
        className="sm:max-w-md"
      >
        {phase === 'processing' ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center" role="status">
            <Spinner label="" className="size-12 text-primary" />
            <DialogTitle>Processing Payment</DialogTitle>
            <DialogDescription>
              Paying {formatSar(amount)} SAR{methodName ? ` with ${methodName}` : ''}. Please keep this window open.
            </DialogDescription>
          </div>
        ) : phase === 'paid' ? (
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
                Investing <strong className="text-foreground tabular-nums">{formatSar(amount)} SAR</strong> in {title}. Payments are simulated; no real funds are processed.
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
              <Button type="button" onClick={onPay} disabled={!method}>
                <Lock className="size-4" aria-hidden /> Pay {formatSar(amount)} SAR
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
