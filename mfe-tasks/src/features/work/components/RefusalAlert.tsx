import { useTranslation } from 'react-i18next';
import { Alert, ApiErrorAlert, Button } from '@tutor/ui';
import { isStaleVersion } from '../api/refusal';

/**
 * A failed work action. A stale version (someone else saved meanwhile) is never overwritten:
 * its message comes with a button that loads the work again.
 */
export function RefusalAlert({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  if (!error) return null;
  if (!isStaleVersion(error)) return <ApiErrorAlert error={error} />;
  return (
    <Alert>
      <span>{error.serverMessage ?? t('work.stale')}</span>{' '}
      <Button variant="secondary" onClick={onReload}>
        {t('reload')}
      </Button>
    </Alert>
  );
}
