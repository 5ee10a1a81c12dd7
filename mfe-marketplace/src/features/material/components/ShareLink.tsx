import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field } from '@tutor/ui';

type Note = 'copied' | 'copy_manually' | null;

/** The link of a `link` material, as a full address, with a copy button. */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'material.author' });
  const inputId = useId();
  const [note, setNote] = useState<Note>(null);
  // The API may answer a path (/marketplace/link/<token>); the author copies a full address.
  const address = new URL(url, window.location.origin).href;

  const copy = async () => {
    try {
      // navigator.clipboard is missing on plain http and in old browsers.
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('no clipboard');
      await navigator.clipboard.writeText(address);
      setNote('copied');
    } catch {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      }
      setNote('copy_manually');
    }
  };

  return (
    <div className="mp-share">
      <Field
        id={inputId}
        label={t('share')}
        readOnly
        value={address}
        hint={t('share_hint')}
        onFocus={(event) => event.target.select()}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        {t('copy')}
      </Button>
      {note ? <Alert tone={note === 'copied' ? 'success' : 'info'}>{t(note)}</Alert> : null}
    </div>
  );
}
