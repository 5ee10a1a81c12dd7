import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  BookOpen,
  ClipboardCheck,
  ClipboardList,
  NotebookPen,
  Store,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';

type Area = 'tasks' | 'works' | 'students' | 'marketplace' | 'journal' | 'payouts';

const ICONS: Record<Area, LucideIcon> = {
  tasks: ClipboardList,
  works: ClipboardCheck,
  students: Users,
  marketplace: Store,
  journal: NotebookPen,
  payouts: Wallet,
};
const TEACHER_LINKS: Area[] = ['tasks', 'works', 'students', 'marketplace', 'journal', 'payouts'];
const STUDENT_LINKS: Area[] = ['works', 'marketplace', 'journal'];

/** The areas a signed-in user can go to; guests see none. */
export function Navigation() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  if (!user) return null;
  const links = user.role === ROLE_TEACHER ? TEACHER_LINKS : STUDENT_LINKS;
  return (
    <nav className="shell-nav" aria-label={t('shell.nav.label')}>
      {links.map((area) => {
        const Icon = ICONS[area] ?? BookOpen;
        return (
          <NavLink key={area} to={`/${area}`}>
            <Icon size={20} aria-hidden="true" />
            <span>{t(`shell.nav.${area}`)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
