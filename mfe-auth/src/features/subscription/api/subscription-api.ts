import { apiRequest, type Schema } from '@tutor/api-client';

export type SubscriptionState = Schema<'Subscription'>;
export type ReferralInfo = Schema<'ReferralInfo'>;

export function loadSubscription(): Promise<SubscriptionState> {
  return apiRequest('get', '/api/subscription');
}

export function loadReferral(): Promise<ReferralInfo> {
  return apiRequest('get', '/api/referral');
}

/** Starts a payment; answers the provider's page to send the teacher to. */
export async function startSubscription(): Promise<string> {
  return (await apiRequest('post', '/api/subscription')).confirmation_url;
}

export function cancelAutopay(): Promise<SubscriptionState> {
  return apiRequest('delete', '/api/subscription');
}
