import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormulaInput } from './FormulaInput';
import { loadMathLive } from './load-mathlive';

export interface FormulaDialogProps {
  /** The TeX the dialog opens with (a selected formula's, or empty). */
  initial: string;
  /** The formula to insert (TeX without `$`), or null when cancelled. */
  onClose: (tex: string | null) => void;
}

/**
 * A modal dialog with the visual formula input (no form of its own: it opens inside the
 * task's form, and Enter or «Вставить» inserts). While it is open, MathLive's virtual
 * keyboard lives inside it (a modal dialog makes the rest of the page inert).
 */
export function FormulaDialog({ initial, onClose }: FormulaDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(false);
  const [tex, setTex] = useState(initial);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    let live = true;
    loadMathLive().then(
      () => {
        if (live && dialog) window.mathVirtualKeyboard.container = dialog;
      },
      () => undefined, // the TeX input stands in
    );
    return () => {
      live = false;
      if (window.mathVirtualKeyboard?.container === dialog) {
        window.mathVirtualKeyboard.container = document.body;
      }
    };
  }, []);

  const close = (result: string | null) => {
    if (closed.current) return;
    closed.current = true;
    onClose(result);
  };

  return (
    <dialog
      ref={ref}
      className="ui-dialog ui-formula-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close(null);
      }}
    >
      <div
        className="ui-formula-dialog-body"
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault(); // not the surrounding form's submit
          if (tex.trim() !== '') close(tex.trim());
        }}
      >
        <h2 id={`${id}-title`}>{t('ui.formula.dialog_title')}</h2>
        <div className="ui-field">
          <label htmlFor={`${id}-formula`}>{t('ui.formula.field')}</label>
          <FormulaInput
            id={`${id}-formula`}
            label={t('ui.formula.field')}
            value={tex}
            onChange={setTex}
          />
        </div>
        <div className="ui-cluster ui-cluster-end">
          <button type="button" className="ui-button ui-button-ghost" onClick={() => close(null)}>
            {t('ui.cancel')}
          </button>
          <button
            type="button"
            className="ui-button ui-button-primary"
            disabled={tex.trim() === ''}
            onClick={() => close(tex.trim())}
          >
            {t('ui.formula.insert')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
