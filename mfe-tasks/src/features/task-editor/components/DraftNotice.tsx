import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tutor/i18n';
import { Alert, Button } from '@tutor/ui';

interface Props {
  /** When the restored draft was written. */
  savedAt: number;
  onDiscard: () => void;
  onKeep: () => void;
}

/** «Restored an unsaved draft from <time>», with discarding it or carrying on. */
export function DraftNotice({ savedAt, onDiscard, onKeep }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <Alert tone="info">
      <div className="tasks-draft-notice">
        <p>{t('local_draft.restored', { time: formatDateTime(savedAt) })}</p>
        <div className="tasks-actions">
          <Button variant="secondary" size="small" onClick={onDiscard}>
            {t('local_draft.discard')}
          </Button>
          <Button variant="ghost" size="small" onClick={onKeep}>
            {t('local_draft.keep')}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
