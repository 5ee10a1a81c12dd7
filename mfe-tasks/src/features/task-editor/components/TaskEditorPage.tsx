import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, RoleGate } from '@tutor/ui';
import { ExistingTask, NewTask } from './TaskEditor';
import '../../../shared/styles/tasks.css';
import { paths } from '../../../config/paths';
import { ROLE_TEACHER } from '@tutor/contracts';

/** /tasks/new and /tasks/:taskId: the task form; on a saved task also its sending and works. */
export function TaskEditorPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]}>
      <Editor />
    </RoleGate>
  );
}

function Editor() {
  const { t } = useTranslation('tasks');
  const { taskId } = useParams();
  const id = Number(taskId);
  let body;
  if (taskId === undefined) body = <NewTask />;
  else if (Number.isSafeInteger(id) && id > 0) body = <ExistingTask key={id} id={id} />;
  else body = <EmptyState title={t('errors.model_not_found', { ns: 'translation' })} />;
  return (
    <div className="tasks-page">
      <p className="tasks-links">
        <Link to={paths.tasks}>{t('editor.back')}</Link>
      </p>
      {body}
    </div>
  );
}
