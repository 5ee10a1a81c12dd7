import { apiRequest, type JsonAnswer, type QueryParams } from '@tutor/api-client';

/** GET /api/journal: the teacher's grid of a group, a subject and a period. */
export function getJournal(
  query: QueryParams<'/api/journal', 'get'>,
): Promise<JsonAnswer<'/api/journal', 'get'>> {
  return apiRequest('get', '/api/journal', { query });
}
