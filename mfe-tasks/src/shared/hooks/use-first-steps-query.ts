import { useQuery } from '@tanstack/react-query';
import { getFirstSteps } from '../api/get-first-steps';
import { queryKeys } from '../lib/query-keys';

/** While nobody has joined, the card asks again now and then: the invite step ticks by itself. */
const WAITING_FOR_STUDENT_MS = 10_000;

/**
 * The teacher's start steps, asked again on return to the tab and while waiting for a
 * student. The start card shows them; the task list waits for them (the card sits above it).
 */
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
