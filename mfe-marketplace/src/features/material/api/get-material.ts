import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/materials/:id: the material page (all questions for its author or an owner). */
export function getMaterial(id: number): Promise<JsonAnswer<'/api/materials/{materialId}', 'get'>> {
  return apiRequest('get', '/api/materials/{materialId}', { path: { materialId: id } });
}
