import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tutor/i18n';
import {
  ActionError,
  Button,
  Card,
  Cluster,
  QueryStatus,
  Stack,
  toast,
  useConfirm,
} from '@tutor/ui';
import { useCancelAutopay, useSubscribe, useSubscriptionQuery } from '../hooks/use-subscription';
import { ReferralLinkBlock } from './ReferralLinkBlock';
import { SubscriptionFacts } from './SubscriptionFacts';

/** `/settings#subscription`: the plan section (the payment return page links here). */
export const PLAN_ANCHOR = 'subscription';

/**
 * Brings the block into view when the address names it (`#subscription`), once it is
 * loaded: the settings page is long and the plan sits far down on a phone.
 */
function useScrolledTo(anchor: string, ready: boolean): void {
  useEffect(() => {
    // read when it is ready: the block mounts afresh whenever /settings is opened
    if (ready && window.location.hash === `#${anchor}`) {
      document.getElementById(anchor)?.scrollIntoView?.({ block: 'start' });
    }
  }, [anchor, ready]);
}

/**
 * The teacher's plan in /settings (exposed as ./SubscriptionBlock): plan, price, next charge,
 * subscribe (to the provider's page and back), cancel autopay in one click (what it does is
 * written beside the button; paying again turns it back on), and the referral link with the offer.
 */
export function SubscriptionBlock() {
  const { t } = useTranslation('auth', { keyPrefix: 'subscription' });
  const query = useSubscriptionQuery();
  const subscribe = useSubscribe();
  const cancel = useCancelAutopay();
  const subscription = query.data;
  useScrolledTo(PLAN_ANCHOR, subscription !== undefined);

  const [confirm, confirmDialog] = useConfirm();
  const cancelAutopay = async () => {
    const yes = await confirm({
      title: t('cancel_title'),
      message: t('cancel_message'),
      confirmLabel: t('cancel_autopay'),
      cancelLabel: t('cancel_keep'),
      danger: true,
    });
    if (yes) cancel.mutate(undefined, { onSuccess: () => toast.success(t('cancelled')) });
  };

  return (
    <Card
      id={PLAN_ANCHOR}
      className="auth-settings-card"
      aria-labelledby="settings-subscription-title"
    >
      <h2 id="settings-subscription-title">{t('title')}</h2>
      <Stack gap={3}>
        <ActionError error={subscribe.error ?? cancel.error} />
        <QueryStatus query={query} loading={<p className="auth-muted">{t('loading')}</p>} />
        {subscription === undefined ? null : (
          <>
            <SubscriptionFacts subscription={subscription} />
            <Cluster gap={2}>
              {subscription.autopay ? (
                <>
                  <Button
                    variant="secondary"
                    busy={cancel.isPending}
                    aria-describedby="settings-autopay-hint"
                    onClick={() => void cancelAutopay()}
                  >
                    {t('cancel_autopay')}
                  </Button>
                  <p id="settings-autopay-hint" className="auth-muted">
                    {t('cancel_message')}
                  </p>
                </>
              ) : (
                <Button busy={subscribe.isPending} onClick={() => subscribe.mutate()}>
                  {t(subscription.plan === 'paid' ? 'pay_again' : 'subscribe', {
                    price: formatMoney(subscription.offer_price_rub),
                  })}
                </Button>
              )}
            </Cluster>
          </>
        )}
        <ReferralLinkBlock />
        {confirmDialog}
      </Stack>
    </Card>
  );
}
