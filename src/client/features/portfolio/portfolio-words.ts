import { PAYMENT_METHODS, type InvestmentType, type LedgerEntryKind, type PaymentMethodId } from '@shared/constants';
import { formatSar } from '@shared/money';

// The portfolio's words: kinds of movement, which way their money went, methods, types and days.

/** What every receipt, and the portfolio page, says of the money shown. */
export const SIMULATED_STATEMENT = 'Payments on Manzil are simulated: no real funds moved.';

/** A movement's kind, and whether the money left the investor (an investment) or came to them. */
export const LEDGER_KINDS: Record<LedgerEntryKind, { label: string; incoming: boolean }> = {
  investment: { label: 'Investment', incoming: false },
  distribution: { label: 'Distribution', incoming: true },
  refund: { label: 'Refund', incoming: true },
};

/** "−30,000 SAR" for money paid, "+1,250.50 SAR" for money received. */
export function signedAmount(kind: LedgerEntryKind, amount: string): string {
  return `${LEDGER_KINDS[kind].incoming ? '+' : '−'}${formatSar(amount)} SAR`;
}

/** Green for money received; money paid stays in the text colour (its sign says it). */
export const amountClass = (kind: LedgerEntryKind): string => (LEDGER_KINDS[kind].incoming ? 'text-success' : 'text-foreground');

export const methodName = (method: PaymentMethodId): string => PAYMENT_METHODS.find((m) => m.id === method)?.name ?? method;

const TYPE_LABELS: Record<InvestmentType, string> = { REIT: 'REIT', fund: 'Fund', development: 'Development' };
export const investmentTypeLabel = (type: string): string => TYPE_LABELS[type as InvestmentType] ?? type;

/** "Jan 31, 2026": the day in Saudi time, the days the ledger's filters count in. */
export function riyadhDate(value: string): string {
  return new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Riyadh' });
}
