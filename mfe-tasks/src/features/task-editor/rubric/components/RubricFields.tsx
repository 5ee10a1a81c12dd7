import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RUBRIC_LIMITS } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Button, Field, FieldErrors } from '@tutor/ui';
import { Plus, Trash2 } from 'lucide-react';
import { errorsAt } from '../../../../shared/lib/failure';
import type { CriterionDraft, RubricDraft, RubricEdit } from '../lib/rubric-draft';

interface Props {
  rubric: RubricDraft;
  /** Where the rubric's errors sit: `questions.N.rubric`. */
  path: string;
  errors: Errors;
  onEdit: (edit: RubricEdit) => void;
}

interface CriterionProps {
  criterion: CriterionDraft;
  number: number;
  path: string;
  errors: Errors;
  removable: boolean;
  onEdit: (edit: RubricEdit) => void;
}

/** One criterion: what it assesses and its levels (description and points each). */
function CriterionFields({ criterion, number, path, errors, removable, onEdit }: CriterionProps) {
  const { t } = useTranslation('tasks', { keyPrefix: 'rubric' });
  const id = criterion.id;
  const errorsId = useId();
  return (
    <fieldset className="tasks-rubric-criterion">
      <legend>{t('criterion', { number })}</legend>
      <Field
        label={t('criterion_title')}
        value={criterion.title}
        maxLength={RUBRIC_LIMITS.titleMax}
        errors={errorsAt(errors, `${path}.title`, `${path}.id`)}
        onChange={(event) =>
          onEdit({ type: 'criterion_title', criterion: id, title: event.target.value })
        }
      />
      <ol className="tasks-rubric-levels">
        {criterion.levels.map((level, index) => (
          <li key={level.id} className="tasks-rubric-level">
            <Field
              label={t('level_title', { number: index + 1 })}
              value={level.title}
              maxLength={RUBRIC_LIMITS.titleMax}
              errors={errorsAt(
                errors,
                `${path}.levels.${index}.title`,
                `${path}.levels.${index}.id`,
              )}
              onChange={(event) =>
                onEdit({
                  type: 'level',
                  criterion: id,
                  level: level.id,
                  patch: { title: event.target.value },
                })
              }
            />
            <Field
              label={t('level_points', { number: index + 1 })}
              type="number"
              inputMode="numeric"
              min={0}
              max={RUBRIC_LIMITS.pointsMax}
              step={1}
              className="tasks-rubric-points"
              value={level.points}
              errors={errorsAt(errors, `${path}.levels.${index}.points`)}
              onChange={(event) =>
                onEdit({
                  type: 'level',
                  criterion: id,
                  level: level.id,
                  patch: { points: event.target.value },
                })
              }
            />
            <Button
              variant="ghost"
              size="small"
              icon={<Trash2 size={16} aria-hidden="true" />}
              disabled={criterion.levels.length <= RUBRIC_LIMITS.levelsMin}
              aria-label={t('remove_level_named', { level: index + 1, criterion: number })}
              onClick={() => onEdit({ type: 'remove_level', criterion: id, level: level.id })}
            >
              {t('remove_level')}
            </Button>
          </li>
        ))}
      </ol>
      <FieldErrors id={errorsId} errors={errorsAt(errors, `${path}.levels`)} />
      <div className="ui-cluster">
        <Button
          variant="secondary"
          size="small"
          icon={<Plus size={16} aria-hidden="true" />}
          disabled={criterion.levels.length >= RUBRIC_LIMITS.levelsMax}
          aria-label={t('add_level_named', { number })}
          onClick={() => onEdit({ type: 'add_level', criterion: id })}
        >
          {t('add_level')}
        </Button>
        <Button
          variant="ghost"
          size="small"
          disabled={!removable}
          onClick={() => onEdit({ type: 'remove_criterion', criterion: id })}
        >
          {t('remove_criterion', { number })}
        </Button>
      </div>
    </fieldset>
  );
}

/** The rubric's title and its criteria × levels, each field with its 422 errors. */
export function RubricFields({ rubric, path, errors, onEdit }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'rubric' });
  const errorsId = useId();
  return (
    <>
      <Field
        label={t('title')}
        value={rubric.title}
        maxLength={RUBRIC_LIMITS.titleMax}
        errors={errorsAt(errors, `${path}.title`)}
        onChange={(event) => onEdit({ type: 'title', title: event.target.value })}
      />
      {rubric.criteria.map((criterion, index) => (
        <CriterionFields
          key={criterion.id}
          criterion={criterion}
          number={index + 1}
          path={`${path}.criteria.${index}`}
          errors={errors}
          removable={rubric.criteria.length > RUBRIC_LIMITS.criteriaMin}
          onEdit={onEdit}
        />
      ))}
      <FieldErrors id={errorsId} errors={errorsAt(errors, path, `${path}.criteria`)} />
      <Button
        variant="secondary"
        icon={<Plus size={16} aria-hidden="true" />}
        disabled={rubric.criteria.length >= RUBRIC_LIMITS.criteriaMax}
        onClick={() => onEdit({ type: 'add_criterion' })}
      >
        {t('add_criterion')}
      </Button>
    </>
  );
}
