import { useId, useLayoutEffect, useRef } from 'react';
import './comment-bank.css';
import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX } from '@tutor/contracts';
import { Button, TextArea } from '@tutor/ui';
import { useBankCombobox } from '../hooks/use-bank-combobox';
import { BankListbox, optionId } from './BankListbox';
import { SaveToBank } from './SaveToBank';

const textareaOf = (id: string) => document.getElementById(id) as HTMLTextAreaElement | null;

interface Props {
  label: string;
  value: string;
  errors: string[];
  onChange: (text: string) => void;
  studentName: string;
}

/** A comment's text box with the teacher's bank: `/` or «Из банка» to insert, «Сохранить в банк». */
export function BankTextArea({ label, value, errors, onChange, studentName }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'comment_bank' });
  const id = useId();
  const listId = `${id}-bank`;
  const caret = useRef<number | null>(null);
  const box = useBankCombobox({
    text: value,
    studentName,
    setText: (text, at) => {
      caret.current = at;
      onChange(text);
    },
  });
  const textarea = (): HTMLTextAreaElement | null => textareaOf(id);
  // after an insertion the caret goes behind the inserted text
  useLayoutEffect(() => {
    if (caret.current === null) return;
    textareaOf(id)?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [id, value]);

  return (
    <div className="bank-box">
      <TextArea
        id={id}
        label={label}
        hint={t('bank_hint')}
        rows={3}
        maxLength={COMMENT_TEXT_MAX}
        value={value}
        errors={errors}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={box.open}
        aria-controls={listId}
        aria-activedescendant={
          box.open && (box.entries?.length ?? 0) > 0 ? optionId(listId, box.active) : undefined
        }
        onKeyDown={box.onKeyDown}
        onBlur={box.close}
        onChange={(event) => {
          onChange(event.target.value);
          box.follow(event.target.value, event.target.selectionStart);
        }}
      />
      {box.open ? (
        <BankListbox
          id={listId}
          entries={box.entries}
          active={box.active}
          failed={box.failed}
          onChoose={box.choose}
        />
      ) : null}
      <div className="works-actions">
        <Button
          variant="secondary"
          aria-expanded={box.open}
          aria-controls={listId}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            box.openFromButton();
            textarea()?.focus();
          }}
        >
          {t('from_bank')}
        </Button>
        <SaveToBank text={value} studentName={studentName} />
      </div>
    </div>
  );
}
