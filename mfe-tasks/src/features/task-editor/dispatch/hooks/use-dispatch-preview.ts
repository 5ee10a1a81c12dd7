import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DispatchTarget } from '@tutor/contracts';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { previewDispatch } from '../api/preview-dispatch';

/** Who would receive the task for this target now; null target (incomplete choice) asks nothing. */
export function useDispatchPreview(taskId: number, target: DispatchTarget | null) {
  return useQuery({
    queryKey: [...queryKeys.dispatches(taskId), 'preview', target],
    queryFn: () => previewDispatch(taskId, { target: target as DispatchTarget }),
    enabled: target !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
