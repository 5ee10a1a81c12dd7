import { useTranslation } from 'react-i18next';

/** What a page shows while its code or its data is on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('app.loading')}</p>;
}
