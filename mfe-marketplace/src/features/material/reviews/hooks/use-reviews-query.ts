import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { getReviews } from '../api/get-reviews';

/** The reviews of a material, newest first. */
export function useReviewsQuery(materialId: number) {
  return useQuery({
    queryKey: queryKeys.reviews(materialId),
    queryFn: () => getReviews(materialId),
  });
}
