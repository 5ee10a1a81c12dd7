import { useTranslation } from 'react-i18next';

/** What a lazy page shows while its code or its data is on its way. */
export function PageLoading() {
  const { t } = useTranslation('journal');
  return <p role="status">{t('common.loading')}</p>;
}
