import { useQuery } from '@tanstack/react-query';
import type { MaterialPage } from '@tutor/contracts';
import { queryKeys } from '../lib/query-keys';
import { getMaterial } from '../api/get-material';
import { getMaterialByLink } from '../api/get-material-by-link';

/** While a payment is still on its way, the page asks again this often. */
export const PENDING_POLL_MS = 5000;

const pollWhilePending = (query: { state: { data?: MaterialPage } }) =>
  query.state.data?.ownership.pending ? PENDING_POLL_MS : false;

/**
 * A material page by id. It is fetched on every visit, so coming back from the payment page
 * (`paidBack`, which lets the API ask the provider first) shows the purchase; while the
 * payment is pending it is fetched again until it settles.
 */
export function useMaterialQuery(id: number, paidBack = false) {
  return useQuery({
    queryKey: queryKeys.material(id),
    queryFn: () => getMaterial(id, paidBack),
    refetchInterval: pollWhilePending,
  });
}

/** A `link` material by its token. */
export function useMaterialByLinkQuery(token: string) {
  return useQuery({
    queryKey: queryKeys.materialByLink(token),
    queryFn: () => getMaterialByLink(token),
    refetchInterval: pollWhilePending,
  });
}
