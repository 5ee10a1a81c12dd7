import { useTranslation } from 'react-i18next';
import { Landmark, Pencil } from 'lucide-react';
import type { PayoutRequisitesInput } from '@tutor/contracts';
import { ButtonLink, Card } from '@tutor/ui';
import { paths } from '../../../config/paths';

/** Who is paid and where, in short, with the way to change it (or to fill it in). */
export function RequisitesSummary({ requisites }: { requisites: PayoutRequisitesInput | null }) {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts.requisites' });
  return (
    <Card className="payouts-section" aria-labelledby="payouts-requisites">
      <h2 id="payouts-requisites">{t('summary_title')}</h2>
      {requisites === null ? (
        <>
          <p>
            <strong>{t('none')}</strong> {t('none_text')}
          </p>
          <div>
            <ButtonLink
              to={paths.payoutRequisites}
              icon={<Landmark size={18} aria-hidden="true" />}
            >
              {t('fill')}
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <dl className="payouts-facts">
            <dt>{t('type')}</dt>
            <dd>{t(`types.${requisites.type}`)}</dd>
            <dt>{t('name')}</dt>
            <dd>{requisites.name}</dd>
            <dt>{t('account')}</dt>
            <dd>{t('account_ending', { digits: requisites.account.slice(-4) })}</dd>
          </dl>
          <div>
            <ButtonLink
              variant="secondary"
              to={paths.payoutRequisites}
              icon={<Pencil size={18} aria-hidden="true" />}
            >
              {t('edit')}
            </ButtonLink>
          </div>
        </>
      )}
    </Card>
  );
}
