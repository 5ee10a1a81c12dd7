import type { InviteLink } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** GET /api/students/invite: the teacher's current invite link. */
export async function getInvite(): Promise<InviteLink> {
  const { data } = await http.get<InviteLink>('/api/students/invite');
  return data;
}
