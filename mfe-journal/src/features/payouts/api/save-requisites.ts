import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** PUT /api/payouts/requisites: a 422 names each wrong field. */
export function saveRequisites(
  input: JsonBody<'/api/payouts/requisites', 'put'>,
): Promise<JsonAnswer<'/api/payouts/requisites', 'put'>> {
  return apiRequest('put', '/api/payouts/requisites', { body: input });
}
