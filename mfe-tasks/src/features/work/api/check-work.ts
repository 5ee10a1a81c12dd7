import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** PUT /api/works/:id/check: per-question balls, as a draft or finishing (→ 4). */
export function checkWork(
  workId: number,
  request: JsonBody<'/api/works/{workId}/check', 'put'>,
): Promise<JsonAnswer<'/api/works/{workId}/check', 'put'>> {
  return apiRequest('put', '/api/works/{workId}/check', { path: { workId }, body: request });
}
