import { apiRequest } from '@tutor/api-client';

/** DELETE /api/tasks/:id (soft delete on the server). */
export async function deleteTask(id: number): Promise<void> {
  await apiRequest('delete', '/api/tasks/{taskId}', { path: { taskId: id } });
}
