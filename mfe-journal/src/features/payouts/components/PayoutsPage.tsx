import { useTranslation } from 'react-i18next';
import { History, Landmark } from 'lucide-react';
import { PayoutRequisitesType, ROLE_TEACHER } from '@tutor/contracts';
import {
  ButtonLink,
  EmailVerificationNotice,
  PageHeader,
  QueryStatus,
  usePageTitle,
  RoleGate,
} from '@tutor/ui';
import { paths } from '../../../config/paths';
import { useBalanceQuery } from '../hooks/use-balance-query';
import { usePayoutSettingsQuery } from '../hooks/use-payout-settings-query';
import { usePayoutsQuery } from '../hooks/use-payouts-query';
import { BalanceCards } from './BalanceCards';
import { PayoutList } from './PayoutList';
import { PayoutRequest } from './PayoutRequest';
import { RequisitesSummary } from './RequisitesSummary';
import { SelfEmployedPanel } from './SelfEmployedPanel';
import { StatementDownload } from './StatementDownload';
import { NotForStudents } from './NotForStudents';
import './payouts.css';

/** /payouts: the author's balance, payout request, requisites, payouts and statements. */
export function PayoutsPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]} denied={<NotForStudents />}>
      <Payouts />
    </RoleGate>
  );
}

function Payouts() {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts' });
  const { t: common } = useTranslation();
  usePageTitle(t('title'));
  const balance = useBalanceQuery();
  const settings = usePayoutSettingsQuery();
  const payouts = usePayoutsQuery();
  const selfEmployed =
    settings.data?.requisites?.type === PayoutRequisitesType.SelfEmployed
      ? settings.data.self_employed
      : null;

  return (
    <div className="payouts-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <ButtonLink
              variant="secondary"
              to={paths.payoutSales}
              icon={<History size={18} aria-hidden="true" />}
            >
              {t('nav.sales')}
            </ButtonLink>
            <ButtonLink
              variant="secondary"
              to={paths.payoutRequisites}
              icon={<Landmark size={18} aria-hidden="true" />}
            >
              {t('nav.requisites')}
            </ButtonLink>
          </>
        }
      />
      <EmailVerificationNotice waiting={common('email_verification.payouts')} />
      <QueryStatus query={[balance, settings, payouts]} />
      {balance.data ? <BalanceCards balance={balance.data} /> : null}
      {balance.data ? <PayoutRequest balance={balance.data} /> : null}
      {settings.data ? <RequisitesSummary requisites={settings.data.requisites} /> : null}
      {selfEmployed ? <SelfEmployedPanel connection={selfEmployed} /> : null}
      {payouts.data ? (
        <section className="payouts-section" aria-labelledby="payouts-list">
          <h2 id="payouts-list">{t('list.title')}</h2>
          <PayoutList payouts={payouts.data} />
        </section>
      ) : null}
      <StatementDownload />
    </div>
  );
}
