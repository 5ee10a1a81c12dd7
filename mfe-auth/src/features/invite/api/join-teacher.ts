import type { JoinAnswer } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/students/join: the signed-in student joins the teacher of the invite code. */
export async function joinTeacher(invite: string): Promise<JoinAnswer> {
  const { data } = await http.post<JoinAnswer>('/api/students/join', { invite });
  return data;
}
