import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@tutor/ui';
import { DispatchSection } from '../../dispatch/components/DispatchSection';
import { useQueryClient } from '@tanstack/react-query';
import { useSubjectsQuery } from '../../subjects/hooks/use-subjects-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { useTaskQuery } from '../hooks/use-task-query';
import { TaskForm } from './TaskForm';

export function NewTask() {
  const { t } = useTranslation('tasks');
  const subjects = useSubjectsQuery();
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
  const client = useQueryClient();
  const task = useTaskQuery(id);
  const subjects = useSubjectsQuery();
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
        onSaved={(saved) => {
          client.setQueryData(queryKeys.task(id), saved);
          void client.invalidateQueries({ queryKey: queryKeys.tasks, exact: true });
        }}
      />
      <DispatchSection taskId={id} delayAt={task.data.delay_at} />
    </>
  );
}
