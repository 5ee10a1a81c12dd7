import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getSubscription } from '../api/get-subscription';

/**
 * Whether the teacher's plan sells paid materials: true or false once known, undefined
 * while it loads or when it could not be read (the form then says nothing about it; the
 * API still refuses a paid material off the plan).
 */
export function useSellsPaid(): boolean | undefined {
  const query = useQuery({ queryKey: queryKeys.subscription, queryFn: getSubscription });
  const subscription = query.data;
  if (subscription === undefined) return undefined;
  const plan = subscription.plans.find((info) => info.plan === subscription.plan);
  return plan?.sells_paid_materials ?? false;
}
