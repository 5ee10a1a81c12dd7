import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subject } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { createSubject } from '../api/create-subject';
import { deleteSubject } from '../api/delete-subject';
import { renameSubject } from '../api/rename-subject';
import { addStarterSubjects } from '../api/add-starter-subjects';

/**
 * Adding, renaming and deleting a subject. Each answer is written into the subjects list
 * (no second request); the tasks list shows subject names, so it is invalidated.
 */
export function useSubjectChanges() {
  const client = useQueryClient();
  const change = (edit: (list: Subject[]) => Subject[]) => {
    client.setQueryData<Subject[]>(queryKeys.subjects, (list) => (list ? edit(list) : list));
    void client.invalidateQueries({ queryKey: queryKeys.tasks, exact: true });
    void client.invalidateQueries({ queryKey: queryKeys.taskLibrary });
  };
  const add = useMutation({
    mutationFn: (name: string) => createSubject({ name }),
    onSuccess: (subject) => change((list) => [...list, subject]),
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameSubject(id, { name }),
    onSuccess: (subject) =>
      change((list) => list.map((item) => (item.id === subject.id ? subject : item))),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSubject(id),
    onSuccess: (_answer, id) => change((list) => list.filter((item) => item.id !== id)),
  });
  const addStarter = useMutation({
    mutationFn: (names: string[]) => addStarterSubjects({ names }),
    onSuccess: (subjects) => change(() => subjects),
  });
  return { add, rename, remove, addStarter };
}
