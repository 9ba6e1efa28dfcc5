import type { z } from 'zod';
import type { LedgerFilter, LedgerQuery, ledgerEntrySchema, receiptSchema } from '../../../shared/schemas/portfolio';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';

// PLACEHOLDER (helper "ledger"): reading the ledger (a page, the CSV export, one receipt).
export async function ledgerPage(_: {
  db: Db;
  actor: Actor;
  query: LedgerQuery;
}): Promise<{ items: z.output<typeof ledgerEntrySchema>[]; total: number; page: number; pageSize: number }> {
  throw new Error('not built yet');
}
export async function ledgerCsv(_: { db: Db; actor: Actor; filter: LedgerFilter }): Promise<{ filename: string; csv: string }> {
  throw new Error('not built yet');
}
export async function receipt(_: { db: Db; actor: Actor; reference: string }): Promise<z.output<typeof receiptSchema>> {
  throw new Error('not built yet');
}
