import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { remoteForPath } from '@tutor/contracts';
import { useAreaTitle } from '@tutor/ui';

const NAV_AREAS = ['tasks', 'works', 'students', 'marketplace', 'journal', 'payouts'] as const;

/** The title every path has before its page names itself (pages call usePageTitle). */
function areaTitleKey(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  if ((NAV_AREAS as readonly string[]).includes(first)) return `shell.nav.${first}`;
  if (first === 'login') return 'shell.titles.login';
  if (first === 'password') return 'shell.titles.password_reset';
  if (first === 'settings') return 'shell.nav.settings';
  if (first === '') return null;
  return remoteForPath(pathname) ? null : 'shell.titles.not_found';
}

export function useShellAreaTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = areaTitleKey(pathname);
  useAreaTitle(key ? t(key) : null);
}
