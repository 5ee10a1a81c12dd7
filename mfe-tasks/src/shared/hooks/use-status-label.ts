import { useTranslation } from 'react-i18next';
import type { WorkStatus } from '@tutor/contracts';
import { statusLabelKey } from '../lib/status-label';

/** The translated status label (the texts live in libs/i18n, `work.status.*`). */
export function useStatusLabel(): (status: WorkStatus, startedAt: number | null) => string {
  const { t } = useTranslation();
  return (status, startedAt) => t(statusLabelKey(status, startedAt));
}
