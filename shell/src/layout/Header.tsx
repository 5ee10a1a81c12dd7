import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { useAppSettings, useSession } from '@tutor/session';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { LanguageSwitch } from './LanguageSwitch';
import { Navigation } from './Navigation';
import { UserMenu } from './UserMenu';
import { usePopover } from '../shared/hooks/use-popover';

const MENU_ID = 'shell-menu';

/**
 * The top bar. Wide: brand, the areas, then the tools. Below 1024px a signed-in person's
 * areas and tools fold into a menu (a disclosure: aria-expanded, Esc closes and returns
 * the focus to the button, a link followed closes it).
 */
export function Header() {
  const { t } = useTranslation();
  const settings = useAppSettings((state) => state.settings);
  const signedIn = useSession((state) => state.user !== null);
  const { open, toggle, close, toggleRef, panelRef } = usePopover<HTMLDivElement>((panel) =>
    panel.querySelector<HTMLElement>('a, button, select')?.focus(),
  );

  return (
    <header className={signedIn ? 'shell-header shell-header-user' : 'shell-header'}>
      {signedIn ? (
        <button
          ref={toggleRef}
          type="button"
          className="shell-menu-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={toggle}
        >
          {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
          <span className="ui-visually-hidden">{t('shell.menu')}</span>
        </button>
      ) : null}
      <Link to="/" className="shell-brand">
        <img src={settings?.logo ?? '/logo.svg'} alt="" width={32} height={32} />
        <span>{settings?.logo_title || t('app.title')}</span>
      </Link>
      <div
        id={MENU_ID}
        ref={panelRef}
        className="shell-menu"
        data-open={open}
        onClick={(event) => {
          // A link followed from the menu closes it, even one to the page already shown.
          if (event.target instanceof Element && event.target.closest('a')) close();
        }}
      >
        <Navigation />
        <div className="shell-tools">
          <LanguageSwitch />
          <UserMenu />
        </div>
      </div>
      {/* The notification bell goes in this slot: visible at every size, outside the menu. */}
      <div className="shell-bell">
        <NotificationBell />
      </div>
    </header>
  );
}
