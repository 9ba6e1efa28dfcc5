import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, fetchClient, refresh, type ApiSchema } from '@client/lib/api-client';

// An opportunity's distributions (docs/product.md#distributions): the admin lists them and records one.

export type Distribution = ApiSchema['Distribution'];

/** The opportunity's distributions, newest first; idle while no opportunity is open. */
export function useDistributions(investmentId: number | null) {
  return api.useQuery(
    'get',
    '/api/investments/{id}/distributions',
    { params: { path: { id: investmentId ?? 0 } } },
    { enabled: investmentId !== null },
  );
}

export interface DistributionVariables {
  investmentId: number;
  /** SAR as a decimal string. */
  amount: string;
  /** When it was paid, an ISO date-time. */
  paidAt: string;
  /** The same for a retry of the same distribution: the server then records it once. */
  idempotencyKey: string;
}

/** Records a distribution; the list and every view of what investors received refresh. */
export function useRecordDistribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ investmentId, idempotencyKey, ...body }: DistributionVariables) =>
      dataOf(
        fetchClient.POST('/api/investments/{id}/distributions', {
          params: { path: { id: investmentId }, header: { 'idempotency-key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: () =>
      refresh(queryClient, '/api/investments/{id}/distributions', '/api/user/portfolio', '/api/user/ledger', '/api/user/investments'),
  });
}
