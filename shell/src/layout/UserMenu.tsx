import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tutor/session';
import { Button } from '@tutor/ui';

/** The signed-in user's name with sign-out, or a sign-in link for a guest. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!user) {
    return pathname === '/login' ? null : <Link to="/login">{t('shell.sign_in')}</Link>;
  }
  const leave = async () => {
    await signOut().catch(() => undefined);
    await navigate('/login');
  };
  return (
    <div className="shell-user" role="group" aria-label={t('shell.user_menu')}>
      <span className="shell-user-name">{user.first_name}</span>
      <Link to="/settings">{t('shell.nav.settings')}</Link>
      <Button variant="secondary" onClick={() => void leave()}>
        {t('shell.sign_out')}
      </Button>
    </div>
  );
}
