import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchJob, DispatchTarget, StudentGroup, StudentSummary } from '@tutor/contracts';
import { Alert, ApiErrorAlert, Button, Field } from '@tutor/ui';
import { fromLocalInput, toLocalInput } from '../../../shared/lib/dates';
import { errorsAt, NO_FAILURE, toFailure, type Failure } from '../../../shared/lib/failure';
import { sendTask } from '../api/send-task';
import { TargetFields, type TargetChoice } from './TargetFields';

interface Props {
  taskId: number;
  students: StudentSummary[];
  groups: StudentGroup[];
  /** The task's delay_at, the proposed sending time. */
  delayAt: number | null;
  onSent: (job: DispatchJob) => void;
}

function target(choice: TargetChoice): DispatchTarget {
  switch (choice.kind) {
    case 'all':
      return { kind: 'all' };
    case 'group':
      return { kind: 'group', group_id: Number(choice.groupId) };
    case 'students':
      return { kind: 'students', student_ids: choice.studentIds };
  }
}

const PLACED = /^(target|target\.kind|target\.group_id|target\.student_ids(\.\d+)?|delay_at)$/;

/** Sending the task: whom, when (delay_at), and the Send button. */
export function SendPanel({ taskId, students, groups, delayAt, onSent }: Props) {
  const { t } = useTranslation('tasks');
  const [choice, setChoice] = useState<TargetChoice>({ kind: 'all', groupId: '', studentIds: [] });
  const [delay, setDelay] = useState(() => toLocalInput(delayAt));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const [sent, setSent] = useState(false);
  const unplaced = Object.entries(failure.fields)
    .filter(([path]) => !PLACED.test(path))
    .flatMap(([, texts]) => texts);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    setSent(false);
    try {
      onSent(await sendTask(taskId, { target: target(choice), delay_at: fromLocalInput(delay) }));
      setSent(true);
    } catch (caught) {
      setFailure(toFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="tasks-panel"
      noValidate
      aria-labelledby="tasks-send-title"
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="tasks-send-title">{t('dispatch.title')}</h2>
      <TargetFields
        value={choice}
        students={students}
        groups={groups}
        errors={failure.fields}
        onChange={setChoice}
      />
      <Field
        label={t('dispatch.delay_at')}
        type="datetime-local"
        step={1}
        hint={t('dispatch.delay_at_hint')}
        value={delay}
        errors={errorsAt(failure.fields, 'delay_at')}
        onChange={(event) => setDelay(event.target.value)}
      />
      <ApiErrorAlert error={failure.error} />
      {unplaced.length > 0 ? <Alert>{unplaced.join(' ')}</Alert> : null}
      {sent ? <Alert tone="success">{t('dispatch.sent')}</Alert> : null}
      <Button type="submit" busy={busy}>
        {t('dispatch.send')}
      </Button>
    </form>
  );
}
