import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** PUT /api/rubrics/:rubricId: replaces a library rubric (questions keep their copies). */
export function updateRubric(
  rubricId: number,
  input: JsonBody<'/api/rubrics/{rubricId}', 'put'>,
): Promise<JsonAnswer<'/api/rubrics/{rubricId}', 'put'>> {
  return apiRequest('put', '/api/rubrics/{rubricId}', { path: { rubricId }, body: input });
}
