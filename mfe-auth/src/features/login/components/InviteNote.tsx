import { useTranslation } from 'react-i18next';
import { Alert } from '@tutor/ui';
import type { InviteState } from '../hooks/use-invite-info';

/** Above the login form: who invites, or that the invite is invalid and what to do. */
export function InviteNote({ invite }: { invite: InviteState }) {
  const { t } = useTranslation('auth');
  if (invite.status === 'valid') {
    return <p className="auth-invite">{t('invite.from', { teacher: invite.teacher })}</p>;
  }
  if (invite.status === 'invalid') return <Alert>{t('invite.invalid')}</Alert>;
  return null;
}
