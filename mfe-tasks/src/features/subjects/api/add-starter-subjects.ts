import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** POST /api/subjects/starter: the chosen starter subjects; answers the whole list. */
export function addStarterSubjects(
  input: JsonBody<'/api/subjects/starter', 'post'>,
): Promise<JsonAnswer<'/api/subjects/starter', 'post'>> {
  return apiRequest('post', '/api/subjects/starter', { body: input });
}
