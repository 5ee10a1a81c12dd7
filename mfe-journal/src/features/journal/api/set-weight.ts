import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** PUT /api/journal/weights/:taskId */
export function setWeight(
  taskId: number,
  weight: number,
): Promise<JsonAnswer<'/api/journal/weights/{taskId}', 'put'>> {
  return apiRequest('put', '/api/journal/weights/{taskId}', {
    path: { taskId },
    body: { weight },
  });
}
