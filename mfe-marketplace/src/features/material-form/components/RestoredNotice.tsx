import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@tutor/ui';

/** The form opened with the values left unsaved on an earlier visit; they may be dropped. */
export function RestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'form' });
  return (
    <Alert tone="info">
      <div className="mp-notice-text">
        <p>{t('draft_restored')}</p>
        <p>
          <Button variant="secondary" size="small" onClick={onDiscard}>
            {t('draft_discard')}
          </Button>
        </p>
      </div>
    </Alert>
  );
}
