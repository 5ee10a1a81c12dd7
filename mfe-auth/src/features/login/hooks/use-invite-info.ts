import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@tutor/api-client';
import { queryKeys } from '../../../shared/lib/query-keys';
import { inviteInfo } from '../api/invite-info';

/**
 * What the page knows of the invite in its address: none, still asking, whose it is, or
 * invalid (the API does not know the code). A failed lookup keeps the code: the sign-in
 * it rides on still tells.
 */
export type InviteState =
  { status: 'none' | 'loading' | 'unknown' | 'invalid' } | { status: 'valid'; teacher: string };

export function useInviteInfo(code: string | null): InviteState {
  const query = useQuery({
    queryKey: queryKeys.invite(code),
    queryFn: () => inviteInfo(code ?? ''),
    enabled: Boolean(code),
    retry: false,
  });
  if (!code) return { status: 'none' };
  if (query.isSuccess) return { status: 'valid', teacher: query.data.teacher.first_name };
  if (query.isError) {
    return { status: toApiError(query.error).status === 404 ? 'invalid' : 'unknown' };
  }
  return { status: 'loading' };
}
