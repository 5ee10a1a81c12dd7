import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { entryForPath, isUnder, type RegistryEntry } from '@tutor/contracts';
import { useAreaTitle } from '@tutor/ui';
import { useRegistryEntries } from '../federation/registry-store';
import { navLabel } from './nav-items';

/** The shell's own pages and the sign-in areas, titled even on a bad registry. */
const SHELL_TITLES: [path: string, key: string][] = [
  ['/login', 'shell.titles.login'],
  ['/password', 'shell.titles.password_reset'],
  ['/settings', 'shell.nav.settings'],
  ['/notifications', 'notifications:title'],
  ['/operator/remotes', 'shell.nav.operator_remotes'],
];

type Title = { key: string } | { text: string } | null;

/** The title every path has before its page names itself (pages call usePageTitle). */
function areaTitle(pathname: string, entries: readonly RegistryEntry[], language: string): Title {
  if (pathname === '/') return null;
  const shell = SHELL_TITLES.find(([path]) => isUnder(pathname, path));
  if (shell !== undefined) return { key: shell[1] };
  const found = entryForPath(entries, pathname);
  if (found === undefined) return { key: 'shell.titles.not_found' };
  return found.area.nav === undefined ? null : { text: navLabel(found.area.nav, language) };
}

export function useShellAreaTitle(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const title = areaTitle(pathname, useRegistryEntries(), i18n.resolvedLanguage ?? i18n.language);
  useAreaTitle(title === null ? null : 'key' in title ? t(title.key) : title.text);
}
