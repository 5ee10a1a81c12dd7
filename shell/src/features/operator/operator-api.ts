import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type JsonAnswer } from '@tutor/api-client';

export type RemotesStatusAnswer = JsonAnswer<'/api/remotes/status', 'get'>;
export type RemoteStatusRow = RemotesStatusAnswer['remotes'][number];

/** How often the page asks again while it is visible (and at once when the tab comes back). */
export const REMOTES_STATUS_POLL_MS = 10_000;

/** The registry entries' status, kept fresh while the page is open and visible. */
export function useRemotesStatus() {
  return useQuery({
    queryKey: ['operator', 'remotes-status'],
    queryFn: () => apiRequest('get', '/api/remotes/status'),
    refetchInterval: REMOTES_STATUS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}
