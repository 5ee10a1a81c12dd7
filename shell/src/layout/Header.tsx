import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { useAppSettings, useSession } from '@tutor/session';
import { NotificationBell } from '../notifications/NotificationBell';
import { LanguageSwitch } from './LanguageSwitch';
import { Navigation } from './Navigation';
import { UserMenu } from './UserMenu';

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
  const { pathname } = useLocation();
  // Open only on the page where it was opened: following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <header className={signedIn ? 'shell-header shell-header-user' : 'shell-header'}>
      {signedIn ? (
        <button
          ref={toggle}
          type="button"
          className="shell-menu-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenAt(open ? null : pathname)}
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
        ref={panel}
        className="shell-menu"
        data-open={open}
        onClick={(event) => {
          // A link followed from the menu closes it, even one to the page already shown.
          if (event.target instanceof Element && event.target.closest('a')) setOpenAt(null);
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
