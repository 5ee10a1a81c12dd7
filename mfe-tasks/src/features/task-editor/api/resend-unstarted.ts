import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/tasks/:id/resend-unstarted: unopened works take the task as it is now. */
export function resendUnstarted(
  id: number,
): Promise<JsonAnswer<'/api/tasks/{taskId}/resend-unstarted', 'post'>> {
  return apiRequest('post', '/api/tasks/{taskId}/resend-unstarted', { path: { taskId: id } });
}
