import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './components/ConfirmDialog';

interface Pending {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * Asks before an action. Render the returned element once in the component:
 *
 *   const [confirm, confirmDialog] = useConfirm();
 *   if (await confirm({ title: t('submit.title'), confirmLabel: t('submit.yes') })) submit();
 *   return <>…{confirmDialog}</>;
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ options, resolve })),
    [],
  );
  const dialog = pending ? (
    <ConfirmDialog
      {...pending.options}
      onClose={(confirmed) => {
        setPending(null);
        pending.resolve(confirmed);
      }}
    />
  ) : null;
  return [confirm, dialog];
}
