import { apiRequest, type JsonAnswer, type QueryParams } from '@tutor/api-client';

/** GET /api/materials: a page of the catalogue, of the author's own materials or the favourites. */
export function getMaterials(
  query: QueryParams<'/api/materials', 'get'>,
): Promise<JsonAnswer<'/api/materials', 'get'>> {
  return apiRequest('get', '/api/materials', { query });
}
