import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@tutor/i18n';
import { useTranslation } from 'react-i18next';
import {
  DispatchJobStatus,
  type DispatchJob,
  type StudentGroup,
  type StudentSummary,
} from '@tutor/contracts';
import { ActionError, Alert, Button, Checkbox, Field, QueryStatus } from '@tutor/ui';
import { fromLocalInput, toLocalInput } from '../../../../shared/lib/dates';
import { errorsAt, NO_FAILURE, toFailure, type Failure } from '../../../../shared/lib/failure';
import { sendTask } from '../api/send-task';
import { useDispatchPreview } from '../hooks/use-dispatch-preview';
import { previewTarget, toTarget, type TargetChoice } from '../lib/target';
import { RecipientsPreview } from './RecipientsPreview';
import { TargetFields } from './TargetFields';
import { SendInvite } from './SendInvite';
import '../../components/task-editor.css';

interface Props {
  taskId: number;
  students: StudentSummary[];
  groups: StudentGroup[];
  /** The task's delay_at, the proposed sending time. */
  delayAt: number | null;
  /** The task already goes to students who join later. */
  onlyNew: boolean;
  /** The teacher has no students (known, not loading): the invite link is shown. */
  noStudents: boolean;
  /** A student to choose from the start (the editor opened from the student's page). */
  preselect?: number | null;
  onSent: (job: DispatchJob) => void;
}

/** The choice to start with: the preselected student when that is one of the teacher's. */
function initialChoice(students: StudentSummary[], preselect?: number | null): TargetChoice {
  return typeof preselect === 'number' && students.some((student) => student.id === preselect)
    ? { kind: 'students', groupId: '', studentIds: [preselect] }
    : { kind: 'all', groupId: '', studentIds: [] };
}

const PLACED =
  /^(target|target\.kind|target\.group_id|target\.student_ids(\.\d+)?|delay_at|only_new)$/;

type Translate = ReturnType<typeof useTranslation<'tasks'>>['t'];

/** What the job just created means, in the same words its row uses. */
function sentText(t: Translate, job: DispatchJob): string {
  if (job.status === DispatchJobStatus.Planned) {
    return t('dispatch.sent_planned', { time: formatDateTime(job.run_at) });
  }
  if (job.status === DispatchJobStatus.Done && job.works_created === 0) {
    return t('dispatch.sent_later');
  }
  return t('dispatch.sent');
}

/**
 * Sending the task, with its send options once: whom (and who that is now), when
 * (delay_at), whether later joiners get it too (the task's only_new), and the Send button.
 * A teacher without students sees the invite link here.
 */
export function SendPanel(props: Props) {
  const { taskId, students, groups, delayAt, onlyNew, noStudents, preselect, onSent } = props;
  const { t } = useTranslation('tasks');
  const [choice, setChoice] = useState<TargetChoice>(() => initialChoice(students, preselect));
  const [delay, setDelay] = useState(() => toLocalInput(delayAt));
  const [laterJoiners, setLaterJoiners] = useState(onlyNew);
  // The saved task's options move (an edit saved above, or this panel's own send): the
  // fields follow them without a remount, which would drop the «sent» message.
  const [followed, setFollowed] = useState({ delayAt, onlyNew });
  if (followed.delayAt !== delayAt || followed.onlyNew !== onlyNew) {
    setFollowed({ delayAt, onlyNew });
    if (followed.delayAt !== delayAt) setDelay(toLocalInput(delayAt));
    if (followed.onlyNew !== onlyNew) setLaterJoiners(onlyNew);
  }
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const [sent, setSent] = useState<DispatchJob | null>(null);
  const preview = useDispatchPreview(taskId, previewTarget(choice));
  const unplaced = Object.entries(failure.fields)
    .filter(([path]) => !PLACED.test(path))
    .flatMap(([, texts]) => texts);

  const change = (next: TargetChoice) => {
    setChoice(next);
    setFailure(NO_FAILURE);
    setSent(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    setSent(null);
    try {
      const job = await sendTask(taskId, {
        target: toTarget(choice),
        delay_at: fromLocalInput(delay),
        ...(laterJoiners === onlyNew ? {} : { only_new: laterJoiners }),
      });
      onSent(job);
      setSent(job);
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
      {noStudents ? <SendInvite /> : null}
      <TargetFields
        value={choice}
        students={students}
        groups={groups}
        errors={failure.fields}
        onChange={change}
      />
      <RecipientsPreview preview={preview.data} pending={preview.isFetching} />
      <Checkbox
        label={t('dispatch.only_new')}
        checked={laterJoiners}
        errors={errorsAt(failure.fields, 'only_new')}
        onChange={(event) => {
          setLaterJoiners(event.target.checked);
          setFailure(NO_FAILURE);
        }}
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
      <ActionError error={failure.error} />
      <QueryStatus query={preview} loading={null} />
      {unplaced.length > 0 ? <Alert>{unplaced.join(' ')}</Alert> : null}
      {sent ? <Alert tone="success">{sentText(t, sent)}</Alert> : null}
      <Button type="submit" busy={busy}>
        {t('dispatch.send')}
      </Button>
    </form>
  );
}
