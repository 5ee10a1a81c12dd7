import { useTranslation } from 'react-i18next';
import { ROLE_TEACHER } from '@tutor/contracts';
import { useSession } from '@tutor/session';
import { PageHeader, RequireUser, Stack, usePageTitle } from '@tutor/ui';
import { NotificationPreferencesBlock } from '../features/notifications/NotificationPreferencesBlock';
import { Loading } from '../shared/components/Loading';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemoteModule } from './use-remote-module';

/** The auth remote's profile, email, password and sessions blocks. */
function AccountSettings() {
  const module = useRemoteModule('auth/AccountSettingsBlocks');
  if (!module) return <Loading />;
  const { ProfileBlock, EmailChangeBlock, PasswordChangeBlock, SessionsBlock } = module;
  return (
    <>
      <ProfileBlock />
      <EmailChangeBlock />
      <PasswordChangeBlock />
      <SessionsBlock />
    </>
  );
}

function Subscription() {
  const module = useRemoteModule('auth/SubscriptionBlock');
  return module ? <module.SubscriptionBlock /> : <Loading />;
}

function SocialAccounts() {
  const module = useRemoteModule('auth/AccountSocialBlock');
  return module ? <module.AccountSocialBlock /> : <Loading />;
}

/**
 * /settings: the auth remote's profile, email, password, sessions blocks, a teacher's
 * subscription block, the social accounts block, then the notification preferences.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const isTeacher = useSession((state) => state.user?.role === ROLE_TEACHER);
  usePageTitle(t('shell.nav.settings'));
  return (
    <RequireUser>
      <section className="shell-settings">
        <PageHeader title={t('shell.nav.settings')} />
        <Stack gap={4}>
          <RemoteBoundary id="auth/AccountSettingsBlocks">
            <AccountSettings />
          </RemoteBoundary>
          {isTeacher ? (
            <RemoteBoundary id="auth/SubscriptionBlock">
              <Subscription />
            </RemoteBoundary>
          ) : null}
          <RemoteBoundary id="auth/AccountSocialBlock">
            <SocialAccounts />
          </RemoteBoundary>
          <NotificationPreferencesBlock />
        </Stack>
      </section>
    </RequireUser>
  );
}
