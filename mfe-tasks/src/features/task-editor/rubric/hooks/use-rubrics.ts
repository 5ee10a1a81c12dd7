import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rubric } from '@tutor/contracts';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { createRubric } from '../api/create-rubric';
import { deleteRubric } from '../api/delete-rubric';
import { getRubrics } from '../api/get-rubrics';
import { updateRubric } from '../api/update-rubric';

/** The teacher's rubric library (read when the dialog opens). */
export function useRubrics(enabled = true) {
  return useQuery({ queryKey: queryKeys.rubrics, queryFn: getRubrics, enabled });
}

/** Saving, replacing and deleting library rubrics; the library is read again after each. */
export function useRubricChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: queryKeys.rubrics });
  return {
    create: useMutation({ mutationFn: (rubric: Rubric) => createRubric(rubric), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, rubric }: { id: number; rubric: Rubric }) => updateRubric(id, rubric),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteRubric(id), onSuccess }),
  };
}
