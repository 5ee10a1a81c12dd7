import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { endOtherSessions, endSession, loadSessions } from '../api/sessions-api';

export function useSessionsQuery() {
  return useQuery({ queryKey: queryKeys.sessions, queryFn: loadSessions });
}

/** Ends one session (a device) or every other one; the list reloads after either. */
export function useEndSessions() {
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: queryKeys.sessions });
  const one = useMutation({ mutationFn: endSession, onSuccess: reload });
  const others = useMutation({ mutationFn: endOtherSessions, onSuccess: reload });
  return { endOne: one.mutateAsync, endOthers: others.mutateAsync };
}
