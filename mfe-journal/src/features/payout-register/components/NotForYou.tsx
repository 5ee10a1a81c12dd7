import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { EmptyState, PageHeader, usePageTitle } from '@tutor/ui';

/** The bank register is the operators' (OPERATOR_EMAILS): anyone else is told so. */
export function NotForYou() {
  const { t } = useTranslation('journal', { keyPrefix: 'register' });
  usePageTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} />
      <EmptyState title={t('operators_only.title')} icon={<ShieldCheck size={32} />}>
        <p>{t('operators_only.text')}</p>
      </EmptyState>
    </>
  );
}
