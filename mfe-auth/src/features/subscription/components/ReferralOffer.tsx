import { useTranslation } from 'react-i18next';

/** The spec's referral offer, above the login form of someone who came by a referral link. */
export function ReferralOffer() {
  const { t } = useTranslation('auth');
  return (
    <p className="auth-invite" role="note">
      <strong>{t('subscription.offer')}</strong> {t('subscription.offer_login')}
    </p>
  );
}
