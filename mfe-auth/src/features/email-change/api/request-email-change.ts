import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/account/email: the server mails a confirmation link to the new address. */
export function requestEmailChange(values: {
  email: string;
}): Promise<JsonAnswer<'/api/account/email', 'post'>> {
  return apiRequest('post', '/api/account/email', { body: { email: values.email } });
}
