import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { useConfirm } from './use-confirm';
import { useLeaveWarning } from './use-leave-warning';

/** The confirm dialog's texts, in the page's language. */
export interface UnsavedWarningTexts {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * Warns before unsaved edits are lost: the browser's own prompt on reload or closing the
 * tab (beforeunload), and a confirm dialog on in-app navigation. The shell mounts the
 * remotes inside a data router (createBrowserRouter of mountRoutes), so useBlocker sees
 * every navigation: the shell's header links as well as the remote's own.
 * `allowLeave()` lets the next navigation through (after a save or a delete).
 */
export function useUnsavedWarning(
  dirty: boolean,
  texts: UnsavedWarningTexts,
): { allowLeave: () => void; dialog: ReactNode } {
  const [confirm, dialog] = useConfirm();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useLeaveWarning(() => dirty && !allowed.current);

  const asking = useRef(false);
  const { title, message, confirmLabel, cancelLabel } = texts;
  useEffect(() => {
    // Asked once per blocked navigation, not again on each render while the dialog is open.
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({ title, message, confirmLabel, cancelLabel, danger: true }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm, title, message, confirmLabel, cancelLabel]);

  return {
    allowLeave: () => {
      allowed.current = true;
    },
    dialog,
  };
}
