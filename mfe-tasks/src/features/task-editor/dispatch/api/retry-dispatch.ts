import { apiRequest } from '@tutor/api-client';

/** POST /api/dispatches/:jobId/retry: only a job failed with 25 can be retried. */
export async function retryDispatch(jobId: number): Promise<void> {
  await apiRequest('post', '/api/dispatches/{jobId}/retry', { path: { jobId } });
}
