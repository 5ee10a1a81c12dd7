import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkView } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getWork } from '../api/get-work';

export interface LoadedWork {
  view: WorkView;
  /** The server's clock minus the browser's, so timers count down on the server's time. */
  clockOffset: number;
  /** Grows with each load from the server; forms keyed by it start again from the view. */
  revision: number;
}

export type WorkState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; work: LoadedWork };

let loads = 0;

/** One work: loaded, loaded again on demand, replaced by the answers of actions. */
export function useWork(workId: number) {
  const client = useQueryClient();
  const queryKey = queryKeys.work(workId);
  const query = useQuery({
    queryKey,
    queryFn: async (): Promise<LoadedWork> => {
      const view = await getWork(workId);
      loads += 1;
      return { view, clockOffset: view.now - Date.now(), revision: loads };
    },
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const setView = useCallback(
    (view: WorkView) =>
      client.setQueryData<LoadedWork>(queryKeys.work(workId), (previous) => ({
        view,
        clockOffset: view.now - Date.now(),
        revision: previous?.revision ?? 0,
      })),
    [client, workId],
  );
  const state: WorkState = query.isError
    ? { status: 'failed', error: query.error }
    : query.isSuccess
      ? { status: 'ready', work: query.data }
      : { status: 'loading' };
  return { state, reload, setView, fetching: query.isFetching };
}
