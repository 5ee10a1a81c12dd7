import { useTranslation } from 'react-i18next';
import { GraduationCap } from 'lucide-react';
import { EmptyState, PageHeader, usePageTitle } from '@tutor/ui';

/** Payout pages are for authors (teachers): anyone else is told so in plain words. */
export function NotForStudents() {
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
