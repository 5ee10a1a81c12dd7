import { apiRequest, type JsonAnswer } from '@tutor/api-client';

type Answer = JsonAnswer<'/api/journal/excuses/{taskId}/{studentId}', 'put'>;

/** PUT (excused) or DELETE (not) /api/journal/excuses/:taskId/:studentId */
export function setExcused(taskId: number, studentId: number, excused: boolean): Promise<Answer> {
  const path = { taskId, studentId };
  return excused
    ? apiRequest('put', '/api/journal/excuses/{taskId}/{studentId}', { path })
    : apiRequest('delete', '/api/journal/excuses/{taskId}/{studentId}', { path });
}
