import { useTranslation } from 'react-i18next';
import { RequireUser } from '@tutor/ui';
import { Loading } from './RemoteArea';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemoteModule } from './use-remote-module';

function SocialAccounts() {
  const module = useRemoteModule('auth/AccountSocialBlock');
  return module ? <module.AccountSocialBlock /> : <Loading />;
}

/** /settings: the account settings, with the auth remote's social accounts block. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <section className="shell-settings">
        <h1>{t('shell.nav.settings')}</h1>
        <RemoteBoundary id="auth/AccountSocialBlock">
          <SocialAccounts />
        </RemoteBoundary>
      </section>
    </RequireUser>
  );
}
