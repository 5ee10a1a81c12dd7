import { useMutation } from '@tanstack/react-query';
import { requestEmailChange } from '../api/request-email-change';

/** Asks for a new email address: a link goes to it; the address changes once it is opened. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
