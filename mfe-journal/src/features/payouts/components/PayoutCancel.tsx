import { useTranslation } from 'react-i18next';
import { formatKopecks } from '@tutor/i18n';
import type { Payout } from '@tutor/contracts';
import { ActionError, Button, toast, useConfirm } from '@tutor/ui';
import { usePayoutChanges } from '../hooks/use-payout-changes';

/** Takes back a request before the monthly run, after one question naming the amount. */
export function PayoutCancel({ payout }: { payout: Payout }) {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts.cancel' });
  const { cancel } = usePayoutChanges();
  const [confirm, confirmDialog] = useConfirm();
  const amount = formatKopecks(payout.amount_kopecks);

  const send = async () => {
    const yes = await confirm({
      title: t('confirm_title', { amount }),
      message: t('confirm_text'),
      confirmLabel: t('confirm'),
      cancelLabel: t('keep'),
    });
    if (!yes) return;
    cancel.mutate(payout.id, { onSuccess: () => toast.success(t('done', { amount })) });
  };

  return (
    <>
      <Button variant="secondary" busy={cancel.isPending} onClick={() => void send()}>
        {t('action')}
      </Button>
      <ActionError error={cancel.error} />
      {confirmDialog}
    </>
  );
}
