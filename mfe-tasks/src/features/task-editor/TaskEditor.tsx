import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@tutor/ui';
import { DispatchSection } from '../dispatch/DispatchSection';
import { getSubjects } from '../subjects/api/get-subjects';
import { useResource } from '../tasks/shared/use-resource';
import { getTask } from './api/get-task';
import { TaskForm } from './TaskForm';

export function NewTask() {
  const { t } = useTranslation('tasks');
  const subjects = useResource(getSubjects, undefined);
  return (
    <>
      <h1>{t('editor.new_title')}</h1>
      <ApiErrorAlert error={subjects.error} />
      <TaskForm task={null} subjects={subjects.data ?? []} onSaved={() => undefined} />
    </>
  );
}

/** A saved task: its form, then sending it and the works it produced. */
export function ExistingTask({ id }: { id: number }) {
  const { t } = useTranslation('tasks');
  const task = useResource(getTask, id);
  const subjects = useResource(getSubjects, undefined);
  if (!task.data) {
    return task.error ? (
      <ApiErrorAlert error={task.error} />
    ) : (
      <p role="status">{t('common.loading')}</p>
    );
  }
  return (
    <>
      <h1>{t('editor.edit_title', { title: task.data.title })}</h1>
      <ApiErrorAlert error={subjects.error} />
      <TaskForm
        task={task.data}
        subjects={subjects.data ?? []}
        onSaved={(saved) => task.update(() => saved)}
      />
      <DispatchSection taskId={id} delayAt={task.data.delay_at} />
    </>
  );
}
