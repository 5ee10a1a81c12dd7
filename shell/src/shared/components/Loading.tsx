import { useTranslation } from 'react-i18next';

/** What the shell shows while a page or an area is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="shell-loading" role="status">
      {t('app.loading')}
    </p>
  );
}
