import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GraduationCap } from 'lucide-react';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { EmptyState, PageHeader, usePageTitle } from '@tutor/ui';

/** Payout pages are for authors (teachers); anyone else is told so in plain words. */
export function AuthorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('journal');
  const { status, user } = useSession();
  if (status === 'unknown' || status === 'loading') {
    return <p role="status">{t('common.loading')}</p>;
  }
  if (user?.role !== ROLE_TEACHER) return <NotForStudents />;
  return children;
}

function NotForStudents() {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts' });
  usePageTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} />
      <EmptyState title={t('authors_only.title')} icon={<GraduationCap size={32} />}>
        <p>{t('authors_only.text')}</p>
      </EmptyState>
    </>
  );
}
