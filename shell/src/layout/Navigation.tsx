import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';

const TEACHER_LINKS = ['tasks', 'works', 'students', 'marketplace', 'journal', 'payouts'] as const;
const STUDENT_LINKS = ['works', 'marketplace', 'journal'] as const;

/** The areas a signed-in user can go to; guests see none. */
export function Navigation() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  if (!user) return null;
  const links = user.role === ROLE_TEACHER ? TEACHER_LINKS : STUDENT_LINKS;
  return (
    <nav className="shell-nav" aria-label={t('shell.nav.label')}>
      {links.map((area) => (
        <NavLink key={area} to={`/${area}`}>
          {t(`shell.nav.${area}`)}
        </NavLink>
      ))}
    </nav>
  );
}
