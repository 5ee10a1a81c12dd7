import { useState } from 'react';
import { formatKopecks } from '@tutor/i18n';
import { useTranslation } from 'react-i18next';
import { Download, Landmark } from 'lucide-react';
import { PAYOUT_MONTH_PATTERN, type RegisterPayout, type SessionUser } from '@tutor/contracts';
import {
  ActionError,
  buttonClass,
  EmptyState,
  Field,
  PageHeader,
  QueryStatus,
  toast,
  useConfirm,
  usePageTitle,
  RoleGate,
} from '@tutor/ui';
import { PaymentMismatchesSection } from '../payment-mismatches/components/PaymentMismatchesSection';
import { monthOf } from '../../../shared/lib/dates';
import { registerUrl } from '../api/register-url';
import { useMarkPaid } from '../hooks/use-mark-paid';
import { useRegisterQuery } from '../hooks/use-register-query';
import { RegisterTable } from './RegisterTable';
import { NotForYou } from './NotForYou';
import './register.css';

/**
 * /payouts/register: the operator's month of bank-register payouts, the CSV, "paid"; below
 * it, the payments a provider reported not as ordered.
 */
const isOperator = (user: SessionUser) => user.is_operator;

export function PayoutRegisterPage() {
  return (
    <RoleGate allow={isOperator} denied={<NotForYou />}>
      <Register />
    </RoleGate>
  );
}

function Register() {
  const { t } = useTranslation('journal', { keyPrefix: 'register' });
  usePageTitle(t('title'));
  const [month, setMonth] = useState(() => monthOf(Date.now()));
  const valid = PAYOUT_MONTH_PATTERN.test(month);
  const register = useRegisterQuery(month, valid);
  const markPaid = useMarkPaid();
  const [confirm, confirmDialog] = useConfirm();

  const mark = async (payout: RegisterPayout) => {
    const amount = formatKopecks(payout.amount_kopecks);
    const yes = await confirm({
      title: t('confirm_title'),
      message: t('confirm_text', { id: payout.id, name: payout.payee_name, amount }),
      confirmLabel: t('mark_paid'),
    });
    if (!yes) return;
    markPaid.mutate(payout.id, {
      onSuccess: () => toast.success(t('marked', { id: payout.id, amount })),
    });
  };

  return (
    <div className="register-page">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="register-toolbar">
        <Field
          label={t('month')}
          type="month"
          required
          value={month}
          hint={valid ? undefined : t('month_hint')}
          onChange={(event) => setMonth(event.target.value)}
        />
        {valid ? (
          <a className={buttonClass('secondary')} href={registerUrl(month)} download>
            <Download size={18} aria-hidden="true" />
            {t('download')}
          </a>
        ) : null}
      </div>
      {valid ? <QueryStatus query={register} /> : null}
      <ActionError error={markPaid.error} />
      {valid && register.data?.length === 0 ? (
        <EmptyState title={t('empty')} icon={<Landmark size={32} />}>
          <p>{t('empty_text')}</p>
        </EmptyState>
      ) : null}
      {valid && register.data && register.data.length > 0 ? (
        <RegisterTable
          payouts={register.data}
          marking={markPaid.isPending ? markPaid.variables : null}
          onMarkPaid={(payout) => void mark(payout)}
        />
      ) : null}
      <PaymentMismatchesSection />
      {confirmDialog}
    </div>
  );
}
