import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { EmptyState } from '@tutor/ui';

/** Teacher pages: a student (or anyone else) sees a translated "only teachers" note. */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('tasks');
  const { status, user } = useSession();
  if (status === 'unknown' || status === 'loading') {
    return <p role="status">{t('common.loading')}</p>;
  }
  if (user?.role !== ROLE_TEACHER) return <EmptyState title={t('common.only_teachers')} />;
  return children;
}
