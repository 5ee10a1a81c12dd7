import { useCallback, useEffect, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  /** The last load's failure; cleared by the next success. */
  error: unknown;
  loading: boolean;
  /** Counts finished loads, so effects can follow each answer (polling). */
  settled: number;
  reload: () => void;
  /** Changes the loaded data in place after a call that answered what changed. */
  update: (change: (data: T) => T) => void;
}

interface State<T> {
  data: T | undefined;
  error: unknown;
  settled: number;
}

/**
 * Loads `load(arg)` on mount and whenever arg or refresh changes or reload() is called.
 * `load` is a module-level api function and `arg`/`refresh` primitives, so all are stable
 * dependencies.
 */
export function useResource<A, T>(
  load: (arg: A) => Promise<T>,
  arg: A,
  refresh: string | number = 0,
): Resource<T> {
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<State<T>>({ data: undefined, error: null, settled: 0 });
  useEffect(() => {
    let current = true;
    load(arg).then(
      (data) => current && setState((s) => ({ data, error: null, settled: s.settled + 1 })),
      (error: unknown) =>
        current && setState((s) => ({ data: s.data, error, settled: s.settled + 1 })),
    );
    return () => {
      current = false;
    };
  }, [load, arg, refresh, reloads]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((s) => (s.data === undefined ? s : { ...s, data: change(s.data) })),
    [],
  );
  return {
    data: state.data,
    error: state.error,
    loading: state.data === undefined && state.error === null,
    settled: state.settled,
    reload,
    update,
  };
}
