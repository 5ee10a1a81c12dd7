import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@tutor/ui';
import type { SaveState } from '../hooks/use-layer-autosave';

/** «Сохранение…», «Сохранено» or what went wrong, with the way out. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'annotations' });
  switch (state) {
    case 'idle':
      return null;
    case 'saving':
    case 'saved':
      return (
        <p role="status" className="works-note">
          {t(state)}
        </p>
      );
    case 'stale':
      return (
        <Alert tone="error">
          {t('stale')}{' '}
          <Button variant="link" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="error">
          {t('failed')}{' '}
          <Button variant="link" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Alert>
      );
  }
}
