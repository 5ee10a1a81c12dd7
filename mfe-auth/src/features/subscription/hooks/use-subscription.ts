import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followRedirect } from '../../../shared/lib/follow-redirect';
import { queryKeys } from '../../../shared/lib/query-keys';
import {
  cancelAutopay,
  loadReferral,
  loadSubscription,
  startSubscription,
} from '../api/subscription-api';

export function useSubscriptionQuery() {
  return useQuery({ queryKey: queryKeys.subscription, queryFn: loadSubscription });
}

export function useReferralQuery() {
  return useQuery({ queryKey: queryKeys.referral, queryFn: loadReferral });
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
    onSuccess: (subscription) => client.setQueryData(queryKeys.subscription, subscription),
  });
}
