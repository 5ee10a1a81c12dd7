import { useTranslation } from 'react-i18next';
import type { Subject } from '@tutor/contracts';
import { Button } from '@tutor/ui';
import { SubjectNameForm } from './SubjectNameForm';

interface Props {
  subject: Subject;
  renaming: boolean;
  busy: boolean;
  onStartRename: () => void;
  onRename: (name: string) => Promise<void>;
  onCancelRename: () => void;
  onDelete: () => void;
}

export function SubjectRow(props: Props) {
  const { subject, renaming, busy } = props;
  const { t } = useTranslation('tasks');
  if (renaming) {
    return (
      <li className="tasks-row">
        <SubjectNameForm
          label={t('subjects.name')}
          submitLabel={t('common.save')}
          initial={subject.name}
          onSave={props.onRename}
          onCancel={props.onCancelRename}
        />
      </li>
    );
  }
  return (
    <li className="tasks-row">
      <span>{subject.name}</span>
      <div className="tasks-actions">
        <Button
          variant="secondary"
          aria-label={t('subjects.rename_named', { name: subject.name })}
          onClick={props.onStartRename}
        >
          {t('subjects.rename')}
        </Button>
        <Button
          variant="danger"
          aria-label={t('subjects.delete_named', { name: subject.name })}
          busy={busy}
          onClick={props.onDelete}
        >
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}
