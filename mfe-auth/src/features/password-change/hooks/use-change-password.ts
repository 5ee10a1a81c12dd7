import { useMutation } from '@tanstack/react-query';
import { announceSessionsChanged } from '../../../shared/lib/sessions-changed';
import { changePassword } from '../api/change-password';

/** Changes the password; the sessions list reloads (the other sessions are gone). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: announceSessionsChanged });
}
