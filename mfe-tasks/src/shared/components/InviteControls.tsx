import { useTranslation } from 'react-i18next';
import { ActionError, Alert, Button, Field, useCopyText } from '@tutor/ui';
import { useInvite } from '../hooks/use-invite';

/** The API may answer a path; the teacher copies a full address. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/**
 * The invite link with copy (clipboard, or the text selected to copy by hand) and, unless
 * `renewable` is false (the start card and the send section keep to one action), renew.
 */
export function InviteControls({ renewable = true }: { renewable?: boolean }) {
  const { t } = useTranslation('tasks');
  const { invite, renew } = useInvite();
  const { inputId, note, copy, clearNote } = useCopyText();
  const url = invite.data ? absolute(invite.data.url) : '';

  const renewLink = () => {
    clearNote();
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
        <Button disabled={!invite.data} onClick={() => void copy(url)}>
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
