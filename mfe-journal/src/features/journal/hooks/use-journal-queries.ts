import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JournalQuery } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getGroups } from '../api/get-groups';
import { getJournal } from '../api/get-journal';
import { getMyJournal } from '../api/get-my-journal';
import { getSubjects } from '../api/get-subjects';

/** While the page is in view, the grid is read again this often (checking in another window). */
const GRID_REFRESH_MS = 60_000;

/**
 * The grid of all the teacher's students or of a group. Read fresh whenever the page is opened
 * or comes back into view, so a work checked a moment ago is in it, and every minute while
 * it stays in view.
 */
export function useJournalQuery(query: JournalQuery) {
  return useQuery({
    queryKey: queryKeys.grid(query),
    queryFn: () => getJournal(query),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: GRID_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useGroupsQuery() {
  return useQuery({ queryKey: queryKeys.groups, queryFn: getGroups });
}

export function useSubjectsQuery() {
  return useQuery({ queryKey: queryKeys.subjects, queryFn: getSubjects });
}

/** The student's own marks per subject. */
export function useMyJournalQuery() {
  return useQuery({ queryKey: queryKeys.mine, queryFn: getMyJournal, staleTime: 0 });
}
