import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError } from '@tutor/api-client';
import { ROLE_STUDENT, homePathForRole, type SessionUser } from '@tutor/contracts';
import { Alert, ActionError, Button } from '@tutor/ui';
import { useJoinTeacher } from '../hooks/use-join-teacher';
import type { InviteState } from '../hooks/use-invite-info';
import { paths } from '../../../config/paths';

interface Props {
  invite: string;
  info: InviteState;
  user: Pick<SessionUser, 'first_name' | 'role'>;
}

/**
 * A signed-in person opens a teacher's invite link: a student joins with one press,
 * without signing in again; a teacher is told the link is for students.
 */
export function JoinTeacherCard({ invite, info, user }: Props) {
  const { t } = useTranslation('auth');
  return (
    <section className="auth-card" aria-labelledby="join-teacher-title">
      <h1 id="join-teacher-title">{t('invite.title')}</h1>
      {user.role !== ROLE_STUDENT ? (
        <>
          <p>{t('invite.not_a_student', { name: user.first_name })}</p>
          <Link to={homePathForRole(user.role)}>{t('invite.to_home')}</Link>
        </>
      ) : info.status === 'invalid' ? (
        <>
          <Alert>{t('invite.invalid_signed_in')}</Alert>
          <Link to={paths.works}>{t('invite.to_works')}</Link>
        </>
      ) : (
        <JoinButton invite={invite} info={info} name={user.first_name} />
      )}
    </section>
  );
}

function JoinButton({ invite, info, name }: { invite: string; info: InviteState; name: string }) {
  const { t } = useTranslation('auth');
  const join = useJoinTeacher();
  const teacher = join.data?.teacher.first_name ?? null;

  if (teacher !== null) {
    return (
      <>
        <Alert tone="success">{t('invite.joined', { teacher })}</Alert>
        <Link to={paths.works}>{t('invite.to_works')}</Link>
      </>
    );
  }
  return (
    <>
      <p>
        {info.status === 'valid'
          ? t('invite.signed_in_as_from', { name, teacher: info.teacher })
          : t('invite.signed_in_as', { name })}
      </p>
      <ActionError error={join.error ? toApiError(join.error) : null} />
      <Button busy={join.isPending} onClick={() => join.mutate(invite)}>
        {t('invite.join')}
      </Button>
    </>
  );
}
