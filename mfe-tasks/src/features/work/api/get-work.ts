import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** GET /api/works/:id: the student's work page or the teacher's check page. */
export function getWork(workId: number): Promise<JsonAnswer<'/api/works/{workId}', 'get'>> {
  return apiRequest('get', '/api/works/{workId}', { path: { workId } });
}
