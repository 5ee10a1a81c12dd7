import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@tutor/session';

/**
 * The spec's referral offer, above the login form of someone who came by a referral link,
 * at the price the platform is configured with (shown once the settings have come).
 */
export function ReferralOffer() {
  const { t } = useTranslation('auth');
  const price = useAppSettings((state) => state.settings?.referral_price_rub);
  if (price === undefined) return null;
  return (
    <p className="auth-invite" role="note">
      <strong>{t('subscription.offer', { count: price })}</strong> {t('subscription.offer_login')}
    </p>
  );
}
