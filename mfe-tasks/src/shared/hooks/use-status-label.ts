import { useTranslation } from 'react-i18next';
import { workStatusLabelKey, type WorkStatus } from '@tutor/contracts';

/**
 * The translated status label (texts in libs/i18n, `work.status.*`): one word per status,
 * the same in every list and on every page.
 */
export function useStatusLabel(): (status: WorkStatus) => string {
  const { t } = useTranslation();
  return (status) => t(workStatusLabelKey(status));
}
