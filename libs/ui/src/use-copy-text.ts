import { useCallback, useId, useState } from 'react';

/** How a copy ended: on the clipboard, or selected in its field for the person to copy. */
export type CopyNote = 'copied' | 'copy_manually';

/**
 * Copying a read-only field's text: to the clipboard, else (plain http, old browsers, a
 * refused permission) the field's text is selected so the person copies it by hand.
 * `inputId` goes on the field; `note` says which of the two happened.
 */
export function useCopyText() {
  const inputId = useId();
  const [note, setNote] = useState<CopyNote | null>(null);

  const copy = useCallback(
    async (text: string) => {
      try {
        if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
        setNote('copied');
      } catch {
        const input = document.getElementById(inputId);
        if (input instanceof HTMLInputElement) {
          input.focus();
          input.select();
        }
        setNote('copy_manually');
      }
    },
    [inputId],
  );

  return { inputId, note, copy, clearNote: () => setNote(null) };
}
