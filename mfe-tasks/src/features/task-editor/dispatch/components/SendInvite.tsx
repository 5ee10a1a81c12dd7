import { useTranslation } from 'react-i18next';
import { InviteControls } from '../../../../shared/components/InviteControls';

/** In the send section of a teacher with no students yet: the invite link to pass on. */
export function SendInvite() {
  const { t } = useTranslation('tasks');
  return (
    <div className="tasks-send-invite">
      <p>{t('send_invite.text')}</p>
      <InviteControls renewable={false} />
    </div>
  );
}
