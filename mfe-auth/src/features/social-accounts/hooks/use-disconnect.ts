import { useMutation } from '@tanstack/react-query';
import { disconnectProvider } from '../api/disconnect';

/** Disconnects a provider from the account; the answer says whether it could. */
export function useDisconnect() {
  return useMutation({ mutationFn: disconnectProvider });
}
