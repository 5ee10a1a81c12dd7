import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@tutor/api-client';
import type { MaterialReview, ReviewInput } from '@tutor/contracts';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { answerReview } from '../api/answer-review';
import { writeReview } from '../api/write-review';

/** The list with a review the API answered: replaced where it was, or a new one on top. */
function withReview(list: MaterialReview[] | undefined, review: MaterialReview) {
  if (list === undefined) return undefined;
  const rest = list.filter((item) => item.id !== review.id);
  // A changed review moves to the top, as the API orders them (the newest change first).
  return review.mine
    ? [review, ...rest]
    : list.map((item) => (item.id === review.id ? review : item));
}

/**
 * Writing one's review and the author's answers. The review the API answers goes into the
 * list at once; then the list and the material page (`materialKey`: its rating and review
 * count) are fetched again, and the catalogue cards that show the rating are invalidated.
 */
export function useReviewChanges(materialId: number, materialKey: QueryKey) {
  const client = useQueryClient();
  const reviewsKey = queryKeys.reviews(materialId);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: reviewsKey });
    void client.invalidateQueries({ queryKey: materialKey, exact: true });
    void client.invalidateQueries({ queryKey: queryKeys.catalogues });
  };
  const put = (review: MaterialReview) => {
    client.setQueryData<MaterialReview[]>(reviewsKey, (list) => withReview(list, review));
    refresh();
  };

  const review = useMutation({
    mutationFn: (input: ReviewInput) => writeReview(materialId, input),
    onSuccess: put,
  });
  const answer = useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: number; text: string }) =>
      answerReview(materialId, reviewId, { answer: text }),
    onSuccess: put,
    onError: (error) => {
      // Answered meanwhile (409): the list shows the answer that is there.
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: reviewsKey });
      }
    },
  });
  return { review, answer };
}
