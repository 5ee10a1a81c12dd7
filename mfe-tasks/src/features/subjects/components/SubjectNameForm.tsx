import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECT_NAME_MAX } from '@tutor/contracts';
import { ActionError, Button, Field } from '@tutor/ui';
import { NO_FAILURE, toFailure, type Failure } from '../../../shared/lib/failure';

interface Props {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Rejects with the API's failure, which goes under the field (422) or to the alert. */
  onSave: (name: string) => Promise<void>;
  onCancel?: () => void;
}

/** One name field with its button: adding a subject, and renaming one inline. */
export function SubjectNameForm({ label, submitLabel, initial = '', onSave, onCancel }: Props) {
  const { t } = useTranslation('tasks');
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      await onSave(name);
      setName(initial);
    } catch (caught) {
      setFailure(toFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tasks-subject-form" noValidate onSubmit={(event) => void submit(event)}>
      <ActionError error={failure.error} />
      <Field
        label={label}
        required
        maxLength={SUBJECT_NAME_MAX}
        value={name}
        errors={failure.fields.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="tasks-actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
