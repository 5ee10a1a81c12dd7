import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirstSteps } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { hideFirstSteps } from '../api/hide-first-steps';

/** Hides the card for good; the answer (hidden) goes into the cache. */
export function useHideFirstSteps() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: hideFirstSteps,
    onSuccess: (steps: FirstSteps) => client.setQueryData(queryKeys.firstSteps, steps),
  });
}
