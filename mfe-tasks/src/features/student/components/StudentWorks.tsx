import { useTranslation } from 'react-i18next';
import type { StudentOverviewWork } from '@tutor/contracts';
import { ActionError, TextLink } from '@tutor/ui';
import { workPath } from '../../../config/paths';
import { useMarkText } from '../../../shared/hooks/use-mark-text';
import { useStatusLabel } from '../../../shared/hooks/use-status-label';
import { useExcuse } from '../hooks/use-student-overview';

/** The state of a work apart from its status (which says "returned"): late, overdue. */
function useStateNotes(): (work: StudentOverviewWork) => string[] {
  const { t } = useTranslation('tasks', { keyPrefix: 'student' });
  return (work) =>
    [work.late ? t('late') : null, work.missing ? t('missing') : null].filter(
      (note): note is string => note !== null,
    );
}

/** The student's works on the teacher's tasks: status, mark, and the journal's excuse. */
export function StudentWorks({
  studentId,
  works,
}: {
  studentId: number;
  works: StudentOverviewWork[];
}) {
  const { t } = useTranslation('tasks', { keyPrefix: 'student' });
  const statusLabel = useStatusLabel();
  const markText = useMarkText();
  const notes = useStateNotes();
  const excuse = useExcuse(studentId);
  return (
    <section className="tasks-panel" aria-labelledby="student-works">
      <h2 id="student-works">{t('works')}</h2>
      <ActionError error={excuse.error} />
      {works.length === 0 ? <p>{t('no_works')}</p> : null}
      {works.length > 0 ? (
        <table className="ui-table ui-table-cards">
          <thead>
            <tr>
              <th scope="col">{t('task')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('mark')}</th>
              <th scope="col">{t('excuse')}</th>
            </tr>
          </thead>
          <tbody>
            {works.map((work) => (
              <tr key={work.task_id}>
                <td data-label={t('task')}>
                  {work.work_id === null ? (
                    work.task_title
                  ) : (
                    <TextLink to={workPath(work.work_id)}>{work.task_title}</TextLink>
                  )}
                </td>
                <td data-label={t('status')}>
                  {[
                    work.status === null ? null : statusLabel(work.status, work.returned),
                    ...notes(work),
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </td>
                <td data-label={t('mark')}>{work.mark === null ? '—' : markText(work.mark)}</td>
                <td data-label={t('excuse')}>
                  <input
                    type="checkbox"
                    checked={work.excused}
                    disabled={excuse.isPending}
                    aria-label={t('excuse_named', { task: work.task_title })}
                    onChange={(event) =>
                      excuse.mutate({
                        taskId: work.task_id,
                        excused: event.target.checked,
                        task: work.task_title,
                      })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
