import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys';
import { getGroups } from '../api/get-groups';
import { getStudents } from '../api/get-students';

/** The teacher's students. */
export function useStudentsQuery() {
  return useQuery({ queryKey: queryKeys.students, queryFn: getStudents });
}

/** The teacher's groups of students. */
export function useGroupsQuery() {
  return useQuery({ queryKey: queryKeys.groups, queryFn: getGroups });
}
