import { apiRequest } from '@tutor/api-client';

/** POST /api/dispatches/:jobId/cancel: only a planned job can be cancelled. */
export async function cancelDispatch(jobId: number): Promise<void> {
  await apiRequest('post', '/api/dispatches/{jobId}/cancel', { path: { jobId } });
}
