import { useTranslation } from 'react-i18next';
import { toast, useConfirm } from '@tutor/ui';
import type { TaskSummary } from '@tutor/contracts';
import type { RowActionHandlers } from '../components/TaskRowActions';
import { useTaskActions } from './use-task-library';

/**
 * The row actions of the library: duplicate at once, archive after one confirmation that
 * says what it does, restore at once. A row's buttons wait while its action is under way.
 */
export function useRowActions() {
  const { t } = useTranslation('tasks', { keyPrefix: 'library' });
  const { duplicate, archive, unarchive } = useTaskActions();
  const [confirm, confirmDialog] = useConfirm();

  const handlers: RowActionHandlers = {
    busyId: [duplicate, archive, unarchive].find((m) => m.isPending)?.variables ?? null,
    onDuplicate: (task: TaskSummary) =>
      duplicate.mutate(task.id, {
        onSuccess: (copy) => toast.success(t('duplicated', { title: copy.title })),
      }),
    onArchive: (task: TaskSummary) => {
      void confirm({
        title: t('archive_title'),
        message: t('archive_text', { title: task.title }),
        confirmLabel: t('archive'),
      }).then((yes) => {
        if (!yes) return;
        archive.mutate(task.id, { onSuccess: () => toast.success(t('archived')) });
      });
    },
    onUnarchive: (task: TaskSummary) =>
      unarchive.mutate(task.id, { onSuccess: () => toast.success(t('unarchived')) }),
  };
  return {
    handlers,
    confirmDialog,
    error: duplicate.error ?? archive.error ?? unarchive.error,
  };
}
