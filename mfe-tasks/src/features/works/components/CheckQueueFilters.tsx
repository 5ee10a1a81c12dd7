import { useTranslation } from 'react-i18next';
import type { CheckQueueQuery } from '@tutor/contracts';
import { Select } from '@tutor/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useStudentsQuery } from '../../../shared/hooks/use-students-query';
import { useSubjectsQuery } from '../../../shared/hooks/use-subjects-query';
import { useTasksQuery } from '../../../shared/hooks/use-tasks-query';
import { QUEUE_STATUSES, type QueueParam } from '../lib/queue-query';

interface Props {
  query: CheckQueueQuery;
  onChange: (name: QueueParam, value: string) => void;
}

/** A filter list that failed to load just offers no choices; the queue still works. */
function options<T>(
  state: UseQueryResult<T[]>,
  label: (item: T) => { value: number; label: string },
) {
  return state.isSuccess ? state.data.map(label) : [];
}

export function CheckQueueFilters({ query, onChange }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'works' });
  const tasks = useTasksQuery();
  const subjects = useSubjectsQuery();
  const students = useStudentsQuery();
  const value = (number: number | undefined) => (number === undefined ? '' : String(number));

  return (
    <form
      className="works-filters"
      aria-label={t('queue.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <Select
        label={t('queue.task')}
        placeholder={t('queue.all')}
        value={value(query.task_id)}
        options={options(tasks, (task) => ({ value: task.id, label: task.title }))}
        onChange={(event) => onChange('task_id', event.target.value)}
      />
      <Select
        label={t('queue.subject')}
        placeholder={t('queue.all')}
        value={value(query.subject_id)}
        options={options(subjects, (subject) => ({ value: subject.id, label: subject.name }))}
        onChange={(event) => onChange('subject_id', event.target.value)}
      />
      <Select
        label={t('queue.status')}
        placeholder={t('queue.all')}
        value={value(query.status)}
        options={QUEUE_STATUSES.map((status) => ({
          value: status,
          label: t(`queue.statuses.${status}`),
        }))}
        onChange={(event) => onChange('status', event.target.value)}
      />
      <Select
        label={t('queue.student')}
        placeholder={t('queue.all')}
        value={value(query.student_id)}
        options={options(students, (student) => ({
          value: student.id,
          label: `${student.first_name} (${student.email})`,
        }))}
        onChange={(event) => onChange('student_id', event.target.value)}
      />
    </form>
  );
}
