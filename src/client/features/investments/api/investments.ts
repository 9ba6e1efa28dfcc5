import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, fetchClient, refresh, type ApiSchema } from '@client/lib/api-client';
import { newIdempotencyKey } from '@client/lib/idempotency-key';

// Investment opportunities and the signed-in user's holdings (docs/product.md#investments).

export type Investment = ApiSchema['Investment'];
export type Holding = ApiSchema['Holding'];
export type PortfolioSummary = ApiSchema['PortfolioSummary'];

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

/** Totals of the signed-in user's active investments, computed exactly by the server. */
export function usePortfolio(enabled: boolean) {
  return api.useQuery('get', '/api/user/portfolio', undefined, { enabled });
}

export interface InvestVariables {
  investmentId: number;
  /** SAR as a decimal string, at most two decimals. */
  amount: string;
  /** One key per attempt of the payment flow, so a repeated request records one investment. */
  idempotencyKey?: string;
}

/** Invest; on success the opportunities, the holdings and the portfolio refresh. */
export function useInvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ investmentId, amount, idempotencyKey = newIdempotencyKey() }: InvestVariables) =>
      dataOf(
        fetchClient.POST('/api/user/investments', {
          params: { header: { 'idempotency-key': idempotencyKey } },
          body: { amount, investmentId },
        }),
      ),
    onSuccess: () => refresh(queryClient, '/api/investments', '/api/investments/{id}', '/api/user/investments', '/api/user/portfolio'),
  });
}
