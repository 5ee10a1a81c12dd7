import { useTranslation } from 'react-i18next';
import type { MaterialPage } from '@tutor/contracts';
import { Cover } from '../../../shared/components/Cover';
import { MaterialTags } from '../../../shared/components/MaterialTags';
import { Rating } from '../../../shared/components/Rating';
import { usePriceText } from '../../../shared/hooks/use-price-text';

/** The head of a material page: cover, title, subject and grade, exams, author, rating, price. */
export function MaterialSummary({ material }: { material: MaterialPage }) {
  const { t } = useTranslation('marketplace');
  const price = usePriceText();
  return (
    <header className="mp-summary">
      <Cover url={material.cover_url} className="mp-summary-cover" />
      <div className="mp-summary-body">
        <h1>{material.title}</h1>
        <MaterialTags subject={material.subject} grade={material.grade} exams={material.exams} />
        <p className="mp-muted">{t('common.author', { name: material.author.first_name })}</p>
        <Rating rating={material.rating} count={material.reviews_count} />
        <p className="mp-facts">
          <span>{t('material.questions_count', { count: material.questions_count })}</span>
          <span>
            {t('material.max_ball', { ball: t('common.balls', { count: material.max_ball }) })}
          </span>
          <span>{t('material.purchases_count', { count: material.purchases_count })}</span>
        </p>
        <p className="mp-price mp-price-large">{price(material)}</p>
      </div>
    </header>
  );
}
