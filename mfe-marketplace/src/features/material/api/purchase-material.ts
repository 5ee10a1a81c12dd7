import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/**
 * POST /api/materials/:id/purchase: `{ confirmation_url }` for a paid material (the payment
 * page to go to), `{ purchase }` for a free one (taken at once). A `link` material opened by
 * its link sends the link's `token`.
 */
export function purchaseMaterial(
  id: number,
  input: JsonBody<'/api/materials/{materialId}/purchase', 'post'>,
): Promise<JsonAnswer<'/api/materials/{materialId}/purchase', 'post'>> {
  return apiRequest('post', '/api/materials/{materialId}/purchase', {
    path: { materialId: id },
    body: input,
  });
}
