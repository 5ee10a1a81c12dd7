import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/journal/exports/:exportId: a queued export's progress. */
export function getExport(
  id: number,
): Promise<JsonAnswer<'/api/journal/exports/{exportId}', 'get'>> {
  return apiRequest('get', '/api/journal/exports/{exportId}', { path: { exportId: id } });
}
