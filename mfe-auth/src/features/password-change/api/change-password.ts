import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

export type PasswordChange = JsonBody<'/api/account/password', 'put'>;

/** PUT /api/account/password: the server signs every other session out. */
export function changePassword(
  body: PasswordChange,
): Promise<JsonAnswer<'/api/account/password', 'put'>> {
  return apiRequest('put', '/api/account/password', { body });
}
