import { RUBRIC_LIMITS } from '@tutor/contracts';
import { ValidateBy, type ValidationOptions } from 'class-validator';

const isLevelId = (value: unknown): boolean =>
  typeof value === 'string' && value !== '' && value.length <= RUBRIC_LIMITS.idMax;

/** `{ criterion_id: level_id }`: at most criteriaMax entries of short, non-empty ids. */
export function isRubricLevels(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= RUBRIC_LIMITS.criteriaMax &&
    entries.every(([criterion, level]) => isLevelId(criterion) && isLevelId(level))
  );
}

/** A check's chosen levels of a rubric question (the service matches them to the rubric). */
export function IsRubricLevels(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isRubricLevels',
      validator: {
        defaultMessage: () => '$property must map criterion ids to level ids',
        validate: isRubricLevels,
      },
    },
    { ...options, context: { rule: 'rubrics.levels_unknown' } },
  );
}
