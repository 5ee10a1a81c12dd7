import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/students/:id/overview: one of the teacher's students on one page. */
export function getStudentOverview(
  studentId: number,
): Promise<JsonAnswer<'/api/students/{studentId}/overview', 'get'>> {
  return apiRequest('get', '/api/students/{studentId}/overview', { path: { studentId } });
}
