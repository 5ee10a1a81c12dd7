import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/students/join: the signed-in student joins the teacher of the invite code. */
export function joinTeacher(invite: string): Promise<JsonAnswer<'/api/students/join', 'post'>> {
  return apiRequest('post', '/api/students/join', { body: { invite } });
}
