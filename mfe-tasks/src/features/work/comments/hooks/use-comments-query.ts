import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { listComments } from '../api/list-comments';

/** The comments of a work. */
export function useCommentsQuery(workId: number) {
  return useQuery({ queryKey: queryKeys.comments(workId), queryFn: () => listComments(workId) });
}
