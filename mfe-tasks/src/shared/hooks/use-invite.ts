import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys';
import { getInvite } from '../api/get-invite';
import { renewInvite } from '../api/renew-invite';

/** The teacher's invite link, and renewing it (the answer is the new link). */
export function useInvite() {
  const client = useQueryClient();
  const invite = useQuery({ queryKey: queryKeys.invite, queryFn: getInvite });
  const renew = useMutation({
    mutationFn: renewInvite,
    onSuccess: (fresh) => client.setQueryData(queryKeys.invite, fresh),
  });
  return { invite, renew };
}
