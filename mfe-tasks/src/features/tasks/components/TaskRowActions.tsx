import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore, Copy } from 'lucide-react';
import type { TaskSummary } from '@tutor/contracts';
import { Button } from '@tutor/ui';

export interface RowActionHandlers {
  onDuplicate: (task: TaskSummary) => void;
  onArchive: (task: TaskSummary) => void;
  onUnarchive: (task: TaskSummary) => void;
  /** The task whose action is under way: its buttons wait. */
  busyId: number | null;
}

/** Duplicate and archive (or restore) one task; names say which task for screen readers. */
export function TaskRowActions({ task, ...handlers }: RowActionHandlers & { task: TaskSummary }) {
  const { t } = useTranslation('tasks', { keyPrefix: 'library' });
  const busy = handlers.busyId === task.id;
  const archived = task.status === 'archived';
  return (
    <div className="library-row-actions">
      <Button
        size="small"
        variant="secondary"
        icon={<Copy size={16} aria-hidden="true" />}
        aria-label={t('duplicate_named', { title: task.title })}
        busy={busy}
        onClick={() => handlers.onDuplicate(task)}
      >
        {t('duplicate')}
      </Button>
      {archived ? (
        <Button
          size="small"
          variant="secondary"
          icon={<ArchiveRestore size={16} aria-hidden="true" />}
          aria-label={t('unarchive_named', { title: task.title })}
          busy={busy}
          onClick={() => handlers.onUnarchive(task)}
        >
          {t('unarchive')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="ghost"
          icon={<Archive size={16} aria-hidden="true" />}
          aria-label={t('archive_named', { title: task.title })}
          busy={busy}
          onClick={() => handlers.onArchive(task)}
        >
          {t('archive')}
        </Button>
      )}
    </div>
  );
}
