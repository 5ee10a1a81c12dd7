import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followRedirect } from '../../account-answer/lib/follow-redirect';
import {
  cancelAutopay,
  loadReferral,
  loadSubscription,
  startSubscription,
} from '../api/subscription-api';

export const SUBSCRIPTION_QUERY_KEY = ['auth', 'subscription'] as const;
export const REFERRAL_QUERY_KEY = ['auth', 'referral'] as const;

export function useSubscriptionQuery() {
  return useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: loadSubscription });
}

export function useReferralQuery() {
  return useQuery({ queryKey: REFERRAL_QUERY_KEY, queryFn: loadReferral });
}

/** Subscribe: off to the provider's page, which sends the teacher back to /settings. */
export function useSubscribe() {
  return useMutation({
    mutationFn: startSubscription,
    onSuccess: (url) => followRedirect(url),
  });
}

/** Cancel autopay: the answer is the subscription as it is now. */
export function useCancelAutopay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAutopay,
    onSuccess: (subscription) => client.setQueryData(SUBSCRIPTION_QUERY_KEY, subscription),
  });
}
