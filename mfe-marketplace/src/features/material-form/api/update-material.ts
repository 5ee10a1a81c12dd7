import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** PATCH /api/materials/:id: the fields sent change, the others stay. */
export function updateMaterial(
  id: number,
  input: JsonBody<'/api/materials/{materialId}', 'patch'>,
): Promise<JsonAnswer<'/api/materials/{materialId}', 'patch'>> {
  return apiRequest('patch', '/api/materials/{materialId}', {
    path: { materialId: id },
    body: input,
  });
}
