import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/works/:id/submit: status 0 → 1 (or 2 after a return). */
export function submitWork(
  workId: number,
  request: JsonBody<'/api/works/{workId}/submit', 'post'>,
): Promise<JsonAnswer<'/api/works/{workId}/submit', 'post'>> {
  return apiRequest('post', '/api/works/{workId}/submit', { path: { workId }, body: request });
}
