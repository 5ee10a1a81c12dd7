import { useId } from 'react';
import { formatDate } from '@tutor/i18n';
import { useTranslation } from 'react-i18next';
import type { MaterialReview } from '@tutor/contracts';
import { AnswerForm } from './AnswerForm';
import { Stars } from './Stars';

interface Props {
  review: MaterialReview;
  /** The author's «Ответить», when the review has no answer yet (the author only). */
  onAnswer?: (answer: string) => Promise<void>;
}

/** One review: who, the stars, the date, the text, and the author's answer beneath it. */
export function ReviewItem({ review, onAnswer }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'reviews' });
  const headId = useId();
  const edited = review.updated_at > review.created_at;
  return (
    <li className="mp-review">
      <p className="mp-review-head" id={headId}>
        <strong className="mp-review-name">{review.reviewer.first_name || t('someone')}</strong>
        {review.mine ? <span className="mp-chip">{t('yours')}</span> : null}
        <Stars value={review.rating} label={t('stars', { rating: review.rating })} />
        <span className="mp-muted">
          <time dateTime={new Date(review.created_at).toISOString()}>
            {formatDate(review.created_at)}
          </time>
          {edited ? ` · ${t('edited')}` : null}
        </span>
      </p>
      <p className="mp-review-text">{review.text}</p>
      {review.answer !== null ? (
        <div className="mp-review-answer">
          <p className="mp-review-answer-head">
            <strong>{t('author_reply')}</strong>
            {review.answered_at !== null ? (
              <time className="mp-muted" dateTime={new Date(review.answered_at).toISOString()}>
                {formatDate(review.answered_at)}
              </time>
            ) : null}
          </p>
          <p className="mp-review-text">{review.answer}</p>
        </div>
      ) : onAnswer ? (
        <AnswerForm describedBy={headId} onAnswer={onAnswer} />
      ) : null}
    </li>
  );
}
