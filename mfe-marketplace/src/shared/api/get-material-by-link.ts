import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/materials/link/:token: a `link` material, opened by its unguessable link. */
export function getMaterialByLink(
  token: string,
): Promise<JsonAnswer<'/api/materials/link/{token}', 'get'>> {
  return apiRequest('get', '/api/materials/link/{token}', { path: { token } });
}
