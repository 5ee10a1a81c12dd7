import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ActionError, Button, Field } from '@tutor/ui';
import { useInviteLink } from '../hooks/use-invite-link';

type Note = 'copied' | 'copy_manually' | null;

/**
 * In the send section of a teacher with no students yet: the invite link to pass on, and
 * copying it (the clipboard, or the text selected to copy by hand).
 */
export function SendInvite() {
  const { t } = useTranslation('tasks');
  const inputId = useId();
  const invite = useInviteLink(true);
  const [note, setNote] = useState<Note>(null);
  const url = invite.data ? new URL(invite.data.url, window.location.origin).href : '';

  const copy = async () => {
    try {
      // navigator.clipboard is missing on plain http and in old browsers
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
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
    <div className="tasks-send-invite">
      <p>{t('send_invite.text')}</p>
      <ActionError error={invite.error} />
      <Field
        id={inputId}
        label={t('invite.link')}
        readOnly
        value={url}
        onFocus={(event) => event.target.select()}
      />
      <div className="tasks-actions">
        <Button variant="secondary" disabled={!invite.data} onClick={() => void copy()}>
          {t('invite.copy')}
        </Button>
      </div>
      {note ? (
        <Alert tone={note === 'copied' ? 'success' : 'info'}>{t(`invite.${note}`)}</Alert>
      ) : null}
    </div>
  );
}
