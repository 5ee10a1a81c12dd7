import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { getAnnotations } from '../api/get-annotations';

/** The marks of a work (the student's only once visible). */
export function useAnnotationsQuery(workId: number) {
  return useQuery({
    queryKey: queryKeys.annotations(workId),
    queryFn: () => getAnnotations(workId),
  });
}
