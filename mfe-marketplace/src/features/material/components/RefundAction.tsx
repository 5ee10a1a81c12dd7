import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tutor/i18n';
import { Undo2 } from 'lucide-react';
import { type MaterialPage } from '@tutor/contracts';
import { ActionError, Button, Stack, toast, useConfirm } from '@tutor/ui';
import type { useMaterialChanges } from '../hooks/use-material-changes';

interface Props {
  material: MaterialPage;
  changes: ReturnType<typeof useMaterialChanges>;
}

/**
 * «Вернуть деньги»: an owner of a paid copy they have not opened yet, within the refund
 * window (ownership.refundable), gets the money back; the copy and the access are removed.
 */
export function RefundAction({ material, changes }: Props) {
  const { t, i18n } = useTranslation('marketplace', { keyPrefix: 'material' });
  const [confirm, confirmDialog] = useConfirm();
  const price = formatMoney(material.price, 'RUB', i18n.language);

  const refund = async () => {
    const yes = await confirm({
      title: t('refund_title'),
      message: t('refund_text', { title: material.title, price }),
      confirmLabel: t('refund'),
      danger: true,
    });
    if (!yes) return;
    changes.refund.mutate(undefined, {
      onSuccess: () => toast.success(t('refunded', { price })),
    });
  };

  return (
    <Stack gap={2} className="mp-refund">
      <p className="mp-muted">{t('refund_hint')}</p>
      <div>
        <Button
          variant="secondary"
          busy={changes.refund.isPending}
          icon={<Undo2 size={18} aria-hidden="true" />}
          onClick={() => void refund()}
        >
          {t('refund')}
        </Button>
      </div>
      <ActionError error={changes.refund.error} />
      {confirmDialog}
    </Stack>
  );
}
