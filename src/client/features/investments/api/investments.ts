import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethodId } from '@shared/constants';
import { api, dataOf, fetchClient, refresh, type ApiSchema } from '@client/lib/api-client';
import { newIdempotencyKey } from '@client/lib/idempotency-key';

// Investment opportunities and the signed-in user's holdings (docs/product.md#investments).

export type Investment = ApiSchema['Investment'];
export type Holding = ApiSchema['Holding'];

/** Every opportunity, newest first; the pages filter and sort on the client. */
export function useInvestments() {
  return api.useQuery('get', '/api/investments');
}

/** One opportunity; idle (never fetched) when the id is not a positive whole number. */
export function useInvestment(id: string | undefined) {
  const valid = id !== undefined && /^[1-9]\d{0,9}$/.test(id);
  return api.useQuery('get', '/api/investments/{id}', { params: { path: { id: valid ? Number(id) : 0 } } }, { enabled: valid });
}

/** The signed-in user's investments, newest first, each with its opportunity. Pass whether signed in. */
export function useUserInvestments(enabled: boolean) {
  return api.useQuery('get', '/api/user/investments', undefined, { enabled });
}

/**
 * The signed-in user's portfolio (totals, holdings by opportunity, allocation), computed exactly by
 * the server. Distributions and refunds land without the user doing anything, so it is read again
 * each time a page showing it opens. Pass whether signed in.
 */
export function usePortfolio(enabled: boolean) {
  return api.useQuery('get', '/api/user/portfolio', undefined, { enabled, refetchOnMount: 'always' });
}

export interface InvestVariables {
  investmentId: number;
  /** SAR as a decimal string, at most two decimals. */
  amount: string;
  paymentMethod: PaymentMethodId;
  /** The investor has just confirmed the risk statement (needed before a first investment in it). */
  riskAcknowledged?: boolean;
  /** One key per attempt of the payment flow, so a repeated request records one investment. */
  idempotencyKey?: string;
}

/**
 * Invest; answers the holding with its ledger reference. On success the opportunities, the holdings,
 * the portfolio and the ledger refresh; on a refusal the opportunity does (it may have closed or filled).
 */
export function useInvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey = newIdempotencyKey(), ...body }: InvestVariables) =>
      dataOf(fetchClient.POST('/api/user/investments', { params: { header: { 'idempotency-key': idempotencyKey } }, body })),
    onSuccess: () =>
      refresh(queryClient, '/api/investments', '/api/investments/{id}', '/api/user/investments', '/api/user/portfolio', '/api/user/ledger'),
    onError: () => refresh(queryClient, '/api/investments', '/api/investments/{id}'),
  });
}
