import { apiRequest, type JsonAnswer } from '@tutor/api-client';

export type SavedUser = JsonAnswer<'/api/account/profile', 'put'>;

/** PUT /api/account/profile: answers the user as GET /api/user does. */
export function saveProfile(values: { first_name: string; phone: string }): Promise<SavedUser> {
  return apiRequest('put', '/api/account/profile', {
    body: { first_name: values.first_name, phone: values.phone },
  });
}
