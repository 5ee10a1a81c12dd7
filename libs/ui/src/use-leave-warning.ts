import { useEffect, useEffectEvent } from 'react';

/**
 * Reloading or closing the tab asks first (the browser's own question) whenever
 * `shouldWarn()` says something would be lost at that moment.
 */
export function useLeaveWarning(shouldWarn: () => boolean): void {
  const wouldLose = useEffectEvent(shouldWarn);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!wouldLose()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
