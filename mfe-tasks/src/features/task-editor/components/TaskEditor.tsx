import { useTranslation } from 'react-i18next';
import { ButtonLink, PageHeader, QueryStatus, usePageTitle } from '@tutor/ui';
import { newMaterialPath } from '../../../config/paths';
import { DispatchSection } from '../dispatch/components/DispatchSection';
import { useQueryClient } from '@tanstack/react-query';
import { useSubjectsQuery } from '../../../shared/hooks/use-subjects-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { useTaskQuery } from '../hooks/use-task-query';
import { TaskForm } from './TaskForm';
import { NewTaskFor } from './NewTaskFor';

export function NewTask() {
  const { t } = useTranslation('tasks');
  usePageTitle(t('editor.new_title'));
  const subjects = useSubjectsQuery();
  return (
    <>
      <PageHeader title={t('editor.new_title')} />
      <NewTaskFor />
      <QueryStatus query={subjects} loading={null} />
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
  usePageTitle(task.data ? t('editor.edit_title', { title: task.data.title }) : t('list.title'));
  if (!task.data) {
    return <QueryStatus query={task} />;
  }
  // A copy of a material taken from the marketplace stays its author's: never published.
  const { origin } = task.data;
  const authored = origin === 'authored';
  return (
    <>
      <PageHeader
        title={t('editor.edit_title', { title: task.data.title })}
        description={origin === 'authored' ? undefined : t(`editor.origin.${origin}`)}
        actions={
          authored ? (
            <ButtonLink variant="secondary" to={newMaterialPath(id)}>
              {t('editor.publish_material')}
            </ButtonLink>
          ) : undefined
        }
      />
      <QueryStatus query={subjects} loading={null} />
      <TaskForm
        task={task.data}
        subjects={subjects.data ?? []}
        onSaved={(saved) => {
          client.setQueryData(queryKeys.task(id), saved);
          void client.invalidateQueries({ queryKey: queryKeys.tasks, exact: true });
        }}
      />
      <DispatchSection taskId={id} delayAt={task.data.delay_at} onlyNew={task.data.only_new} />
    </>
  );
}
