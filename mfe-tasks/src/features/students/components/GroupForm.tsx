import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_NAME_MAX, type StudentGroupInput, type StudentSummary } from '@tutor/contracts';
import { ActionError, Button, Checkbox, Field, FieldErrors } from '@tutor/ui';
import { NO_FAILURE, toFailure, type Failure } from '../../../shared/lib/failure';

interface Props {
  title: string;
  initial: StudentGroupInput;
  students: StudentSummary[];
  onSave: (input: StudentGroupInput) => Promise<void>;
  onCancel: () => void;
}

/** Errors of the member list: `student_ids` itself or one of its items. */
function memberErrors(fields: Failure['fields']): string[] {
  return Object.entries(fields)
    .filter(([path]) => path === 'student_ids' || path.startsWith('student_ids.'))
    .flatMap(([, texts]) => texts);
}

/** A group's name and its students picked by checkboxes; create and edit share it. */
export function GroupForm({ title, initial, students, onSave, onCancel }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [members, setMembers] = useState<number[]>(initial.student_ids);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const toggle = (studentId: number, on: boolean) =>
    setMembers((list) => (on ? [...list, studentId] : list.filter((s) => s !== studentId)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      await onSave({
        name,
        student_ids: students.map((s) => s.id).filter((s) => members.includes(s)),
      });
    } catch (caught) {
      setFailure(toFailure(caught));
      setBusy(false);
    }
  };
  const errors = memberErrors(failure.fields);

  return (
    <form
      className="tasks-subform"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <ActionError error={failure.error} />
      <Field
        label={t('groups.name')}
        required
        maxLength={GROUP_NAME_MAX}
        value={name}
        errors={failure.fields.name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset
        className="tasks-choices"
        aria-describedby={errors.length ? `${id}-members` : undefined}
      >
        <legend>{t('groups.members')}</legend>
        {students.length === 0 ? <p className="ui-hint">{t('groups.no_students')}</p> : null}
        {students.map((student) => (
          <Checkbox
            key={student.id}
            label={`${student.first_name} (${student.email})`}
            checked={members.includes(student.id)}
            onChange={(event) => toggle(student.id, event.target.checked)}
          />
        ))}
        <FieldErrors id={`${id}-members`} errors={errors} />
      </fieldset>
      <div className="tasks-actions">
        <Button type="submit" busy={busy}>
          {t('groups.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
