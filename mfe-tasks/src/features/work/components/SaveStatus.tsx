import { useTranslation } from 'react-i18next';
import { ErrorKey } from '@tutor/contracts';
import { ActionError, Button, Stack } from '@tutor/ui';
import { needsReload } from '../api/refusal';
import { RefusalAlert } from './RefusalAlert';
import type { SaveState } from '../hooks/use-autosave';

interface Props {
  state: SaveState;
  onRetry: () => void;
  onReload: () => void;
}

/**
 * "Saving…" / "Saved", or the spec's WorkSave error (offline: "no network — not sent") with
 * a retry; the typed answers stay on the page.
 */
export function SaveStatus({ state, onRetry, onReload }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const { t: tr } = useTranslation();
  switch (state.status) {
    case 'idle':
      return <p className="work-save-status" role="status" />;
    case 'saving':
      return (
        <p className="work-save-status" role="status">
          {t('work.saving')}
        </p>
      );
    case 'saved':
      return (
        <p className="work-save-status" role="status">
          {t('work.saved')}
        </p>
      );
    case 'failed':
      if (needsReload(state.error)) return <RefusalAlert error={state.error} onReload={onReload} />;
      return (
        <Stack gap={2} className="work-save-failed">
          <ActionError error={state.error} fallback={tr(ErrorKey.WorkSave)} />
          <div>
            <Button variant="secondary" onClick={onRetry}>
              {t('retry')}
            </Button>
          </div>
        </Stack>
      );
  }
}
