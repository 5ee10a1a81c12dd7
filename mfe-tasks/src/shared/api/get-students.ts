import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/students: the signed-in teacher's students. */
export function getStudents(): Promise<JsonAnswer<'/api/students', 'get'>> {
  return apiRequest('get', '/api/students');
}
