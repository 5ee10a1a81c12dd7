import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError } from '@tutor/api-client';
import { Alert, ApiErrorAlert, Button } from '@tutor/ui';
import { joinTeacher } from './api/join-teacher';

/**
 * A signed-in student who opens a teacher's invite link joins with one press, without
 * signing in again.
 */
export function JoinTeacherCard({ invite, name }: { invite: string; name: string }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [teacher, setTeacher] = useState<string | null>(null);

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      setTeacher((await joinTeacher(invite)).teacher.first_name);
    } catch (caught) {
      setError(toApiError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="auth-card" aria-labelledby="join-teacher-title">
      <h1 id="join-teacher-title">{t('invite.title')}</h1>
      {teacher === null ? (
        <>
          <p>{t('invite.signed_in_as', { name })}</p>
          <ApiErrorAlert error={error} />
          <Button busy={busy} onClick={() => void join()}>
            {t('invite.join')}
          </Button>
        </>
      ) : (
        <>
          <Alert tone="success">{t('invite.joined', { teacher })}</Alert>
          <Link to="/works">{t('invite.to_works')}</Link>
        </>
      )}
    </section>
  );
}
