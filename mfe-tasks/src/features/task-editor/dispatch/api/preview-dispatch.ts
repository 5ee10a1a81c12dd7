import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/tasks/:id/dispatch-preview: whom a send to this target would reach now. */
export function previewDispatch(
  taskId: number,
  request: JsonBody<'/api/tasks/{taskId}/dispatch-preview', 'post'>,
): Promise<JsonAnswer<'/api/tasks/{taskId}/dispatch-preview', 'post'>> {
  return apiRequest('post', '/api/tasks/{taskId}/dispatch-preview', {
    path: { taskId },
    body: request,
  });
}
