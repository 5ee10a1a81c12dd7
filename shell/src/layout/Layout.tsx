import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OfflineBanner } from '@tutor/ui';
import { AreaUpdateBanner } from './AreaUpdateBanner';
import { Header } from './Header';
import { useShellAreaTitle } from './use-shell-area-title';
import './layout.css';

export function Layout() {
  const { t } = useTranslation();
  useShellAreaTitle();
  return (
    <div className="shell">
      <a className="shell-skip" href="#main">
        {t('shell.skip')}
      </a>
      <Header />
      <OfflineBanner />
      <AreaUpdateBanner />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
