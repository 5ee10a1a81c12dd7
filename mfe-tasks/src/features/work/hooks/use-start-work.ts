import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { WorkStatus, type WorkView } from '@tutor/contracts';
import { startWork } from '../api/start-work';

/**
 * Opening a draft the student has not started yet starts it (and its timer) on the server.
 * Answers whether it is starting and what refused it.
 */
export function useStartWork(view: WorkView, onView: (view: WorkView) => void) {
  const needsStart = view.status === WorkStatus.Draft && view.started_at === null;
  const [error, setError] = useState<unknown>(null);
  const asked = useRef<number | null>(null);
  const show = useEffectEvent(onView);

  useEffect(() => {
    if (!needsStart || asked.current === view.id) return;
    asked.current = view.id;
    startWork(view.id).then((next) => show(next), setError);
  }, [needsStart, view.id]);

  return { starting: needsStart && error === null, error };
}
