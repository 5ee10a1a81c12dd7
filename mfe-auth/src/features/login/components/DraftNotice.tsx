import { useTranslation } from 'react-i18next';
import { Alert } from '@tutor/ui';

/** Said above the registration fields a reload brought back: what came back, and what did not. */
export function DraftNotice() {
  const { t } = useTranslation('auth');
  return <Alert tone="info">{t('draft.restored')}</Alert>;
}
