import { useState, type ReactNode } from 'react';
import { formatMoney } from '@tutor/i18n';
import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import { MaterialAccess, type MaterialPage } from '@tutor/contracts';
import { Alert, ActionError, Button, ButtonLink, Stack, toast } from '@tutor/ui';
import { taskPath } from '../../../config/paths';
import type { useMaterialChanges } from '../hooks/use-material-changes';
import { RefundAction } from './RefundAction';
import { UpdateNotice } from './UpdateNotice';

interface Props {
  material: MaterialPage;
  changes: ReturnType<typeof useMaterialChanges>;
  /** Back from the payment page (?paid=1). */
  paidBack: boolean;
}

/**
 * A teacher's action on someone else's material: buy it («Купить за 490 ₽»), take a free
 * one, wait for a payment, or open one's copy and take a newer version into it; a paid copy
 * never opened may still be refunded («Вернуть деньги»).
 */
export function BuyerPanel({ material, changes, paidBack }: Props) {
  const { t, i18n } = useTranslation('marketplace', { keyPrefix: 'material' });
  const [kept, setKept] = useState(false);
  const { ownership } = material;

  const take = () =>
    changes.purchase.mutate(undefined, {
      onSuccess: (answer) => {
        if ('purchase' in answer) toast.success(t('taken'));
      },
    });
  const update = () =>
    changes.update.mutate(undefined, { onSuccess: () => toast.success(t('updated')) });

  let body: ReactNode = null;
  if (ownership.owned) {
    body = (
      <>
        {paidBack ? <Alert tone="success">{t('paid_back')}</Alert> : <p>{t('bought')}</p>}
        {ownership.task_id !== null ? (
          <ButtonLink
            to={taskPath(ownership.task_id)}
            icon={<ClipboardList size={18} aria-hidden="true" />}
          >
            {t('open_copy')}
          </ButtonLink>
        ) : null}
        {ownership.version_number !== null ? (
          <p className="mp-muted">{t('your_version', { number: ownership.version_number })}</p>
        ) : null}
        {ownership.update_available !== null && !kept ? (
          <UpdateNotice
            version={ownership.update_available}
            until={ownership.updates_until}
            busy={changes.update.isPending}
            onUpdate={update}
            onKeep={() => setKept(true)}
          />
        ) : null}
        {ownership.refundable ? <RefundAction material={material} changes={changes} /> : null}
      </>
    );
  } else if (ownership.pending) {
    body = <Alert tone="info">{t('pending')}</Alert>;
  } else if (material.version !== null && material.access !== MaterialAccess.Restricted) {
    body = (
      <Button busy={changes.purchase.isPending} onClick={take}>
        {material.access === MaterialAccess.Paid
          ? t('buy', { price: formatMoney(material.price, 'RUB', i18n.language) })
          : t('take_free')}
      </Button>
    );
  }
  return (
    <Stack gap={3}>
      {body}
      <ActionError error={changes.purchase.error ?? changes.update.error} />
    </Stack>
  );
}
