import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tutor/i18n';
import { Link } from 'react-router-dom';
import { QueryStatus } from '@tutor/ui';
import { useStatusLabel } from '../../../../shared/hooks/use-status-label';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { getTaskWorks } from '../api/get-task-works';
import { workPath } from '../../../../config/paths';

interface Props {
  taskId: number;
  /** Changes when the jobs made new works, so the list is asked again. */
  refresh: string;
}

/** The works the task produced: student, status, late mark, each opening /works/:id. */
export function TaskWorksList({ taskId, refresh }: Props) {
  const { t } = useTranslation('tasks');
  const statusLabel = useStatusLabel();
  const works = useQuery({
    queryKey: [...queryKeys.taskWorks(taskId), refresh],
    queryFn: () => getTaskWorks(taskId),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="tasks-panel" aria-labelledby="tasks-works-title">
      <h2 id="tasks-works-title">{t('task_works.title')}</h2>
      <QueryStatus query={works} loading={null} />
      {works.data?.length === 0 ? <p className="ui-hint">{t('task_works.empty')}</p> : null}
      {works.data?.length ? (
        <table className="ui-table ui-table-cards">
          <thead>
            <tr>
              <th scope="col">{t('task_works.student')}</th>
              <th scope="col">{t('task_works.status')}</th>
              <th scope="col">{t('task_works.attempt')}</th>
              <th scope="col">{t('task_works.submitted')}</th>
            </tr>
          </thead>
          <tbody>
            {works.data.map((work) => (
              <tr key={work.work_id}>
                <td data-label={t('task_works.student')}>
                  <Link to={workPath(work.work_id)}>{work.student.first_name}</Link>
                </td>
                <td data-label={t('task_works.status')}>
                  <span>
                    {statusLabel(work.status, work.returned)}
                    {work.resubmitted ? (
                      <span className="works-badge"> {t('works.resubmitted')}</span>
                    ) : null}
                    {work.late ? (
                      <span className="tasks-late"> · {t('task_works.late')}</span>
                    ) : null}
                  </span>
                </td>
                <td data-label={t('task_works.attempt')}>{work.attempt}</td>
                <td data-label={t('task_works.submitted')}>
                  {work.submitted_at === null
                    ? t('common.none')
                    : formatDateTime(work.submitted_at)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
