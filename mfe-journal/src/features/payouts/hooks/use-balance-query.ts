import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getBalance } from '../api/get-balance';

/** The author's balance and why a payout cannot be requested now (`blocker`). */
export function useBalanceQuery() {
  return useQuery({ queryKey: queryKeys.payoutBalance, queryFn: getBalance });
}
