import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MaterialCard } from '@tutor/contracts';
import { materialPath } from '../../../config/paths';
import { Cover } from '../../../shared/components/Cover';
import { MaterialTags } from '../../../shared/components/MaterialTags';
import { Rating } from '../../../shared/components/Rating';
import { usePriceText } from '../../../shared/hooks/use-price-text';
import { FavouriteButton } from '../../../shared/components/FavouriteButton';

interface Props {
  card: MaterialCard;
  /** Absent for a student, who sees the catalogue without actions. */
  favourite?: { busy: boolean; onToggle: (favourite: boolean) => void };
}

/** A result of the catalogue: cover, title, subject and grade, exams, author, rating, price. */
export function MaterialCardItem({ card, favourite }: Props) {
  const { t } = useTranslation('marketplace');
  const price = usePriceText();
  return (
    <article className="mp-card">
      <Cover url={card.cover_url} />
      <div className="mp-card-body">
        <h2 className="mp-card-title">
          <Link to={materialPath(card.id)}>{card.title}</Link>
        </h2>
        <MaterialTags subject={card.subject} grade={card.grade} exams={card.exams} />
        <p className="mp-muted">{t('common.author', { name: card.author.first_name })}</p>
        <Rating rating={card.rating} count={card.reviews_count} />
        <div className="mp-card-foot">
          <strong className="mp-price">{price(card)}</strong>
          {card.published_at === null ? (
            <span className="mp-chip mp-chip-muted">{t('common.draft')}</span>
          ) : null}
          {favourite ? (
            <FavouriteButton
              title={card.title}
              favourite={card.favourite}
              busy={favourite.busy}
              onToggle={favourite.onToggle}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
