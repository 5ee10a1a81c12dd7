import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@tutor/ui';

/** A student without any work yet: what happens next, and asking again. */
export function NoWorksYet({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  return (
    <EmptyState
      title={t('list.empty_title')}
      action={
        <Button variant="secondary" onClick={onRefresh}>
          {t('list.refresh')}
        </Button>
      }
    >
      <p>{t('list.empty')}</p>
      <p>{t('list.empty_hint')}</p>
    </EmptyState>
  );
}
