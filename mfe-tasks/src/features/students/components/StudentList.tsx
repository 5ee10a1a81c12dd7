import { useState } from 'react';
import { formatDate } from '@tutor/i18n';
import { useTranslation } from 'react-i18next';
import type { StudentGroup, StudentSummary } from '@tutor/contracts';
import { ActionError, Button, TextLink, toast, useConfirm } from '@tutor/ui';
import { studentPath } from '../../../config/paths';
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
  const [confirm, confirmDialog] = useConfirm();

  const groupNames = (student: StudentSummary) =>
    groups
      .filter((group) => group.student_ids.includes(student.id))
      .map((group) => group.name)
      .join(', ') || t('common.none');
  const remove = async (student: StudentSummary) => {
    const yes = await confirm({
      title: t('students.confirm_remove_title'),
      message: t('students.confirm_remove', { name: student.first_name }),
      confirmLabel: t('students.remove'),
      danger: true,
    });
    if (!yes) return;
    setBusy(student.id);
    setError(null);
    try {
      await removeStudent(student.id);
      onRemove(student.id);
      toast.success(t('students.removed', { name: student.first_name }));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="tasks-panel" aria-labelledby="tasks-students-list">
      <h2 id="tasks-students-list">{t('students.list')}</h2>
      <ActionError error={error} />
      <table className="ui-table ui-table-cards">
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
              <td data-label={t('students.name')}>
                <TextLink to={studentPath(student.id)}>{student.first_name}</TextLink>
              </td>
              <td data-label={t('students.email')}>{student.email}</td>
              <td data-label={t('students.joined')}>{formatDate(student.joined_at)}</td>
              <td data-label={t('students.groups')}>{groupNames(student)}</td>
              <td data-label={t('students.actions')}>
                <Button
                  variant="danger"
                  size="small"
                  aria-label={t('students.remove_named', { name: student.first_name })}
                  busy={busy === student.id}
                  onClick={() => void remove(student)}
                >
                  {t('students.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirmDialog}
    </section>
  );
}
