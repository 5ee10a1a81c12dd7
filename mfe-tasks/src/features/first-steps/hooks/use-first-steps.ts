import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirstSteps } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getFirstSteps } from '../api/get-first-steps';
import { hideFirstSteps } from '../api/hide-first-steps';

/** While nobody has joined, the card asks again now and then: the invite step ticks by itself. */
const WAITING_FOR_STUDENT_MS = 10_000;

/** The teacher's start steps, asked again on return to the tab and while waiting for a student. */
export function useFirstStepsQuery() {
  return useQuery({
    queryKey: queryKeys.firstSteps,
    queryFn: getFirstSteps,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const steps = query.state.data;
      return steps && !steps.hidden && !steps.has_student ? WAITING_FOR_STUDENT_MS : false;
    },
  });
}

/** Hides the card for good; the answer (hidden) goes into the cache. */
export function useHideFirstSteps() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: hideFirstSteps,
    onSuccess: (steps: FirstSteps) => client.setQueryData(queryKeys.firstSteps, steps),
  });
}
