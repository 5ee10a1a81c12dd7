import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { checkArea } from './check';
import type { AreaUpdate } from './compare';
import { createThrottle } from './throttle';

export const CHECK_INTERVAL_MS = 30_000;

/** Notices dismissed in this tab, by key: the same version is not announced twice. */
const dismissed = new Set<string>();

/**
 * Checks, on navigation (throttled) and when the tab is shown again, whether the area on
 * screen has a newer version than this page loaded.
 */
export function useAreaUpdate(): { update: AreaUpdate | null; dismiss: () => void } {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const [update, setUpdate] = useState<AreaUpdate | null>(null);
  const throttle = useMemo(() => createThrottle(CHECK_INTERVAL_MS), []);
  const path = useRef(pathname);
  path.current = pathname;

  const check = useCallback(
    (force: boolean) => {
      if (!throttle(force)) return;
      const at = path.current;
      void checkArea(at).then((found) => {
        if (path.current !== at) return;
        setUpdate(found === null || dismissed.has(found.key) ? null : found);
      });
    },
    [throttle],
  );

  const loaded = useRef(true);
  useEffect(() => {
    // the page just loaded what is served, and a redirect (a replace) is part of loading:
    // the first news can come with the first navigation of the person's
    if (loaded.current) loaded.current = false;
    else if (navigation !== NavigationType.Replace) check(false);
  }, [pathname, navigation, check]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') check(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [check]);

  const dismiss = useCallback(() => {
    setUpdate((current) => {
      if (current !== null) dismissed.add(current.key);
      return null;
    });
  }, []);
  return { update, dismiss };
}
