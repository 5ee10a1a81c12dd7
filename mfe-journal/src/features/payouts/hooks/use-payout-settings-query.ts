import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getPayoutSettings } from '../api/get-payout-settings';

/** The author's requisites and «Мой налог» connection. */
export function usePayoutSettingsQuery() {
  return useQuery({ queryKey: queryKeys.payoutSettings, queryFn: getPayoutSettings });
}
