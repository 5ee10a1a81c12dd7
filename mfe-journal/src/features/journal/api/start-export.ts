import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/journal/exports: a queued export of a large grid. */
export function startExport(
  body: JsonBody<'/api/journal/exports', 'post'>,
): Promise<JsonAnswer<'/api/journal/exports', 'post'>> {
  return apiRequest('post', '/api/journal/exports', { body });
}
