import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { markPayoutPaid } from '../api/mark-payout-paid';

/** Marks a payout paid, then reads the register again (its status and date changed). */
export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markPayoutPaid,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.payoutRegister }),
  });
}
