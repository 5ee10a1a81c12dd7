import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SOCIAL_PROVIDERS,
  type LinkedSocialAccount,
  type SocialPopupResult,
  type SocialProvider,
} from '@tutor/contracts';
import { useAppSettings, useSession } from '@tutor/session';
import { Alert, ActionError, Card } from '@tutor/ui';
import { followRedirect } from '../../../shared/lib/follow-redirect';
import { openSocialPopup } from '../../../shared/lib/social-popup';
import { useDisconnect } from '../hooks/use-disconnect';
import { SocialAccountRow } from './SocialAccountRow';

/**
 * The account-settings block of the spec: each available provider with connect and
 * disconnect, and the linked account's name or username. Exposed as ./AccountSocialBlock
 * (account-social.tsx).
 */
export function AccountSocialBlock() {
  const { t } = useTranslation('auth');
  const settings = useAppSettings((state) => state.settings);
  const enabled = settings?.oauth ?? [];
  const available = SOCIAL_PROVIDERS.filter((provider) => enabled.includes(provider));
  const { user, setUser } = useSession();
  const { mutateAsync: disconnectProvider } = useDisconnect();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (!user) return null;

  const linked = (provider: SocialProvider) =>
    user.social_accounts.find((a) => a.provider === provider);
  const setLinks = (accounts: LinkedSocialAccount[]) =>
    setUser({ ...user, social_accounts: accounts });
  const others = (provider: SocialProvider) =>
    user.social_accounts.filter((a) => a.provider !== provider);

  const onPopup = (provider: SocialProvider) => (result: SocialPopupResult) => {
    if ('redirect' in result) return followRedirect(result.redirect);
    if ('oauth' in result) return setLinks([...others(provider), { ...result.oauth, provider }]);
    setMessage(result.message);
  };
  const connect = (provider: SocialProvider) => {
    setError(null);
    setMessage(null);
    openSocialPopup(`/oauth/${provider}?state=connect`, onPopup(provider));
  };
  const disconnect = async (provider: SocialProvider) => {
    setBusy(provider);
    setError(null);
    setMessage(null);
    try {
      const answer = await disconnectProvider(provider);
      if (answer.success) setLinks(others(provider));
      else setMessage(answer.message ?? 'errors.other');
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className="auth-accounts auth-settings-card" aria-labelledby="auth-accounts-title">
      <h2 id="auth-accounts-title">{t('accounts.title')}</h2>
      {message ? <Alert>{t(message, { ns: 'translation', defaultValue: message })}</Alert> : null}
      <ActionError error={error} />
      {available.length === 0 ? (
        <p className="auth-muted">{t('accounts.not_configured')}</p>
      ) : (
        <ul>
          {available.map((provider) => (
            <SocialAccountRow
              key={provider}
              provider={provider}
              account={linked(provider)}
              busy={busy === provider}
              onConnect={() => connect(provider)}
              onDisconnect={() => void disconnect(provider)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
