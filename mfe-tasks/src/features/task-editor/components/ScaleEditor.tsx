import { useTranslation } from 'react-i18next';
import { TASK_SCALES, type TaskScale } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Field, FieldErrors, Select } from '@tutor/ui';
import { errorsAt } from '../../../shared/lib/failure';
import { CustomMarksEditor } from './CustomMarksEditor';
import type { ScaleDraft } from '../lib/scale-draft';
import type { FivePointMark } from '../lib/scale-reducer';
import type { DraftActions } from '../hooks/use-task-draft';

interface Props {
  scale: ScaleDraft;
  errors: Errors;
  actions: DraftActions;
}

const FIVE_POINT_MARKS: readonly FivePointMark[] = [5, 4, 3];

const isScale = (value: string): value is TaskScale =>
  (TASK_SCALES as readonly string[]).includes(value);

/** How a ball becomes a mark: the scale and its options, in percent of the max ball. */
export function ScaleEditor({ scale, errors, actions }: Props) {
  const { t } = useTranslation('tasks');
  const percent = { type: 'number', min: 0, max: 100, step: 1 } as const;
  return (
    <section className="tasks-panel" aria-labelledby="tasks-scale-title">
      <h2 id="tasks-scale-title">{t('scale.title')}</h2>
      <Select
        label={t('scale.label')}
        value={scale.scale}
        options={TASK_SCALES.map((value) => ({ value, label: t(`scale.types.${value}`) }))}
        errors={errorsAt(errors, 'scale', 'scale.scale')}
        onChange={(event) => {
          if (isScale(event.target.value)) actions.chooseScale(event.target.value);
        }}
      />
      {scale.scale === 'points' ? <p className="ui-hint">{t('scale.points_hint')}</p> : null}
      {scale.scale === 'five_point' ? (
        <div>
          <p className="ui-hint">{t('scale.thresholds_hint')}</p>
          <div className="tasks-grid">
            {FIVE_POINT_MARKS.map((mark) => (
              <Field
                key={mark}
                label={t('scale.threshold', { mark })}
                {...percent}
                value={scale.thresholds[mark]}
                errors={errorsAt(errors, `scale.thresholds.${mark}`)}
                onChange={(event) => actions.threshold(mark, event.target.value)}
              />
            ))}
          </div>
          <FieldErrors id="tasks-thresholds-errors" errors={errorsAt(errors, 'scale.thresholds')} />
        </div>
      ) : null}
      {scale.scale === 'pass_fail' ? (
        <Field
          label={t('scale.pass_percent')}
          {...percent}
          value={scale.pass_percent}
          errors={errorsAt(errors, 'scale.pass_percent')}
          onChange={(event) => actions.scale({ type: 'pass_percent', value: event.target.value })}
        />
      ) : null}
      {scale.scale === 'custom' ? (
        <CustomMarksEditor marks={scale.options} errors={errors} actions={actions} />
      ) : null}
    </section>
  );
}
