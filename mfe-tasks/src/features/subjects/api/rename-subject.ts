import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** PATCH /api/subjects/:id */
export function renameSubject(
  id: number,
  input: JsonBody<'/api/subjects/{subjectId}', 'patch'>,
): Promise<JsonAnswer<'/api/subjects/{subjectId}', 'patch'>> {
  return apiRequest('patch', '/api/subjects/{subjectId}', { path: { subjectId: id }, body: input });
}
