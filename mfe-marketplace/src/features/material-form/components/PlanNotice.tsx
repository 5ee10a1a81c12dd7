import { useTranslation } from 'react-i18next';
import { Alert, TextLink } from '@tutor/ui';
import { PLAN_PATH } from '../../../config/paths';

/**
 * Said before anything is typed, to a teacher off the paid plan: selling needs it, with
 * the way to the plan section; the form is kept meanwhile.
 */
export function PlanNotice() {
  const { t } = useTranslation('marketplace', { keyPrefix: 'form' });
  return (
    <Alert tone="info">
      <div className="mp-notice-text">
        <p>{t('plan_needed')}</p>
        <p>
          <TextLink to={PLAN_PATH}>{t('plan_link')}</TextLink>
        </p>
      </div>
    </Alert>
  );
}
