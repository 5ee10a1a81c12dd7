import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_LIMITS, type Subject, type Task } from '@tutor/contracts';
import { Alert, ApiErrorAlert, Button, TextArea } from '@tutor/ui';
import { ConfirmButton } from '../../../shared/components/ConfirmButton';
import { draftFromTask, emptyDraft, maxBallOf, toTaskInput } from '../lib/draft';
import { unplacedErrors } from '../lib/error-paths';
import { MaxBallField } from './MaxBallField';
import { QuestionsEditor } from './QuestionsEditor';
import { ScaleEditor } from './ScaleEditor';
import { TaskMainFields } from './TaskMainFields';
import { TaskSettings } from './TaskSettings';
import { useTaskDraft } from '../hooks/use-task-draft';
import { useTaskSave } from '../hooks/use-task-save';

interface Props {
  /** null for a new task. */
  task: Task | null;
  subjects: Subject[];
  onSaved: (task: Task) => void;
}

/** Every field of TaskInput; save posts or puts, delete asks first. */
export function TaskForm({ task, subjects, onSaved }: Props) {
  const { t } = useTranslation('tasks');
  const [draft, actions] = useTaskDraft(() => (task ? draftFromTask(task) : emptyDraft()));
  const saving = useTaskSave(task, (saved) => {
    actions.reset(draftFromTask(saved));
    onSaved(saved);
  });
  const errors = saving.failure.fields;
  const unplaced = unplacedErrors(errors, draft);
  const options =
    task?.subject && !subjects.some((subject) => subject.id === task.subject?.id)
      ? [...subjects, task.subject]
      : subjects;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.save(toTaskInput(draft));
  };

  return (
    <form className="tasks-form" noValidate onSubmit={submit}>
      <TaskMainFields draft={draft} subjects={options} errors={errors} actions={actions} />
      <QuestionsEditor questions={draft.questions} errors={errors} actions={actions} />
      <MaxBallField
        value={maxBallOf(draft)}
        hasQuestions={draft.questions.length > 0}
        errors={errors.max_ball}
      />
      <TaskSettings draft={draft} errors={errors} actions={actions} />
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
      <ApiErrorAlert error={saving.failure.error} />
      {Object.keys(errors).length > 0 ? (
        <Alert>
          {t('common.fix_fields')}
          {unplaced.length > 0 ? (
            <ul>
              {unplaced.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {saving.saved ? <Alert tone="success">{t('common.saved')}</Alert> : null}
      <div className="tasks-actions">
        <Button type="submit" busy={saving.busy === 'save'}>
          {t('editor.save')}
        </Button>
        {task ? (
          <ConfirmButton
            label={t('editor.delete')}
            question={t('editor.confirm_delete')}
            busy={saving.busy === 'delete'}
            onConfirm={() => void saving.remove()}
          />
        ) : null}
      </div>
    </form>
  );
}
