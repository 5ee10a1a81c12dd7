import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payout, PayoutSettings } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { cancelPayout } from '../api/cancel-payout';
import { checkSelfEmployed } from '../api/check-self-employed';
import { connectSelfEmployed } from '../api/connect-self-employed';
import { requestPayout } from '../api/request-payout';
import { saveRequisites } from '../api/save-requisites';

/**
 * Saving requisites, the «Мой налог» connection, a payout request and its cancelling. Each answer goes into
 * its own cache entry; the balance says what may be requested, so it is read again.
 */
export function usePayoutChanges() {
  const client = useQueryClient();
  const settled = (settings: PayoutSettings) => {
    client.setQueryData(queryKeys.payoutSettings, settings);
    void client.invalidateQueries({ queryKey: queryKeys.payoutBalance });
  };
  const save = useMutation({ mutationFn: saveRequisites, onSuccess: settled });
  const connect = useMutation({ mutationFn: connectSelfEmployed, onSuccess: settled });
  const check = useMutation({ mutationFn: checkSelfEmployed, onSuccess: settled });
  const request = useMutation({
    mutationFn: requestPayout,
    onSuccess: (payout) => {
      client.setQueryData<Payout[]>(queryKeys.payoutRequests, (list) => [payout, ...(list ?? [])]);
      void client.invalidateQueries({ queryKey: queryKeys.payoutBalance });
    },
  });
  const cancel = useMutation({
    mutationFn: cancelPayout,
    onSuccess: (payout) => {
      client.setQueryData<Payout[]>(queryKeys.payoutRequests, (list) =>
        (list ?? []).map((each) => (each.id === payout.id ? payout : each)),
      );
      void client.invalidateQueries({ queryKey: queryKeys.payoutBalance });
    },
  });
  return { save, connect, check, request, cancel };
}
