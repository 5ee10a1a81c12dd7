import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, RefreshCw } from 'lucide-react';
import type { SelfEmployedConnection } from '@tutor/contracts';
import { ActionError, Button, Card, Cluster, toast } from '@tutor/ui';
import { usePayoutChanges } from '../hooks/use-payout-changes';

/** Sends the browser to the provider's page (another site: a full page load). */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * The self-employed author's permission in «Мой налог»: its status, the button that starts
 * (or continues) it on the provider's page, and a re-check of the status. A pending
 * connection is asked about once on arrival: the author is back from «Мой налог».
 */
export function SelfEmployedPanel({ connection }: { connection: SelfEmployedConnection }) {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts.self_employed' });
  const { connect, check } = usePayoutChanges();
  const { status, confirmation_url: confirmationUrl } = connection;

  const start = () =>
    connect.mutate(undefined, {
      onSuccess: (settings) => {
        const url = settings.self_employed?.confirmation_url;
        if (url) goTo(url);
      },
    });
  const asked = useRef(false);
  const { mutate: checkNow } = check;
  useEffect(() => {
    if (status !== 'pending' || asked.current) return;
    asked.current = true;
    checkNow();
  }, [status, checkNow]);

  const recheck = () => check.mutate(undefined, { onSuccess: () => toast.success(t('checked')) });

  return (
    <Card className="payouts-section" aria-labelledby="payouts-self-employed">
      <h2 id="payouts-self-employed">{t('title')}</h2>
      <p>{t('explained')}</p>
      <p role="status">
        <strong>{t(`statuses.${status}`)}</strong>
      </p>
      <ActionError error={connect.error ?? check.error} />
      <Cluster gap={2}>
        {status === 'confirmed' ? null : status === 'pending' && confirmationUrl ? (
          <Button
            icon={<ExternalLink size={18} aria-hidden="true" />}
            onClick={() => goTo(confirmationUrl)}
          >
            {t('continue')}
          </Button>
        ) : (
          <Button
            icon={<ExternalLink size={18} aria-hidden="true" />}
            busy={connect.isPending}
            onClick={start}
          >
            {t('connect')}
          </Button>
        )}
        {status === 'none' ? null : (
          <Button
            variant="secondary"
            icon={<RefreshCw size={18} aria-hidden="true" />}
            busy={check.isPending}
            onClick={recheck}
          >
            {t('check')}
          </Button>
        )}
      </Cluster>
    </Card>
  );
}
