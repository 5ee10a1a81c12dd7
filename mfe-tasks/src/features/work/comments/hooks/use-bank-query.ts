import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { listBank } from '../api/comment-bank';

/** The teacher's comment bank filtered by `q`, read only while `enabled` (a list is open). */
export function useBankQuery(q: string, enabled = true) {
  return useQuery({ queryKey: queryKeys.commentBank(q), queryFn: () => listBank(q), enabled });
}
