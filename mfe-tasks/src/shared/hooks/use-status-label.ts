import { useTranslation } from 'react-i18next';
import { workStatusLabelKey, type WorkStatus } from '@tutor/contracts';

/**
 * The translated status label (texts in libs/i18n, `work.status.*`): one word per status,
 * the same in every list and on every page. `returned` (a draft sent back for rework and
 * not handed in again) reads "returned for rework", never "draft".
 */
export function useStatusLabel(): (status: WorkStatus, returned?: boolean) => string {
  const { t } = useTranslation();
  return (status, returned) => t(workStatusLabelKey(status, returned));
}
