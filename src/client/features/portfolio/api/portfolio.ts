import { api, pageUrl, type ApiSchema } from '@client/lib/api-client';
import { pagedList, pagesOf } from '@client/lib/paged';
import type { paths } from '@client/lib/api-types';

// The signed-in investor's ledger and receipts (docs/product.md#the-ledger). The portfolio's own read
// (GET /api/user/portfolio) is the investments feature's usePortfolio, which the home page shares.

export type Portfolio = ApiSchema['Portfolio'];
export type PortfolioHolding = Portfolio['holdings'][number];
export type AllocationEntry = Portfolio['allocation']['byType'][number];
export type LedgerEntry = ApiSchema['LedgerEntry'];
export type Receipt = ApiSchema['Receipt'];
/** The ledger's filters, as GET /api/user/ledger and its CSV export take them. */
export type LedgerFilter = NonNullable<paths['/api/user/ledger/export']['get']['parameters']['query']>;

/** The ledger shows twenty movements at a time, with Show more. */
const LEDGER_PAGE_SIZE = 20;

/**
 * The movements matching `filter`, newest first, a page at a time. Distributions and refunds land
 * without the investor doing anything, so the list is read again each time the page opens.
 */
export function useLedger(filter: LedgerFilter, enabled: boolean) {
  const init = { params: { query: { ...filter, pageSize: LEDGER_PAGE_SIZE } } };
  return pagedList<LedgerEntry>(
    api.useInfiniteQuery('get', '/api/user/ledger', init, { ...pagesOf<LedgerEntry>(), enabled, refetchOnMount: 'always' }),
  );
}

/** The CSV download of the movements matching `filter` (a plain link: the browser saves the file). */
export const ledgerExportUrl = (filter: LedgerFilter): string => pageUrl('/api/user/ledger/export', filter);

/** One movement as its receipt shows it; someone else's, or none, answers 404. */
export function useReceipt(reference: string, enabled: boolean) {
  return api.useQuery('get', '/api/user/ledger/{reference}', { params: { path: { reference } } }, { enabled });
}
