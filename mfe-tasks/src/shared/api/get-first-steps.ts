import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/first-steps: which of the three start steps the teacher has done. */
export function getFirstSteps(): Promise<JsonAnswer<'/api/first-steps', 'get'>> {
  return apiRequest('get', '/api/first-steps');
}
