import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquare } from 'lucide-react';
import type { QueryKey } from '@tanstack/react-query';
import type { MaterialPage, MaterialReview, ReviewInput } from '@tutor/contracts';
import { EmptyState, QueryStatus, TextLink, toast } from '@tutor/ui';
import { taskPath } from '../../../../config/paths';
import { useReviewChanges } from '../hooks/use-review-changes';
import { useReviewsQuery } from '../hooks/use-reviews-query';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';

interface Props {
  material: MaterialPage;
  /** The page's cache entry (by id or by link): fetched again when the rating changes. */
  materialKey: QueryKey;
}

/**
 * The reviews of a material: the average and the count, one's own review (an owner who has
 * opened their copy) or the hint to open it first, the list newest first, and under each
 * unanswered review the author's «Ответить».
 */
export function ReviewsSection({ material, materialKey }: Props) {
  const { t, i18n } = useTranslation('marketplace');
  const titleId = useId();
  const reviews = useReviewsQuery(material.id);
  const changes = useReviewChanges(material.id, materialKey);
  const { ownership } = material;
  const mine = reviews.data?.find((review) => review.mine) ?? null;

  const save = async (input: ReviewInput) => {
    await changes.review.mutateAsync(input);
    toast.success(mine ? t('reviews.changed') : t('reviews.sent'));
  };
  const answerOf = (review: MaterialReview) =>
    material.mine && review.answer === null
      ? async (answer: string) => {
          await changes.answer.mutateAsync({ reviewId: review.id, text: answer });
          toast.success(t('reviews.answered'));
        }
      : undefined;

  let list: ReactNode;
  if (reviews.isPending || reviews.isError) {
    list = (
      <QueryStatus
        query={reviews}
        loading={
          <p role="status" className="mp-muted">
            {t('reviews.loading')}
          </p>
        }
      />
    );
  } else if (reviews.data.length === 0) {
    list = (
      <EmptyState title={t('reviews.empty')} icon={<MessageSquare size={32} />}>
        <p>{t('reviews.empty_text')}</p>
      </EmptyState>
    );
  } else {
    list = (
      <ul className="mp-reviews">
        {reviews.data.map((review) => (
          <ReviewItem key={review.id} review={review} onAnswer={answerOf(review)} />
        ))}
      </ul>
    );
  }

  const average =
    material.rating === null
      ? null
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(material.rating);

  return (
    <section className="mp-section mp-reviews-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('reviews.title')}</h2>
      {material.rating !== null && average !== null ? (
        <p className="mp-reviews-average">
          <span className="mp-reviews-score" aria-hidden="true">
            {average}
          </span>
          <Stars
            value={material.rating}
            size={20}
            label={t('reviews.average', { rating: average })}
          />
          <span className="mp-muted">{t('common.reviews', { count: material.reviews_count })}</span>
        </p>
      ) : null}
      {ownership.owned && ownership.can_review && reviews.isSuccess ? (
        // Keyed by the review's last change: once saved, the form holds what the API kept.
        <ReviewForm key={mine?.updated_at ?? 'new'} mine={mine} onSave={save} />
      ) : null}
      {ownership.owned && !ownership.can_review && ownership.task_id !== null ? (
        <p className="mp-review-hint">
          {t('reviews.open_to_review')}{' '}
          <TextLink to={taskPath(ownership.task_id)}>{t('reviews.go_to_copy')}</TextLink>
        </p>
      ) : null}
      {list}
    </section>
  );
}
