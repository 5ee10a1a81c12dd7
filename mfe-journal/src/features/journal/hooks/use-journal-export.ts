import { useMutation, useQuery } from '@tanstack/react-query';
import type { JournalExportFormat, JournalQuery } from '@tutor/contracts';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getExport } from '../api/get-export';
import { startExport } from '../api/start-export';

const POLL_MS = 1000;

/** A queued export: started once, then polled every second until it is done or failed. */
export function useQueuedExport() {
  const start = useMutation({
    mutationFn: ({ query, format }: { query: JournalQuery; format: JournalExportFormat }) =>
      startExport({ ...query, format }),
  });
  const id = start.data?.id;
  const poll = useQuery({
    queryKey: queryKeys.journalExport(id ?? 0),
    queryFn: () => getExport(id ?? 0),
    enabled: id !== undefined,
    initialData: start.data,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
  });
  return { start, job: id === undefined ? undefined : poll.data };
}
