import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { markShownApart, type WorkView } from '@tutor/contracts';
import { Button } from '@tutor/ui';
import { useMarkText } from '../../../shared/hooks/use-mark-text';
import { startNewAttempt } from '../api/start-new-attempt';
import { RefusalAlert } from './RefusalAlert';
import { workPath } from '../../../config/paths';
import { MathText } from '@tutor/ui/math';

/** A checked work: ball, mark, the reference solution when shown, and a new attempt. */
export function WorkResult({ view, onReload }: { view: WorkView; onReload: () => void }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const markText = useMarkText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const newAttempt = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await startNewAttempt(view.id);
      await navigate(workPath(next.id));
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <section className="work-result" aria-labelledby="work-result-title">
      <h2 id="work-result-title">{t('result.title')}</h2>
      <dl className="work-facts">
        <dt>{t('result.ball')}</dt>
        <dd>{t('ball_of', { ball: view.ball ?? 0, max: view.max_ball })}</dd>
        {view.mark && markShownApart(view.mark) ? (
          <>
            <dt>{t('result.mark')}</dt>
            <dd className="work-mark">{markText(view.mark)}</dd>
          </>
        ) : null}
      </dl>
      {view.decision ? (
        <section className="work-decision">
          <h3>{t('result.decision')}</h3>
          <p>
            <MathText text={view.decision} />
          </p>
        </section>
      ) : null}
      <RefusalAlert error={error} onReload={onReload} />
      {view.can_start_new_attempt ? (
        <Button busy={busy} onClick={() => void newAttempt()}>
          {t('result.new_attempt')}
        </Button>
      ) : null}
    </section>
  );
}
