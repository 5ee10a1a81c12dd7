import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getPurchases } from '../api/get-purchases';

/** The teacher's purchases. */
export function usePurchasesQuery() {
  return useQuery({ queryKey: queryKeys.purchases, queryFn: getPurchases });
}
