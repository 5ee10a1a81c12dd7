import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getSales } from '../api/get-sales';

/** One page of the sales history; the previous page stays shown while the next loads. */
export function useSalesQuery(page: number) {
  return useQuery({
    queryKey: queryKeys.payoutSales(page),
    queryFn: () => getSales(page),
    placeholderData: keepPreviousData,
  });
}
