import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutor/api-client';
import { Alert, ActionError, Button } from '@tutor/ui';
import { WorkRefusalCode } from '@tutor/contracts';
import { needsReload, refusalCode } from '../api/refusal';

/**
 * A failed work action. A stale version (someone else saved meanwhile) is never overwritten:
 * its message comes with a button that loads the work again; so does a timed work not
 * started (409 work_not_started), which loads it back to its "Начать".
 */
export function RefusalAlert({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  if (!error) return null;
  const notStarted = refusalCode(error) === WorkRefusalCode.NotStarted;
  if (!needsReload(error)) return <ActionError error={error} />;
  const fallback = notStarted ? t('work.not_started') : t('work.stale');
  const message = error instanceof ApiError ? error.serverMessage : null;
  return (
    <Alert>
      <span>{message ?? fallback}</span>{' '}
      <Button variant="secondary" onClick={onReload}>
        {t('reload')}
      </Button>
    </Alert>
  );
}
