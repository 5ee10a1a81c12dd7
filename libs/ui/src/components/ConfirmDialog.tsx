import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  /** The text of the confirming button, a verb: "Submit", "Delete". */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Marks the confirming button as destructive (red). */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  onClose: (confirmed: boolean) => void;
}

/**
 * A modal question on a native <dialog>: the page behind is inert (the focus stays
 * inside), Esc cancels, it is labelled by its title and described by its message, and
 * the focus goes back to the element that opened it.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    cancelRef.current?.focus();
    return () => trigger?.focus();
  }, []);

  const close = (confirmed: boolean) => {
    if (closed.current) return;
    closed.current = true;
    onClose(confirmed);
  };

  return (
    <dialog
      ref={ref}
      className="ui-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close(false);
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {message ? (
        <div id={`${id}-message`}>{typeof message === 'string' ? <p>{message}</p> : message}</div>
      ) : null}
      <div className="ui-cluster ui-cluster-end">
        <Button ref={cancelRef} variant="ghost" onClick={() => close(false)}>
          {cancelLabel ?? t('ui.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => close(true)}>
          {confirmLabel ?? t('ui.confirm')}
        </Button>
      </div>
    </dialog>
  );
}
