import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@tutor/ui';
import { useStudentsQuery } from '../../../shared/hooks/use-students-query';

/**
 * /tasks/new?student=<id> (from the student's page): says that the student will be chosen
 * in the send section once the task is saved. Nothing for an id that is not a student's.
 */
export function NewTaskFor() {
  const [params] = useSearchParams();
  const wanted = Number(params.get('student'));
  const valid = Number.isSafeInteger(wanted) && wanted > 0;
  return valid ? <NewTaskForStudent id={wanted} /> : null;
}

function NewTaskForStudent({ id }: { id: number }) {
  const { t } = useTranslation('tasks');
  const students = useStudentsQuery();
  const student = students.data?.find((one) => one.id === id);
  if (!student) return null;
  return <Alert tone="info">{t('new_task_for.text', { name: student.first_name })}</Alert>;
}
