import type { StudentGroup, StudentGroupInput } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** PATCH /api/groups/:id: new name and members. */
export async function updateGroup(id: number, input: StudentGroupInput): Promise<StudentGroup> {
  const { data } = await http.patch<StudentGroup>(`/api/groups/${id}`, input);
  return data;
}
