import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@tutor/ui';
import { useIsTeacher } from '../hooks/use-is-teacher';

/** Teacher pages (the form, the purchases): a student sees a translated note instead. */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('marketplace');
  if (!useIsTeacher()) return <EmptyState title={t('common.only_teachers')} />;
  return children;
}
