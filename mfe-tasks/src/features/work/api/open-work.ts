import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/works/:id/open: the teacher starts checking; status 1/2 → 3. */
export function openWork(workId: number): Promise<JsonAnswer<'/api/works/{workId}/open', 'post'>> {
  return apiRequest('post', '/api/works/{workId}/open', { path: { workId } });
}
