import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, useCopyText } from '@tutor/ui';

/** The link of a `link` material, as a full address, with a copy button. */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'material.author' });
  const { inputId, note, copy } = useCopyText();
  // The API may answer a path (/marketplace/link/<token>); the author copies a full address.
  const address = new URL(url, window.location.origin).href;

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
      <Button variant="secondary" onClick={() => void copy(address)}>
        {t('copy')}
      </Button>
      {note ? <Alert tone={note === 'copied' ? 'success' : 'info'}>{t(note)}</Alert> : null}
    </div>
  );
}
