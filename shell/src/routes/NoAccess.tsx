import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { ButtonLink, EmptyState, usePageTitle } from '@tutor/ui';

/** An area whose roles leave out the signed-in person: said plainly, the remote not loaded. */
export function NoAccess() {
  const { t } = useTranslation();
  usePageTitle(t('shell.titles.no_access'));
  return (
    <EmptyState
      title={t('shell.no_access')}
      icon={<Lock size={32} />}
      action={<ButtonLink to="/">{t('shell.home')}</ButtonLink>}
    />
  );
}
