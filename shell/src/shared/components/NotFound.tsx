import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { ButtonLink, EmptyState, usePageTitle } from '@tutor/ui';

export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('shell.titles.not_found'));
  return (
    <EmptyState
      title={t('shell.not_found')}
      headingLevel={1}
      icon={<SearchX size={32} />}
      action={<ButtonLink to="/">{t('shell.home')}</ButtonLink>}
    />
  );
}
