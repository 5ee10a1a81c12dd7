import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import { textImageMarkup, type StoredFileRef } from '@tutor/contracts';
import { Button } from '@tutor/ui';
import { caretOf, insertAtCaret, type Caret } from '../lib/insert-at-caret';
import { ImageDialog } from './ImageDialog';
import './files.css';

interface Props {
  /** The id of the text field the image goes into, at its caret. */
  targetId: string;
  text: string;
  /** Names the button for screen readers ("Insert an image into option 2"). */
  label: string;
  /** The text with the image's markup, and the uploaded file (to preview it). */
  onInsert: (text: string, file: StoredFileRef) => void;
}

const fieldOf = (id: string) => {
  const element = document.getElementById(id);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement
    ? element
    : null;
};

/** «Изображение» beside a text field: the image dialog, then the markup at the caret. */
export function ImageButton({ targetId, text, label, onInsert }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'files.image' });
  const [open, setOpen] = useState(false);
  const caret = useRef<Caret | null>(null);

  const insert = (file: StoredFileRef, alt: string, width: number | undefined) => {
    const next = insertAtCaret(text, textImageMarkup(file.id, alt, width), caret.current);
    setOpen(false);
    onInsert(next.text, file);
    requestAnimationFrame(() => {
      const field = fieldOf(targetId);
      field?.focus();
      field?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <>
      <Button
        variant="secondary"
        className="tasks-image-button"
        aria-label={label}
        onClick={() => {
          caret.current = caretOf(fieldOf(targetId));
          setOpen(true);
        }}
      >
        <ImagePlus size={18} aria-hidden />
        {t('insert')}
      </Button>
      {open ? <ImageDialog onInsert={insert} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
