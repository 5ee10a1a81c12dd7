import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiErrorAlert, EmptyState } from '@tutor/ui';
import { TaskTable } from './TaskTable';
import { TeacherOnly } from '../../../shared/components/TeacherOnly';
import { useTasksQuery } from '../hooks/use-tasks-query';
import '../../../tasks.css';
import { paths } from '../../../config/paths';

/** /tasks: the teacher's tasks, with the way to a new task and to the subjects. */
export function TasksPage() {
  return (
    <TeacherOnly>
      <Tasks />
    </TeacherOnly>
  );
}

function Tasks() {
  const { t } = useTranslation('tasks');
  const tasks = useTasksQuery();
  return (
    <div className="tasks-page">
      <h1>{t('list.title')}</h1>
      <p className="tasks-links">
        <Link className="ui-button ui-button-primary" to={paths.newTask}>
          {t('list.new')}
        </Link>
        <Link to={paths.subjects}>{t('list.subjects')}</Link>
      </p>
      <ApiErrorAlert error={tasks.error} />
      {tasks.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {tasks.data?.length === 0 ? <EmptyState title={t('list.empty')} /> : null}
      {tasks.data?.length ? <TaskTable tasks={tasks.data} /> : null}
    </div>
  );
}
