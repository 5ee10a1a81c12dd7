import { useTranslation } from 'react-i18next';
import { SIGN_IN_PROVIDERS, type SocialPopupResult } from '@tutor/contracts';
import { useAppSettings } from '@tutor/session';
import { Button } from '@tutor/ui';
import { openSocialPopup } from './social-popup';

/** Google, VK and Yandex buttons, each only when the app settings list that provider. */
export function SocialSignInButtons({
  onResult,
}: {
  onResult: (result: SocialPopupResult) => void;
}) {
  const { t } = useTranslation('auth');
  const settings = useAppSettings((state) => state.settings);
  const enabled = settings?.oauth ?? [];
  const providers = SIGN_IN_PROVIDERS.filter((provider) => enabled.includes(provider));
  if (providers.length === 0) return null;
  return (
    <div className="auth-social" role="group" aria-label={t('social.group')}>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          onClick={() => openSocialPopup(`/oauth/${provider}`, onResult)}
        >
          {t(`social.sign_in_with.${provider}`)}
        </Button>
      ))}
    </div>
  );
}
