import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5];

/** Five stars filled to the rating, the number and how many reviews gave it. */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  const { t, i18n } = useTranslation('marketplace');
  if (rating === null) return <span className="mp-rating mp-muted">{t('common.no_rating')}</span>;
  const value = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating);
  const filled = Math.round(rating);
  return (
    <span className="mp-rating">
      <span className="mp-stars" role="img" aria-label={t('common.rating', { rating: value })}>
        {STARS.map((star) => (
          <Star
            key={star}
            size={16}
            aria-hidden="true"
            fill={star <= filled ? 'currentColor' : 'none'}
          />
        ))}
      </span>
      <span aria-hidden="true">{value}</span>
      <span className="mp-muted">{t('common.reviews', { count })}</span>
    </span>
  );
}
