import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { Button, TextLink } from '@tutor/ui';
import { paths } from '../../../config/paths';

/** Said once, when the last step is done: what was done, and where the work goes on. */
export function FirstStepsDone({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'first_steps.finished' });
  return (
    <section className="tasks-panel first-steps" aria-labelledby="first-steps-done-title">
      <div className="first-steps-head">
        <h2 id="first-steps-done-title">
          <Check size={20} aria-hidden="true" className="first-steps-done-icon" />
          {t('title')}
        </h2>
        <Button variant="ghost" size="small" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      <p role="status">{t('text')}</p>
      <p>
        <TextLink to={paths.works}>{t('to_works')}</TextLink>
      </p>
    </section>
  );
}
