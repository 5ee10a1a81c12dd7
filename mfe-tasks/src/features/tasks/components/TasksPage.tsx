import { useTranslation } from 'react-i18next';
import { ClipboardList, Plus } from 'lucide-react';
import { Outlet } from 'react-router-dom';
import {
  ApiErrorAlert,
  ButtonLink,
  EmptyState,
  PageHeader,
  usePageTitle,
  RoleGate,
} from '@tutor/ui';
import { TaskTable } from './TaskTable';
import { useTasksQuery } from '../../../shared/hooks/use-tasks-query';
import '../../../shared/styles/tasks.css';
import { paths } from '../../../config/paths';
import { ROLE_TEACHER } from '@tutor/contracts';

/** /tasks: the teacher's tasks, with the way to a new task and to the subjects. */
export function TasksPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]}>
      <Tasks />
    </RoleGate>
  );
}

function Tasks() {
  const { t } = useTranslation('tasks');
  usePageTitle(t('list.title'));
  const tasks = useTasksQuery();
  return (
    <div className="tasks-page">
      <PageHeader
        title={t('list.title')}
        actions={
          <>
            <ButtonLink to={paths.newTask} icon={<Plus size={18} aria-hidden="true" />}>
              {t('list.new')}
            </ButtonLink>
            <ButtonLink variant="secondary" to={paths.subjects}>
              {t('list.subjects')}
            </ButtonLink>
          </>
        }
      />
      <Outlet />
      <ApiErrorAlert error={tasks.error} />
      {tasks.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {tasks.data?.length === 0 ? (
        <EmptyState
          title={t('list.empty_title')}
          icon={<ClipboardList size={32} />}
          action={<ButtonLink to={paths.newTask}>{t('list.create')}</ButtonLink>}
        >
          <p>{t('list.empty')}</p>
        </EmptyState>
      ) : null}
      {tasks.data?.length ? <TaskTable tasks={tasks.data} /> : null}
    </div>
  );
}
