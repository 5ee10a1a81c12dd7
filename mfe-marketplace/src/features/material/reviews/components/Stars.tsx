import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5];

/** Five stars filled to a rating, read out as one image by its label («4 из 5»). */
export function Stars({
  value,
  label,
  size = 16,
}: {
  value: number;
  label: string;
  size?: number;
}) {
  const filled = Math.round(value);
  return (
    <span className="mp-stars" role="img" aria-label={label}>
      {STARS.map((star) => (
        <Star
          key={star}
          size={size}
          aria-hidden="true"
          fill={star <= filled ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
