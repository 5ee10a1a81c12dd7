import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import type { WorkView } from '@tutor/contracts';
import { Button } from '@tutor/ui';
import { startWork } from '../api/start-work';
import { RefusalAlert } from './RefusalAlert';

interface Props {
  view: WorkView;
  onView: (view: WorkView) => void;
  onReload: () => void;
}

/**
 * A timed draft not started yet: the duration and a warning, and "Начать". The timer
 * starts on the server only when the student presses it, never on opening the page.
 */
export function StartPanel({ view, onView, onReload }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      onView(await startWork(view.id));
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <section className="work-start ui-card" aria-labelledby="work-start-title">
      <h2 id="work-start-title">
        <Timer size={20} aria-hidden="true" /> {t('start.title')}
      </h2>
      <p>{t('start.warning', { count: view.timer_minutes })}</p>
      <p className="works-muted">{t('start.questions', { count: view.questions_count })}</p>
      <RefusalAlert error={error} onReload={onReload} />
      <Button busy={busy} onClick={() => void start()}>
        {t('start.button')}
      </Button>
    </section>
  );
}
