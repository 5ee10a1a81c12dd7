import { useTranslation } from 'react-i18next';
import type { LinkedSocialAccount, SocialProvider } from '@tutor/contracts';
import { Button } from '@tutor/ui';

interface Props {
  provider: SocialProvider;
  account: LinkedSocialAccount | undefined;
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}

/** The linked account's name, else its username. */
function accountName(account: LinkedSocialAccount): string {
  const name = [account.first_name, account.last_name].filter(Boolean).join(' ');
  return name || (account.username ? `@${account.username}` : '');
}

export function SocialAccountRow({ provider, account, busy, onConnect, onDisconnect }: Props) {
  const { t } = useTranslation('auth');
  const label = t(`accounts.providers.${provider}`);
  return (
    <li className="auth-account">
      <span className="auth-account-provider">{label}</span>
      <span className="auth-account-name">
        {account ? accountName(account) : t('accounts.not_connected')}
      </span>
      {account ? (
        <Button
          variant="secondary"
          busy={busy}
          onClick={onDisconnect}
          aria-label={t('accounts.disconnect_from', { provider: label })}
        >
          {t('accounts.disconnect')}
        </Button>
      ) : (
        <Button
          busy={busy}
          onClick={onConnect}
          aria-label={t('accounts.connect_to', { provider: label })}
        >
          {t('accounts.connect')}
        </Button>
      )}
    </li>
  );
}
