import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/works/:id/return: back to 0 for rework, with the teacher's comment. */
export function returnWork(
  workId: number,
  request: JsonBody<'/api/works/{workId}/return', 'post'>,
): Promise<JsonAnswer<'/api/works/{workId}/return', 'post'>> {
  return apiRequest('post', '/api/works/{workId}/return', { path: { workId }, body: request });
}
