import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/journal/mine: the student's own marks per subject. */
export function getMyJournal(): Promise<JsonAnswer<'/api/journal/mine', 'get'>> {
  return apiRequest('get', '/api/journal/mine');
}
