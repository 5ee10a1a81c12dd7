import type { InviteLink } from '@tutor/contracts';
import { http } from '@tutor/api-client';

/** POST /api/students/invite: a new code; the old link stops working. */
export async function renewInvite(): Promise<InviteLink> {
  const { data } = await http.post<InviteLink>('/api/students/invite');
  return data;
}
