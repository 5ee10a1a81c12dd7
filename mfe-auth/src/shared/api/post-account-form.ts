import { apiRequest, type JsonAnswer, type JsonBody } from '@tutor/api-client';

/** The account flows' forms, each posted to its own path (spec section 7). */
export type AccountFormPath =
  '/login' | '/registration' | '/oauth/registration' | '/password/email' | '/password/reset';

export type AccountAnswer = JsonAnswer<AccountFormPath, 'post'>;
export type AccountPayloads = { [P in AccountFormPath]: JsonBody<P, 'post'> };

/** POST of an account form: answers a redirect, a message, or both absent. */
export function postAccountForm(
  path: AccountFormPath,
  payload: AccountPayloads[AccountFormPath],
): Promise<AccountAnswer> {
  return apiRequest('post', path, { body: payload });
}
