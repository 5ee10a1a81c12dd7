import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/materials (201): a material made from one of the teacher's tasks, unpublished. */
export function createMaterial(
  input: JsonBody<'/api/materials', 'post'>,
): Promise<JsonAnswer<'/api/materials', 'post'>> {
  return apiRequest('post', '/api/materials', { body: input });
}
