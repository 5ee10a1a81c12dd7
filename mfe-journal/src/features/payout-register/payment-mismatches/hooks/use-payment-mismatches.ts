import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { getPaymentMismatches } from '../api/get-payment-mismatches';

/** The payments the provider reported not as ordered, the last seen first. */
export function usePaymentMismatches() {
  return useQuery({ queryKey: queryKeys.paymentMismatches, queryFn: getPaymentMismatches });
}
