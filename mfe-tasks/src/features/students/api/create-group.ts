import type { StudentGroup, StudentGroupInput } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/groups */
export async function createGroup(input: StudentGroupInput): Promise<StudentGroup> {
  const { data } = await http.post<StudentGroup>('/api/groups', input);
  return data;
}
