import { useTranslation } from 'react-i18next';
import type { Task } from '@tutor/contracts';
import { Alert, Checkbox } from '@tutor/ui';

interface Props {
  task: Pick<Task, 'sent_students_count' | 'unstarted_works_count'>;
  resend: boolean;
  onResendChange: (resend: boolean) => void;
}

/**
 * Before saving changes to a sent task: the works already sent keep the task as it was
 * (their revision). The teacher may also give the new version to the works nobody has
 * opened yet (drafts never started nor returned); started, handed-in and checked works
 * always stay as they were, so a mark changes only when the teacher re-checks it.
 */
export function SentTaskNotice({ task, resend, onResendChange }: Props) {
  const { t } = useTranslation('tasks');
  if (task.sent_students_count === 0) return null;
  return (
    <Alert tone="info">
      <div className="tasks-sent-notice">
        <p>{t('editor.sent_notice', { count: task.sent_students_count })}</p>
        {task.unstarted_works_count > 0 ? (
          <Checkbox
            label={t('editor.resend_unstarted', { count: task.unstarted_works_count })}
            checked={resend}
            onChange={(event) => onResendChange(event.target.checked)}
          />
        ) : null}
      </div>
    </Alert>
  );
}
