import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@tutor/session';
import { LanguageSwitch } from './LanguageSwitch';
import { Navigation } from './Navigation';
import { UserMenu } from './UserMenu';
import './layout.css';

export function Layout() {
  const { t } = useTranslation();
  const settings = useAppSettings((state) => state.settings);
  return (
    <div className="shell">
      <header className="shell-header">
        <Link to="/" className="shell-brand">
          <img src={settings?.logo ?? '/logo.svg'} alt="" width={28} height={28} />
          <span>{settings?.logo_title ?? t('app.title')}</span>
        </Link>
        <Navigation />
        <div className="shell-tools">
          <LanguageSwitch />
          <UserMenu />
        </div>
      </header>
      <main className="shell-main">
        <Outlet />
      </main>
    </div>
  );
}
