import { sql } from 'drizzle-orm';
import type { LedgerEntryKind, PaymentMethodId } from '../../../shared/constants';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries } from '../../db/schema';

// The one writer of the ledger (docs/product.md#the-ledger). Call it in the transaction of the
// movement itself (the investment, the refund, the distribution), so an entry exists exactly when
// the money moved. Each entry's reference is made by the database (ledger_reference, migration 0010):
// MNZ-<the year it happened, Riyadh time>-<a serial of at least six digits>, unique.

export interface NewLedgerEntry {
  userId: string;
  kind: LedgerEntryKind;
  investmentId: number;
  /** The holding paid for or refunded (investment, refund). */
  holdingId?: number;
  /** The distribution this is the investor's part of. */
  distributionId?: number;
  /** Positive, SAR, two decimals at most: the kind says which way the money went. */
  amount: string;
  method: PaymentMethodId;
  occurredAt: Date;
}

/** Writes the entries in the order given (their serials follow it); answers each one's id and reference. */
export async function recordLedgerEntries(db: Db | Tx, entries: NewLedgerEntry[]): Promise<{ id: number; reference: string }[]> {
  if (!entries.length) return [];
  return db
    .insert(ledgerEntries)
    .values(
      entries.map((e) => ({
        reference: sql`ledger_reference(${e.occurredAt.toISOString()}::timestamptz)`,
        userId: e.userId,
        kind: e.kind,
        investmentId: e.investmentId,
        holdingId: e.holdingId ?? null,
        distributionId: e.distributionId ?? null,
        amount: e.amount,
        method: e.method,
        occurredAt: e.occurredAt,
      })),
    )
    .returning({ id: ledgerEntries.id, reference: ledgerEntries.reference });
}
