import type { StudentGroup } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/groups: the teacher's groups of students. */
export async function getGroups(): Promise<StudentGroup[]> {
  const { data } = await http.get<StudentGroup[]>('/api/groups');
  return data;
}
