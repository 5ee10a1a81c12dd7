import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys';
import { getSubjects } from '../api/get-subjects';

/** The teacher's own subjects (the editor's select and the subjects page). */
export function useSubjectsQuery() {
  return useQuery({ queryKey: queryKeys.subjects, queryFn: getSubjects });
}
