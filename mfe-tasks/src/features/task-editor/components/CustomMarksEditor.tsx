import { useTranslation } from 'react-i18next';
import { TASK_LIMITS } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Button, Field, FieldErrors } from '@tutor/ui';
import { errorsAt } from '../../../shared/lib/failure';
import type { MarkDraft } from '../lib/scale-draft';
import type { DraftActions } from '../hooks/use-task-draft';

interface Props {
  marks: MarkDraft[];
  errors: Errors;
  actions: DraftActions;
}

/** The custom scale: labelled marks, each from a minimum percent. */
export function CustomMarksEditor({ marks, errors, actions }: Props) {
  const { t } = useTranslation('tasks');
  const edit = (index: number, patch: Partial<Pick<MarkDraft, 'label' | 'min_percent'>>) =>
    actions.scale({ type: 'edit_mark', index, patch });
  return (
    <div className="tasks-marks">
      <p className="ui-hint">{t('scale.custom_hint')}</p>
      {marks.map((mark, index) => {
        const number = index + 1;
        return (
          <div className="tasks-option" key={mark.key}>
            <Field
              label={t('scale.option_label', { number })}
              value={mark.label}
              maxLength={TASK_LIMITS.customLabelMax}
              errors={errorsAt(errors, `scale.options.${index}.label`)}
              onChange={(event) => edit(index, { label: event.target.value })}
            />
            <Field
              label={t('scale.option_min', { number })}
              type="number"
              min={0}
              max={100}
              value={mark.min_percent}
              errors={errorsAt(errors, `scale.options.${index}.min_percent`)}
              onChange={(event) => edit(index, { min_percent: event.target.value })}
            />
            <Button
              variant="secondary"
              aria-label={t('scale.remove_option', { number })}
              onClick={() => actions.scale({ type: 'remove_mark', index })}
            >
              {t('common.delete')}
            </Button>
          </div>
        );
      })}
      <FieldErrors id="tasks-marks-errors" errors={errorsAt(errors, 'scale.options')} />
      <Button
        variant="secondary"
        disabled={marks.length >= TASK_LIMITS.customOptionsMax}
        onClick={actions.addMark}
      >
        {t('scale.add_option')}
      </Button>
    </div>
  );
}
