import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { useConfirm, useLeaveWarning } from '@tutor/ui';

/**
 * Warns before unsaved edits are lost: the browser's own prompt on reload or closing the
 * tab (beforeunload), and a confirm dialog on in-app navigation. The shell mounts the
 * remotes inside a data router (createBrowserRouter of mountRoutes), so useBlocker sees
 * every navigation: the shell's header links as well as the remote's own.
 * `allowLeave()` lets the next navigation through (after a save or a delete).
 */
export function useUnsavedWarning(dirty: boolean): { allowLeave: () => void; dialog: ReactNode } {
  const { t } = useTranslation('tasks');
  const [confirm, dialog] = useConfirm();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useLeaveWarning(() => dirty && !allowed.current);

  const asking = useRef(false);
  useEffect(() => {
    // Asked once per blocked navigation, not again on each render while the dialog is open.
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: t('editor.unsaved_title'),
      message: t('editor.unsaved_text'),
      confirmLabel: t('editor.unsaved_leave'),
      cancelLabel: t('editor.unsaved_stay'),
      danger: true,
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm, t]);

  return {
    allowLeave: () => {
      allowed.current = true;
    },
    dialog,
  };
}
