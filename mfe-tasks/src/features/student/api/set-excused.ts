import { apiRequest, type JsonAnswer } from '@tutor/api-client';

type Path = '/api/journal/excuses/{taskId}/{studentId}';

/** The journal's excuse of a student's task: PUT sets it, DELETE takes it back. */
export function setExcused(
  taskId: number,
  studentId: number,
  excused: boolean,
): Promise<JsonAnswer<Path, 'put'>> {
  const path = { taskId, studentId };
  return excused
    ? apiRequest('put', '/api/journal/excuses/{taskId}/{studentId}', { path })
    : apiRequest('delete', '/api/journal/excuses/{taskId}/{studentId}', { path });
}
