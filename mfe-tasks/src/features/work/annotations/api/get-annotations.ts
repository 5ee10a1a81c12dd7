import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/works/:id/annotations: every saved page of the work's marks. */
export function getAnnotations(
  workId: number,
): Promise<JsonAnswer<'/api/works/{workId}/annotations', 'get'>> {
  return apiRequest('get', '/api/works/{workId}/annotations', { path: { workId } });
}
