import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Activity, Landmark, LogOut, Settings } from 'lucide-react';
import { useSession } from '@tutor/session';
import { Button, buttonClass } from '@tutor/ui';

/** The signed-in user's name, settings and sign-out, or a sign-in link for a guest. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!user) {
    return pathname === '/login' ? null : (
      <Link className={buttonClass('primary', 'small')} to="/login">
        {t('shell.sign_in')}
      </Link>
    );
  }
  const leave = async () => {
    await signOut().catch(() => undefined);
    await navigate('/login');
  };
  return (
    <div className="shell-user" role="group" aria-label={t('shell.user_menu')}>
      <span className="shell-user-name">
        <span className="shell-avatar" aria-hidden="true">
          {user.first_name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="shell-user-text">
          <span>{user.first_name}</span>
          <span className="shell-user-email">{user.email}</span>
        </span>
      </span>
      {user.is_operator ? (
        <NavLink
          to="/operator/remotes"
          className="shell-settings-link"
          title={t('shell.nav.operator_remotes')}
        >
          <Activity size={20} aria-hidden="true" />
          <span className="shell-settings-text">{t('shell.nav.operator_remotes')}</span>
        </NavLink>
      ) : null}
      {user.is_operator ? (
        <NavLink
          to="/payouts/register"
          className="shell-settings-link"
          title={t('shell.nav.operator_register')}
        >
          <Landmark size={20} aria-hidden="true" />
          <span className="shell-settings-text">{t('shell.nav.operator_register')}</span>
        </NavLink>
      ) : null}
      <NavLink to="/settings" className="shell-settings-link" title={t('shell.nav.settings')}>
        <Settings size={20} aria-hidden="true" />
        <span className="shell-settings-text">{t('shell.nav.settings')}</span>
      </NavLink>
      <Button
        variant="ghost"
        size="small"
        icon={<LogOut size={18} aria-hidden="true" />}
        onClick={() => void leave()}
      >
        {t('shell.sign_out')}
      </Button>
    </div>
  );
}
