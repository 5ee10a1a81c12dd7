import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * The answer of `load`, fetched again whenever `key` changes or `reload` is called.
 * While a new answer is on its way the previous one stays on screen.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const fetchNow = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    fetchNow().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [state, reload];
}
