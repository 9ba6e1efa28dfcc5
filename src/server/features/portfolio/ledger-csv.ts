import type { LedgerEntryKind } from '../../../shared/constants';

// The ledger as a CSV file (docs/product.md#the-ledger): RFC 4180, with a byte-order mark so that
// Excel reads the UTF-8 (Arabic titles) as UTF-8, and no cell a spreadsheet would run as a formula.

export interface LedgerCsvRow {
  reference: string;
  /** Riyadh time, "2026-03-01 09:05". */
  date: string;
  kind: LedgerEntryKind;
  opportunity: string;
  /** The method's display name ("Apple Pay"). */
  method: string;
  /** Positive, as stored: the kind says which way the money went. */
  amount: string;
}

const HEADER = ['Reference', 'Date', 'Type', 'Opportunity', 'Method', 'Amount'];
const KIND_NAMES: Record<LedgerEntryKind, string> = { investment: 'Investment', distribution: 'Distribution', refund: 'Refund' };
const BOM = '\uFEFF';

/**
 * Text a spreadsheet shows, never runs: a cell that starts with = + - @, a tab or a carriage return
 * gets a leading apostrophe (OWASP's CSV-injection advice). The Amount column is left alone: it is
 * a number Manzil writes itself ("-50000.00"), and must stay one so a spreadsheet can sum it.
 */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** RFC 4180: a field holding a comma, a double quote or a line break is quoted, its quotes doubled. */
const field = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** Money out of the investor's pocket (an investment) is negative; money paid to them is positive. */
const signed = (row: LedgerCsvRow) => (row.kind === 'investment' ? `-${row.amount}` : row.amount);

export function ledgerCsvOf(rows: LedgerCsvRow[]): string {
  const lines = [
    HEADER,
    ...rows.map((r) => [...[r.reference, r.date, KIND_NAMES[r.kind], r.opportunity, r.method].map(asText), signed(r)]),
  ];
  return BOM + lines.map((cells) => cells.map(field).join(',')).join('\r\n') + '\r\n';
}
