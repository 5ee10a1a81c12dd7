import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { useConfirm, useLeaveWarning } from '@tutor/ui';

/**
 * Warns before unsaved edits are lost: the browser's own prompt on reload or closing the
 * tab (beforeunload), and a confirm dialog on in-app navigation (the shell's data router
 * lets useBlocker see every navigation). `allowLeave()` lets the next one through (after a
 * save).
 */
export function useUnsavedWarning(dirty: boolean): { allowLeave: () => void; dialog: ReactNode } {
  const { t } = useTranslation('marketplace', { keyPrefix: 'form' });
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
      title: t('unsaved_title'),
      message: t('unsaved_text'),
      confirmLabel: t('unsaved_leave'),
      cancelLabel: t('unsaved_stay'),
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
