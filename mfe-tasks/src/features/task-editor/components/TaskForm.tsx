import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_LIMITS, type Subject, type Task } from '@tutor/contracts';
import {
  ActionError,
  Button,
  TextArea,
  useConfirm,
  useUnsavedWarning,
  FormErrorSummary,
} from '@tutor/ui';
import { draftFromTask, emptyDraft, maxBallOf, toTaskInput, type TaskDraft } from '../lib/draft';
import { unplacedErrors } from '../lib/error-paths';
import { freshErrors } from '../lib/fresh-errors';
import { MaxBallField } from './MaxBallField';
import { QuestionsEditor } from './QuestionsEditor';
import { ScaleEditor } from './ScaleEditor';
import { TaskMainFields } from './TaskMainFields';
import { SentTaskNotice } from './SentTaskNotice';
import { TaskSettings } from './TaskSettings';
import { useTaskDraft } from '../hooks/use-task-draft';
import { useTaskSave } from '../hooks/use-task-save';
import { useLocalDraft } from '../hooks/use-local-draft';
import { newKey } from '../lib/keys';
import { withFreshKeys } from '../lib/local-draft';
import { DraftNotice } from './DraftNotice';
import { TaskFiles } from '../files/components/TaskFiles';
import '../components/task-editor.css';

interface Props {
  /** null for a new task. */
  task: Task | null;
  subjects: Subject[];
  onSaved: (task: Task) => void;
}

/** Every field of TaskInput; save posts or puts, delete asks first, leaving unsaved warns. */
export function TaskForm({ task, subjects, onSaved }: Props) {
  const { t } = useTranslation('tasks');
  const [draft, actions] = useTaskDraft(() => (task ? draftFromTask(task) : emptyDraft()));
  const input = useMemo(() => toTaskInput(draft), [draft]);
  const [baseline, setBaseline] = useState(() => JSON.stringify(input));
  const changed = JSON.stringify(input) !== baseline;
  const { reset } = actions;
  const restore = useCallback((kept: TaskDraft) => reset(withFreshKeys(kept, newKey)), [reset]);
  const local = useLocalDraft(task ? task.id : 'new', draft, changed, restore);
  const warning = useUnsavedWarning(changed, {
    title: t('editor.unsaved_title'),
    message: t('editor.unsaved_text'),
    confirmLabel: t('editor.unsaved_leave'),
    cancelLabel: t('editor.unsaved_stay'),
  });
  const [confirm, confirmDialog] = useConfirm();
  const [resend, setResend] = useState(false);
  const saving = useTaskSave(
    task,
    (saved) => {
      local.clear();
      const next = draftFromTask(saved);
      actions.reset(next);
      setBaseline(JSON.stringify(toTaskInput(next)));
      setResend(false);
      onSaved(saved);
    },
    () => {
      local.clear();
      warning.allowLeave();
    },
  );
  // A send sets the task's only_new ("also to later joiners", on or off): the form follows
  // it, and so does what counts as saved (it is saved: no "leave without saving?" for it).
  const onlyNew = task?.only_new === true;
  const [followedOnlyNew, setFollowedOnlyNew] = useState(onlyNew);
  if (onlyNew !== followedOnlyNew) {
    setFollowedOnlyNew(onlyNew);
    actions.set('only_new', onlyNew);
    setBaseline((saved) => JSON.stringify({ ...(JSON.parse(saved) as object), only_new: onlyNew }));
  }
  const errors = freshErrors(saving.failure.fields, saving.sent, input);
  const unplaced = unplacedErrors(errors, draft);
  const options =
    task?.subject && !subjects.some((subject) => subject.id === task.subject?.id)
      ? [...subjects, task.subject]
      : subjects;

  const discardDraft = () => {
    local.clear();
    reset(task ? draftFromTask(task) : emptyDraft());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.save(input, resend);
  };
  const remove = async () => {
    const yes = await confirm({
      title: t('editor.confirm_delete_title'),
      message: t('editor.confirm_delete'),
      confirmLabel: t('editor.delete'),
      danger: true,
    });
    if (yes) await saving.remove();
  };

  return (
    <form className="tasks-form" noValidate onSubmit={submit}>
      {local.restoredAt === null ? null : (
        <DraftNotice savedAt={local.restoredAt} onDiscard={discardDraft} onKeep={local.dismiss} />
      )}
      <TaskMainFields draft={draft} subjects={options} errors={errors} actions={actions} />
      <TaskFiles
        files={draft.attachments}
        errors={errors}
        onChange={(files) => actions.set('attachments', files)}
      />
      <QuestionsEditor
        questions={draft.questions}
        errors={errors}
        actions={actions}
        subjectId={draft.subject_id}
        subjects={options}
      />
      <MaxBallField
        value={maxBallOf(draft)}
        hasQuestions={draft.questions.length > 0}
        errors={errors.max_ball}
      />
      <TaskSettings draft={draft} errors={errors} actions={actions} sendOptions={task === null} />
      <ScaleEditor scale={draft.scale} errors={errors} actions={actions} />
      <TextArea
        label={t('editor.decision')}
        hint={t('editor.decision_hint')}
        rows={5}
        maxLength={TASK_LIMITS.decisionMax}
        value={draft.decision}
        errors={errors.decision}
        onChange={(event) => actions.set('decision', event.target.value)}
      />
      {task && changed ? (
        <SentTaskNotice task={task} resend={resend} onResendChange={setResend} />
      ) : null}
      <ActionError error={saving.failure.error} />
      <FormErrorSummary errors={errors} unplaced={unplaced} />
      <div className="tasks-actions">
        <Button type="submit" busy={saving.busy === 'save'}>
          {t('editor.save')}
        </Button>
        {task ? (
          <Button variant="danger" busy={saving.busy === 'delete'} onClick={() => void remove()}>
            {t('editor.delete')}
          </Button>
        ) : null}
      </div>
      {confirmDialog}
      {warning.dialog}
    </form>
  );
}
