import { apiRequest } from '@tutor/api-client';

/** DELETE /api/students/:id: the student stops being the teacher's. */
export async function removeStudent(id: number): Promise<void> {
  await apiRequest('delete', '/api/students/{studentId}', { path: { studentId: id } });
}
