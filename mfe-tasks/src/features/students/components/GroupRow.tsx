import { useTranslation } from 'react-i18next';
import type { StudentGroup, StudentSummary } from '@tutor/contracts';
import { Button } from '@tutor/ui';

interface Props {
  group: StudentGroup;
  students: StudentSummary[];
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function GroupRow({ group, students, busy, onEdit, onDelete }: Props) {
  const { t } = useTranslation('tasks');
  const names = students
    .filter((student) => group.student_ids.includes(student.id))
    .map((student) => student.first_name)
    .join(', ');
  return (
    <li className="tasks-row">
      <div className="tasks-row-main">
        <strong>{group.name}</strong>
        <span className="ui-hint">
          {t('groups.count', { count: group.student_ids.length })}
          {names ? `: ${names}` : ''}
        </span>
      </div>
      <div className="tasks-actions">
        <Button
          variant="secondary"
          aria-label={t('groups.edit_named', { name: group.name })}
          onClick={onEdit}
        >
          {t('groups.edit')}
        </Button>
        <Button
          variant="danger"
          aria-label={t('groups.delete_named', { name: group.name })}
          busy={busy}
          onClick={onDelete}
        >
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}
