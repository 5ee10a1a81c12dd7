import { useTranslation } from 'react-i18next';
import { SIGN_IN_PROVIDERS, type SocialPopupResult } from '@tutor/contracts';
import { useAppSettings } from '@tutor/session';
import { Button } from '@tutor/ui';
import { openSocialPopup } from '../../../shared/lib/social-popup';

function signInPath(provider: string, invite: string | null): string {
  return invite ? `/oauth/${provider}?invite=${encodeURIComponent(invite)}` : `/oauth/${provider}`;
}

/**
 * Google, VK and Yandex buttons, each only when the app settings list that provider. An
 * invite code goes along, so the student this sign-in finds or creates joins the teacher.
 */
export function SocialSignInButtons({
  onResult,
  invite = null,
}: {
  onResult: (result: SocialPopupResult) => void;
  invite?: string | null;
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
          onClick={() => openSocialPopup(signInPath(provider, invite), onResult)}
        >
          {t(`social.sign_in_with.${provider}`)}
        </Button>
      ))}
    </div>
  );
}
