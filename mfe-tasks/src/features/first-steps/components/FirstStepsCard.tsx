import { useTranslation } from 'react-i18next';
import type { FirstSteps } from '@tutor/contracts';
import { ActionError, Button } from '@tutor/ui';
import { STEPS, STEP_COUNT, currentStep, doneCount, isDone } from '../lib/progress';
import { StepItem } from './StepItem';
import { StepAction } from './StepAction';

interface Props {
  steps: FirstSteps;
  onHide: () => void;
  hiding: boolean;
  error: unknown;
}

/** The three steps, the one to do now, the progress and «Скрыть». */
export function FirstStepsCard({ steps, onHide, hiding, error }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'first_steps' });
  const done = doneCount(steps);
  const current = currentStep(steps) ?? STEP_COUNT;
  return (
    <section className="tasks-panel first-steps" aria-labelledby="first-steps-title">
      <div className="first-steps-head">
        <h2 id="first-steps-title">{t('title')}</h2>
        <Button variant="ghost" size="small" busy={hiding} onClick={onHide}>
          {t('hide')}
        </Button>
      </div>
      <p className="first-steps-progress-text">
        {t('step', { current, total: STEP_COUNT })} · {t('intro')}
      </p>
      <div
        className="first-steps-progress"
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={done}
        aria-valuetext={t('progress_value', { done, total: STEP_COUNT })}
      >
        <div style={{ width: `${(done / STEP_COUNT) * 100}%` }} />
      </div>
      <ActionError error={error} />
      <ol className="first-steps-list">
        {STEPS.map((step, index) => (
          <StepItem
            key={step}
            number={index + 1}
            title={t(`${step}.title`)}
            done={isDone(steps, step)}
            current={index + 1 === current}
          >
            <StepAction step={step} steps={steps} />
          </StepItem>
        ))}
      </ol>
    </section>
  );
}
