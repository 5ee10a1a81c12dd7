import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/students: the teacher's students, for the queue's student filter. */
export function getStudents(): Promise<JsonAnswer<'/api/students', 'get'>> {
  return apiRequest('get', '/api/students');
}
