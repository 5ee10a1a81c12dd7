import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { useSession } from '@tutor/session';
import { EmptyState, PageHeader, usePageTitle } from '@tutor/ui';

/** The bank register is the operators' (OPERATOR_EMAILS); anyone else is told so. */
export function OperatorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('journal');
  const { status, user } = useSession();
  if (status === 'unknown' || status === 'loading') {
    return <p role="status">{t('common.loading')}</p>;
  }
  if (user?.is_operator !== true) return <NotForYou />;
  return children;
}

function NotForYou() {
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
