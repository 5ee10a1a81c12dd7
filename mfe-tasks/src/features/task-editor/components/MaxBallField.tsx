import { useTranslation } from 'react-i18next';
import { TASK_LIMITS } from '@tutor/contracts';
import { Field } from '@tutor/ui';

interface Props {
  value: number;
  hasQuestions: boolean;
  errors: string[] | undefined;
}

/** The max ball is the sum of the question balls: shown, checked against 1–1000, sent. */
export function MaxBallField({ value, hasQuestions, errors = [] }: Props) {
  const { t } = useTranslation('tasks');
  const outOfRange =
    hasQuestions && !(value >= TASK_LIMITS.maxBallMin && value <= TASK_LIMITS.maxBallMax);
  return (
    <Field
      className="tasks-max-ball"
      label={t('editor.max_ball')}
      readOnly
      value={Number.isFinite(value) ? `${value}` : ''}
      hint={t('editor.max_ball_hint')}
      errors={outOfRange ? [t('editor.max_ball_out_of_range'), ...errors] : errors}
    />
  );
}
