import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getCheckQueue } from '../api/get-check-queue';
import { getMyWorks } from '../api/get-my-works';

/** The signed-in student's works. */
export function useMyWorksQuery() {
  return useQuery({ queryKey: queryKeys.myWorks, queryFn: getMyWorks });
}

/** A page of the teacher's check queue; the previous page stays on screen while the next loads. */
export function useCheckQueueQuery(query: Parameters<typeof getCheckQueue>[0], key: string) {
  return useQuery({
    queryKey: queryKeys.checkQueue(key),
    queryFn: () => getCheckQueue(query),
    placeholderData: keepPreviousData,
  });
}
