import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getPaymentStatus } from '../api/get-payment-status';
import { nextPoll } from '../lib/polling';

/**
 * The payment as the return page shows it (`query`, and `reads`: the answers so far), read again every few seconds while it waits
 * for the bank (bounded: see lib/polling). Once it is over, what it paid for is read
 * afresh wherever it is shown (the material, the purchases, the plan).
 */
export function usePaymentStatusQuery(paymentId: number) {
  const client = useQueryClient();
  const queryKey = queryKeys.paymentStatus(paymentId);
  const query = useQuery({
    queryKey,
    queryFn: () => getPaymentStatus(paymentId),
    refetchInterval: (current) =>
      nextPoll(current.state.data?.state, current.state.dataUpdateCount),
    retry: false,
  });
  const state = query.data?.state;
  const materialId = query.data?.material?.id;
  useEffect(() => {
    if (state === undefined || state === 'waiting') return;
    if (materialId !== undefined) {
      void client.invalidateQueries({ queryKey: queryKeys.material(materialId) });
      void client.invalidateQueries({ queryKey: queryKeys.purchases });
    }
    void client.invalidateQueries({ queryKey: queryKeys.subscription });
  }, [client, state, materialId]);
  /** Answers read so far: the page stops asking on its own after MAX_POLLS of them. */
  const reads = client.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { query, reads };
}
