import { useTranslation } from 'react-i18next';
import { formatKopecks } from '@tutor/i18n';
import { Banknote } from 'lucide-react';
import type { PayoutBalance } from '@tutor/contracts';
import { ActionError, Button, Card, toast, useConfirm } from '@tutor/ui';
import { usePayoutChanges } from '../hooks/use-payout-changes';

const REASON_ID = 'payouts-request-reason';

/** The request button: disabled, with the reason beside it, while the API names a blocker. */
export function PayoutRequest({ balance }: { balance: PayoutBalance }) {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts.request' });
  const { request } = usePayoutChanges();
  const available = formatKopecks(balance.available_kopecks);
  const min = formatKopecks(balance.min_payout_kopecks);
  const blocker = balance.blocker;

  const [confirm, confirmDialog] = useConfirm();
  const send = async () => {
    const yes = await confirm({
      title: t('confirm_title', { amount: available }),
      message: t('confirm_text'),
      confirmLabel: t('confirm'),
    });
    if (!yes) return;
    request.mutate(undefined, {
      onSuccess: (payout) =>
        toast.success(t('sent', { amount: formatKopecks(payout.amount_kopecks) })),
    });
  };

  return (
    <Card className="payouts-section" aria-labelledby="payouts-request">
      <h2 id="payouts-request">{t('title')}</h2>
      <p>{t('explained', { min })}</p>
      <ActionError error={request.error} />
      <div>
        <Button
          icon={<Banknote size={18} aria-hidden="true" />}
          disabled={blocker !== null}
          busy={request.isPending}
          aria-describedby={blocker ? REASON_ID : undefined}
          onClick={() => void send()}
        >
          {balance.available_kopecks > 0 ? t('button', { amount: available }) : t('button_empty')}
        </Button>
      </div>
      {blocker ? (
        <p id={REASON_ID} className="ui-hint">
          {t(`blockers.${blocker}`, { available, min })}
        </p>
      ) : null}
      {confirmDialog}
    </Card>
  );
}
