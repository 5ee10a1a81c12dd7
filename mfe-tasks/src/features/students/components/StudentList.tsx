import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentGroup, StudentSummary } from '@tutor/contracts';
import { ApiErrorAlert, EmptyState } from '@tutor/ui';
import { ConfirmButton } from '../../../shared/components/ConfirmButton';
import { formatDate } from '../../../shared/lib/dates';
import { removeStudent } from '../api/remove-student';

interface Props {
  students: StudentSummary[];
  groups: StudentGroup[];
  onRemove: (id: number) => void;
}

/** The teacher's students: name, email, joined date, groups; remove after a confirmation. */
export function StudentList({ students, groups, onRemove }: Props) {
  const { t } = useTranslation('tasks');
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (students.length === 0) return <EmptyState title={t('students.empty')} />;

  const groupNames = (student: StudentSummary) =>
    groups
      .filter((group) => group.student_ids.includes(student.id))
      .map((group) => group.name)
      .join(', ') || t('common.none');
  const remove = async (student: StudentSummary) => {
    setBusy(student.id);
    setError(null);
    try {
      await removeStudent(student.id);
      onRemove(student.id);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="tasks-panel" aria-labelledby="tasks-students-list">
      <h2 id="tasks-students-list">{t('students.list')}</h2>
      <ApiErrorAlert error={error} />
      <table className="tasks-table">
        <thead>
          <tr>
            <th scope="col">{t('students.name')}</th>
            <th scope="col">{t('students.email')}</th>
            <th scope="col">{t('students.joined')}</th>
            <th scope="col">{t('students.groups')}</th>
            <th scope="col">{t('students.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.id}>
              <td>{student.first_name}</td>
              <td>{student.email}</td>
              <td>{formatDate(student.joined_at)}</td>
              <td>{groupNames(student)}</td>
              <td>
                <ConfirmButton
                  label={t('students.remove')}
                  ariaLabel={t('students.remove_named', { name: student.first_name })}
                  question={t('students.confirm_remove', { name: student.first_name })}
                  busy={busy === student.id}
                  onConfirm={() => void remove(student)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
