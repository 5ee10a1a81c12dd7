import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Clock, TriangleAlert } from 'lucide-react';
import type { PaymentReturn, PaymentReturnState } from '@tutor/contracts';
import { formatMoney } from '@tutor/i18n';
import { Button, ButtonLink, Card, Cluster, Stack } from '@tutor/ui';
import { PLAN_PATH, materialPath, paths } from '../../../config/paths';
import { stoppedWaiting } from '../lib/polling';

const ICONS: Record<PaymentReturnState, typeof Clock> = {
  paid: CircleCheck,
  canceled: CircleX,
  waiting: Clock,
  failed: TriangleAlert,
};

export interface PaymentOutcomeProps {
  payment: PaymentReturn;
  /** Answers read so far (the page stops asking on its own after a while). */
  reads: number;
  checking: boolean;
  onCheck: () => void;
}

/** What happened to the payment, said in a live region, and the way on. */
export function PaymentOutcome({ payment, reads, checking, onCheck }: PaymentOutcomeProps) {
  const { t, i18n } = useTranslation('marketplace', { keyPrefix: 'payment_return' });
  const { state, material } = payment;
  const Icon = ICONS[state];
  const itemPath = material === null ? PLAN_PATH : materialPath(material.id);
  const stopped = stoppedWaiting(state, reads);
  const detail = {
    paid: material === null ? t('paid_plan') : t('paid_material', { title: material.title }),
    canceled: t('canceled_text'),
    waiting: stopped ? t('waiting_stopped') : t('waiting_text'),
    failed: t('failed_text'),
  }[state];
  return (
    <div className="mp-page">
      <Card className={`mp-payment mp-payment-${state}`}>
        <Stack gap={3}>
          <div className="mp-payment-said" aria-live="polite" aria-atomic="true">
            <Icon className="mp-payment-icon" size={40} aria-hidden="true" />
            <h1>{t(`states.${state}`)}</h1>
            <p>{detail}</p>
          </div>
          <div className="mp-muted mp-notice-text">
            <p>
              {material === null ? t('for_plan') : t('for_material', { title: material.title })}
            </p>
            <p>{t('amount', { amount: formatMoney(payment.amount_rub, 'RUB', i18n.language) })}</p>
          </div>
          <Cluster gap={2}>
            {state === 'paid' || state === 'failed' ? (
              <ButtonLink to={itemPath}>
                {material === null ? t('open_plan') : t('open_material')}
              </ButtonLink>
            ) : null}
            {state === 'canceled' ? <ButtonLink to={itemPath}>{t('try_again')}</ButtonLink> : null}
            {stopped ? (
              <Button busy={checking} onClick={onCheck}>
                {t('check_again')}
              </Button>
            ) : null}
            {material === null ? null : (
              <ButtonLink variant="secondary" to={paths.purchases}>
                {t('purchases')}
              </ButtonLink>
            )}
          </Cluster>
        </Stack>
      </Card>
    </div>
  );
}
