import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tutor/i18n';
import { Link } from 'react-router-dom';
import type { TaskSummary } from '@tutor/contracts';
import { taskPath } from '../../../config/paths';
import { TaskRowActions, type RowActionHandlers } from './TaskRowActions';

export function TaskTable({ tasks, ...actions }: RowActionHandlers & { tasks: TaskSummary[] }) {
  const { t } = useTranslation('tasks');
  return (
    <table className="ui-table ui-table-cards">
      <thead>
        <tr>
          <th scope="col">{t('list.name')}</th>
          <th scope="col">{t('list.subject')}</th>
          <th scope="col">{t('library.status_column')}</th>
          <th scope="col">{t('list.max_ball')}</th>
          <th scope="col">{t('list.deadline')}</th>
          <th scope="col">{t('list.works')}</th>
          <th scope="col">{t('list.awaiting')}</th>
          <th scope="col">{t('library.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {tasks.map((task) => (
          <tr key={task.id}>
            <td data-label={t('list.name')}>
              <Link to={taskPath(task.id)}>{task.title}</Link>
            </td>
            <td data-label={t('list.subject')}>{task.subject?.name ?? t('common.none')}</td>
            <td data-label={t('library.status_column')}>
              <span className={`library-status library-status-${task.status}`}>
                {t(`library.statuses.${task.status}`)}
              </span>
            </td>
            <td data-label={t('list.max_ball')}>{task.max_ball}</td>
            <td data-label={t('list.deadline')}>
              {task.deadline === null ? t('common.none') : formatDateTime(task.deadline)}
            </td>
            <td data-label={t('list.works')}>{task.works_count}</td>
            <td data-label={t('list.awaiting')}>{task.awaiting_check_count}</td>
            <td data-label={t('library.actions')}>
              <TaskRowActions task={task} {...actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
