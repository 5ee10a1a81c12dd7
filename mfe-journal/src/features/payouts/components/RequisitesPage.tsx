import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import {
  ButtonLink,
  EmailVerificationNotice,
  PageHeader,
  QueryStatus,
  usePageTitle,
  RoleGate,
} from '@tutor/ui';
import { ROLE_TEACHER } from '@tutor/contracts';
import { paths } from '../../../config/paths';
import { usePayoutSettingsQuery } from '../hooks/use-payout-settings-query';
import { RequisitesForm } from './RequisitesForm';
import { NotForStudents } from './NotForStudents';
import './payouts.css';

/** /payouts/requisites: where the author's earnings are paid. */
export function RequisitesPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]} denied={<NotForStudents />}>
      <Requisites />
    </RoleGate>
  );
}

function Requisites() {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts' });
  const { t: common } = useTranslation();
  usePageTitle(t('requisites.title'));
  const settings = usePayoutSettingsQuery();
  return (
    <div className="payouts-page">
      <PageHeader
        title={t('requisites.title')}
        description={t('requisites.description')}
        actions={
          <ButtonLink
            variant="secondary"
            to={paths.payouts}
            icon={<ArrowLeft size={18} aria-hidden="true" />}
          >
            {t('nav.back')}
          </ButtonLink>
        }
      />
      <EmailVerificationNotice waiting={common('email_verification.payouts')} />
      <QueryStatus query={settings} />
      {settings.data ? <RequisitesForm saved={settings.data.requisites} /> : null}
    </div>
  );
}
