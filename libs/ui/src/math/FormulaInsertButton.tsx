import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sigma } from 'lucide-react';
import { buttonClass } from '../components/Button';
import { FormulaDialog } from './FormulaDialog';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface FormulaInsertButtonProps {
  /** The id of the text field the formula goes into, at its caret (or for its selection). */
  fieldId: string;
  /** That field's name, for the button's tooltip. */
  fieldLabel?: string;
  value: string;
  onChange: (text: string) => void;
}

interface Range {
  start: number;
  end: number;
}

function textControl(id: string): TextControl | null {
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : null;
}

const bare = (tex: string): string => tex.trim().replace(/^\$\$?([^]*?)\$\$?$/, '$1');

/**
 * «Формула» beside a text field: opens the dialog with the visual formula input and puts
 * `$…$` at the field's caret; the caret then stands after the formula.
 */
export function FormulaInsertButton({
  fieldId,
  fieldLabel,
  value,
  onChange,
}: FormulaInsertButtonProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range | null>(null);

  const open = () => {
    const control = textControl(fieldId);
    const start = control?.selectionStart ?? value.length;
    const end = control?.selectionEnd ?? start;
    setRange({ start, end });
  };

  const insert = (tex: string | null) => {
    const chosen = range;
    setRange(null);
    const control = textControl(fieldId);
    if (tex === null || chosen === null) {
      control?.focus();
      return;
    }
    const formula = `$${tex}$`;
    onChange(value.slice(0, chosen.start) + formula + value.slice(chosen.end));
    const caret = chosen.start + formula.length;
    requestAnimationFrame(() => {
      control?.focus();
      control?.setSelectionRange(caret, caret);
    });
  };

  return (
    <>
      <button
        type="button"
        className={`${buttonClass('secondary')} ui-formula-insert`}
        title={fieldLabel && t('ui.formula.insert_into', { field: fieldLabel })}
        onClick={open}
      >
        <Sigma size={18} aria-hidden />
        {t('ui.formula.button')}
      </button>
      {range === null ? null : (
        <FormulaDialog initial={bare(value.slice(range.start, range.end))} onClose={insert} />
      )}
    </>
  );
}
