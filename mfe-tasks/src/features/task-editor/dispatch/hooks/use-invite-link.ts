import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { getInvite } from '../api/get-invite';

/** The teacher's invite link, under the same key as on the students page (one cache). */
export function useInviteLink(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.invite, queryFn: getInvite, enabled });
}
