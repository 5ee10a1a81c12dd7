import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentGroup, StudentSummary } from '@tutor/contracts';
import type { FieldErrors as Errors } from '@tutor/api-client';
import { Checkbox, FieldErrors, Select } from '@tutor/ui';
import { errorsAt } from '../../../../shared/lib/failure';
import { Radio } from '../../../../shared/components/Radio';
import type { TargetChoice, TargetKind } from '../lib/target';

interface Props {
  value: TargetChoice;
  students: StudentSummary[];
  groups: StudentGroup[];
  errors: Errors;
  onChange: (value: TargetChoice) => void;
}

const KINDS: readonly TargetKind[] = ['all', 'group', 'students'];

/** Whom to send to: all students, a group (select), or students ticked in a list. */
export function TargetFields({ value, students, groups, errors, onChange }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const studentErrors = Object.entries(errors)
    .filter(([path]) => path === 'target.student_ids' || path.startsWith('target.student_ids.'))
    .flatMap(([, texts]) => texts);
  const toggle = (studentId: number, on: boolean) =>
    onChange({
      ...value,
      studentIds: on
        ? [...value.studentIds, studentId]
        : value.studentIds.filter((s) => s !== studentId),
    });
  return (
    <>
      <fieldset className="tasks-choices">
        <legend>{t('dispatch.target')}</legend>
        {KINDS.map((kind) => (
          <Radio
            key={kind}
            name={`${id}-kind`}
            label={t(`dispatch.${kind}`)}
            checked={value.kind === kind}
            onChange={() => onChange({ ...value, kind })}
          />
        ))}
        <FieldErrors id={`${id}-kind`} errors={errorsAt(errors, 'target', 'target.kind')} />
      </fieldset>
      {value.kind === 'group' ? (
        groups.length === 0 ? (
          <p className="ui-hint">{t('dispatch.no_groups')}</p>
        ) : (
          <Select
            label={t('dispatch.group_select')}
            placeholder={t('dispatch.group_placeholder')}
            options={groups.map((group) => ({ value: `${group.id}`, label: group.name }))}
            value={value.groupId}
            errors={errorsAt(errors, 'target.group_id')}
            onChange={(event) => onChange({ ...value, groupId: event.target.value })}
          />
        )
      ) : null}
      {value.kind === 'students' ? (
        <fieldset className="tasks-choices">
          <legend>{t('dispatch.student_list')}</legend>
          {students.length === 0 ? <p className="ui-hint">{t('dispatch.no_students')}</p> : null}
          {students.map((student) => (
            <Checkbox
              key={student.id}
              label={`${student.first_name} (${student.email})`}
              checked={value.studentIds.includes(student.id)}
              onChange={(event) => toggle(student.id, event.target.checked)}
            />
          ))}
          <FieldErrors id={`${id}-students`} errors={studentErrors} />
        </fieldset>
      ) : null}
    </>
  );
}
