import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, Alert, Button, Field } from '@tutor/ui';
import { useInvite } from '../hooks/use-invite';

type Note = 'copied' | 'copy_manually' | null;

/** The API may answer a path; the teacher copies a full address. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/**
 * The invite link with copy (clipboard, or the text selected to copy by hand) and, unless
 * `renewable` is false (the start card keeps to one action), renew.
 */
export function InviteControls({ renewable = true }: { renewable?: boolean }) {
  const { t } = useTranslation('tasks');
  const inputId = useId();
  const { invite, renew } = useInvite();
  const [note, setNote] = useState<Note>(null);
  const url = invite.data ? absolute(invite.data.url) : '';

  const selectText = () => {
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  };
  const copy = async () => {
    try {
      // navigator.clipboard is missing on plain http and in old browsers.
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setNote('copied');
    } catch {
      selectText();
      setNote('copy_manually');
    }
  };
  const renewLink = () => {
    setNote(null);
    renew.mutate();
  };

  return (
    <div className="tasks-invite">
      <ActionError error={renew.error ?? invite.error} />
      <Field
        id={inputId}
        label={t('invite.link')}
        readOnly
        value={url}
        {...(renewable ? { hint: t('invite.renew_hint') } : {})}
        onFocus={(event) => event.target.select()}
      />
      <div className="tasks-actions">
        <Button disabled={!invite.data} onClick={() => void copy()}>
          {t('invite.copy')}
        </Button>
        {renewable ? (
          <Button variant="secondary" busy={renew.isPending} onClick={renewLink}>
            {t('invite.renew')}
          </Button>
        ) : null}
      </div>
      {note ? (
        <Alert tone={note === 'copied' ? 'success' : 'info'}>{t(`invite.${note}`)}</Alert>
      ) : null}
    </div>
  );
}
