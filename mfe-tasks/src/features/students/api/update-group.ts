import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** PATCH /api/groups/:id: new name and members. */
export function updateGroup(
  id: number,
  input: JsonBody<'/api/groups/{groupId}', 'patch'>,
): Promise<JsonAnswer<'/api/groups/{groupId}', 'patch'>> {
  return apiRequest('patch', '/api/groups/{groupId}', { path: { groupId: id }, body: input });
}
