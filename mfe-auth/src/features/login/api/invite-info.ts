import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/invites/:code: who invites (the teacher's first name); 404 for a dead code. */
export function inviteInfo(code: string): Promise<JsonAnswer<'/api/invites/{code}', 'get'>> {
  return apiRequest('get', '/api/invites/{code}', { path: { code } });
}
