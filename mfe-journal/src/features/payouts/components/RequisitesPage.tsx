import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import {
  ApiErrorAlert,
  ButtonLink,
  EmailVerificationNotice,
  PageHeader,
  usePageTitle,
} from '@tutor/ui';
import { paths } from '../../../config/paths';
import { PageLoading } from '../../../shared/components/PageLoading';
import { usePayoutSettingsQuery } from '../hooks/use-payout-settings-query';
import { AuthorOnly } from './AuthorOnly';
import { RequisitesForm } from './RequisitesForm';
import './payouts.css';

/** /payouts/requisites: where the author's earnings are paid. */
export function RequisitesPage() {
  return (
    <AuthorOnly>
      <Requisites />
    </AuthorOnly>
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
      <ApiErrorAlert error={settings.error} />
      {settings.isPending ? <PageLoading /> : null}
      {settings.data ? <RequisitesForm saved={settings.data.requisites} /> : null}
    </div>
  );
}
