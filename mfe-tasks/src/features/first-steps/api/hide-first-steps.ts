import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/first-steps/hide: the start card is put away for good. */
export function hideFirstSteps(): Promise<JsonAnswer<'/api/first-steps/hide', 'post'>> {
  return apiRequest('post', '/api/first-steps/hide');
}
