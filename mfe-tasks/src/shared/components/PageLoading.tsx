import { useTranslation } from 'react-i18next';

/** What a lazy page shows while its code is on its way. */
export function PageLoading() {
  const { t } = useTranslation('tasks');
  return <p role="status">{t('common.loading')}</p>;
}
