import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { WorkStatus, type WorkView } from '@tutor/contracts';
import { openWork } from '../api/open-work';

/** A teacher opening a submitted work starts the check: status 1/2 → 3 on the server. */
export function useOpenWork(view: WorkView, onView: (view: WorkView) => void) {
  const needsOpen = view.status === WorkStatus.Submitted || view.status === WorkStatus.Resubmitted;
  const [error, setError] = useState<unknown>(null);
  const asked = useRef<number | null>(null);
  const show = useEffectEvent(onView);

  useEffect(() => {
    if (!needsOpen || asked.current === view.id) return;
    asked.current = view.id;
    openWork(view.id).then((next) => show(next), setError);
  }, [needsOpen, view.id]);

  return { opening: needsOpen && error === null, error };
}
