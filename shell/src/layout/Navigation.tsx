import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tutor/session';
import { useRegistryEntries } from '../federation/registry-store';
import { areaRoleOf } from './area-role';
import { navIcon } from './nav-icons';
import { navItems } from './nav-items';

/** The areas of the registry a signed-in user can go to; guests see none. */
export function Navigation() {
  const { t, i18n } = useTranslation();
  const user = useSession((state) => state.user);
  const entries = useRegistryEntries();
  if (!user) return null;
  const items = navItems(entries, areaRoleOf(user), i18n.resolvedLanguage ?? i18n.language);
  return (
    <nav className="shell-nav" aria-label={t('shell.nav.label')}>
      {items.map((item) => {
        const Icon = navIcon(item.icon);
        return (
          <NavLink key={item.path} to={item.path}>
            <Icon size={20} aria-hidden="true" />
            <span>{item.label}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
