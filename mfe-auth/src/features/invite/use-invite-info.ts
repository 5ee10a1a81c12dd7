import { useEffect, useState } from 'react';
import { toApiError } from '@tutor/api-client';
import { inviteInfo } from './api/invite-info';

/**
 * What the page knows of the invite in its address: none, still asking, whose it is, or
 * invalid (the API does not know the code). A failed lookup keeps the code: the sign-in
 * it rides on still tells.
 */
export type InviteState =
  { status: 'none' | 'loading' | 'unknown' | 'invalid' } | { status: 'valid'; teacher: string };

export function useInviteInfo(code: string | null): InviteState {
  const [state, setState] = useState<InviteState>({ status: code ? 'loading' : 'none' });
  useEffect(() => {
    if (!code) return;
    let live = true;
    void inviteInfo(code).then(
      (info) => {
        if (live) setState({ status: 'valid', teacher: info.teacher.first_name });
      },
      (caught: unknown) => {
        if (live) setState({ status: toApiError(caught).status === 404 ? 'invalid' : 'unknown' });
      },
    );
    return () => {
      live = false;
    };
  }, [code]);
  return state;
}
