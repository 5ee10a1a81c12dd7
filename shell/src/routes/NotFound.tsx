import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="shell-not-found">
      <h1>{t('shell.not_found')}</h1>
      <Link to="/">{t('shell.home')}</Link>
    </section>
  );
}
