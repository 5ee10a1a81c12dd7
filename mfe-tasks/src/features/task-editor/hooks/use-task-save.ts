import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Task, TaskInput } from '@tutor/contracts';
import { toast } from '@tutor/ui';
import { useTranslation } from 'react-i18next';
import { NO_FAILURE, toFailure, type Failure } from '../../../shared/lib/failure';
import { queryKeys } from '../../../shared/lib/query-keys';
import { createTask } from '../api/create-task';
import { deleteTask } from '../api/delete-task';
import { getTask } from '../api/get-task';
import { resendUnstarted } from '../api/resend-unstarted';
import { updateTask } from '../api/update-task';
import { paths, taskPath } from '../../../config/paths';

export interface TaskSave {
  busy: 'save' | 'delete' | null;
  failure: Failure;
  saved: boolean;
  /** The body of the last failed save, to tell which errors are still true of the form. */
  sent: TaskInput | null;
  /** `resendUnstarted`: the saved task then also goes to its unopened works. */
  save: (input: TaskInput, resendUnstarted?: boolean) => Promise<void>;
  remove: () => Promise<void>;
}

/**
 * Saving a task: a new one is posted and opened at /tasks/:id; an existing one is put.
 * `allowLeave` is called before navigating away after a save or delete (nothing is lost).
 */
export function useTaskSave(
  task: Task | null,
  onSaved: (task: Task) => void,
  allowLeave: () => void,
): TaskSave {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  // opened from a student's page: the saved task opens with that student chosen to send to
  const [params] = useSearchParams();
  const student = params.get('student');
  const client = useQueryClient();
  const [busy, setBusy] = useState<TaskSave['busy']>(null);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const [saved, setSaved] = useState(false);
  const [sent, setSent] = useState<TaskInput | null>(null);

  const run = async (kind: 'save' | 'delete', call: () => Promise<void>) => {
    setBusy(kind);
    setFailure(NO_FAILURE);
    setSaved(false);
    try {
      await call();
    } catch (caught) {
      setFailure(toFailure(caught));
    } finally {
      setBusy(null);
    }
  };

  const save = (input: TaskInput, resendUnstartedToo = false) => {
    setSent(input);
    return run('save', async () => {
      if (task === null) {
        const created = await createTask(input);
        client.setQueryData(queryKeys.task(created.id), created);
        void client.invalidateQueries({ queryKey: queryKeys.tasks, exact: true });
        toast.success(t('editor.saved_toast'));
        allowLeave();
        await navigate(
          student === null
            ? taskPath(created.id)
            : `${taskPath(created.id)}?student=${encodeURIComponent(student)}`,
        );
        return;
      }
      const saved = await updateTask(task.id, input);
      if (resendUnstartedToo) await resendUnstarted(task.id);
      onSaved(resendUnstartedToo ? await getTask(task.id) : saved);
      toast.success(t('editor.saved_toast'));
      setSaved(true);
    });
  };

  const remove = () =>
    run('delete', async () => {
      if (task === null) return;
      await deleteTask(task.id);
      toast.success(t('editor.deleted_toast'));
      allowLeave();
      client.removeQueries({ queryKey: queryKeys.task(task.id) });
      void client.invalidateQueries({ queryKey: queryKeys.tasks, exact: true });
      await navigate(paths.tasks);
    });

  return { busy, failure, saved, sent, save, remove };
}
