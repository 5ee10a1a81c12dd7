import { http } from '@tutor/api-client';

/** DELETE /api/tasks/:id (soft delete on the server). */
export async function deleteTask(id: number): Promise<void> {
  await http.delete(`/api/tasks/${id}`);
}
