import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tutor/i18n';
import { Alert, Button, Stack, toast } from '@tutor/ui';
import { useReferralQuery } from '../hooks/use-subscription';

/** The teacher's referral link with a copy button, the offer and what it brought. */
export function ReferralLinkBlock() {
  const { t } = useTranslation('auth', { keyPrefix: 'subscription.referral' });
  const query = useReferralQuery();
  const [copyFailed, setCopyFailed] = useState(false);
  const info = query.data;
  if (info === undefined) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(info.url);
      setCopyFailed(false);
      toast.success(t('copied'));
    } catch {
      setCopyFailed(true);
    }
  };
  return (
    <section aria-labelledby="settings-referral-title">
      <Stack gap={2}>
        <h3 id="settings-referral-title" className="auth-subscription-subtitle">
          {t('title')}
        </h3>
        <p>{t('offer', { price: formatMoney(info.offer_price_rub), count: info.reward_months })}</p>
        <label className="auth-referral-link">
          <span>{t('link')}</span>
          <input readOnly value={info.url} onFocus={(event) => event.currentTarget.select()} />
        </label>
        {copyFailed ? <Alert>{t('copy_failed')}</Alert> : null}
        <div>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('copy')}
          </Button>
        </div>
        <p className="auth-muted">
          {t('stats', { signed: info.signed_up, rewards: info.rewards })}
        </p>
      </Stack>
    </section>
  );
}
