import { apiRequest, type JsonAnswer, type QueryParams } from '@tutor/api-client';

/** GET /api/checks: the teacher's works awaiting check, filtered and paged. */
export function getCheckQueue(
  query: QueryParams<'/api/checks', 'get'>,
): Promise<JsonAnswer<'/api/checks', 'get'>> {
  return apiRequest('get', '/api/checks', { query });
}
