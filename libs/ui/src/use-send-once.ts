import { useCallback, useRef, useState } from 'react';

/**
 * One send at a time: while one is on its way, another `run` (a double click, Enter
 * pressed twice) does nothing and resolves undefined. `busy` is for the button.
 */
export function useSendOnce(): {
  busy: boolean;
  run: <T>(send: () => Promise<T>) => Promise<T | undefined>;
} {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(send: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await send();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
