import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortfolioSummary, PublicInvestment, PublicUserInvestment } from '@shared/schemas/investment';
import { apiRequest } from '../api';
import { newIdempotencyKey } from '../idempotency-key';

// Investment opportunities and the signed-in user's holdings (SPEC §7). Query keys are the URL path,
// so the default query fn of lib/query-client.ts fetches them (GET on the joined key, throws on 401).

export const INVESTMENTS_KEY = ['/api/investments'] as const;
export const USER_INVESTMENTS_KEY = ['/api/user/investments'] as const;
export const PORTFOLIO_KEY = ['/api/user/portfolio'] as const;

/** ['/api/investments', '12'] → GET /api/investments/12. Ids from the route and from data share one key. */
export const investmentKey = (id: number | string) => ['/api/investments', String(id)] as const;

/** Every opportunity, newest first; the pages filter and sort on the client. */
export function useInvestments() {
  return useQuery<PublicInvestment[]>({ queryKey: INVESTMENTS_KEY });
}

/** One opportunity; idle (never fetched) when the id is not a positive whole number. */
export function useInvestment(id: number | string | undefined) {
  const valid = id !== undefined && /^[1-9]\d{0,9}$/.test(String(id));
  return useQuery<PublicInvestment>({ queryKey: investmentKey(valid ? id : 'invalid'), enabled: valid });
}

/** The signed-in user's investments, newest first, each with its opportunity. Pass whether signed in. */
export function useUserInvestments(enabled: boolean) {
  return useQuery<PublicUserInvestment[]>({ queryKey: USER_INVESTMENTS_KEY, enabled });
}

/** Totals of the signed-in user's active investments, computed exactly by the server. */
export function usePortfolio(enabled: boolean) {
  return useQuery<PortfolioSummary>({ queryKey: PORTFOLIO_KEY, enabled });
}

export interface InvestVariables {
  investmentId: number;
  /** SAR as a decimal string, at most two decimals. */
  amount: string;
  /** One key per attempt of the payment flow, so a repeated request records one investment. */
  idempotencyKey?: string;
}

/** POST /api/user/investments; on success the lists, the opportunity, the holdings and the portfolio refresh. */
export function useInvest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ investmentId, amount, idempotencyKey = newIdempotencyKey() }: InvestVariables) =>
      apiRequest<PublicUserInvestment>('POST', '/api/user/investments', { amount, investmentId }, { 'Idempotency-Key': idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        // The prefix covers the list and every opportunity's detail key.
        queryClient.invalidateQueries({ queryKey: INVESTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_INVESTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY }),
      ]),
  });
}
