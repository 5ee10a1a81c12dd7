import { useCallback, useEffect, useState } from 'react';
import type { WorkView } from '@tutor/contracts';
import { getWork } from './api/get-work';

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

/** One work: loaded, loaded again on demand, replaced by the answers of actions. */
export function useWork(workId: number) {
  const [state, setState] = useState<WorkState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    getWork(workId).then(
      (view) => {
        const clockOffset = view.now - Date.now();
        if (current) setState({ status: 'ready', work: { view, clockOffset, revision: round } });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [workId, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const setView = useCallback(
    (view: WorkView) => {
      const clockOffset = view.now - Date.now();
      setState((previous) => ({
        status: 'ready',
        work: {
          view,
          clockOffset,
          revision: previous.status === 'ready' ? previous.work.revision : round,
        },
      }));
    },
    [round],
  );
  return { state, reload, setView };
}
