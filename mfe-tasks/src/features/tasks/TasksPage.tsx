import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiErrorAlert, EmptyState } from '@tutor/ui';
import { getTasks } from './api/get-tasks';
import { TaskTable } from './TaskTable';
import { TeacherOnly } from './shared/TeacherOnly';
import { useResource } from './shared/use-resource';
import '../../tasks.css';

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
  const tasks = useResource(getTasks, undefined);
  return (
    <div className="tasks-page">
      <h1>{t('list.title')}</h1>
      <p className="tasks-links">
        <Link className="ui-button ui-button-primary" to="/tasks/new">
          {t('list.new')}
        </Link>
        <Link to="/tasks/subjects">{t('list.subjects')}</Link>
      </p>
      <ApiErrorAlert error={tasks.error} />
      {tasks.loading ? <p role="status">{t('common.loading')}</p> : null}
      {tasks.data?.length === 0 ? <EmptyState title={t('list.empty')} /> : null}
      {tasks.data?.length ? <TaskTable tasks={tasks.data} /> : null}
    </div>
  );
}
