import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/**
 * POST /api/materials/:id/versions: publishes the template task as it is now as a new
 * version (the first one publishes the material).
 */
export function publishVersion(
  id: number,
  input: JsonBody<'/api/materials/{materialId}/versions', 'post'>,
): Promise<JsonAnswer<'/api/materials/{materialId}/versions', 'post'>> {
  return apiRequest('post', '/api/materials/{materialId}/versions', {
    path: { materialId: id },
    body: input,
  });
}
