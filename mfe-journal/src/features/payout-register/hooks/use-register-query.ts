import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getRegisterPayouts } from '../api/get-register-payouts';

/** The month's bank-register payouts; the previous month stays shown while the next loads. */
export function useRegisterQuery(month: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payoutRegisterMonth(month),
    queryFn: () => getRegisterPayouts(month),
    placeholderData: keepPreviousData,
    enabled,
  });
}
