import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getPayouts } from '../api/get-payouts';

/** The author's payout requests with their statuses. */
export function usePayoutsQuery() {
  return useQuery({ queryKey: queryKeys.payoutRequests, queryFn: getPayouts });
}
